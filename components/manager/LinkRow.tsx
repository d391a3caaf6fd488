import { useEffect, useId, useState } from 'preact/hooks';
import type { VersionedClient } from '../../lib/api/client';
import { changeLink, type LinkActionDeps } from '../../lib/actions';
import { linkIsDisabled, type Link } from '../../lib/api/schemas';
import { formatNumber, t, tCount } from '../../lib/i18n';
import { describeProblem } from '../../lib/problems/describe';
import { formatDay, formatMoment, linkExpiry, readMoment } from '../../lib/manager/dates';
import { linkState } from '../../lib/link-state/status';
import type { Columns } from '../../lib/manager/columns';
import { pixelNames, shortText, spaceText, titleOf } from '../../lib/manager/link-text';
import { monogramOf } from '../../lib/manager/monogram';
import { clip } from '../../lib/text';
import { Icon } from '../Icon';
import { LinkRowActions, type RowRequest } from './LinkRowActions';

interface Props {
  link: Link;
  client: VersionedClient;
  /** How its switch changes the link (lib/actions). */
  actions: LinkActionDeps;
  /** Whether the row offers "Statistics" (components/stats/use-stats-offer.ts). */
  statsOffered?: boolean;
  /** The optional columns shown (Space, Pixels), and the names of the instance's spaces and pixels for them. */
  columns?: Columns;
  names?: { spaces: ReadonlyArray<{ id: number; name?: string | null }>; pixels: ReadonlyArray<{ id: number; name?: string | null }> };
  /** Checked in the Links view's selection. */
  selected?: boolean;
  onSelect?(id: number): void;
  /** The server's answer after a change made on this row. */
  onSaved(link: Link): void;
  onRequest(kind: RowRequest, link: Link): void;
  /** The link was copied: the list says so once, in its toast (LinksList.tsx). */
  onCopied?(link: Link): void;
}

const STATE_TEXT = {
  active: 'managerStatusActive',
  expired: 'managerStatusExpired',
  disabled: 'managerStatusDisabled',
  scheduled: 'managerStatusScheduled',
} as const;

/** How long the copy button shows its check. */
const COPIED_MS = 2000;

/** A hover's whole text: long enough for any real URL, never a server's megabyte. */
const whole = (text: string) => clip(text, 4096);

const NO_NAMES = { spaces: [], pixels: [] };

/**
 * One link on one line: its short URL whole, without the scheme (wrapped, not cut, when very
 * long); the other texts cut with an ellipsis, whole on hover (their title) and while the row has
 * the keyboard's focus (links-table.css); and every action on it. Errors stay on the row.
 */
export function LinkRow({
  link,
  client,
  actions,
  statsOffered = true,
  columns,
  names = NO_NAMES,
  selected = false,
  onSelect,
  onSaved,
  onRequest,
  onCopied,
}: Props) {
  const shortId = useId();
  const selectId = useId();
  const [busy, setBusy] = useState(false);
  /** The last action's failure, shown on this row until the next action. */
  const [problem, setProblem] = useState('');
  const [copied, setCopied] = useState(false);
  const state = linkState(link);
  const disabled = linkIsDisabled(link);
  const created = readMoment(link.created_at);
  const expiry = linkExpiry(link);
  const title = titleOf(link);
  const expires = [
    expiry.at ? formatMoment(expiry.at) : '',
    expiry.clicks !== null ? tCount(expiry.clicks, { one: 'managerExpiresClicksOne', other: 'managerExpiresClicksOther' }) : '',
  ]
    .filter(Boolean)
    .join(' · ');

  const copy = async () => {
    setProblem('');
    try {
      await navigator.clipboard.writeText(link.short_url);
      setCopied(true);
      onCopied?.(link);
    } catch {
      setProblem(t('managerCopyFailed'));
    }
  };

  const toggle = async () => {
    setBusy(true);
    setProblem('');
    // The switch is v44's (v49 has no disabled links), whose change needs no time zone.
    const outcome = await changeLink(actions, link, { kind: disabled ? 'enable' : 'disable' }, { timeZone: null, now: Date.now() });
    // The row shows the server's answer, not what was asked for.
    if (outcome.status === 'changed') onSaved(outcome.link);
    else if (outcome.status === 'failed') setProblem(describeProblem(outcome.error).text);
    setBusy(false);
  };

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const mark = monogramOf(link.url);

  return (
    <tr class={`manager-row manager-${state}`} aria-busy={busy}>
      <td class="manager-short-cell">
        <div class="manager-short-line">
          {onSelect && (
            <>
              <span id={selectId} class="visually-hidden">
                {t('managerSelect')}
              </span>
              <input type="checkbox" class="manager-select" checked={selected} onChange={() => onSelect(link.id)} aria-labelledby={`${selectId} ${shortId}`} />
            </>
          )}
          <span id={shortId} class="manager-short" title={whole(link.short_url)}>
            {shortText(link.short_url)}
          </span>
          {/* The check replaces the copy glyph in the same box: copying moves nothing (issue 51). */}
          <button type="button" class={copied ? 'quiet small manager-copy is-copied' : 'quiet small manager-copy'} aria-describedby={shortId} onClick={copy}>
            <Icon name={copied ? 'check' : 'copy'} />
            {t('managerCopy')}
          </button>
        </div>
      </td>
      {/* data-label: the column's name, shown in each cell when narrow rows have no header. */}
      <td class="manager-url" data-label={t('managerColumnDestination')}>
        <div class="manager-url-line">
          {/* The destination's mark, drawn from its host: no favicon is fetched (lib/manager/monogram.ts). */}
          <span class={`manager-mark manager-mark-${mark.tint}`} aria-hidden="true">
            {mark.letter}
          </span>
          <span class="manager-clip" title={whole(link.url)}>
            {clip(link.url)}
          </span>
        </div>
      </td>
      <td class="manager-title" data-label={t('managerFieldTitle')}>
        <span class={title.fallback ? 'manager-clip manager-title-fallback' : 'manager-clip'} title={whole(title.text)}>
          {clip(title.text)}
        </span>
      </td>
      {columns?.space && <NamesCell class="manager-space" label={t('managerSpace')} names={[spaceText(link, names.spaces)].filter(Boolean)} />}
      {columns?.pixels && <NamesCell class="manager-pixels" label={t('managerColumnPixels')} names={pixelNames(link, names.pixels)} />}
      <td class="manager-number" data-label={t('managerColumnClicks')}>
        {formatNumber(link.clicks ?? 0)}
      </td>
      <td data-label={t('managerStatus')}>
        {/* A badge only where a link is not working as usual; an active one says so to screen readers alone. */}
        <span class={state === 'active' ? 'visually-hidden' : `manager-state manager-state-${state}`}>{t(STATE_TEXT[state])}</span>
      </td>
      <td class="manager-date" data-label={t('managerColumnCreated')}>
        {created && <time dateTime={link.created_at ?? undefined}>{formatDay(created)}</time>}
      </td>
      <td class="manager-date manager-expires" data-label={t('managerColumnExpires')}>
        <span class="manager-clip" title={expires || t('managerExpiresNever')}>
          {expiry.at ? <time dateTime={expiry.iso ?? undefined}>{expires}</time> : expires || t('managerExpiresNever')}
        </span>
      </td>
      <td class="manager-actions">
        <LinkRowActions
          link={link}
          version={client.version}
          describedBy={shortId}
          statsOffered={statsOffered}
          busy={busy}
          onToggle={toggle}
          onRequest={onRequest}
        />
        {problem && (
          <p role="alert" class="manager-error">
            {problem}
          </p>
        )}
      </td>
    </tr>
  );
}

/**
 * The row's space or pixels, every name whole (issue 48: "FB main, GA4 …" was cut at 1280 px and a
 * team reads pixels as often as spaces): a list that wraps between names, never inside one.
 */
function NamesCell({ class: className, label, names }: { class: string; label: string; names: readonly string[] }) {
  return (
    <td class={className} data-label={label}>
      {names.length > 0 && (
        <ul class="manager-names">
          {names.map((name, i) => (
            <li key={`${i}-${name}`}>{clip(name, 200)}</li>
          ))}
        </ul>
      )}
    </td>
  );
}
