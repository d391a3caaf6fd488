/**
 * A link's store and update fields in each version: what each field must hold (checked before
 * any request, an `InputError` naming the field) and how it is written into the form body.
 * One table per version, so the check and the encoding cannot disagree, and a field the
 * instance's version does not have is refused rather than sent to be ignored or misread.
 *
 * How the real server wants things emptied (a wrong way is a 500 or a silent no-op):
 * - pixels: `pixel_ids[]=` (an empty `pixel_ids=` crashes it);
 * - v44 rule lists: one empty row (`country[0][key]=&country[0][value]=`); `country=` crashes it;
 * - v49 targeting: `targets_type=&targets=`;
 * - passwords, space, expiration, click limit: an empty field;
 * - `privacy` and v44 `disabled` are never sent empty (both crash it): they are 0/1/2 or absent.
 */
import { check, fieldsOf, isText, list, oneOf, orEmpty, present, requireField, type Fields, type Test } from './checks';
import { InputError } from './errors';
import { isCountryCode, isHHMM, isHttpUrl, isIsoDate, isLanguageCode, isNonNegativeInteger, isPositiveInteger } from './fields';
import { PRIVACY_VALUES, type LinkCreateInput, type LinkUpdateInput } from './schemas';
import { isRotation, ruleKeys, V44_TARGETS, V49_TARGETS, type ApiVersion } from './versions';
import { validateId } from './validate';

type Kind =
  | 'url'
  | 'text'
  | 'id'
  | 'pixels'
  | 'privacy'
  | 'flag'
  | 'date'
  | 'time'
  | 'moment'
  | 'count'
  | 'type44'
  | 'rules44'
  | 'type49'
  | 'rules49';

/** Fields in the order they are written. */
const COMMON_HEAD: Record<string, Kind> = { url: 'url', domain_id: 'id', alias: 'text', space_id: 'id', pixel_ids: 'pixels' };

const FIELDS: Record<ApiVersion, Record<string, Kind>> = {
  44: {
    ...COMMON_HEAD,
    password: 'text',
    disabled: 'flag',
    privacy: 'privacy',
    privacy_password: 'text',
    expiration_url: 'url',
    expiration_date: 'date',
    expiration_time: 'time',
    expiration_clicks: 'count',
    target_type: 'type44',
    country: 'rules44',
    platform: 'rules44',
    language: 'rules44',
    rotation: 'rules44',
  },
  49: {
    ...COMMON_HEAD,
    redirect_password: 'text',
    privacy: 'privacy',
    password: 'text',
    sensitive_content: 'flag',
    active_period_start_at: 'moment',
    active_period_end_at: 'moment',
    clicks_limit: 'count',
    expiration_url: 'url',
    targets_type: 'type49',
    targets: 'rules49',
  },
};

/** `YYYY-MM-DD HH:MM` (v49's documented form), read in the account's time zone by the server. */
export function isMoment(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(value) && isIsoDate(value.slice(0, 10)) && isHHMM(value.slice(11));
}

const URL_REASON = 'must be an http:// or https:// URL';

const KEY_TESTS: Record<string, [Test, string]> = {
  countries: [isCountryCode, 'must be an ISO 3166-1 alpha-2 country code such as US'],
  languages: [isLanguageCode, 'must be an ISO 639-1 language code such as en'],
};

function checkRules(rules: unknown, at: string, kind: string): void {
  if (!Array.isArray(rules)) throw new InputError(at, 'must be a list of rules');
  const keys = ruleKeys(kind);
  rules.forEach((rule: unknown, i) => {
    const row = fieldsOf(rule, `${at}[${i}]`);
    if (!isRotation(kind) && keys !== null) {
      const [test, reason] = typeof keys === 'string' ? (KEY_TESTS[keys] as [Test, string]) : [oneOf(keys), list(keys)];
      if (!test(row.key)) throw new InputError(`${at}[${i}][key]`, reason);
    }
    if (!isHttpUrl(row.value)) throw new InputError(`${at}[${i}][value]`, URL_REASON);
  });
}

function checkField(fields: Fields, name: string, kind: Kind): void {
  const value = fields[name];
  switch (kind) {
    case 'url':
      return check(fields, name, name === 'url' ? isHttpUrl : orEmpty(isHttpUrl), URL_REASON);
    case 'text':
      return check(fields, name, isText, 'must be text');
    case 'id':
      return check(fields, name, isPositiveInteger, 'must be a positive integer');
    case 'pixels':
      if (!present(value)) return;
      if (!Array.isArray(value)) throw new InputError(name, 'must be a list of pixel ids');
      return value.forEach((id: unknown, i) => validateId(id, `${name}[${i}]`));
    case 'privacy':
      return check(fields, name, oneOf(PRIVACY_VALUES), list(PRIVACY_VALUES));
    case 'flag':
      return check(fields, name, oneOf([0, 1]), list([0, 1]));
    case 'date':
      return check(fields, name, orEmpty(isIsoDate), 'must be a date written YYYY-MM-DD');
    case 'time':
      return check(fields, name, orEmpty(isHHMM), 'must be a time written HH:MM (00:00 to 23:59)');
    case 'moment':
      return check(fields, name, orEmpty(isMoment), 'must be a date and time written YYYY-MM-DD HH:MM');
    case 'count':
      return check(fields, name, isNonNegativeInteger, 'must be a whole number of 0 or more');
    case 'type44':
      return check(fields, name, oneOf([0, 1, 2, 3, 4]), list([0, 1, 2, 3, 4]));
    case 'type49':
      return check(fields, name, orEmpty(oneOf(V49_TARGETS)), list(V49_TARGETS));
    case 'rules44':
      if (present(value)) checkRules(value, name, name);
      return;
    case 'rules49': {
      if (!present(value)) return;
      const type = fields.targets_type;
      // The server checks each rule only when the type is in the same request.
      if (Array.isArray(value) && value.length > 0 && (typeof type !== 'string' || type === '')) {
        throw new InputError('targets_type', 'is required with targets');
      }
      checkRules(value, name, String(type ?? ''));
    }
  }
}

function checkVersionFields(fields: Fields, version: ApiVersion): void {
  const known = FIELDS[version];
  const other = Object.keys(fields).find((name) => present(fields[name]) && !(name in known));
  if (other) throw new InputError(other, `is not a link field of phpShort v${version}`);
  for (const [name, kind] of Object.entries(known)) checkField(fields, name, kind);
}

/** A store input for `version`. Throws `InputError` naming the field. */
export function validateLinkCreate(input: unknown, version: ApiVersion = 44): void {
  const fields = fieldsOf(input, 'link');
  requireField(fields, 'url');
  requireField(fields, 'domain_id');
  checkVersionFields(fields, version);
}

/** An update input for `version`: never the domain (a link keeps its own). */
export function validateLinkUpdate(input: unknown, version: ApiVersion = 44): void {
  const fields = fieldsOf(input, 'link');
  if (present(fields.domain_id)) throw new InputError('domain_id', 'cannot be changed by an update');
  checkVersionFields(fields, version);
}

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

/** The form body of a checked input. Fields outside the version's table are never written. */
export function encodeLinkForm(input: LinkCreateInput | LinkUpdateInput, version: ApiVersion = 44): URLSearchParams {
  const form = new URLSearchParams();
  const fields = input as Fields;
  for (const [name, kind] of Object.entries(FIELDS[version])) {
    const value = fields[name];
    if (value === undefined) continue;
    if (kind === 'pixels') {
      const ids = value as number[];
      if (ids.length === 0) form.append(`${name}[]`, '');
      for (const id of ids) form.append(`${name}[]`, String(id));
    } else if (kind === 'rules44' || kind === 'rules49') {
      const rotation = isRotation(kind === 'rules44' ? name : String(fields.targets_type ?? ''));
      appendRules(form, name, value as Array<{ key?: string; value: string }>, rotation);
    } else if (value === null) {
      if (!NOT_NULLABLE.has(name)) form.append(name, '');
    } else form.append(name, String(value));
  }
  return form;
}

/** v44 `target_type` of a rule kind (`country` 1 … `rotation` 4), 0 for none. */
export function v44TargetType(kind: string | null): 0 | 1 | 2 | 3 | 4 {
  return (V44_TARGETS.indexOf(kind as (typeof V44_TARGETS)[number]) + 1) as 0 | 1 | 2 | 3 | 4;
}
