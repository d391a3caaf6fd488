import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { describeError } from '../../lib/link-form/describe-error';
import { isFormField, isMoreOptionsField, placeErrors, setsMoreOptions } from '../../lib/link-form/field-errors';
import { completedUrl } from '../../lib/typed-url';
import { IdSelect } from '../link-fields/IdSelect';
import { PixelPicker } from '../link-fields/PixelPicker';
import { TextField } from '../link-fields/TextField';
import { useRetryWait } from '../useRetryWait';
import { useLazy } from './lazy';
import type { Lists } from './use-lists';
import type { ShortenFlow } from './use-shorten';

const loadMoreOptions = () => import('./MoreOptions').then((m) => m.MoreOptions);
// After the first paint: the start path knows nothing of presets (it renders nothing without any).
const loadPresets = () => import('./PresetChoice').then((m) => m.PresetChoice);
// Fetched at once, after the first paint: the form needs it only once something failed.
const loadErrorNotice = () => import('./ErrorNotice').then((m) => m.ErrorNotice);

type Summary = typeof import('../../lib/link-form/summary');

/** An address typed without its scheme says what it is sent as, before anything is sent. */
function completedHint(typed: string): string | undefined {
  const url = completedUrl(typed);
  return url ? t('popupUrlCompleted', url) : undefined;
}

/**
 * The words for the options set, fetched the first time the line shows. A plain module, not a
 * lazy component: a component chunk needing only Preact would split Preact out of the chunk the
 * start shares with the other views, which costs the start about 180 bytes.
 */
function useSummary(wanted: boolean): Summary | null {
  const [summary, setSummary] = useState<Summary | null>(null);
  useEffect(() => {
    if (wanted && !summary) void import('../../lib/link-form/summary').then(setSummary, () => undefined);
  }, [wanted]);
  return summary;
}

/**
 * The address, domain, alias and pixels up front; every other field behind "More options",
 * loaded on demand. `blankHint`: why the address starts empty (a page that cannot be shortened).
 */
export function ShortenForm({ flow, lists, blankHint }: { flow: ShortenFlow; lists: Lists; blankHint?: string }) {
  const { form, errors, busy, change } = flow;
  // A restored draft that sets options shows them; closed, a line says which are set.
  const [more, setMore] = useState(() => setsMoreOptions(form, flow.defaults()));
  const hidden = !more && setsMoreOptions(form, flow.defaults());
  const ErrorNotice = useLazy(loadErrorNotice, true);
  const MoreOptions = useLazy(loadMoreOptions, more);
  const Presets = useLazy(loadPresets, true);
  const summary = useSummary(hidden);
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(flow.attempt > 0);
  const { placed, unplaced } = placeErrors(errors, (key) => isFormField(key, form, 'create'));
  // A rate-limited pixel list counts down to when it is asked again by itself.
  const pixelsWait = useRetryWait(lists.pixelsError, lists.pixelsRetryAt);

  // An error inside "More options" must be visible, so the disclosure opens for it.
  useEffect(() => {
    if (Object.keys(errors).some(isMoreOptionsField)) setMore(true);
  }, [errors]);
  // Asked for only now that the form shows them (cached per instance, see use-lists.ts).
  useEffect(() => lists.want('pixels', 'domains'), []);
  useEffect(() => {
    if (more) lists.want('spaces');
  }, [more]);
  // Enter in the alias field submits, so the keyboard path is: open the popup, Enter (or type an
  // alias first). Without an address, the popup starts at its field.
  useEffect(() => {
    if (!focusPending.current && document.activeElement === document.body) document.getElementById(form.url ? 'alias' : 'url')?.focus();
  }, []);
  // After a failed attempt the first field to fix gets the focus, once "More options" has rendered.
  useEffect(() => {
    focusPending.current = flow.attempt > 0;
  }, [flow.attempt]);
  useEffect(() => {
    if (!focusPending.current || (more && !MoreOptions)) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    focusPending.current = false;
    first.focus();
  });

  return (
    <form
      ref={formRef}
      class="shorten-form"
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void flow.submit();
      }}
    >
      {Presets && Presets !== 'failed' && <Presets flow={flow} />}
      <TextField id="url" label={t('popupUrl')} type="url" value={form.url} onValue={(url) => change({ ...form, url })} error={placed.url} hint={form.url ? completedHint(form.url) : blankHint} />
      <IdSelect id="domain" label={t('popupDomain')} value={form.domainId} onValue={(domainId) => change({ ...form, domainId })} options={lists.domains} error={placed.domainId} />
      <TextField id="alias" label={t('popupAlias')} value={form.alias} onValue={(alias) => change({ ...form, alias })} error={placed.alias} hint={t('popupAliasHint')} />
      <PixelPicker id="pixels" pixels={lists.pixels} value={form.pixelIds} onValue={(pixelIds) => change({ ...form, pixelIds })} error={placed.pixelIds} failedText={lists.pixelsError ? describeError(lists.pixelsError, pixelsWait).text : undefined} />
      <button
        type="button"
        class="disclosure"
        aria-expanded={more}
        aria-controls="more-options"
        aria-describedby={hidden && summary ? 'more-summary' : undefined}
        onClick={() => setMore(!more)}
      >
        {t('popupMoreOptions')}
      </button>
      {hidden && summary && (
        <p id="more-summary" class="hint options-summary">
          {summary.optionsSummary(form, flow.defaults())}
        </p>
      )}
      {more && (
        <div id="more-options" class="more-options">
          {MoreOptions === null && <p class="hint">{t('popupLoading')}</p>}
          {MoreOptions === 'failed' && <p role="alert">{t('popupLoadFailed')}</p>}
          {MoreOptions && MoreOptions !== 'failed' && <MoreOptions client={flow.client} value={form} onChange={change} errors={placed} spaces={lists.spaces} />}
        </div>
      )}
      {ErrorNotice === 'failed'
        ? (flow.failure || unplaced.length > 0) && <p role="alert">{t('popupLoadFailed')}</p>
        : ErrorNotice && (
            <ErrorNotice failure={flow.failure} messages={unplaced} onRetry={flow.failure?.action ? flow.retry : undefined} />
          )}
      <button type="submit" class="primary shorten" aria-disabled={busy}>
        {busy ? t('popupShortening') : t('popupShorten')}
      </button>
    </form>
  );
}
