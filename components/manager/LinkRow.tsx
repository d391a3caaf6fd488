import { useId, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import { toErrorData } from '../../lib/api/errors';
import { linkIsDisabled, type Link } from '../../lib/api/schemas';
import { t, tCount } from '../../lib/i18n';
import { describeError } from '../../lib/link-form/describe-error';
import { formatDay, formatMoment, linkExpiry, readMoment } from '../../lib/manager/dates';
import { linkState } from '../../lib/manager/link-status';
import { clip } from '../../lib/text';
import { isOpenable, openInNewTab } from '../../lib/manager/open-url';

export type RowRequest = 'edit' | 'delete' | 'qr' | 'stats';

interface Props {
  link: Link;
  client: ApiClient;
  /** Whether the row offers "Statistics" (components/stats/use-stats-offer.ts). */
  statsOffered?: boolean;
  /** The server's answer after a change made on this row. */
  onSaved(link: Link): void;
  onRequest(kind: RowRequest, link: Link): void;
}

const STATE_TEXT = {
  active: 'managerStatusActive',
  expired: 'managerStatusExpired',
  disabled: 'managerStatusDisabled',
  scheduled: 'managerStatusScheduled',
} as const;

/** One link: what users look for at a glance, and every action on it. Errors stay on the row. */
export function LinkRow({ link, client, statsOffered = true, onSaved, onRequest }: Props) {
  const shortId = useId();
  const [busy, setBusy] = useState(false);
  /** The last action's failure, shown on this row until the next action. */
  const [problem, setProblem] = useState('');
  const [note, setNote] = useState('');
  const state = linkState(link);
  const disabled = linkIsDisabled(link);
  const created = readMoment(link.created_at);
  const expiry = linkExpiry(link);

  const copy = async () => {
    setProblem('');
    setNote('');
    try {
      await navigator.clipboard.writeText(link.short_url);
      setNote(t('managerCopied'));
    } catch {
      setProblem(t('managerCopyFailed'));
    }
  };

  const toggle = async () => {
    setBusy(true);
    setProblem('');
    setNote('');
    try {
      // The row shows the server's answer, not what was asked for.
      onSaved(await client.links.update(link.id, { disabled: disabled ? 0 : 1 }, { method: 'PATCH' }));
    } catch (failure) {
      setProblem(describeError(toErrorData(failure)).text);
    } finally {
      setBusy(false);
    }
  };

  const described = { 'aria-describedby': shortId };
  return (
    <tr class={`manager-row manager-${state}`} aria-busy={busy}>
      <td>
        <span id={shortId} class="manager-short">
          {link.short_url}
        </span>
      </td>
      {/* data-label: the column's name, shown in each cell when narrow rows have no header. */}
      <td class="manager-url" title={link.url} data-label={t('managerColumnDestination')}>
        {clip(link.url)}
      </td>
      <td class="manager-title" data-label={t('managerFieldTitle')}>
        {clip(link.title ?? '')}
      </td>
      <td class="manager-number" data-label={t('managerColumnClicks')}>
        {link.clicks ?? 0}
      </td>
      <td data-label={t('managerStatus')}>
        <span class={`manager-state manager-state-${state}`}>{t(STATE_TEXT[state])}</span>
      </td>
      <td class="manager-date" data-label={t('managerColumnCreated')}>
        {created && <time dateTime={link.created_at ?? undefined}>{formatDay(created)}</time>}
      </td>
      <td class="manager-date" data-label={t('managerColumnExpires')}>
        {expiry.at && <time dateTime={expiry.iso ?? undefined}>{formatMoment(expiry.at)}</time>}
        {expiry.clicks !== null && <span>{tCount(expiry.clicks, { one: 'managerExpiresClicksOne', other: 'managerExpiresClicksOther' })}</span>}
        {!expiry.at && expiry.clicks === null && t('managerExpiresNever')}
      </td>
      <td class="manager-actions">
        <button type="button" onClick={copy} {...described}>
          {t('managerCopy')}
        </button>
        <button type="button" onClick={() => openInNewTab(link.short_url)} disabled={!isOpenable(link.short_url)} {...described}>
          {t('managerOpen')}
        </button>
        <button type="button" onClick={() => onRequest('qr', link)} {...described}>
          {t('managerQr')}
        </button>
        {statsOffered && (
          <button type="button" onClick={() => onRequest('stats', link)} {...described}>
            {t('statsOpen')}
          </button>
        )}
        <button type="button" onClick={() => onRequest('edit', link)} {...described}>
          {t('managerEdit')}
        </button>
        {/* v49 has no disabled links. */}
        {client.version === 44 && (
          <button type="button" onClick={toggle} disabled={busy} {...described}>
            {disabled ? t('managerEnable') : t('managerDisable')}
          </button>
        )}
        <button type="button" class="danger" onClick={() => onRequest('delete', link)} {...described}>
          {t('managerDelete')}
        </button>
        <span role="status" class="hint">
          {note}
        </span>
        {problem && (
          <p role="alert" class="manager-error">
            {problem}
          </p>
        )}
      </td>
    </tr>
  );
}
