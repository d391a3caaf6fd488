import { useEffect, useState } from 'preact/hooks';
import type { Link } from '../../lib/api/schemas';
import type { ApiVersion } from '../../lib/api/versions';
import type { OutputFormat } from '../../lib/bulk/output';
import { copyText } from '../../lib/clipboard/page';
import { t, tCount } from '../../lib/i18n';
import type { Density } from '../../lib/manager/density';
import { selectionText } from '../../lib/manager/link-text';
import { describeProblem } from '../../lib/problems/describe';
import type { SelectionResult, SelectionRun } from './use-selection-actions';
import { FormatSelect } from '../bulk/FormatSelect';

const DONE = { delete: 'managerSelectionDeleted', disable: 'managerSelectionDisabled', enable: 'managerSelectionEnabled' } as const;

interface Props {
  /** The links selected on the page shown, in its order. */
  selected: readonly Link[];
  /** Whether none, some or all of the page is selected. */
  pageState: 'none' | 'some' | 'all';
  version: ApiVersion;
  density: Density;
  running: SelectionRun | null;
  result: SelectionResult | null;
  onToggleAll(): void;
  onDensity(density: Density): void;
  onAction(action: 'disable' | 'enable'): void;
  onDelete(): void;
}

/** What the last action on the selection did, or where the one under way is. */
export function runText(running: SelectionRun | null, result: SelectionResult | null): string {
  if (running) {
    if (running.waitingUntil > Date.now()) return t('managerSelectionWaiting', String(Math.max(1, Math.ceil((running.waitingUntil - Date.now()) / 1000))));
    return t('managerSelectionProgress', [String(running.done), String(running.total)]);
  }
  return result && result.succeeded > 0 ? t(DONE[result.action], String(result.succeeded)) : '';
}

/**
 * Above the Links table: "Select all on this page", and for the links selected, copy as lines,
 * Markdown or CSV, disable or enable them (v44), delete them after one confirmation; and the
 * table's density. One request per link for each change, paced under the server's rate limit.
 */
export function SelectionBar({ selected, pageState, version, density, running, result, onToggleAll, onDensity, onAction, onDelete }: Props) {
  const [format, setFormat] = useState<OutputFormat>('lines');
  const [copied, setCopied] = useState<boolean | null>(null);
  const count = selected.length;
  const busy = running !== null;
  // "Copied" is about what was selected then.
  useEffect(() => setCopied(null), [count, format]);
  const copy = async () => {
    const header = [t('managerColumnShortUrl'), t('managerColumnDestination'), t('managerFieldTitle')] as const;
    setCopied(await copyText(selectionText(format, selected, header)));
  };
  const failed = result?.failed ?? [];
  return (
    <div class="manager-selection">
      <div class="manager-toolbar">
        <label class="check">
          <input type="checkbox" checked={pageState === 'all'} indeterminate={pageState === 'some'} onChange={onToggleAll} disabled={busy} />
          {t('managerSelectAll')}
        </label>
        <span class="manager-selection-count" aria-live="polite">
          {count > 0 ? tCount(count, { one: 'managerSelectedOne', other: 'managerSelectedOther' }) : ''}
        </span>
        {count > 0 && (
          <>
            <FormatSelect label={t('managerSelectionCopyAs')} value={format} onValue={setFormat} />
            <button type="button" onClick={() => void copy()}>
              {t('managerSelectionCopy')}
            </button>
            {/* v49 has no disabled links. */}
            {version === 44 && (
              <>
                <button type="button" onClick={() => onAction('disable')} disabled={busy}>
                  {t('managerDisable')}
                </button>
                <button type="button" onClick={() => onAction('enable')} disabled={busy}>
                  {t('managerEnable')}
                </button>
              </>
            )}
            <button type="button" class="danger" onClick={onDelete} disabled={busy}>
              {t('managerSelectionDelete')}
            </button>
          </>
        )}
        <label class="check manager-density">
          <input type="checkbox" checked={density === 'compact'} onChange={(e) => onDensity(e.currentTarget.checked ? 'compact' : 'comfortable')} />
          {t('managerCompact')}
        </label>
      </div>
      <div aria-live="polite" class="manager-selection-status">
        {copied === true && <p class="ok">{tCount(count, { one: 'managerSelectionCopiedOne', other: 'managerSelectionCopiedOther' })}</p>}
        {copied === false && <p role="alert">{t('managerCopyFailed')}</p>}
        <p class="hint">{runText(running, result)}</p>
      </div>
      {failed.length > 0 && (
        <div role="alert" class="manager-error">
          <p>{t('managerSelectionFailed', [String(failed.length), describeProblem(failed[0]!.error).text])}</p>
        </div>
      )}
    </div>
  );
}
