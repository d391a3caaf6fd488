import { useEffect, useRef, useState } from 'preact/hooks';
import { counts, type Batch, type BulkItem } from '../../lib/bulk/batch';
import { readFacts } from '../../lib/instance/facts';
import { readSettings } from '../../lib/settings/read';
import { summaryText, type Named } from '../../lib/shorten/summary';
import { formatOutput, toCsv, type OutputFormat } from '../../lib/bulk/output';
import { copyText } from '../../lib/clipboard/page';
import { t } from '../../lib/i18n';
import { resultTable, shortLinks, statusText } from './rows';
import { FormatSelect } from '../manager/FormatSelect';
import { TeamNotice } from '../TeamNotice';

interface Props {
  batch: Batch;
  running: boolean;
  /** The run waits for the rate limit until then (ms since epoch); 0 when it does not. */
  pausedUntil: number;
  onRetry(only?: number): void;
  /** Goes on with the URLs still waiting (after Stop, or a run stopped at a refused key or a lost network). */
  onContinue(): void;
  /** Stops the run under way: nothing more is sent, whatever the server asked to wait. */
  onStop(): void;
  onNew(): void;
}

/** Saved through a Blob URL and a download link: no permission needed. */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: revoking at once can cancel the download before it has read the Blob.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type Names = { spaces: readonly Named[]; pixels: readonly Named[] };

/** The batch's profile (a batch of an earlier version names none: the active one's). */
function useProfileId(batch: Batch): string | null {
  const [id, setId] = useState(batch.options.profileId ?? null);
  useEffect(() => {
    if (!batch.options.profileId) void readSettings().then((s) => setId(s.profileId));
  }, [batch.options.profileId]);
  return id;
}

/** The account's spaces and pixels as stored for the batch's profile, to name what each link got. */
function useNames(origin: string, profileId: string | null): Names {
  const [names, setNames] = useState<Names>({ spaces: [], pixels: [] });
  useEffect(() => {
    if (!profileId) return;
    let live = true;
    void readFacts({ profileId, origin }).then((facts) => live && setNames({ spaces: facts.spaces?.value ?? [], pixels: facts.pixels?.value ?? [] }));
    return () => {
      live = false;
    };
  }, [origin, profileId]);
  return names;
}

/** "Domain sho.rt · Space Campaigns · Pixels FB main": a row's link, as the popup's result says it. */
const gotText = (got: NonNullable<BulkItem['got']>, names: Names) =>
  summaryText({
    domain: got.domain,
    space: got.spaceId ? (names.spaces.find((s) => s.id === got.spaceId)?.name ?? `#${got.spaceId}`) : null,
    pixels: got.pixelIds.map((id) => names.pixels.find((p) => p.id === id)?.name ?? `#${id}`),
    preset: null,
  });

/** The batch's table, filled as it goes, with its copy, download and retry actions. */
export function BulkResults({ batch, running, pausedUntil, onRetry, onContinue, onStop, onNew }: Props) {
  const profileId = useProfileId(batch);
  const names = useNames(batch.origin, profileId);
  const [format, setFormat] = useState<OutputFormat>('lines');
  const [copied, setCopied] = useState<boolean | null>(null);
  // Stop leaves its place to Continue: the keyboard's focus goes there rather than to the page.
  const continueButton = useRef<HTMLButtonElement>(null);
  const stopped = useRef(false);
  useEffect(() => {
    if (running || !stopped.current) return;
    stopped.current = false;
    continueButton.current?.focus();
  }, [running]);
  const n = counts(batch);
  const finished = n.done + n.reused + n.failed;
  const table = resultTable(batch.items);

  const copy = async () => setCopied(await copyText(formatOutput(format, table, shortLinks(batch.items))));

  return (
    <div>
      <p role="status">{t('bulkProgress', [String(finished), String(batch.items.length), String(n.failed)])}</p>
      {running && pausedUntil > 0 && <p class="hint">{t('bulkPaced', String(Math.max(1, Math.ceil((pausedUntil - Date.now()) / 1000))))}</p>}
      <div class="manager-toolbar" style={{ flexWrap: 'wrap' }}>
        <FormatSelect label={t('bulkCopyAs')} value={format} onValue={setFormat} />
        <button type="button" onClick={copy}>
          {t('bulkCopy')}
        </button>
        <button type="button" onClick={() => download(toCsv(table), 'linklet-links.csv')}>
          {t('bulkDownload')}
        </button>
        {running && (
          <button
            type="button"
            onClick={() => {
              stopped.current = true;
              onStop();
            }}
          >
            {t('bulkStop')}
          </button>
        )}
        {!running && finished < batch.items.length && (
          <button type="button" ref={continueButton} onClick={onContinue}>
            {t('bulkContinue')}
          </button>
        )}
        <button type="button" onClick={() => onRetry()} disabled={running || n.failed === 0}>
          {t('bulkRetryFailed')}
        </button>
        <button type="button" onClick={onNew} disabled={running}>
          {t('bulkNew')}
        </button>
      </div>
      <div aria-live="polite">
        {copied === true && <p class="ok">{t('bulkCopied')}</p>}
        {copied === false && <p role="alert">{t('bulkCopyFailed')}</p>}
      </div>
      {/* A team default its links go without, said before its rows. */}
      {profileId && <TeamNotice profileId={profileId} />}
      <div class="manager-table-wrap">
        {/* Not aria-busy while it runs: a run lasts minutes, and each row's news is to be heard
            and read as it comes (a busy table was also dimmed below the contrast minimum). */}
        <table class="manager-table">
          <caption class="hint">{t('bulkResultsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bulkColOriginal')}</th>
              <th scope="col">{t('bulkColShort')}</th>
              <th scope="col">{t('bulkColStatus')}</th>
            </tr>
          </thead>
          <tbody>
            {batch.items.map((item, i) => (
              <tr key={item.url} data-state={item.state}>
                <td class="manager-url">{item.url}</td>
                <td class="manager-short">{item.shortUrl ?? ''}</td>
                <td>
                  {statusText(item)}
                  {/* What the link got, under what happened to it. */}
                  {item.got && <div class="hint bulk-got">{gotText(item.got, names)}</div>}
                  {item.state === 'failed' && (
                    <>
                      {' '}
                      <button type="button" onClick={() => onRetry(i)} disabled={running} aria-label={t('bulkRetryOneLabel', item.url)}>
                        {t('bulkRetryOne')}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
