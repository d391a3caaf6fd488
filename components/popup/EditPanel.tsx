/**
 * Editing a link from the popup: LinkFields in edit mode, saved as a PATCH of what changed.
 * Loaded on demand with LinkFields (see ResultView).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import { toErrorData, type ApiErrorData } from '../../lib/api/errors';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { buildUpdateInput } from '../../lib/link-form/build';
import { clearChangedErrors, isFormField, placeErrors, type FieldErrors } from '../../lib/link-form/field-errors';
import { linkFormFromLink } from '../../lib/link-form/from-link';
import { fieldErrorsFromApi } from '../../lib/link-form/server-errors';
import { validateLinkForm } from '../../lib/link-form/validate';
import { clearEditDraft, loadEditDraft, saveEditDraft } from '../../lib/drafts/edit-drafts';
import type { InstanceInfo } from '../../lib/instance';
import type { LinkFormState } from '../../lib/link-form/state';
import { useLinkForm } from '../link-fields/use-link-form';
import { LinkFields } from '../LinkFields';
import { useInstance } from '../useInstance';
import type { Lists } from './use-lists';
import { ErrorNotice } from '../ErrorNotice';
import { openOptions } from './open-options';
import './popup-parts.css';

export interface EditPanelProps {
  client: ApiClient;
  link: Link;
  lists: Lists;
  /** The record came from a list or the local index, which may lack fields (targeting rules). */
  refetch?: boolean;
  onSaved(link: Link): void;
  onCancel(): void;
}

/** Edits `link`, read again from the server first when the popup's copy may be incomplete. */
export function EditPanel(props: EditPanelProps) {
  const { client, link, refetch, onCancel } = props;
  const [fresh, setFresh] = useState<Link | null>(refetch ? null : link);
  const [failure, setFailure] = useState<ApiErrorData | null>(null);
  const [round, setRound] = useState(0);
  const instance = useInstance(client);
  // Changes left unsaved when the popup closed come back (undefined while being read).
  const [draft, setDraft] = useState<LinkFormState | null | undefined>(undefined);
  useEffect(() => {
    loadEditDraft(client.origin, link.id).then(setDraft, () => setDraft(null));
  }, [link.id]);
  useEffect(() => {
    if (!refetch) return;
    let live = true;
    setFailure(null);
    client.links.get(link.id).then(
      (current) => live && setFresh(current),
      (error: unknown) => live && setFailure(toErrorData(error)),
    );
    return () => {
      live = false;
    };
  }, [link.id, round]);
  if (fresh && instance.info && draft !== undefined) return <EditForm {...props} client={instance.client} instance={instance.info} link={fresh} draft={draft} />;
  const problem = failure ?? (instance.info ? null : instance.failure);
  const retry = () => {
    setRound((n) => n + 1);
    if (!instance.info) instance.retry();
  };
  return (
    <div class="edit-panel">
      {problem ? <ErrorNotice problem={problem} onRetry={retry} settings={openOptions} /> : <p class="hint">{t('popupLoading')}</p>}
      <button type="button" onClick={onCancel}>
        {t('popupCancel')}
      </button>
    </div>
  );
}

function EditForm({ client, instance, link, lists, onSaved, onCancel, draft }: EditPanelProps & { instance: InstanceInfo; draft: LinkFormState | null }) {
  const { version, features, timezone } = instance;
  const [initial] = useState(() => linkFormFromLink(link, timezone));
  // Each change is kept as the link's edit draft (closing the popup keeps it); back to the link as it is, nothing is kept.
  const linkForm = useLinkForm(draft ?? initial, (next) => {
    if (JSON.stringify(next) === JSON.stringify(initial)) forget();
    else void saveEditDraft(client.origin, link.id, next).catch(() => undefined);
  });
  const { form, errors } = linkForm;
  const forget = () => void clearEditDraft(client.origin, link.id).catch(() => undefined);
  // Cancel and Escape drop the changes; closing the popup keeps them.
  const cancel = () => {
    forget();
    onCancel();
  };
  const [failure, setFailure] = useState<ApiErrorData | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { placed, unplaced } = placeErrors(errors, (key) => isFormField(key, form, 'edit', version));
  useEffect(() => lists.want('pixels', 'spaces'), []);

  const focusFirstError = () => setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const save = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    setUnchanged(false);
    const form = linkForm.latest();
    try {
      const problems = validateLinkForm(form, 'edit', version, { timeZone: timezone, initial });
      linkForm.showErrors(problems);
      if (Object.keys(problems).length > 0) return focusFirstError();
      const input = buildUpdateInput(initial, form, version);
      if (Object.keys(input).length === 0) return setUnchanged(true);
      setBusy(true);
      const saved = await client.links.update(link.id, input, { method: 'PATCH' });
      forget();
      onSaved(saved);
    } catch (error) {
      const data = toErrorData(error);
      const fields = fieldErrorsFromApi(data, form, version);
      if (Object.keys(fields).length > 0) {
        linkForm.showErrors(fields);
        focusFirstError();
      } else setFailure(data);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      class="edit-panel"
      noValidate
      aria-labelledby="edit-title"
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        e.stopPropagation();
        cancel();
      }}
    >
      <h2 id="edit-title">{t('popupEditTitle')}</h2>
      <LinkFields
        mode="edit"
        value={form}
        onChange={linkForm.update}
        version={version}
        features={features}
        timeZone={timezone}
        errors={placed}
        pixels={lists.pixels}
        spaces={lists.spaces}
        hasPassword={link.has_link_password === true}
        idPrefix="edit"
      />
      <ErrorNotice problem={failure} messages={unplaced} onRetry={save} settings={openOptions} />
      <p role="status" class="status">
        {unchanged ? t('popupNothingChanged') : draft ? t('popupEditRestored') : ''}
      </p>
      <div class="actions">
        <button type="submit" class="primary" aria-disabled={busy}>
          {busy ? t('popupSaving') : t('popupSave')}
        </button>
        <button type="button" onClick={cancel}>
          {t('popupCancel')}
        </button>
      </div>
    </form>
  );
}

export default EditPanel;
