import { useId, useMemo, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import { isApiError, toErrorData, type ApiErrorData } from '../../lib/api/errors';
import type { Pixel } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { forgetCachedPixels } from '../../lib/popup-lists-cache';
import {
  checkPixelCreate,
  EMPTY_PIXEL_FORM,
  pixelChanges,
  pixelCreateInput,
  pixelFormOf,
  type PixelField,
  type PixelFieldProblem,
  type PixelFormState,
} from '../../lib/manager/pixel-form';
import { Dialog } from './Dialog';
import { ErrorNotice } from './ErrorNotice';
import { PixelFormFields } from './PixelFormFields';

interface Props {
  client: ApiClient;
  /** The pixel to edit; a new pixel without it. */
  pixel?: Pixel;
  onSaved(pixel: Pixel): void;
  onClose(): void;
}

type Messages = Partial<Record<PixelField, string>>;

const PROBLEM_TEXT: Record<PixelFieldProblem, 'managerFieldRequired' | 'managerPixelTypeInvalid'> = {
  required: 'managerFieldRequired',
  type: 'managerPixelTypeInvalid',
};

/** The server's field messages (`name`, `type`, `value`) by field; the rest for the alert. */
function serverMessages(error: ApiErrorData): { fields: Messages; other: string[] } {
  const fields: Messages = {};
  const other: string[] = [];
  for (const [name, texts] of Object.entries(error.fields ?? {})) {
    if (name === 'name' || name === 'type' || name === 'value') fields[name] = texts.join(' ');
    else other.push(texts.join(' '));
  }
  return { fields, other };
}

/** "New pixel" and "Edit pixel": Name, Type, Value — all required; an edit sends only what changed. */
export function PixelFormDialog({ client, pixel, onSaved, onClose }: Props) {
  const idPrefix = useId();
  const initial = useMemo(() => (pixel ? pixelFormOf(pixel) : EMPTY_PIXEL_FORM), [pixel]);
  const [form, setForm] = useState<PixelFormState>(initial);
  const [messages, setMessages] = useState<Messages>({});
  const [failure, setFailure] = useState<ApiErrorData | null>(null);
  const [other, setOther] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const showProblems = (problems: Partial<Record<PixelField, PixelFieldProblem>>): boolean => {
    const entries = Object.entries(problems) as Array<[PixelField, PixelFieldProblem]>;
    setMessages(Object.fromEntries(entries.map(([field, problem]) => [field, t(PROBLEM_TEXT[problem])])));
    const first = entries[0];
    if (first) document.getElementById(`${idPrefix}-${first[0]}`)?.focus();
    return entries.length > 0;
  };

  const change = (next: PixelFormState) => {
    // A message speaks of the value it was given for; editing that field retires it.
    setMessages((current) => {
      const kept = { ...current };
      for (const field of ['name', 'type', 'value'] as const) if (next[field] !== form[field]) delete kept[field];
      return kept;
    });
    setForm(next);
  };

  const save = async () => {
    setFailure(null);
    setOther([]);
    setNote('');
    let request: () => Promise<Pixel>;
    if (pixel) {
      const { input, problems } = pixelChanges(initial, form);
      if (showProblems(problems)) return;
      if (Object.keys(input).length === 0) {
        setNote(t('managerNothingChanged'));
        return;
      }
      request = () => client.pixels.update(pixel.id, input, { method: 'PATCH' });
    } else {
      if (showProblems(checkPixelCreate(form))) return;
      const input = pixelCreateInput(form);
      request = () => client.pixels.create(input);
    }
    setBusy(true);
    try {
      onSaved(await request());
      // The popup's pixel choices are cached; the next popup asks for them again.
      void forgetCachedPixels().catch(() => undefined);
      onClose();
    } catch (error) {
      const data = toErrorData(error);
      if (isApiError(data, 'ValidationError') || isApiError(data, 'InputError')) {
        const placed = serverMessages(data);
        setMessages(placed.fields);
        setOther(placed.other);
      }
      setFailure(data);
      setBusy(false);
    }
  };

  return (
    <Dialog title={pixel ? t('managerEditPixelTitle', pixel.name ?? String(pixel.id)) : t('managerNewPixelTitle')} onClose={onClose}>
      <form
        class="manager-pixel-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <PixelFormFields idPrefix={idPrefix} form={form} messages={messages} onChange={change} />
        {failure && <ErrorNotice error={failure} />}
        {other.map((text) => (
          <p key={text} role="alert" class="manager-error">
            {text}
          </p>
        ))}
        <p role="status" class="hint">
          {note}
        </p>
        <div class="manager-dialog-actions">
          <button type="button" onClick={onClose}>
            {t('managerCancel')}
          </button>
          <button type="submit" class="primary" disabled={busy} aria-busy={busy}>
            {busy ? t('managerSaving') : pixel ? t('managerSave') : t('managerCreatePixel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
