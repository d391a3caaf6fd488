import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import { toErrorData, type ApiErrorData } from '../../lib/api/errors';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { buildUpdateInput } from '../../lib/link-form/build';
import { clearChangedErrors, isFormField, placeErrors } from '../../lib/link-form/field-errors';
import { linkFormFromLink } from '../../lib/link-form/from-link';
import { fieldErrorsFromApi } from '../../lib/link-form/server-errors';
import type { LinkFormState } from '../../lib/link-form/state';
import { validateLinkForm, type FieldErrors } from '../../lib/link-form/validate';
import type { Choice } from '../../lib/choices';
import type { PixelOption } from '../link-fields/PixelPicker';
import { LinkFields } from '../LinkFields';
import { Dialog } from './Dialog';
import { DialogSaveFooter, useDialogSave } from './DialogSave';
import { ErrorNotice } from './ErrorNotice';

interface Props {
  link: Link;
  client: ApiClient;
  pixels: readonly PixelOption[] | null | 'failed';
  spaces: Choice[];
  onSaved(link: Link): void;
  onClose(): void;
}

/**
 * "Edit": every update field of the contract (the popup's form, without the domain), starting
 * from the link as the server has it now. Saving sends a PATCH of only what changed; a failure
 * keeps everything typed and puts the server's messages at their fields.
 */
export function LinkEditDialog({ link, client, pixels, spaces, onSaved, onClose }: Props) {
  const [fresh, setFresh] = useState<Link | null>(null);
  const [loadError, setLoadError] = useState<ApiErrorData | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoadError(null);
    // The list's record may be older or shorter (targeting rules) than the link itself.
    client.links.get(link.id, { signal: controller.signal }).then(
      (current) => !controller.signal.aborted && setFresh(current),
      (failure: unknown) => !controller.signal.aborted && setLoadError(toErrorData(failure)),
    );
    return () => controller.abort();
  }, [client, link.id, round]);

  return (
    <Dialog title={t('managerEditTitle', link.short_url)} onClose={onClose} wide>
      {fresh ? (
        <EditForm link={fresh} client={client} pixels={pixels} spaces={spaces} onSaved={onSaved} onClose={onClose} />
      ) : (
        <>
          {loadError ? (
            <ErrorNotice error={loadError} onRetry={() => setRound((n) => n + 1)} />
          ) : (
            <p role="status" class="hint">
              {t('managerLoading')}
            </p>
          )}
          <div class="manager-dialog-actions">
            <button type="button" onClick={onClose}>
              {t('managerCancel')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}

function EditForm({ link, client, pixels, spaces, onSaved, onClose }: Props) {
  const initial = useMemo(() => linkFormFromLink(link), [link]);
  const [form, setForm] = useState<LinkFormState>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useDialogSave();

  const submit = async () => {
    save.start();
    const problems = validateLinkForm(form, 'edit');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return save.say(t('managerCheckFields'));
    const input = buildUpdateInput(initial, form);
    if (Object.keys(input).length === 0) return save.say(t('managerNothingChanged'));
    await save.send(
      () => client.links.update(link.id, input, { method: 'PATCH' }),
      (saved) => {
        onSaved(saved);
        onClose();
      },
      (error) => {
        const placed = placeErrors(fieldErrorsFromApi(error, form), (key) => isFormField(key, form, 'edit'));
        setErrors(placed.placed);
        return placed.unplaced;
      },
    );
  };

  return (
    <form
      class="manager-edit"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <LinkFields
        mode="edit"
        value={form}
        onChange={(next) => {
          // A message goes once its field is edited; the others stay until the next save.
          setErrors((current) => clearChangedErrors(current, form, next));
          setForm(next);
        }}
        errors={errors}
        pixels={pixels}
        spaces={spaces}
        hasPassword={link.password === true}
        idPrefix={`edit-${link.id}`}
      />
      <DialogSaveFooter save={save} submitLabel={t('managerSave')} onCancel={onClose} />
    </form>
  );
}
