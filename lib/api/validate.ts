/**
 * Input checks run before any request: a wrong value fails here with an `InputError` naming the
 * field (as the form encodes it, e.g. `country[1][key]`), instead of as a 422 after a round trip
 * or, worse, as a request the server reads differently. Inputs may come from untyped code
 * (storage, messages), so types are checked at runtime too. `null` is not checked: the form
 * encoder sends it as an empty field, which is how an update clears a nullable field (space,
 * click limit); an empty string in an optional text field is sent as is, with the same effect.
 */
import { check, fieldsOf, isFilledText, isText, list, oneOf, orEmpty, present, requireField, type Fields } from './checks';
import { InputError } from './errors';
import {
  isCountryCode,
  isHHMM,
  isHttpUrl,
  isIsoDate,
  isLanguageCode,
  isNonNegativeInteger,
  isPositiveInteger,
} from './fields';
import {
  DISABLED_VALUES,
  LINK_SEARCH_BY,
  LINK_SORT_BY,
  LINK_STATUS_VALUES,
  PER_PAGE_VALUES,
  PIXEL_SORT_BY,
  PIXEL_TYPES,
  PRIVACY_VALUES,
  SORT_ORDERS,
  TARGET_TYPES,
} from './schemas';

export { isCountryCode, isHHMM, isHttpUrl, isIsoDate, isLanguageCode, isNonNegativeInteger, isPositiveInteger };

/** A path id: a positive integer, so it can never change the path it is put in. */
export function validateId(id: unknown, name = 'id'): void {
  if (!isPositiveInteger(id)) throw new InputError(name, 'must be a positive integer');
}

function checkPaging(query: Fields): void {
  check(query, 'per_page', oneOf(PER_PAGE_VALUES), list(PER_PAGE_VALUES));
  check(query, 'page', isPositiveInteger, 'must be an integer of 1 or more');
}

/** `pixel_ids`, when present: a list of path ids, a wrong one named by its place (`pixel_ids[1]`). */
export function checkPixelIds(fields: Fields): void {
  const pixelIds = fields.pixel_ids;
  if (!present(pixelIds)) return;
  if (!Array.isArray(pixelIds)) throw new InputError('pixel_ids', 'must be a list of pixel ids');
  pixelIds.forEach((id: unknown, i) => validateId(id, `pixel_ids[${i}]`));
}

function checkLinkFields(fields: Fields): void {
  check(fields, 'url', isHttpUrl, 'must be an http:// or https:// URL');
  check(fields, 'alias', isText, 'must be text');
  check(fields, 'password', isText, 'must be text');
  check(fields, 'space_id', isPositiveInteger, 'must be a positive integer');
  checkPixelIds(fields);
  check(fields, 'disabled', oneOf(DISABLED_VALUES), list(DISABLED_VALUES));
  check(fields, 'privacy', oneOf(PRIVACY_VALUES), list(PRIVACY_VALUES));
  check(fields, 'privacy_password', isText, 'must be text');
  check(fields, 'expiration_url', orEmpty(isHttpUrl), 'must be an http:// or https:// URL');
  check(fields, 'expiration_date', orEmpty(isIsoDate), 'must be a date written YYYY-MM-DD');
  check(fields, 'expiration_time', orEmpty(isHHMM), 'must be a time written HH:MM (00:00 to 23:59)');
  check(fields, 'expiration_clicks', isNonNegativeInteger, 'must be a whole number of 0 or more');
  check(fields, 'target_type', oneOf(TARGET_TYPES), list(TARGET_TYPES));
}

/**
 * How a link's targeting rules (country, platform, language, rotation) are checked. The full
 * check (targeting.ts, with the ISO code lists) is what `createClient` uses; a client that never
 * sends rules (the background's `createLinksClient`) refuses them instead, so that neither can
 * send a rule it has not checked, and the background does not carry the code lists.
 */
export type TargetingCheck = (fields: Fields) => void;

export const TARGETING_FIELDS = ['country', 'platform', 'language', 'rotation'] as const;

/** For a client without the targeting checks: any rule is refused before a request. */
export const refuseTargeting: TargetingCheck = (fields) => {
  const kind = TARGETING_FIELDS.find((name) => present(fields[name]));
  if (kind) throw new InputError(kind, 'cannot be sent by this client (it has no targeting checks)');
};

/** Checks a link store input, its targeting rules with `checkTargeting`. */
export function linkCreateCheck(checkTargeting: TargetingCheck): (input: unknown) => void {
  return (input) => {
    const fields = fieldsOf(input, 'link');
    requireField(fields, 'url');
    requireField(fields, 'domain_id');
    check(fields, 'domain_id', isPositiveInteger, 'must be a positive integer');
    checkLinkFields(fields);
    checkTargeting(fields);
  };
}

/** Checks a link update input, its targeting rules with `checkTargeting`. */
export function linkUpdateCheck(checkTargeting: TargetingCheck): (input: unknown) => void {
  return (input) => {
    const fields = fieldsOf(input, 'link');
    if (present(fields.domain_id)) throw new InputError('domain_id', 'cannot be changed by an update');
    checkLinkFields(fields);
    checkTargeting(fields);
  };
}

export function validateLinkListQuery(query: unknown = {}): void {
  const fields = fieldsOf(query, 'query');
  check(fields, 'search', isText, 'must be text');
  check(fields, 'search_by', oneOf(LINK_SEARCH_BY), list(LINK_SEARCH_BY));
  check(fields, 'status', oneOf(LINK_STATUS_VALUES), list(LINK_STATUS_VALUES));
  for (const name of ['space_id', 'domain_id', 'pixel_id']) check(fields, name, isPositiveInteger, 'must be a positive integer');
  check(fields, 'sort_by', oneOf(LINK_SORT_BY), list(LINK_SORT_BY));
  check(fields, 'sort', oneOf(SORT_ORDERS), list(SORT_ORDERS));
  checkPaging(fields);
}

function checkPixelFields(fields: Fields): void {
  check(fields, 'name', isFilledText, 'must be non-empty text');
  check(fields, 'type', oneOf(PIXEL_TYPES), list(PIXEL_TYPES));
  check(fields, 'value', isFilledText, 'must be non-empty text');
}

export function validatePixelCreate(input: unknown): void {
  const fields = fieldsOf(input, 'pixel');
  for (const name of ['name', 'type', 'value']) requireField(fields, name);
  checkPixelFields(fields);
}

export function validatePixelUpdate(input: unknown): void {
  checkPixelFields(fieldsOf(input, 'pixel'));
}

export function validatePixelListQuery(query: unknown = {}): void {
  const fields = fieldsOf(query, 'query');
  check(fields, 'search', isText, 'must be text');
  check(fields, 'search_by', oneOf(['name']), 'must be name');
  check(fields, 'type', oneOf(PIXEL_TYPES), list(PIXEL_TYPES));
  check(fields, 'sort_by', oneOf(PIXEL_SORT_BY), list(PIXEL_SORT_BY));
  check(fields, 'sort', oneOf(SORT_ORDERS), list(SORT_ORDERS));
  checkPaging(fields);
}

/** `page` and `per_page` of the lists outside the contract (domains, spaces). */
export function validatePageQuery(query: unknown = {}): void {
  checkPaging(fieldsOf(query, 'query'));
}
