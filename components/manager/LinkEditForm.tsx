import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { editLink, type LinkActionDeps } from '../../lib/actions';
import type { Link } from '../../lib/api/schemas';
import type { Choice } from '../../lib/instance/choices';
import { t } from '../../lib/i18n';
import type { Facts } from '../../lib/instance/facts';
import { featuresOf, timezoneOf } from '../../lib/instance/info';
import { isFormField, placeErrors } from '../../lib/link-form/field-errors';
import { linkFormFromLink } from '../../lib/link-form/from-link';
import type { FieldErrors } from '../../lib/link-form/validate';
import type { PixelOption } from '../link-fields/pixel-option';
import { useLinkForm } from '../link-fields/use-link-form';
import { LinkFields } from '../link-fields/LinkFields';
import { DialogSaveFooter, useDialogSave } from './DialogSave';
import { ErrorSummary } from './ErrorSummary';

interface Props {
  /** The link as the server has it now. */
  link: Link;
  /** The client speaking the instance's version, that version, and the index (lib/actions). */
  actions: LinkActionDeps;
  /** What is known of the instance: the plan's features and the account's time zone. */
  facts: Facts;
  pixels: readonly PixelOption[] | null | 'failed';
  spaces: Choice[];
  onSaved(link: Link): void;
  onClose(): void;
  /** Whether the form differs from the link, for "discard your changes?". */
  onChanged(changed: boolean): void;
}

/** Who refused the last save, for the summary's title; `attempt` counts refusals. */
interface Refusal {
  attempt: number;
  by: 'form' | 'server';
}

/**
 * The editor's form: every update field of the instance's version (the popup's form, without
 * the domain). Saving sends a PATCH of only what changed; a refusal keeps everything typed, puts
 * each message at its field and lists them at the top, and the focus goes to the first.
 */
export function LinkEditForm({ link, actions, facts, pixels, spaces, onSaved, onClose, onChanged }: Props) {
  const { version } = actions;
  const [features, timezone] = [featuresOf(facts), timezoneOf(facts)];
  const initial = useMemo(() => linkFormFromLink(link, timezone), [link]);
  const linkForm = useLinkForm(initial);
  const { form, errors } = linkForm;
  const [refusal, setRefusal] = useState<Refusal>({ attempt: 0, by: 'form' });
  const save = useDialogSave();
  const formRef = useRef<HTMLFormElement>(null);
  const changed = JSON.stringify(form) !== JSON.stringify(initial);

  // Said as soon as the change is on screen: an Escape pressed right after typing must ask too.
  useLayoutEffect(() => onChanged(changed), [changed]);

  // The dialog opened on "Loading…": once the link is here, the focus goes to its first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);

  const refuse = (found: FieldErrors, by: Refusal['by']) => {
    linkForm.showErrors(found);
    if (Object.keys(found).length > 0) setRefusal((last) => ({ attempt: last.attempt + 1, by }));
  };

  const submit = async () => {
    save.start();
    // What the fields hold now, a change not rendered yet included.
    const form = linkForm.latest();
    // The one edit flow (lib/actions/edit-link.ts), as the popup's "Change…".
    const outcome = await save.sending(() => editLink(actions, { link, initial, form, timeZone: timezone }));
    refuse(outcome.status === 'invalid' && !outcome.error ? outcome.errors : {}, 'form');
    if (outcome.status === 'unchanged') return save.say(t('managerNothingChanged'));
    if (outcome.status === 'saved') {
      onSaved(outcome.link);
      return onClose();
    }
    if (outcome.status === 'failed') return save.fail(outcome.error);
    if (!outcome.error) return;
    const placed = placeErrors(outcome.errors, (key) => isFormField(key, form, 'edit', version));
    refuse(placed.placed, 'server');
    save.fail(outcome.error, placed.unplaced);
  };

  const placed = Object.keys(errors).length > 0;
  return (
    <form
      ref={formRef}
      class="manager-edit"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ErrorSummary
        form={formRef}
        title={refusal.by === 'server' ? t('managerSummaryRefused') : t('managerSummaryCheck')}
        errors={errors}
        attempt={refusal.attempt}
      />
      <LinkFields
        mode="edit"
        value={form}
        // A message goes once its field is edited; the others stay until the next save.
        onChange={linkForm.update}
        version={version}
        features={features}
        timeZone={timezone}
        errors={errors}
        pixels={pixels}
        spaces={spaces}
        hasPassword={link.has_link_password === true}
        idPrefix={`edit-${link.id}`}
      />
      <DialogSaveFooter save={save} submitLabel={t('managerSave')} onCancel={onClose} summarised={placed} />
    </form>
  );
}
