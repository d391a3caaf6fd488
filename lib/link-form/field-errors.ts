/**
 * Field errors of the link form: keyed by the form's field names (`alias`, `clickLimit`,
 * `rules.countries.0.value`), one message each, and where a form shows them.
 */
import { hasOption, isRotation, type ApiVersion, type LinkOptionName } from '../api/versions';
import { selectedRules, type LinkFormState } from './state';

export type FieldErrors = Record<string, string>;
export type FormMode = 'create' | 'edit';

/** The fields shown inside "More options" (an error there opens the disclosure). */
const MORE_OPTIONS = new Set([
  'spaceId',
  'linkPassword',
  'privacy',
  'statsPassword',
  'disabled',
  'expirationDate',
  'expirationTime',
  'activeFrom',
  'activeUntil',
  'clickLimit',
  'expirationUrl',
  'sensitiveContent',
  'targetType',
  'rules',
]);

/**
 * Whether the form sets a "More options" field beyond a new link's defaults (`base`): then the
 * closed disclosure says so, and a restored draft opens it. The rows count once a kind is chosen.
 */
export function setsMoreOptions(form: LinkFormState, base: LinkFormState): boolean {
  return [...MORE_OPTIONS].some((name) => name !== 'rules' && form[name as keyof LinkFormState] !== base[name as keyof LinkFormState]);
}

export function isMoreOptionsField(key: string): boolean {
  return MORE_OPTIONS.has(key.split('.')[0] ?? key);
}

/**
 * Whether the form (popup create form + "More options", or the edit form) of an instance of
 * `version` has a place for `key`: a rule's message needs its row on screen. Without `version`,
 * any option field has one (the form shows the options of the version its messages came from).
 */
export function isFormField(key: string, form: LinkFormState, mode: FormMode, version?: ApiVersion): boolean {
  const [head = '', kind, index] = key.split('.');
  if (head === 'url' || (head === 'domainId' && mode === 'create') || head === 'alias' || head === 'pixelIds') return kind === undefined;
  // A rotation always shows one row, even before any was added.
  if (head === 'rules') return kind === form.targetType && Number(index) < Math.max(selectedRules(form).length, isRotation(kind) ? 1 : 0);
  if (!MORE_OPTIONS.has(head) || kind !== undefined) return false;
  return head === 'spaceId' || head === 'targetType' || version === undefined || hasOption(head as LinkOptionName, version);
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
  const changed = (Object.keys(after) as Array<keyof LinkFormState>).filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
  if (changed.length === 0) return errors;
  const kept = Object.entries(errors).filter(([key]) => !changed.some((field) => key === field || key.startsWith(`${field}.`)));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}
