import { PIXEL_TYPES } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import type { PixelField, PixelFormState } from '../../lib/actions/pixel-form';
import { pixelTypeName, pixelTypeOptions } from './options';

interface Props {
  idPrefix: string;
  form: PixelFormState;
  messages: Partial<Record<PixelField, string>>;
  onChange(next: PixelFormState): void;
}

/** "Name", "Type", "Value", each with its message below it. */
export function PixelFormFields({ idPrefix, form, messages, onChange }: Props) {
  const id = (field: PixelField) => `${idPrefix}-${field}`;
  const a11y = (field: PixelField) => ({
    id: id(field),
    required: true,
    'aria-invalid': messages[field] ? true : undefined,
    'aria-describedby': messages[field] ? `${id(field)}-error` : undefined,
  });
  const message = (field: PixelField) =>
    messages[field] && (
      <p id={`${id(field)}-error`} class="field-error" role="alert">
        {messages[field]}
      </p>
    );
  // A type the server sent that the contract does not list (newer servers' `x`) stays choosable.
  const extraType = form.type !== '' && !(PIXEL_TYPES as readonly string[]).includes(form.type) ? form.type : null;
  return (
    <>
      <div class="field">
        <label for={id('name')}>{t('managerPixelName')}</label>
        <input {...a11y('name')} value={form.name} autoComplete="off" onInput={(e) => onChange({ ...form, name: e.currentTarget.value })} />
        {message('name')}
      </div>
      <div class="field">
        <label for={id('type')}>{t('managerPixelType')}</label>
        <select {...a11y('type')} value={form.type} onChange={(e) => onChange({ ...form, type: e.currentTarget.value })}>
          <option value="">{t('managerChooseType')}</option>
          {pixelTypeOptions().map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {extraType && <option value={extraType}>{pixelTypeName(extraType)}</option>}
        </select>
        {message('type')}
      </div>
      <div class="field">
        <label for={id('value')}>{t('managerPixelValue')}</label>
        <input {...a11y('value')} value={form.value} autoComplete="off" onInput={(e) => onChange({ ...form, value: e.currentTarget.value })} />
        {message('value')}
      </div>
    </>
  );
}
