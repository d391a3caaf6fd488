/**
 * Editing a link from the popup: LinkFields in edit mode, saved as a PATCH of what changed.
 * Loaded on demand with LinkFields (see ResultView).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import { toErrorData, type ApiErrorData } from '../../lib/api/errors';
import { editLink, type IndexNotes } from '../../lib/actions';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { linkDomainId } from '../../lib/api/link-domain';
import { isFormField, placeErrors } from '../../lib/link-form/field-errors';
import { linkFormFromLink } from '../../lib/link-form/from-link';
import { choosePreset } from '../../lib/link-form/preset';
import type { Preset } from '../../lib/settings/schema';
import { clearEditDraft, loadEditDraft, saveEditDraft } from '../../lib/drafts/edit-drafts';
import { featuresOf, timezoneOf, versionOf, type Identified } from '../../lib/instance/info';
import type { LinkFormState } from '../../lib/link-form/state';
import { useLinkForm } from '../link-fields/use-link-form';
import { LinkFields } from '../link-fields/LinkFields';
import { useVersioned } from '../use-session';
import type { Lists } from './use-lists';
import { ErrorNotice } from '../ErrorNotice';
import { openOptions } from './open-options';
import { UtmBuilder } from './UtmBuilder';
import './popup-parts.css';

export interface EditPanelProps {
  client: ApiClient;
  /** The index the saved link is filed in (lib/actions/index-notes.ts), so search and Recent show it as saved. */
  index: IndexNotes;
  link: Link;
  lists: Lists;
  /** The profile's presets: one chosen sets the pixels and space, and its UTM parameters on the destination. */
  presets?: readonly Preset[];
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
  const instance = useVersioned(client);
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
  if (fresh && instance.facts && draft !== undefined) return <EditForm {...props} client={instance.client} facts={instance.facts} link={fresh} draft={draft} />;
  const problem = failure ?? (instance.facts ? null : instance.failure);
  const retry = () => {
    setRound((n) => n + 1);
    if (!instance.facts) instance.retry();
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

function EditForm({
  client,
  index,
  facts,
  link,
  lists,
  presets = [],
  onSaved,
  onCancel,
  draft,
}: EditPanelProps & { facts: Identified; draft: LinkFormState | null }) {
  const [version, features, timezone] = [versionOf(facts), featuresOf(facts), timezoneOf(facts)];
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
    setBusy(true);
    // The one edit flow (lib/actions/edit-link.ts), as the Links manager's editor.
    const outcome = await editLink({ client, version, index }, { link, initial, form, timeZone: timezone });
    inFlight.current = false;
    setBusy(false);
    linkForm.showErrors(outcome.status === 'invalid' ? outcome.errors : {});
    if (outcome.status === 'invalid') return focusFirstError();
    if (outcome.status === 'unchanged') return setUnchanged(true);
    if (outcome.status === 'failed') return setFailure(outcome.error);
    forget();
    onSaved(outcome.link);
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
      {presets.length > 0 && <EditPreset presets={presets} initial={initial} form={form} domainId={linkDomainId(link)} onChange={linkForm.update} />}
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
      <UtmBuilder value={form} onChange={linkForm.update} />
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

/**
 * "Preset" for a link already made: its pixels and space, and its UTM parameters on the
 * destination in place of the last preset's. A link keeps its domain: a preset of another one
 * says where to go for a link there.
 */
function EditPreset({
  presets,
  initial,
  form,
  domainId,
  onChange,
}: {
  presets: readonly Preset[];
  initial: LinkFormState;
  form: LinkFormState;
  domainId?: number;
  onChange: ReturnType<typeof useLinkForm>['update'];
}) {
  const chosen = presets.find((preset) => preset.id === form.presetId);
  return (
    <div class="field">
      <label for="edit-preset">{t('popupPreset')}</label>
      <select
        id="edit-preset"
        value={form.presetId ?? ''}
        onChange={(e) => onChange((current) => choosePreset(current, presets.find((p) => p.id === e.currentTarget.value) ?? null, presets, initial))}
      >
        <option value="">{t('popupNoPreset')}</option>
        {presets.map((preset) => (
          <option key={preset.id} value={preset.id}>
            {preset.name}
          </option>
        ))}
      </select>
      {chosen?.domainId != null && chosen.domainId !== domainId && <p class="hint">{t('popupPresetOtherDomain')}</p>}
    </div>
  );
}

export default EditPanel;
