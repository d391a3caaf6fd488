/**
 * A link's store and update fields in each version, and how each is written into the form body.
 * The form checks what the user typed (lib/link-form/validate.ts) and builds the input for the
 * instance's version (lib/link-form/build.ts); this writes it. A field outside the version's
 * table is never written, so an option of the other version is not sent to be ignored or misread.
 *
 * How the real server wants things emptied (a wrong way is a 500 or a silent no-op):
 * - pixels: `pixel_ids[]=` (an empty `pixel_ids=` crashes it);
 * - v44 rule lists: one empty row (`country[0][key]=&country[0][value]=`); `country=` crashes it;
 * - v49 targeting: `targets_type=&targets=`;
 * - passwords, space, expiration, click limit: an empty field;
 * - `privacy` and v44 `disabled` are never sent empty (both crash it): they are 0/1/2 or absent.
 */
import { stripCredentials } from '../url/private';
import { InputError } from './errors';
import type { LinkCreateInput, LinkUpdateInput } from './schemas';
import { isRotation, V44_TARGETS, type ApiVersion } from './versions';

/** How a field is written: a value, a list of pixel ids, or a list of rules. */
type Kind = 'value' | 'pixels' | 'rules';

/** Fields in the order they are written. */
const COMMON_HEAD: Record<string, Kind> = { url: 'value', domain_id: 'value', alias: 'value', space_id: 'value', pixel_ids: 'pixels' };

const FIELDS: Record<ApiVersion, Record<string, Kind>> = {
  44: {
    ...COMMON_HEAD,
    password: 'value',
    disabled: 'value',
    privacy: 'value',
    privacy_password: 'value',
    expiration_url: 'value',
    expiration_date: 'value',
    expiration_time: 'value',
    expiration_clicks: 'value',
    target_type: 'value',
    country: 'rules',
    platform: 'rules',
    language: 'rules',
    rotation: 'rules',
  },
  49: {
    ...COMMON_HEAD,
    redirect_password: 'value',
    privacy: 'value',
    password: 'value',
    sensitive_content: 'value',
    active_period_start_at: 'value',
    active_period_end_at: 'value',
    clicks_limit: 'value',
    expiration_url: 'value',
    targets_type: 'value',
    targets: 'rules',
  },
};

function appendRules(form: URLSearchParams, name: string, rules: Array<{ key?: string; value: string }>, rotation: boolean): void {
  if (rules.length === 0) {
    if (name === 'targets') return form.append(name, '');
    // One empty row: the server drops it and keeps the list, empty.
    if (!rotation) form.append(`${name}[0][key]`, '');
    return form.append(`${name}[0][value]`, '');
  }
  rules.forEach((rule, i) => {
    if (!rotation) form.append(`${name}[${i}][key]`, rule.key ?? '');
    form.append(`${name}[${i}][value]`, rule.value);
  });
}

/** Fields that cannot be emptied: null there means "not given". */
const NOT_NULLABLE = new Set(['url', 'domain_id', 'alias', 'privacy', 'disabled', 'sensitive_content', 'target_type']);

/**
 * The form body of an input. Fields outside the version's table are never written; with no version
 * identified only the shared head is, and any other field given is refused (`InputError` "version"):
 * the same name means another thing in the other version (v44 `password` is v49 `redirect_password`).
 */
export function encodeLinkForm(input: LinkCreateInput | LinkUpdateInput, version: ApiVersion | null): URLSearchParams {
  const form = new URLSearchParams();
  const fields = input as Record<string, unknown>;
  if (version === null) {
    const versioned = Object.keys(fields).find((name) => fields[name] !== undefined && !(name in COMMON_HEAD));
    if (versioned) throw new InputError('version', `${versioned} is named by the instance's version, which is not identified yet`);
  }
  for (const [name, kind] of Object.entries(version === null ? COMMON_HEAD : FIELDS[version])) {
    const value = fields[name];
    if (value === undefined) continue;
    if (kind === 'pixels') {
      const ids = value as number[];
      if (ids.length === 0) form.append(`${name}[]`, '');
      for (const id of ids) form.append(`${name}[]`, String(id));
    } else if (kind === 'rules') {
      const rotation = isRotation(version === 44 ? name : String(fields.targets_type ?? ''));
      appendRules(form, name, value as Array<{ key?: string; value: string }>, rotation);
    } else if (value === null) {
      if (!NOT_NULLABLE.has(name)) form.append(name, '');
      // A destination never carries a `user:password@` (lib/url/private.ts), whoever built the input.
    } else form.append(name, name === 'url' ? stripCredentials(String(value)) : String(value));
  }
  return form;
}

/** v44 `target_type` of a rule kind (`country` 1 … `rotation` 4), 0 for none. */
export function v44TargetType(kind: string | null): 0 | 1 | 2 | 3 | 4 {
  return (V44_TARGETS.indexOf(kind as (typeof V44_TARGETS)[number]) + 1) as 0 | 1 | 2 | 3 | 4;
}
