/**
 * Input checks run before any request: a wrong value fails here with an `InputError` naming the
 * field, instead of as a 422 after a round trip or, worse, as a request the server reads
 * differently. Inputs may come from untyped code (storage, messages), so types are checked at
 * runtime too. Link store and update fields: link-input.ts (they differ by version).
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
import { LINK_SEARCH_BY, LINK_SORT_BY, PER_PAGE_VALUES, PIXEL_SORT_BY, PIXEL_TYPES, SORT_ORDERS } from './schemas';
import { STATUS_FILTERS, type ApiVersion } from './versions';

export { isCountryCode, isHHMM, isHttpUrl, isIsoDate, isLanguageCode, isNonNegativeInteger, isPositiveInteger };

/** A path id: a positive integer, so it can never change the path it is put in. */
export function validateId(id: unknown, name = 'id'): void {
  if (!isPositiveInteger(id)) throw new InputError(name, 'must be a positive integer');
}

function checkPaging(query: Fields): void {
  check(query, 'per_page', oneOf(PER_PAGE_VALUES), list(PER_PAGE_VALUES));
  check(query, 'page', isPositiveInteger, 'must be an integer of 1 or more');
}

/** `version` decides the status filters: v49 has no disabled links (it would list every link). */
export function validateLinkListQuery(query: unknown = {}, version: ApiVersion = 44): void {
  const fields = fieldsOf(query, 'query');
  const statuses = [0, ...STATUS_FILTERS[version]];
  check(fields, 'search', isText, 'must be text');
  check(fields, 'search_by', oneOf(LINK_SEARCH_BY), list(LINK_SEARCH_BY));
  check(fields, 'status', oneOf(statuses), list(statuses));
  // space_id 0 lists the links in no space.
  check(fields, 'space_id', isNonNegativeInteger, 'must be a whole number of 0 or more');
  for (const name of ['domain_id', 'pixel_id']) check(fields, name, isPositiveInteger, 'must be a positive integer');
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

/** The domain and space lists. */
export function validatePageQuery(query: unknown = {}): void {
  const fields = fieldsOf(query, 'query');
  check(fields, 'search', isText, 'must be text');
  check(fields, 'sort_by', oneOf(['id', 'name']), 'must be id or name');
  check(fields, 'sort', oneOf(SORT_ORDERS), list(SORT_ORDERS));
  checkPaging(fields);
}

/** A statistics query: a name, and the days it covers. */
export function validateStatsQuery(query: unknown): void {
  const fields = fieldsOf(query, 'query');
  for (const name of ['name', 'from', 'to']) requireField(fields, name);
  check(fields, 'name', isText, 'must be text');
  for (const name of ['from', 'to']) check(fields, name, isIsoDate, 'must be a date written YYYY-MM-DD');
  check(fields, 'sort_by', oneOf(['count', 'value']), 'must be count or value');
  check(fields, 'sort', oneOf(SORT_ORDERS), list(SORT_ORDERS));
  checkPaging(fields);
}
