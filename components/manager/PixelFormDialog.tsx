import { useId, useMemo, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { ApiErrorData } from '../../lib/api/errors';
import type { Pixel } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { askFacts } from '../../lib/connection/refresh';
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
import { Dialog } from '../Dialog';
import { DialogSaveFooter, useDialogSave } from './DialogSave';
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
  const save = useDialogSave();

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

  const submit = async () => {
    save.start();
    let request: () => Promise<Pixel>;
    if (pixel) {
      const { input, problems } = pixelChanges(initial, form);
      if (showProblems(problems)) return;
      if (Object.keys(input).length === 0) return save.say(t('managerNothingChanged'));
      request = () => client.pixels.update(pixel.id, input, { method: 'PATCH' });
    } else {
      if (showProblems(checkPixelCreate(form))) return;
      const input = pixelCreateInput(form);
      request = () => client.pixels.create(input);
    }
    await save.send(
      request,
      (saved) => {
        onSaved(saved);
        // Every page's pixel choices are the instance's facts: read again now that Linklet changed them.
        void askFacts(['pixels'], { force: true });
        onClose();
      },
      (error) => {
        const placed = serverMessages(error);
        setMessages(placed.fields);
        return placed.other;
      },
    );
  };

  return (
    <Dialog title={pixel ? t('managerEditPixelTitle', pixel.name ?? String(pixel.id)) : t('managerNewPixelTitle')} onClose={onClose}>
      <form
        class="manager-pixel-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <PixelFormFields idPrefix={idPrefix} form={form} messages={messages} onChange={change} />
        <DialogSaveFooter save={save} submitLabel={pixel ? t('managerSave') : t('managerCreatePixel')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
