/**
 * Applying a validated link write, field by field as each version's LinkTrait does: only fields
 * present in the request change, values are kept for the echo in the request's own types, and
 * the inputs the real server crashes on (null into NOT NULL columns, non-arrays into array
 * functions) throw a Crash.
 */
import { isObject, type InputObject, type InputValue } from './http-utils';
import { has } from './link-rules';
import { randomAlias, titleFromUrl, type Echo } from './link-view';
import { Crash } from './replies';
import { mysqlInt, parseDate, truthy } from './rules';
import { laravelDate, USER_ID, type Db, type StoredLink, type TargetList, type TargetRule } from './types';

/** A PHP array back as stored JSON: a list when its keys run 0, 1, 2…, otherwise an object. */
function toTargetList(entries: Array<[string, TargetRule]>): TargetList {
  if (entries.every(([key], i) => key === String(i))) return entries.map(([, rule]) => rule);
  return Object.fromEntries(entries);
}

/** v44: the list is re-indexed, then empty members and empty rules are dropped, keeping indexes. */
function family44(value: InputValue | undefined, name: string): TargetList {
  if (!isObject(value)) throw new Crash(`${name} sent as ${value === null ? 'null' : 'a string'}`);
  const entries: Array<[string, TargetRule]> = [];
  Object.values(value).forEach((item, index) => {
    if (!isObject(item)) throw new Crash(`${name} has a scalar item`);
    const rule = Object.fromEntries(Object.entries(item).filter(([, v]) => truthy(v)));
    if (Object.keys(rule).length) entries.push([String(index), rule as unknown as TargetRule]);
  });
  return toTargetList(entries);
}

/** v49: items without a value are dropped, keeping their indexes; anything but an array stores []. */
function targets49(value: InputValue | undefined): TargetList {
  if (!isObject(value)) return [];
  const entries = Object.entries(value).filter(([, item]) => isObject(item) && item.value !== undefined && item.value !== null);
  return toTargetList(entries as unknown as Array<[string, TargetRule]>);
}

const num = (value: InputValue | undefined): number | null => (value === null || value === undefined ? null : Number(value));
const flag = (value: InputValue | undefined): number | null => (value === null || value === undefined ? null : truthy(value) ? 1 : 0);

export function newLink(input: InputObject, id: number, now: number): StoredLink {
  const at = laravelDate(now);
  return {
    id,
    user_id: USER_ID,
    alias: '',
    url: '',
    title: '',
    clicks: 0,
    last_rotation: 0,
    domain_id: mysqlInt(input.domain_id),
    space_id: null,
    pixel_ids: [],
    password: null,
    privacy: 0,
    privacy_password: null,
    disabled: 0,
    expiration_url: null,
    expiration_date: null,
    expiration_time: null,
    expiration_clicks: 0,
    target_type: 0,
    country: null,
    platform: null,
    language: null,
    rotation: null,
    sensitive_content: null,
    active_period_start_at: null,
    active_period_end_at: null,
    targets_type: null,
    targets: null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * Applies `input` to `link` (a new one when `fresh`); returns the echo of the answer. `pixelIds`:
 * the caller's pixels validation kept from `pixel_ids`.
 */
export function applyLinkInput(db: Db, link: StoredLink, input: InputObject, fresh: boolean, pixelIds?: number[]): Echo {
  const echo: Echo = { fresh, fields: {} };
  const copy = (field: string, as: string = field) => {
    if (has(input, field)) echo.fields[as] = input[field];
    return has(input, field);
  };
  if (truthy(input.url)) {
    link.url = String(input.url);
    link.title = titleFromUrl(link.url);
    echo.fields.url = input.url;
  }
  // An alias left empty on create is generated (a string); one sent is echoed as sent.
  if (fresh) link.alias = input.alias === undefined || input.alias === null ? randomAlias(db) : String(input.alias);
  else if (has(input, 'alias')) link.alias = String(input.alias);
  if (input.alias !== undefined && input.alias !== null) echo.fields.alias = input.alias;
  if (has(input, 'privacy')) {
    if (input.privacy === null) throw new Crash('privacy is NOT NULL');
    link.privacy = Number(input.privacy);
    copy('privacy');
  }
  if (has(input, 'space_id')) link.space_id = input.space_id === null ? null : mysqlInt(input.space_id);
  if (copy('expiration_url')) link.expiration_url = (input.expiration_url as string | null) ?? null;
  if (db.version === 44) apply44(link, input, copy);
  else apply49(link, input, copy);
  // A non-array crashes the real server after the link is saved (see links.ts).
  if (isObject(input.pixel_ids)) link.pixel_ids = pixelIds ?? [];
  return echo;
}

type Copy = (field: string, as?: string) => boolean;

function apply44(link: StoredLink, input: InputObject, copy: Copy): void {
  if (has(input, 'disabled')) {
    if (input.disabled === null) throw new Crash('disabled is NOT NULL');
    link.disabled = flag(input.disabled) ?? 0;
    copy('disabled');
  }
  if (has(input, 'privacy_password')) link.privacy_password = (input.privacy_password as string | null) ?? null;
  if (has(input, 'expiration_date') && has(input, 'expiration_time')) {
    const both = truthy(input.expiration_date) && truthy(input.expiration_time);
    link.expiration_date = both ? String(input.expiration_date) : null;
    link.expiration_time = both ? String(input.expiration_time) : null;
  }
  if (copy('expiration_clicks')) link.expiration_clicks = num(input.expiration_clicks);
  if (has(input, 'password')) link.password = (input.password as string | null) ?? null;
  if (copy('target_type')) link.target_type = num(input.target_type);
  for (const [field, stored] of [
    ['country', 'country'],
    ['platform', 'platform'],
    ['language', 'language'],
    ['rotation', 'rotation'],
  ] as const) {
    if (has(input, field)) link[stored] = family44(input[field], field);
  }
}

function apply49(link: StoredLink, input: InputObject, copy: Copy): void {
  // v49's `password` is the statistics password and `redirect_password` the link password.
  if (has(input, 'password')) link.privacy_password = (input.password as string | null) ?? null;
  if (has(input, 'redirect_password')) link.password = (input.redirect_password as string | null) ?? null;
  for (const bound of ['active_period_start_at', 'active_period_end_at'] as const) {
    if (has(input, bound)) link[bound] = truthy(input[bound]) ? laravelDate(parseDate(input[bound] ?? null)) : null;
  }
  if (copy('clicks_limit')) link.expiration_clicks = num(input.clicks_limit);
  if (copy('sensitive_content')) link.sensitive_content = flag(input.sensitive_content);
  if (copy('targets_type')) link.targets_type = (input.targets_type as string | null) ?? null;
  if (has(input, 'targets')) link.targets = targets49(input.targets);
}
