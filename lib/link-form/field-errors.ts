/**
 * Field errors of the link form: keyed the way the server names fields (`alias`,
 * `country.0.value`), one message each, and where a form shows them.
 */
import { API_FIELD, RULES_OF_TYPE, type LinkFormState } from './state';

export type FieldErrors = Record<string, string>;
export type FormMode = 'create' | 'edit';

/** The fields shown inside "More options" (an error there opens the disclosure). */
const MORE_OPTIONS = new Set([
  'password',
  'space_id',
  'disabled',
  'privacy',
  'privacy_password',
  'expiration_date',
  'expiration_time',
  'expiration_clicks',
  'expiration_url',
  'target_type',
  'country',
  'platform',
  'language',
  'rotation',
]);

export function isMoreOptionsField(key: string): boolean {
  return MORE_OPTIONS.has(key.split('.')[0] ?? key);
}

/**
 * Whether the form (popup create form + "More options", or the edit form) has a place for `key`:
 * a rule's message needs its row on screen, i.e. the selected type's rules or language rules.
 */
export function isFormField(key: string, form: LinkFormState, mode: FormMode): boolean {
  const [head = '', index] = key.split('.');
  if (head === (mode === 'create' ? 'domain_id' : 'url') || head === 'alias' || head === 'pixel_ids') return index === undefined;
  if (!MORE_OPTIONS.has(head)) return false;
  if (index === undefined) return true;
  const visible = head === 'language' || RULES_OF_TYPE[form.targetType] === head;
  const rows = head === 'rotation' ? form.rotation.length : (form[head as 'country'] ?? []).length;
  return visible && Number(index) < rows;
}

/** Splits errors into those a view shows at a field and the rest, which it shows in its alert. */
export function placeErrors(errors: FieldErrors, shown: (key: string) => boolean): { placed: FieldErrors; unplaced: string[] } {
  const placed: FieldErrors = {};
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    if (shown(key)) placed[key] = message;
    else unplaced.push(message);
  }
  return { placed, unplaced };
}

/** Drops the messages of fields the user has since changed: they spoke of the old value. */
export function clearChangedErrors(errors: FieldErrors, before: LinkFormState, after: LinkFormState): FieldErrors {
  const changed = (Object.keys(API_FIELD) as Array<keyof LinkFormState>)
    .filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]))
    .map((name) => API_FIELD[name]);
  if (changed.length === 0) return errors;
  const kept = Object.entries(errors).filter(([key]) => !changed.some((field) => key === field || key.startsWith(`${field}.`)));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}
