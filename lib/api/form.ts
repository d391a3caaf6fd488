/**
 * Form bodies exactly as the contract writes them: `pixel_ids[]=1&pixel_ids[]=2`,
 * `country[0][key]=US&country[0][value]=https://…`, `rotation[0][value]=https://…`. Undefined
 * fields are left out, so an update only touches what the caller passed. An empty list is sent as
 * an empty field (`pixel_ids=`): form encoding has no empty array, and Laravel reads `''` as null,
 * which is how an update detaches all pixels or drops all rules (`pixel_ids[]=` would be `[null]`).
 */
import type { LinkCreateInput, LinkUpdateInput, PixelCreateInput, PixelUpdateInput, TargetRule } from './schemas';

/** Scalar link fields in the contract's order (section 2.1). */
const LINK_SCALARS = [
  'url',
  'domain_id',
  'alias',
  'password',
  'space_id',
  'disabled',
  'privacy',
  'privacy_password',
  'expiration_url',
  'expiration_date',
  'expiration_time',
  'expiration_clicks',
  'target_type',
] as const;

/** Fields an update may empty by sending null. */
const CLEARABLE: ReadonlySet<string> = new Set([
  'password',
  'space_id',
  'privacy_password',
  'expiration_url',
  'expiration_date',
  'expiration_time',
  'expiration_clicks',
]);

const RULE_KINDS = ['country', 'platform', 'language'] as const;

/** Fields unknown to the contract are not sent (a spread record must not leak `id`, `short_url`…). */
export function encodeLinkForm(input: LinkCreateInput | LinkUpdateInput): URLSearchParams {
  const form = new URLSearchParams();
  const fields = input as Partial<Record<(typeof LINK_SCALARS)[number], string | number | null>>;
  for (const name of LINK_SCALARS) {
    const value = fields[name];
    // null clears a nullable field: Laravel reads an empty form value as null. Elsewhere
    // (url, domain_id, alias…) null means "not given".
    if (value === null) {
      if (CLEARABLE.has(name)) form.append(name, '');
    } else if (value !== undefined) form.append(name, String(value));
  }
  const { pixel_ids: pixelIds, rotation } = input;
  if (pixelIds?.length === 0) form.append('pixel_ids', '');
  for (const id of pixelIds ?? []) form.append('pixel_ids[]', String(id));
  for (const kind of RULE_KINDS) {
    const rules = input[kind];
    if (rules?.length === 0) form.append(kind, '');
    rules?.forEach((rule: TargetRule, i) => {
      form.append(`${kind}[${i}][key]`, rule.key);
      form.append(`${kind}[${i}][value]`, rule.value);
    });
  }
  if (rotation?.length === 0) form.append('rotation', '');
  rotation?.forEach((rule, i) => form.append(`rotation[${i}][value]`, rule.value));
  return form;
}

export function encodePixelForm(input: PixelCreateInput | PixelUpdateInput): URLSearchParams {
  const form = new URLSearchParams();
  for (const name of ['name', 'type', 'value'] as const) {
    const value = input[name];
    if (value !== undefined && value !== null) form.append(name, value);
  }
  return form;
}

/** The list parameters of `/links`, in the order the client writes them. */
export const LINK_QUERY = ['search', 'search_by', 'status', 'space_id', 'domain_id', 'pixel_id', 'sort_by', 'sort', 'per_page', 'page'];

/** Query string of a list: the caller's parameters in a fixed order, undefined ones left out. */
export function encodeQuery(query: object, names: readonly string[]): URLSearchParams {
  const params = new URLSearchParams();
  const values = query as Record<string, string | number | undefined | null>;
  for (const name of names) {
    const value = values[name];
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  return params;
}
