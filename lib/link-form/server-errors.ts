/**
 * Puts the field messages of a failed request next to the field they name. The server answers
 * with its own field names in dotted form (`targets.0.value`, `pixel_ids.1`), the client's own
 * checks in form encoding (`country[0][value]`); both are turned into the form's names through
 * lib/api/versions.ts's table, so v49's `password` lands on the statistics password, not the link's.
 * Rule indexes are those of the rows sent, which skip blank rows, so they are mapped back to the
 * rows of the form.
 */
import type { ApiErrorData } from '../api/errors';
import { LINK_OPTIONS, V44_TARGETS, type ApiVersion, type LinkOptionName } from '../api/versions';
import { inputReasonText } from '../problems/input-reasons';
import { sentRules } from './build';
import type { FieldErrors } from './field-errors';
import type { LinkFormState } from './state';

const COMMON: Record<string, string> = { url: 'url', domain_id: 'domainId', alias: 'alias', space_id: 'spaceId', pixel_ids: 'pixelIds' };

/** The server's field name → the form's, for `version`. */
export function formFieldNames(version: ApiVersion | null): Record<string, string> {
  const names: Record<string, string> = { ...COMMON };
  for (const [option, spec] of Object.entries(LINK_OPTIONS) as Array<[LinkOptionName, Partial<Record<ApiVersion, string>>]>) {
    const name = version === null ? undefined : spec[version];
    if (name && option !== 'targetRules') names[name] = option;
  }
  return names;
}

/** `country[1][key]` → [`country`, `1`, `key`]; `pixel_ids.2` → [`pixel_ids`, `2`]. */
function parts(name: string): string[] {
  return name
    .replace(/\[([^\]]*)\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '');
}

/** The form's key for the server's field `name` (null when the form has no such field). */
export function formKey(name: string, form: LinkFormState, version: ApiVersion | null): string {
  const [head = name, index, ...rest] = parts(name);
  const ruleKind =
    version === null ? false : version === 44 ? (V44_TARGETS as readonly string[]).includes(head) && head : head === 'targets' && form.targetType;
  if (ruleKind) {
    if (index === undefined || !/^\d+$/.test(index)) return 'targetType';
    const formIndex = sentRules(ruleKind, form.rules[ruleKind as keyof LinkFormState['rules']] ?? [])[Number(index)]?.formIndex ?? Number(index);
    return ['rules', ruleKind, String(formIndex), ...rest].join('.');
  }
  // Messages on one pixel (`pixel_ids.1`) are about the pixel choice. Own names only: a field
  // named `constructor` must not find a property of every object.
  const names = formFieldNames(version);
  return Object.hasOwn(names, head) ? (names[head] as string) : head;
}

/** Field → message for the form that was sent; empty when the error names no field. */
export function fieldErrorsFromApi(error: ApiErrorData, form: LinkFormState, version: ApiVersion | null): FieldErrors {
  // A Map: a field named `constructor` or `__proto__` must not meet an object's own properties.
  const errors = new Map<string, string>();
  for (const [name, messages] of Object.entries(error.fields ?? {})) {
    const key = formKey(name, form, version);
    const text = messages.map(inputReasonText).join(' ');
    const before = errors.get(key);
    errors.set(key, before ? `${before} ${text}` : text);
  }
  return Object.fromEntries(errors);
}
