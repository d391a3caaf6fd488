import { useEffect, useId, useMemo, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import { newBatch, type Batch, type BulkOptions } from '../../lib/bulk/batch';
import { extractUrls, MAX_BATCH, type Refused } from '../../lib/bulk/extract';
import { windowTabUrls } from '../../lib/bulk/tabs';
import { t } from '../../lib/i18n';
import { originOf } from '../../lib/settings/origin';
import { readAllSettings } from '../../lib/settings/read';
import type { AllSettings } from '../../lib/settings/schema';
import { idOf, IdSelect, idText } from '../link-fields/IdSelect';
import { PixelPicker } from '../link-fields/PixelPicker';
import { useChoices } from '../use-choices';
import { BulkTarget, profileOf, startWith } from './BulkTarget';

interface Props {
  client: ApiClient;
  /** The text of the batch before, when the user starts a new one. */
  initialText: string;
  onStart(batch: Batch): void;
}

const refusedText = (refused: Refused) => t('bulkRefusedItem', [refused.text, t(refused.reason === 'invalid' ? 'bulkRefusedInvalid' : 'bulkRefusedScheme')]);

/** The pasted list (or this window's tabs), and the profile, preset, domain, space and pixels every link gets. */
export function BulkForm({ client, initialText, onStart }: Props) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [all, setAll] = useState<AllSettings | null>(null);
  const [options, setOptions] = useState<BulkOptions | null>(null);
  const [error, setError] = useState('');
  const [tabsNote, setTabsNote] = useState('');
  // URLs with a secret-looking parameter are left out unless the person keeps them (lib/url/private.ts).
  const [keepSecrets, setKeepSecrets] = useState(false);
  const profile = all && options ? profileOf(all, options) : null;
  // Keyed by the connected instance from the start, so the active profile's lists are asked for once.
  const other = profile && profile.id !== all?.activeProfileId ? profile : null;
  const [choices] = useChoices(other?.instanceUrl ?? client.baseUrl, 0, other?.id);
  const found = useMemo(() => extractUrls(text), [text]);
  const urls = keepSecrets ? found.urls : found.urls.filter((url) => !found.secrets.some((secret) => secret.url === url));

  // The active profile, with its default preset or its defaults for new links, preselects the choices.
  useEffect(() => {
    readAllSettings().then((read) => {
      setAll(read);
      setOptions(startWith(read.profiles.find((p) => p.id === read.activeProfileId)!));
    });
  }, []);

  const ready = choices.status === 'ready' ? choices : null;
  const set = (patch: Partial<BulkOptions>) => options && setOptions({ ...options, ...patch });

  const fromTabs = () => {
    // Asked synchronously in the click: the browser refuses a request outside the gesture.
    windowTabUrls().then((answer) => {
      if (!answer.granted) return setTabsNote(t('bulkTabsRefused'));
      if (!answer.urls.length) return setTabsNote(t('bulkTabsNone'));
      setTabsNote('');
      setError('');
      setText(answer.urls.join('\n'));
    });
  };

  const submit = (event: Event) => {
    event.preventDefault();
    if (!urls.length) return setError(t('bulkNoUrls'));
    if (!options || options.domainId === null) return setError(t('bulkNoDomain'));
    setError('');
    onStart(newBatch(other ? originOf(other.instanceUrl) : client.origin, text, options, urls));
  };

  const summary = [t('bulkFound', String(found.urls.length))];
  if (found.duplicates) summary.push(t('bulkDuplicates', String(found.duplicates)));
  if (found.completed.length) summary.push(t('bulkCompletedCount', String(found.completed.length)));
  if (found.refused.length) summary.push(t('bulkRefusedCount', String(found.refused.length)));
  return (
    <form class="bulk-form" onSubmit={submit} noValidate>
      <label for={`${id}-urls`}>{t('bulkInputLabel')}</label>
      <textarea id={`${id}-urls`} rows={10} spellcheck={false} value={text} onInput={(e) => setText(e.currentTarget.value)} aria-describedby={`${id}-found`} />
      <p class="hint" id={`${id}-found`} role="status">
        {summary.join(' ')}
      </p>
      {found.overLimit > 0 && (
        <p role="alert" class="manager-error">
          {t('bulkOverLimit', [String(MAX_BATCH), String(found.overLimit)])}
        </p>
      )}
      {/* What gets https:// is shown before anything is sent. */}
      {found.completed.length > 0 && (
        <ul class="hint">
          {found.completed.map((completed) => (
            <li key={completed.url}>{t('bulkCompletedItem', [completed.text, completed.url])}</li>
          ))}
        </ul>
      )}
      {found.refused.length > 0 && (
        <ul class="hint">
          {found.refused.map((refused) => (
            <li key={refused.text}>{refusedText(refused)}</li>
          ))}
        </ul>
      )}
      {found.withoutCredentials.length > 0 && (
        <>
          <p class="hint">{t('bulkCredentialsRemoved')}</p>
          <ul class="hint">
            {found.withoutCredentials.map((item) => (
              <li key={item.url}>{item.url}</li>
            ))}
          </ul>
        </>
      )}
      {found.secrets.length > 0 && (
        <fieldset class="bulk-secrets">
          <legend>{t('bulkSecretsTitle', String(found.secrets.length))}</legend>
          <ul class="hint">
            {found.secrets.map((secret) => (
              <li key={secret.url}>{t('bulkRefusedItem', [secret.url, t('bulkSecretParameter', secret.parameter)])}</li>
            ))}
          </ul>
          <label class="check">
            <input type="checkbox" checked={keepSecrets} onChange={(e) => setKeepSecrets(e.currentTarget.checked)} /> {t('bulkSecretsKeep')}
          </label>
        </fieldset>
      )}
      <p>
        <button type="button" onClick={fromTabs}>
          {t('bulkTabs')}
        </button>
      </p>
      {tabsNote && <p role="alert">{tabsNote}</p>}
      {all && options && <BulkTarget all={all} options={options} onOptions={setOptions} />}
      {choices.status === 'loading' && (
        <p class="hint" role="status">
          {t('optionsChoicesLoading')}
        </p>
      )}
      {choices.status === 'failed' && <p role="alert">{t('optionsChoicesFailed')}</p>}
      <IdSelect
        id={`${id}-domain`}
        label={t('bulkDomain')}
        value={idText(options?.domainId ?? null)}
        options={ready?.choices.domains ?? []}
        noneLabel={t('optionsChooseDomain')}
        onValue={(value) => set({ domainId: idOf(value) })}
        commit="change"
      />
      <IdSelect
        id={`${id}-space`}
        label={t('bulkSpace')}
        value={idText(options?.spaceId ?? null)}
        options={ready?.choices.spaces ?? []}
        noneLabel={t('optionsNoSpace')}
        onValue={(value) => set({ spaceId: idOf(value) })}
        commit="change"
      />
      <PixelPicker
        legend={t('bulkPixels')}
        pixels={ready ? ready.pixels : choices.status === 'failed' ? 'failed' : null}
        quiet
        value={options?.pixelIds ?? []}
        onValue={(pixelIds) => set({ pixelIds })}
      />
      {error && (
        <p role="alert" class="manager-error">
          {error}
        </p>
      )}
      <button type="submit" class="primary" disabled={!options}>
        {t('bulkStart', String(urls.length))}
      </button>
    </form>
  );
}
