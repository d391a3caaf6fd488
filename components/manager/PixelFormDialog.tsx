import { useId, useMemo, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { Pixel } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { askFacts } from '../../lib/connection/refresh';
import { savePixel } from '../../lib/actions';
import { EMPTY_PIXEL_FORM, pixelFormOf, type PixelField, type PixelFieldProblem, type PixelFormState } from '../../lib/actions/pixel-form';
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
    // Every page's pixel choices are the instance's facts: read again now that Linklet changed them.
    const changed = () => void askFacts(['pixels'], { force: true });
    const outcome = await save.sending(() => savePixel({ client, changed }, form, pixel && { pixel, initial }));
    if (outcome.status === 'invalid') return void showProblems(outcome.problems);
    showProblems({});
    if (outcome.status === 'unchanged') return save.say(t('managerNothingChanged'));
    if (outcome.status === 'saved') {
      onSaved(outcome.pixel);
      return onClose();
    }
    if (outcome.status === 'refused') {
      setMessages(outcome.fields);
      return save.fail(outcome.error, outcome.other);
    }
    save.fail(outcome.error);
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
