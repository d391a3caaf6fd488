/**
 * Puts the field messages of a failed request next to the field they name. The server answers
 * Laravel's dotted names (`country.0.value`, `pixel_ids.1`), the client's own checks the form
 * encoding (`country[0][value]`), and older servers other names (`domain`, `space`, `geo`).
 * Rule indexes are those of the rows sent, which skip blank rows, so they are mapped back to the
 * rows of the form.
 */
import type { ApiErrorData } from '../api/errors';
import { sentRotation, sentRules } from './build';
import type { FieldErrors } from './field-errors';
import type { LinkFormState } from './state';
import { inputReasonText } from '../input-reasons';

const RENAMED: Record<string, string> = { domain: 'domain_id', space: 'space_id', geo: 'country', pixels: 'pixel_ids' };

/** `country[1][key]` → `country.1.key`; `pixel_ids[]` / `pixel_ids.2` → `pixel_ids`. */
export function normalizeFieldName(name: string): string {
  const parts = name.replace(/\[([^\]]*)\]/g, '.$1').split('.').filter((part) => part !== '');
  const head = RENAMED[parts[0] ?? ''] ?? parts[0] ?? name;
  if (head === 'pixel_ids') return head;
  return [head, ...parts.slice(1)].join('.');
}

function toFormIndex(key: string, form: LinkFormState): string {
  const [kind, index, ...rest] = key.split('.');
  if (index === undefined || !/^\d+$/.test(index)) return key;
  const sent =
    kind === 'rotation'
      ? sentRotation(form.rotation)
      : kind === 'country' || kind === 'platform' || kind === 'language'
        ? sentRules(kind, form[kind])
        : null;
  const formIndex = sent?.[Number(index)]?.formIndex;
  return formIndex === undefined ? key : [kind, String(formIndex), ...rest].join('.');
}

/** Field → message for the form that was sent; empty when the error names no field. */
export function fieldErrorsFromApi(error: ApiErrorData, form: LinkFormState): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(error.fields ?? {})) {
    const key = toFormIndex(normalizeFieldName(name), form);
    const text = messages.map(inputReasonText).join(' ');
    errors[key] = errors[key] ? `${errors[key]} ${text}` : text;
  }
  return errors;
}
