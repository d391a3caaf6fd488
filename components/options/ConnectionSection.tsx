import { useState } from 'preact/hooks';
import { hasHostPermission, requestHostPermission } from '../../lib/permissions';
import { getConnection } from '../../lib/connection';
import { testConnection, type ConnectionOutcome } from '../../lib/connection-test';
import { ensureInstance } from '../../lib/instance';
import { t } from '../../lib/i18n';
import { checkConnectionInput, originOf, saveConnection, type UrlProblem } from '../../lib/settings';
import { describedBy, FieldMessages } from '../link-fields/TextField';
import { ApiKeyField } from './ApiKeyField';
import { keyProblemText, urlProblemText, type KeyFieldProblem } from './connection-problems';
import { TestOutcome } from './TestOutcome';

interface ConnectionSectionProps {
  initialUrl: string;
  initialKey: string;
  initialRemember: boolean;
  /** After a successful save, so the defaults reload their lists with the new connection. */
  onSaved(): void;
}

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; accessDenied: boolean }
  | { kind: 'failed'; message: string };

type TestState = { kind: 'idle' } | { kind: 'testing' } | { kind: 'done'; outcome: ConnectionOutcome; origin: string };

/**
 * "Instance URL", "API key", "Save" and "Test connection". What the user typed is never lost:
 * a refused field keeps its text and shows why beside it; testing uses the typed values and
 * saves nothing.
 */
export function ConnectionSection({ initialUrl, initialKey, initialRemember, onSaved }: ConnectionSectionProps) {
  const [url, setUrl] = useState(initialUrl);
  const [key, setKey] = useState(initialKey);
  const [forget, setForget] = useState(!initialRemember);
  // The origin the key in the field was saved for, until the user types a key: a saved key is
  // never sent to another server, neither by Save nor by Test connection.
  const [keyOrigin, setKeyOrigin] = useState(initialKey ? originOf(initialUrl) : '');
  const [problems, setProblems] = useState<{ instanceUrl?: UrlProblem; apiKey?: KeyFieldProblem }>({});
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [test, setTest] = useState<TestState>({ kind: 'idle' });

  const check = () => {
    const input = checkConnectionInput(url, key);
    const found: { instanceUrl?: UrlProblem; apiKey?: KeyFieldProblem } = !input.ok
      ? input.problems
      : keyOrigin && input.origin !== keyOrigin
        ? { apiKey: { kind: 'other-origin', origin: keyOrigin } }
        : {};
    setProblems(found);
    if (found.instanceUrl || found.apiKey) {
      document.getElementById(found.instanceUrl ? 'instance-url' : 'api-key')?.focus();
      return null;
    }
    return input.ok ? input : null;
  };

  const onSubmit = (event: Event) => {
    event.preventDefault();
    const input = check();
    if (!input) return;
    // First and synchronous: the browser shows the prompt only while the click's gesture lasts.
    const access = requestHostPermission(input.origin);
    setSave({ kind: 'saving' });
    // Saved whatever the answer: without access Linklet still works where the server allows CORS.
    saveConnection({ baseUrl: input.baseUrl, apiKey: input.apiKey, rememberKey: !forget })
      // What the instance is (its version, the account's default domain and plan) is read now, so
      // the forms show its own fields; a failure here is the Defaults section's to explain.
      .then(() => getConnection().then((c) => (c.ready ? ensureInstance(c.client, { force: true }) : null)).catch(() => null))
      .then(async () => {
        setUrl(input.baseUrl);
        setKey(input.apiKey);
        setKeyOrigin(input.origin);
        onSaved();
        setSave({ kind: 'saved', accessDenied: false });
        const granted = await access;
        setSave({ kind: 'saved', accessDenied: !granted });
      })
      .catch((error: unknown) => setSave({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }));
  };

  const onTest = async () => {
    const input = check();
    if (!input) return;
    setTest({ kind: 'testing' });
    const hasPermission = await hasHostPermission(input.origin);
    const outcome = await testConnection({ baseUrl: input.baseUrl, apiKey: input.apiKey, hasPermission });
    setTest({ kind: 'done', outcome, origin: input.origin });
  };

  const urlError = urlProblemText(problems.instanceUrl);
  const urlHint = urlError ? undefined : t('optionsInstanceUrlHint');
  return (
    <section aria-labelledby="connection-heading">
      <h2 id="connection-heading">{t('optionsConnectionHeading')}</h2>
      <form onSubmit={onSubmit} noValidate>
        <div class="field">
          <label for="instance-url">{t('optionsInstanceUrl')}</label>
          <input
            id="instance-url"
            name="instance-url"
            type="url"
            value={url}
            placeholder="https://sho.rt"
            autoComplete="url"
            spellcheck={false}
            onInput={(e) => setUrl(e.currentTarget.value)}
            {...describedBy('instance-url', urlError, urlHint)}
          />
          <FieldMessages id="instance-url" error={urlError} hint={urlHint} alert />
        </div>
        <ApiKeyField
          value={key}
          onValue={(typed) => {
            setKey(typed);
            setKeyOrigin('');
          }}
          error={keyProblemText(problems.apiKey)}
        />
        <label class="check">
          <input type="checkbox" checked={forget} onChange={(e) => setForget(e.currentTarget.checked)} />
          {t('optionsForgetKey')}
        </label>
        <div class="actions">
          <button type="submit" class="primary" disabled={save.kind === 'saving'}>
            {t('optionsSave')}
          </button>
          <button type="button" disabled={test.kind === 'testing'} onClick={() => void onTest()}>
            {t('optionsTestConnection')}
          </button>
        </div>
      </form>
      <SaveMessage state={save} />
      {test.kind === 'testing' && (
        <p class="hint" role="status">
          {t('optionsTesting')}
        </p>
      )}
      {test.kind === 'done' && <TestOutcome outcome={test.outcome} origin={test.origin} />}
    </section>
  );
}

function SaveMessage({ state }: { state: SaveState }) {
  if (state.kind === 'failed') return <p role="alert">{t('optionsSaveFailed', state.message)}</p>;
  if (state.kind === 'idle') return null;
  return (
    <p role="status" class={state.kind === 'saved' ? 'ok' : 'hint'}>
      {state.kind === 'saving' ? t('optionsSaving') : state.accessDenied ? t('optionsAccessDenied') : t('optionsSaved')}
    </p>
  );
}
