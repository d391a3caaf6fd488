/**
 * Rules both versions apply to link writes: the destination URL, the alias, ownership of spaces
 * and pixels, and the plan-feature gates. Each adds its messages to a Checker.
 */
import { isObject, type InputObject, type InputValue } from './http-utils';
import { Crash } from './replies';
import { type Checker, isAlphaDash, isDeepLink, isInteger, isUrl, msg, mysqlInt, truthy } from './rules';
import { isMine, type Db, type Features, type StoredLink } from './types';

/** A plan feature is on when its value is truthy (-1 = unlimited counts too). */
export const can = (db: Db, feature: keyof Features): boolean => Number(db.features[feature]) !== 0;

/** The id of the instance's default domain (the `short_domain` setting). */
export const DEFAULT_DOMAIN_ID = 1;

export interface LinkRequest {
  db: Db;
  input: InputObject;
  /** Update: the link named by the route, if it exists at all (any owner). */
  existing?: StoredLink;
  /** Update: the raw id of the route. */
  routeId?: string;
  c: Checker;
  /** The caller's pixels among `pixel_ids`, once ownership passed (the server keeps only those). */
  pixelIds?: number[];
}

export const has = (input: InputObject, field: string): boolean => field in input;

/** Laravel's `max:n` on a string or an array. */
export const sizeOf = (value: InputValue): number => (isObject(value) ? Object.keys(value).length : [...String(value)].length);

/**
 * `url` (store: required; update: sometimes + required), then `max:2048`, phpShort's URL rule, the
 * link-count gate (store) and the deep-link gate. The rules bail at the first failure.
 * `crashOnArray`: v49's URL rule goes on into a string function with an array and crashes.
 */
export function checkUrl(r: LinkRequest, field: string, mode: 'store' | 'update', crashOnArray: boolean): void {
  const { c, input, db } = r;
  if (mode === 'update' && !has(input, field)) return;
  const value = input[field];
  if (value === null || value === undefined) return c.fail(field, msg.required);
  if (sizeOf(value) > 2048) return c.fail(field, msg.maxChars(2048));
  if (isObject(value) && crashOnArray) throw new Crash(`${field} sent as an array`);
  if (!isUrl(value)) return c.fail(field, msg.url);
  if (mode === 'store' && field === 'url' && !linksLeft(db)) return c.fail(field, msg.fixed('You shortened too many links.'));
  if (isDeepLink(String(value)) && !can(db, 'link_deep')) c.fail(field, msg.noAccess);
}

function linksLeft(db: Db): boolean {
  const limit = Number(db.features.links);
  return limit === -1 || (limit > 0 && db.links.filter(isMine).length < limit);
}

/** `expiration_url`: a URL of up to 2048 characters, gated by `link_expiration` (update: and by deep links). */
export function checkExpirationUrl(r: LinkRequest, store: boolean, crashOnArray: boolean): void {
  const { c, input, db } = r;
  const value = input.expiration_url;
  if (value === undefined || value === null) return;
  if (isObject(value) && crashOnArray) throw new Crash('expiration_url sent as an array');
  if (!isUrl(value)) return c.fail('expiration_url', msg.url);
  if (sizeOf(value) > 2048) return c.fail('expiration_url', msg.maxChars(2048));
  if (!can(db, 'link_expiration')) return c.fail('expiration_url', msg.noAccess);
  if (!store && isDeepLink(String(value)) && !can(db, 'link_deep')) c.fail('expiration_url', msg.noAccess);
}

/** `alias`: alpha_dash, max:255 and unique on the link's domain. On update a missing link id is a 404. */
export function checkAlias(r: LinkRequest, store: boolean): 'missing-link' | undefined {
  const { c, input, db } = r;
  if (!has(input, 'alias')) return undefined;
  const alias = input.alias as InputValue;
  if (alias === null && store) return undefined;
  if (!isAlphaDash(alias)) c.fail('alias', msg.alphaDash);
  if (alias !== null && sizeOf(alias) > 255) c.fail('alias', msg.maxChars(255));
  let domainId: number | null;
  if (store) domainId = truthy(input.domain_id) ? mysqlInt(input.domain_id) : null;
  else {
    // The rule looks the link up by id alone (any owner) and fails hard when there is none.
    if (!r.existing) return 'missing-link';
    domainId = r.existing.domain_id;
  }
  const wanted = String(alias).toLowerCase(); // MySQL's default collation ignores case
  const taken = db.links.some((l) => l.domain_id === domainId && l.id !== r.existing?.id && l.alias.toLowerCase() === wanted);
  if (alias !== null && taken) c.fail('alias', msg.unique);
  return undefined;
}

/** `space_id`: nullable integer, one of the caller's spaces (0 passes: no space), the `spaces` gate. */
export function checkSpace(r: LinkRequest, invalid: (a: string) => string): void {
  const { c, input, db } = r;
  const value = input.space_id;
  if (value === undefined || value === null) return;
  if (!isInteger(value)) c.fail('space_id', msg.integer);
  if (truthy(value) && !db.spaces.some((s) => s.id === mysqlInt(value) && isMine(s))) c.fail('space_id', invalid);
  if (!can(db, 'spaces')) c.fail('space_id', msg.noAccess);
}

/** Non-empty members of an array input, as PHP's array_filter keeps them. */
export function filled(value: InputObject): InputValue[] {
  return Object.values(value).filter((v) => truthy(v));
}

/**
 * `pixel_ids`: the caller's pixels among the ids are kept (others dropped) when at least one is
 * the caller's; none of them is an error; a scalar crashes the rule (v44) or the gate after it (v49).
 */
export function checkPixels(r: LinkRequest, invalid: (a: string) => string, version: 44 | 49): void {
  const { c, input, db } = r;
  const value = input.pixel_ids;
  if (value === undefined || value === null) return;
  if (!isObject(value)) {
    if (version === 49) c.fail('pixel_ids', invalid);
    throw new Crash('pixel_ids sent as a scalar');
  }
  const ids = filled(value).map(mysqlInt);
  if (!ids.length) return;
  const mine = db.pixels
    .filter((p) => isMine(p) && ids.includes(p.id))
    .map((p) => p.id)
    .sort((a, b) => a - b);
  if (mine.length) r.pixelIds = mine;
  else c.fail('pixel_ids', invalid);
  if (!can(db, 'pixels')) c.fail('pixel_ids', msg.noAccess);
}

/** A non-null value of a gated field needs the feature, even "off" values such as 0. */
export function gate(r: LinkRequest, field: string, feature: keyof Features): void {
  const value = r.input[field];
  if (value !== undefined && value !== null && !can(r.db, feature)) r.c.fail(field, msg.noAccess);
}

/** `nullable|integer|min:0|digits_between:0,9`, the click limit of both versions. */
export function checkClickLimit(r: LinkRequest, field: string): void {
  const value = r.input[field];
  if (value === undefined || value === null) return;
  if (!isInteger(value)) r.c.fail(field, msg.integer);
  else if (Number(value) < 0) r.c.fail(field, msg.minNumber(0));
  if (!/^\d{0,9}$/.test(String(value))) r.c.fail(field, msg.digitsBetween(0, 9));
  gate(r, field, 'link_expiration');
}

/** `nullable|integer|between:0,2`: the statistics privacy. */
export function checkPrivacy(r: LinkRequest): void {
  const value = r.input.privacy;
  if (value === undefined || value === null) return;
  if (!isInteger(value)) r.c.fail('privacy', msg.integer);
  else if (Number(value) < 0 || Number(value) > 2) r.c.fail('privacy', msg.between(0, 2));
}

/**
 * The statistics password (v44 `privacy_password`, v49 `password`): optional when `privacy` is
 * absent, 0 or 1 (PHP's loose `in_array`), and otherwise validated only when sent; 1–128 characters.
 */
export function checkStatsPassword(r: LinkRequest, field: string, max = 128): void {
  const { c, input } = r;
  if (!has(input, field)) return;
  const value = input[field];
  const privacy = input.privacy;
  const optional = privacy === undefined || privacy === null || privacy === false || [0, 1, '0', '1', true].includes(privacy as never);
  if (value === null && optional) return;
  if (typeof value !== 'string') c.fail(field, msg.string);
  const length = value === null ? 0 : sizeOf(value as InputValue);
  if (length < 1) c.fail(field, msg.minChars(1));
  if (length > max) c.fail(field, msg.maxChars(max));
}

/** A link password (v44 `password`, v49 `redirect_password`): a string of up to 128 characters. */
export function checkLinkPassword(r: LinkRequest, field: string, store: boolean): void {
  const { c, input } = r;
  const value = input[field];
  if (value === undefined || value === null) return;
  if (typeof value !== 'string') c.fail(field, msg.string);
  if (!store && sizeOf(value) < 1) c.fail(field, msg.minChars(1));
  if (sizeOf(value) > 128) c.fail(field, msg.maxChars(128));
  gate(r, field, 'link_password');
}
