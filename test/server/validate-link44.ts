/**
 * phpShort 44's link form requests (store and update), rule by rule in the order the real server
 * runs them, with its friendly attribute labels ("The Link field is required.").
 */
import { isObject, type InputValue } from './http-utils';
import {
  can,
  checkAlias,
  checkClickLimit,
  checkExpirationUrl,
  checkLinkPassword,
  checkPixels,
  checkPrivacy,
  checkSpace,
  checkStatsPassword,
  checkUrl,
  DEFAULT_DOMAIN_ID,
  gate,
  sizeOf,
  type LinkRequest,
} from './link-rules';
import { COUNTRIES, LANGUAGES, PLATFORMS, isBoolean, isHi, isInteger, isUrl, isDeepLink, isYmd, looseEquals, msg, mysqlInt, plainLabel, truthy } from './rules';
import { isMine } from './types';

const LABELS: Record<string, string> = {
  url: 'Link',
  urls: 'Links',
  alias: 'Alias',
  password: 'Password',
  space_id: 'Space',
  domain_id: 'Domain',
  pixel_ids: 'Pixels',
  disabled: 'Disabled',
  privacy: 'Stats',
  privacy_password: 'Password',
  expiration_url: 'Expiration link',
  expiration_date: 'Expiration date',
  expiration_time: 'Expiration time',
  expiration_clicks: 'Expiration clicks',
  'country.*.key': 'Country',
  'platform.*.key': 'Platform',
  'language.*.key': 'Language',
  'country.*.value': 'Link',
  'platform.*.value': 'Link',
  'language.*.value': 'Link',
  'rotation.*.value': 'Link',
};

export const label44 = (field: string): string => LABELS[field.replace(/\.[^.]+\./, '.*.')] ?? plainLabel(field);

const FAMILIES: Array<[string, ((key: string) => boolean) | undefined, string]> = [
  ['country', (k) => COUNTRIES.has(k), 'Invalid country.'],
  ['platform', (k) => PLATFORMS.includes(k), 'Invalid platform'],
  ['language', (k) => LANGUAGES.has(k), 'Invalid language.'],
  ['rotation', undefined, ''],
];

/** Store when `r.existing` is undefined and no route id is given, otherwise update. */
export function validateLink44(r: LinkRequest): 'missing-link' | undefined {
  const { c, input } = r;
  const store = r.routeId === undefined;
  checkUrl(r, truthy(input.multiple_links) ? 'urls' : 'url', store ? 'store' : 'update', false);
  const missing = checkAlias(r, store);
  checkLinkPassword(r, 'password', store);
  checkSpace(r, msg.invalidValue);
  if (store) checkDomain(r);
  checkPixels(r, msg.invalidValue, 44);
  if (input.disabled !== undefined && input.disabled !== null) {
    if (!isBoolean(input.disabled)) c.fail('disabled', msg.boolean);
    gate(r, 'disabled', 'link_disabling');
  }
  checkPrivacy(r);
  checkStatsPassword(r, 'privacy_password');
  checkExpirationUrl(r, store, false);
  checkExpiry(r, 'expiration_date', 'expiration_time', isYmd, 'Y-m-d');
  checkExpiry(r, 'expiration_time', 'expiration_date', isHi, 'H:i');
  checkClickLimit(r, 'expiration_clicks');
  const type = input.target_type;
  if (type !== undefined && type !== null) {
    if (!isInteger(type)) c.fail('target_type', msg.integer);
    else if (Number(type) < 0) c.fail('target_type', msg.minNumber(0));
    else if (Number(type) > 4) c.fail('target_type', msg.maxNumber(4));
  }
  for (const [family, keyOk, keyMessage] of FAMILIES) checkFamily(r, family, keyOk, keyMessage);
  return missing;
}

/** `domain_id`: required; the caller's own, the default domain, or a global one with the feature. */
function checkDomain(r: LinkRequest): void {
  const { c, input, db } = r;
  const value = input.domain_id;
  if (value === undefined || value === null) return c.fail('domain_id', msg.required);
  if (!isInteger(value)) c.fail('domain_id', msg.integer);
  const isDefault = looseEquals(value, DEFAULT_DOMAIN_ID);
  const domain = db.domains.find((d) => d.id === mysqlInt(value));
  const usable = domain && (domain.user_id === 0 ? can(db, 'global_domains') || isDefault : isMine(domain));
  if (!usable) c.fail('domain_id', msg.invalidValue);
  if (!(can(db, 'domains') || can(db, 'global_domains') || isDefault)) c.fail('domain_id', msg.noAccess);
}

/** An expiry date or time: each requires the other, in its format, gated by `link_expiration`. */
function checkExpiry(r: LinkRequest, field: string, other: string, valid: (v: InputValue | undefined) => boolean, format: string): void {
  const { c, input } = r;
  const value = input[field];
  if (value === undefined || value === null) {
    if (input[other] !== undefined && input[other] !== null) c.fail(field, msg.requiredWith(label44(other)));
    return;
  }
  if (!valid(value)) c.fail(field, msg.format(format));
  gate(r, field, 'link_expiration');
}

/** `country.*.key` / `.value` and the like: key and value require each other; keys from a list. */
function checkFamily(r: LinkRequest, family: string, keyOk: ((key: string) => boolean) | undefined, keyMessage: string): void {
  const { c, input, db } = r;
  const rules = input[family];
  if (!isObject(rules)) return;
  const items = Object.keys(rules).map((index) => {
    const item = rules[index];
    const part = (name: string) => (isObject(item) ? (item[name] ?? null) : null);
    return { index, key: part('key'), value: part('value') };
  });
  if (keyOk) {
    for (const { index, key, value } of items) {
      const field = `${family}.${index}.key`;
      if (key === null) {
        if (value !== null) c.fail(field, msg.requiredWith(label44(`${family}.${index}.value`)));
        continue;
      }
      if (typeof key !== 'string' || !keyOk(key)) c.fail(field, msg.fixed(keyMessage));
      if (!can(db, 'link_targeting')) c.fail(field, msg.noAccess);
    }
  }
  for (const { index, key, value } of items) {
    const field = `${family}.${index}.value`;
    if (value === null) {
      if (keyOk && key !== null) c.fail(field, msg.requiredWith(label44(`${family}.${index}.key`)));
      continue;
    }
    if (sizeOf(value) > 2048) c.fail(field, msg.maxChars(2048));
    else if (!isUrl(value)) c.fail(field, msg.url);
    else if (isDeepLink(String(value)) && !can(db, 'link_deep')) c.fail(field, msg.noAccess);
    else if (!keyOk && !can(db, 'link_targeting')) c.fail(field, msg.noAccess);
  }
}
