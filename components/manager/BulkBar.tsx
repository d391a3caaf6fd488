import { useEffect, useRef, useState } from 'preact/hooks';
import type { Link } from '../../lib/api/schemas';
import type { ApiVersion } from '../../lib/api/versions';
import type { OutputFormat } from '../../lib/bulk/output';
import { copyText } from '../../lib/clipboard/page';
import { t, tCount, type MessageKey } from '../../lib/i18n';
import { VERSION_ACTIONS, type BulkAction, type BulkKind } from '../../lib/link-state/changes';
import { selectionText, shortText } from '../../lib/manager/link-text';
import { describeProblem } from '../../lib/problems/describe';
import { FormatSelect } from './FormatSelect';
import type { BulkChoice } from './BulkDialog';
import { createPacer, realClock } from '../../lib/bulk/pace';
import type { AllMatches, SelectionResult, SelectionRun } from './use-selection-actions';

/** Each action's name, as its button says it (v49's end is its active period's). */
function actionName(kind: BulkKind, version: ApiVersion): string {
  const names: Record<BulkKind, MessageKey> = {
    disable: 'managerDisable',
    enable: 'managerEnable',
    expire: 'managerBulkExpire',
    until: version === 49 ? 'managerBulkUntil49' : 'managerBulkUntil',
    noEnd: version === 49 ? 'managerBulkNoPeriod' : 'managerBulkNoEnd',
    addPixels: 'managerBulkAddPixels',
    removePixels: 'managerBulkRemovePixels',
    space: 'managerBulkMove',
    delete: 'managerDelete',
  };
  return t(names[kind]);
}

/** The buttons that act at once, and those that ask something first (a dialog). */
const AT_ONCE: readonly BulkKind[] = ['disable', 'enable', 'expire'];
const ASKING: ReadonlyArray<[BulkChoice, MessageKey, MessageKey?]> = [
  ['until', 'managerBulkUntilButton', 'managerBulkUntilButton49'],
  ['addPixels', 'managerBulkAddPixelsButton'],
  ['removePixels', 'managerBulkRemovePixelsButton'],
  ['space', 'managerBulkMoveButton'],
];

interface Props {
  /** The selected links (every page), in the order they were selected. */
  selected: readonly Link[];
  /** Every link that matches, once "Select all N that match" was chosen; the actions run on those. */
  all: AllMatches | null;
  version: ApiVersion;
  running: SelectionRun | null;
  result: SelectionResult | null;
  /** An action on the selection (it asks first on more than a few links). */
  onAction(action: BulkAction, source: readonly Link[] | AllMatches): void;
  /** "Try again" or "Continue" on the links a run left: already asked. */
  onAgain(action: BulkAction, links: readonly Link[]): void;
  onChoose(choice: BulkChoice): void;
  onDelete(): void;
  onStop(): void;
  onDismiss(): void;
}

/** What a run did, counted: "2 links changed, 1 was already so, 1 failed". */
export function resultText(result: SelectionResult, version: ApiVersion): string {
  if (result.stoppedReading) return t('managerBulkStoppedReading', actionName(result.action.kind, version));
  const count = (status: string) => result.outcomes.filter(({ outcome }) => outcome.status === status).length;
  const parts: Array<[number, MessageKey, MessageKey]> = [
    [count('changed'), 'managerBulkChangedOne', 'managerBulkChangedOther'],
    [count('deleted'), 'managerBulkDeletedOne', 'managerBulkDeletedOther'],
    [count('unchanged'), 'managerBulkUnchangedOne', 'managerBulkUnchangedOther'],
    [count('failed'), 'managerBulkFailedOne', 'managerBulkFailedOther'],
    [count('skipped'), 'managerBulkSkippedOne', 'managerBulkSkippedOther'],
  ];
  const said = parts.filter(([n]) => n > 0).map(([n, one, other]) => tCount(n, { one, other }));
  return t('managerBulkResult', [actionName(result.action.kind, version), said.join(', ')]);
}

/** Where a run is: how many links are done, or the wait for the rate limit, or the Stop. */
export function runText(running: SelectionRun, version: ApiVersion): string {
  const name = actionName(running.action.kind, version);
  if (running.stopping) return t('managerBulkStopping', name);
  if (running.reading && !(running.waitingUntil > Date.now()))
    return `${name}: ${t('managerReadingMatches', [String(running.reading.read), String(running.reading.total)])}`;
  if (running.waitingUntil > Date.now())
    return `${name}: ${t('managerSelectionWaiting', String(Math.max(1, Math.ceil((running.waitingUntil - Date.now()) / 1000))))}`;
  return `${name}: ${t('managerSelectionProgress', [String(running.done), String(running.total)])}`;
}

/**
 * The selection's actions, in a bar over the bottom of the page while links are selected (it
 * covers rows, it never moves them): copy them; disable, enable, expire them or set when they end
 * (each version its own way: lib/link-state/changes.ts, said under the buttons on v49); add or
 * remove pixels; move them to a space; delete them. A run shows its progress with Stop, then what
 * became of each link, the failed ones with why and "Try again", and those a Stop left with
 * "Continue".
 */
export function BulkBar({ selected, all, version, running, result, onAction, onAgain, onChoose, onDelete, onStop, onDismiss }: Props) {
  const [format, setFormat] = useState<OutputFormat>('lines');
  const [copied, setCopied] = useState<boolean | null>(null);
  const [copying, setCopying] = useState(false);
  const count = all ? all.total : selected.length;
  const busy = running !== null;
  const actions = VERSION_ACTIONS[version];
  // "Copied" is about what was selected then.
  useEffect(() => setCopied(null), [count, format]);
  const copy = async () => {
    const header = [t('managerColumnShortUrl'), t('managerColumnDestination'), t('managerFieldTitle')] as const;
    let links = selected;
    if (all) {
      // All that match are read first (paced like an action), then copied in one go.
      setCopying(true);
      try {
        links = await all.read({ pacer: createPacer(realClock), signal: new AbortController().signal, onRead: () => undefined });
      } catch {
        setCopying(false);
        return setCopied(false);
      }
      setCopying(false);
    }
    setCopied(await copyText(selectionText(format, links, header)));
  };
  // The buttons that started a run are disabled while it goes, and Stop goes with it: the focus
  // follows, to Stop, then to what the run did, unless the user has gone elsewhere meanwhile.
  const bar = useRef<HTMLElement>(null);
  const stop = useRef<HTMLButtonElement>(null);
  const said = useRef<HTMLParagraphElement>(null);
  const lost = () => !document.activeElement || document.activeElement === document.body || !!bar.current?.contains(document.activeElement);
  useEffect(() => {
    if (running && lost()) stop.current?.focus();
    if (!running && result && lost()) said.current?.focus();
  }, [running !== null, result]);
  const failed = result?.outcomes.filter(({ outcome }) => outcome.status === 'failed') ?? [];
  const skipped = result?.outcomes.filter(({ outcome }) => outcome.status === 'skipped') ?? [];

  return (
    <section class="manager-bulk" aria-label={t('managerBulkLabel')} ref={bar}>
      {count > 0 && (
        <div class="manager-bulk-actions">
          <strong class="manager-bulk-count">
            {all ? t('managerAllMatchesSelected', String(count)) : tCount(count, { one: 'managerSelectedOne', other: 'managerSelectedOther' })}
          </strong>
          <span class="manager-bulk-group">
            <FormatSelect label={t('managerSelectionCopyAs')} value={format} onValue={setFormat} />
            <button type="button" onClick={() => void copy()} disabled={copying} aria-busy={copying}>
              {t('managerSelectionCopy')}
            </button>
          </span>
          <span class="manager-bulk-group">
            {AT_ONCE.filter((kind) => actions.includes(kind)).map((kind) => (
              <button
                key={kind}
                type="button"
                onClick={() => onAction({ kind } as BulkAction, all ?? selected)}
                disabled={busy}
                aria-describedby={version === 49 ? 'manager-bulk-note' : undefined}
              >
                {actionName(kind, version)}
              </button>
            ))}
            {ASKING.map(([choice, label, label49]) => (
              <button key={choice} type="button" onClick={() => onChoose(choice)} disabled={busy}>
                {t(version === 49 && label49 ? label49 : label)}
              </button>
            ))}
            <button type="button" class="danger" onClick={onDelete} disabled={busy}>
              {t('managerSelectionDelete')}
            </button>
          </span>
        </div>
      )}
      {count > 0 && version === 49 && (
        <p class="hint" id="manager-bulk-note">
          {t('managerBulkNote49')}
        </p>
      )}
      <div class="manager-bulk-status" aria-live="polite">
        {copied === true && <p class="ok">{tCount(count, { one: 'managerSelectionCopiedOne', other: 'managerSelectionCopiedOther' })}</p>}
        {copied === false && <p role="alert">{t('managerCopyFailed')}</p>}
        {running && (
          <p class="manager-bulk-progress">
            <span>{runText(running, version)}</span>
            <progress
              max={running.reading ? running.reading.total : running.total}
              value={running.reading ? running.reading.read : running.done}
              aria-label={actionName(running.action.kind, version)}
            />
            <button type="button" ref={stop} onClick={onStop} disabled={running.stopping}>
              {t('bulkStop')}
            </button>
          </p>
        )}
        {!running && result && (
          <div class="manager-bulk-result">
            <p ref={said} tabIndex={-1} class="manager-bulk-said">
              <span>{resultText(result, version)}</span>{' '}
              <button type="button" onClick={onDismiss}>
                {t('managerClose')}
              </button>
            </p>
            {result.readError && (
              <div role="alert" class="manager-error">
                <p>{describeProblem(result.readError).text}</p>
              </div>
            )}
            {failed.length > 0 && (
              <div role="alert" class="manager-error">
                <ul class="manager-bulk-failures">
                  {failed.map(({ link, outcome }) => (
                    <li key={link.id}>
                      <span class="manager-short">{shortText(link.short_url)}</span>: {outcome.status === 'failed' ? describeProblem(outcome.error).text : ''}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {(failed.length > 0 || skipped.length > 0) && (
              <p class="manager-bulk-again">
                {failed.length > 0 && (
                  <button
                    type="button"
                    onClick={() =>
                      onAgain(
                        result.action,
                        failed.map(({ link }) => link),
                      )
                    }
                  >
                    {tCount(failed.length, { one: 'managerBulkTryAgainOne', other: 'managerBulkTryAgainOther' })}
                  </button>
                )}
                {skipped.length > 0 && (
                  <button
                    type="button"
                    onClick={() =>
                      onAgain(
                        result.action,
                        skipped.map(({ link }) => link),
                      )
                    }
                  >
                    {tCount(skipped.length, { one: 'managerBulkContinueOne', other: 'managerBulkContinueOther' })}
                  </button>
                )}
              </p>
            )}
            <details class="manager-bulk-each">
              <summary>{t('managerBulkEach')}</summary>
              <ul>
                {result.outcomes.map(({ link, outcome }) => (
                  <li key={link.id}>
                    <span class="manager-short">{shortText(link.short_url)}</span>: {outcomeText(outcome)}
                  </li>
                ))}
              </ul>
            </details>
          </div>
        )}
      </div>
    </section>
  );
}

function outcomeText(outcome: SelectionResult['outcomes'][number]['outcome']): string {
  if (outcome.status === 'failed') return t('managerBulkLinkFailed', describeProblem(outcome.error).text);
  const texts = {
    changed: 'managerBulkLinkChanged',
    deleted: 'managerBulkLinkDeleted',
    unchanged: 'managerBulkLinkUnchanged',
    skipped: 'managerBulkLinkSkipped',
  } as const;
  return t(texts[outcome.status]);
}
