import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { describeProblem } from '../../lib/problems/describe';
import { isFormField, isMoreOptionsField, placeErrors, setsMoreOptions } from '../../lib/link-form/field-errors';
import { readTypedUrl } from '../../lib/url/typed-url';
import { IdSelect } from '../link-fields/IdSelect';
import { PixelPicker } from '../link-fields/PixelPicker';
import { TextField } from '../link-fields/TextField';
import { setField } from '../../lib/link-form/update';
import { PresetChoice } from './PresetChoice';
import { useRetryWait } from '../use-retry-wait';
import { ErrorNotice } from '../ErrorNotice';
import { openOptions } from './open-options';
import { optionsSummary } from '../../lib/link-form/summary';
import type { PopupStart } from '../../lib/popup/start';
import type { FlowState } from '../../lib/shorten/flow';
import type { Lists } from './use-lists';
import type { PopupForm } from './use-popup-form';
import { MoreOptions } from './MoreOptions';
import { QueueOffer } from './QueueOffer';

/**
 * An address typed without its scheme, or with a `user:password@`, says what it is sent as, and
 * one with a part that looks secret says which, before anything is sent (lib/url/private.ts).
 */
function completedHint(typed: string): string | undefined {
  const read = readTypedUrl(typed);
  if (!read.ok) return undefined;
  const sentAs = read.credentials ? t('popupUrlWithoutCredentials', read.url) : read.completed ? t('popupUrlCompleted', read.url) : undefined;
  return read.secret === undefined ? sentAs : [t('popupUrlSecret', read.secret), sentAs].filter(Boolean).join(' ');
}

/**
 * The address, domain, alias and pixels up front; every other field behind "More options",
 * loaded on demand. `blankHint`: why the address starts empty (a page that cannot be shortened).
 * Every change is applied to the form as it is then (lib/link-form/update.ts): nothing typed is lost.
 */
export function ShortenForm(props: {
  start: Extract<PopupStart, { kind: 'ready' }>;
  state: FlowState;
  form: PopupForm;
  lists: Lists;
  onSubmit(): void;
  blankHint?: string;
}) {
  const { start, state, form, lists, onSubmit, blankHint } = props;
  const { flow, read } = start;
  const { errors } = form;
  const value = form.form;
  const busy = state.step === 'checking' || state.step === 'storing';
  // A restored draft that sets options shows them; closed, a line says which are set.
  const [more, setMore] = useState(() => setsMoreOptions(value, form.fresh()));
  const hidden = !more && setsMoreOptions(value, form.fresh());
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(form.attempt > 0);
  const { placed, unplaced } = placeErrors(errors, (key) => isFormField(key, value, 'create'));
  // A rate-limited pixel list counts down to when it is asked again by itself.
  const pixelsWait = useRetryWait(lists.pixelsError, lists.pixelsRetryAt);
  const failure = state.step === 'failed' ? state.failure : null;
  const set = <K extends keyof typeof value>(name: K) => setField(form.update, name);

  // An error inside "More options" must be visible, so the disclosure opens for it.
  useEffect(() => {
    if (Object.keys(errors).some(isMoreOptionsField)) setMore(true);
  }, [errors]);
  useEffect(() => {
    if (more) lists.want('spaces');
  }, [more]);
  // Enter in the alias field submits, so the keyboard path is: open the popup, Enter (or type an
  // alias first). Without an address, the popup starts at its field.
  useEffect(() => {
    if (!focusPending.current && document.activeElement === document.body) document.getElementById(value.url ? 'alias' : 'url')?.focus();
  }, []);
  // After a failed attempt the first field to fix gets the focus, once "More options" has rendered.
  useEffect(() => {
    focusPending.current = form.attempt > 0;
  }, [form.attempt]);
  useEffect(() => {
    if (!focusPending.current) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    focusPending.current = false;
    first.focus();
  });

  const notice = (
    <ErrorNotice problem={failure?.problem} messages={unplaced} onRetry={() => void flow.retry(form.latest())} settings={openOptions}>
      {failure?.outage && <QueueOffer request={() => flow.queueRequest(form.latest())} />}
    </ErrorNotice>
  );
  return (
    <form
      ref={formRef}
      class="shorten-form"
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {/* The popup's own start failed (one click, the look for the page's link): the first thing in view. */}
      {failure?.atStart && notice}
      <PresetChoice settings={read.settings} form={form} />
      <TextField
        id="url"
        label={t('popupUrl')}
        type="url"
        value={value.url}
        onValue={set('url')}
        error={placed.url}
        hint={value.url ? completedHint(value.url) : blankHint}
      />
      <IdSelect id="domain" label={t('popupDomain')} value={value.domainId} onValue={set('domainId')} options={lists.domains} error={placed.domainId} />
      <TextField id="alias" label={t('popupAlias')} value={value.alias} onValue={set('alias')} error={placed.alias} hint={t('popupAliasHint')} />
      <PixelPicker
        id="pixels"
        pixels={lists.pixels}
        value={value.pixelIds}
        onValue={set('pixelIds')}
        error={placed.pixelIds}
        failedText={lists.pixelsError ? describeProblem(lists.pixelsError, { waitLeft: pixelsWait }).text : undefined}
      />
      <button
        type="button"
        class="disclosure"
        aria-expanded={more}
        aria-controls="more-options"
        aria-describedby={hidden ? 'more-summary' : undefined}
        onClick={() => setMore(!more)}
      >
        {t('popupMoreOptions')}
      </button>
      {hidden && (
        <p id="more-summary" class="hint options-summary">
          {optionsSummary(value, form.fresh())}
        </p>
      )}
      {more && (
        <div id="more-options" class="more-options">
          <MoreOptions client={start.client} value={value} onChange={form.update} errors={placed} spaces={lists.spaces} />
        </div>
      )}
      {!failure?.atStart && notice}
      <div class="sticky-action">
        <button type="submit" class="primary shorten" aria-disabled={busy}>
          {busy && <span class="spinner" aria-hidden="true" />}
          {busy ? t('popupShortening') : t('popupShorten')}
        </button>
      </div>
    </form>
  );
}
