import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { describedBy, FieldMessages } from '../link-fields/TextField';
import { ApiKeyField } from './ApiKeyField';
import { SetByOrganization } from '../Locked';
import { keyProblemText, urlProblemText } from './connection-problems';
import { TestOutcome } from './TestOutcome';
import { useConnectionForm, type ConnectionFormStart, type ConnectionStatus } from './use-connection-form';

interface ConnectionSectionProps extends ConnectionFormStart {
  /** The active profile's name, said when there are several (the Profiles list comes after this form). */
  profileName?: string;
  /** What an organization's policy fixes: the address, the consent to plain http (lib/settings/managed.ts). */
  locks?: { url?: boolean; plainHttp?: boolean };
}

/**
 * "Instance URL", "API key", "Save" and "Test connection", and right under the buttons the
 * connection's one current state. What the user typed is never lost: a refused field keeps its
 * text and shows why beside it; testing uses the typed values and saves nothing.
 */
export function ConnectionSection({ profileName, locks = {}, ...props }: ConnectionSectionProps) {
  const form = useConnectionForm(props);
  const urlError = urlProblemText(form.problems.instanceUrl);
  const urlHint = urlError ? undefined : locks.url ? t('policySetByOrg') : t('optionsInstanceUrlHint');
  const busy = form.status.kind === 'busy';
  return (
    <section aria-labelledby="connection-heading">
      <h3 id="connection-heading">{t('optionsConnectionHeading')}</h3>
      {profileName && <p class="hint">{t('optionsConnectionFor', profileName)}</p>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          form.save();
        }}
        noValidate
      >
        <div class="field">
          <label for="instance-url">{t('optionsInstanceUrl')}</label>
          <input
            id="instance-url"
            name="instance-url"
            type="url"
            value={form.url}
            placeholder="https://sho.rt"
            autoComplete="url"
            spellcheck={false}
            readOnly={locks.url}
            onInput={(e) => form.setUrl(e.currentTarget.value)}
            {...describedBy('instance-url', urlError, urlHint)}
          />
          <FieldMessages id="instance-url" error={urlError} hint={urlHint} alert />
        </div>
        {form.consentScope && (
          <div class="field">
            <label class="check">
              <input
                id="plain-http"
                type="checkbox"
                checked={form.plainHttp}
                disabled={locks.plainHttp}
                aria-describedby={locks.plainHttp ? 'plain-http-hint plain-http-managed' : 'plain-http-hint'}
                onChange={(e) => form.setPlainHttp(e.currentTarget.checked)}
              />
              {form.consentScope === 'name' ? t('optionsPlainHttpName', hostOf(form.url)) : t('optionsPlainHttp')}
            </label>
            <p id="plain-http-hint" class="hint">
              {t('optionsPlainHttpHint')}
            </p>
            {locks.plainHttp && <SetByOrganization id="plain-http-managed" />}
          </div>
        )}
        <ApiKeyField value={form.key} onValue={form.setKey} error={keyProblemText(form.problems.apiKey)} keyPage={form.keyPage} />
        {form.reuse === 'ask' && (
          <div class="field">
            <p class="hint" id="reuse-key-hint">
              {t('optionsKeySavedFor', form.keyOrigin)}
            </p>
            <button id="reuse-key" type="button" aria-describedby="reuse-key-hint" onClick={form.reuseKey}>
              {t('optionsUseKeyFor', form.origin)}
            </button>
          </div>
        )}
        <label class="check">
          <input type="checkbox" checked={form.forget} onChange={(e) => form.setForget(e.currentTarget.checked)} />
          {t('optionsForgetKey')}
        </label>
        <div class="actions">
          <button type="submit" class="primary" disabled={busy}>
            {t('optionsSave')}
          </button>
          <button type="button" disabled={busy} onClick={() => void form.test()}>
            {t('optionsTestConnection')}
          </button>
        </div>
      </form>
      <StatusView status={form.status} />
    </section>
  );
}

/** The host of what was typed (consent is offered only once it parses). */
const hostOf = (url: string) => (URL.canParse(url.trim()) ? new URL(url.trim()).hostname : url);

/**
 * The status, where Save and Test connection are. A result that ends below the window's edge
 * (the permission prompt and the check take seconds) is scrolled into view, unless the user has
 * gone elsewhere on the page meanwhile (issue 30: "Connected" sat below the fold).
 */
function StatusView({ status }: { status: ConnectionStatus }) {
  const box = useRef<HTMLDivElement>(null);
  const settled = status.kind === 'done' || status.kind === 'save-failed';
  useEffect(() => {
    const element = box.current;
    if (!settled || !element) return;
    const focus = document.activeElement;
    const here = !focus || focus === document.body || !!element.closest('section')?.contains(focus);
    if (here) element.scrollIntoView({ block: 'nearest' });
  }, [status]);
  return (
    <div ref={box} class="connection-status">
      <StatusText status={status} />
    </div>
  );
}

function StatusText({ status }: { status: ConnectionStatus }) {
  if (status.kind === 'idle') return null;
  if (status.kind === 'save-failed') return <p role="alert">{t('optionsSaveFailed', status.message)}</p>;
  if (status.kind === 'busy') {
    return (
      <p role="status" class="hint">
        {t(status.message)}
      </p>
    );
  }
  // Save's outcome is one message: a save whose check failed is said with the failure, never as a
  // green "Saved." above a red one; a denied permission is never green either (issue 40).
  if (status.outcome.kind === 'failed') {
    const refused = status.outcome.problem.name === 'UnauthorizedError';
    const lead = status.notSaved
      ? t(status.notSaved.kept ? 'optionsKeyRefusedKept' : 'optionsKeyRefusedNotSaved')
      : !status.saved
        ? undefined
        : status.accessDenied
          ? t('optionsSavedAccessDenied')
          : refused
            ? t('optionsSavedKeyRefused')
            : t('optionsSavedBut');
    return <TestOutcome outcome={status.outcome} lead={lead} />;
  }
  return (
    <>
      {status.saved && (
        <p role="status" class={status.accessDenied ? 'hint' : 'ok'}>
          {status.accessDenied ? t('optionsAccessDenied') : t('optionsSaved')}
        </p>
      )}
      <TestOutcome outcome={status.outcome} />
    </>
  );
}
