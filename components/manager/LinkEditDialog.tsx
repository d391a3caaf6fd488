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
import type { InstanceInfo } from '../../lib/instance';
import type { PixelOption } from '../link-fields/PixelPicker';
import { LinkFields } from '../LinkFields';
import { useInstance } from '../useInstance';
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
 * "Edit": every update field of the instance's version (the popup's form, without the domain),
 * starting from the link as the server has it now. Saving sends a PATCH of only what changed; a
 * failure keeps everything typed and puts the server's messages at their fields.
 */
export function LinkEditDialog({ link, client, pixels, spaces, onSaved, onClose }: Props) {
  const [fresh, setFresh] = useState<Link | null>(null);
  const [loadError, setLoadError] = useState<ApiErrorData | null>(null);
  const [round, setRound] = useState(0);
  const instance = useInstance(client);
  const problem = loadError ?? (instance.info ? null : instance.failure);

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
      {fresh && instance.info ? (
        <EditForm link={fresh} client={instance.client} instance={instance.info} pixels={pixels} spaces={spaces} onSaved={onSaved} onClose={onClose} />
      ) : (
        <>
          {problem ? (
            <ErrorNotice
              error={problem}
              onRetry={() => {
                setRound((n) => n + 1);
                if (!instance.info) instance.retry();
              }}
            />
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

function EditForm({ link, client, instance, pixels, spaces, onSaved, onClose }: Props & { instance: InstanceInfo }) {
  const { version, account } = instance;
  const initial = useMemo(() => linkFormFromLink(link, account.timezone), [link]);
  const [form, setForm] = useState<LinkFormState>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useDialogSave();

  const submit = async () => {
    save.start();
    const problems = validateLinkForm(form, 'edit', version, { timeZone: account.timezone, initial });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return save.say(t('managerCheckFields'));
    const input = buildUpdateInput(initial, form, version);
    if (Object.keys(input).length === 0) return save.say(t('managerNothingChanged'));
    await save.send(
      () => client.links.update(link.id, input, { method: 'PATCH' }),
      (saved) => {
        onSaved(saved);
        onClose();
      },
      (error) => {
        const placed = placeErrors(fieldErrorsFromApi(error, form, version), (key) => isFormField(key, form, 'edit', version));
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
        version={version}
        features={account.features}
        timeZone={account.timezone}
        errors={errors}
        pixels={pixels}
        spaces={spaces}
        hasPassword={link.has_link_password === true}
        idPrefix={`edit-${link.id}`}
      />
      <DialogSaveFooter save={save} submitLabel={t('managerSave')} onCancel={onClose} />
    </form>
  );
}
