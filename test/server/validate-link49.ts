/**
 * phpShort 49's link form requests (store and update): field names are shown raw ("The url field
 * is required."), the domain is looked up before validation (a missing one is a 404), targeting
 * items are checked only when `targets_type` comes in the same request.
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
  has,
  sizeOf,
  type LinkRequest,
} from './link-rules';
import { Crash } from './replies';
import { TARGET_KEYS, isBoolean, isDeepLink, isInteger, isUrl, looseEquals, msg, parseDate, truthy } from './rules';
import { isMine, type Domain } from './types';

/** Store when no route id is given, otherwise update. `domain`: what the store request found for `domain_id`. */
export function validateLink49(r: LinkRequest, domain?: Domain): 'missing-link' | undefined {
  const { c, input } = r;
  const store = r.routeId === undefined;
  checkUrl(r, truthy(input.multiple_links) ? 'urls' : 'url', store ? 'store' : 'update', true);
  const missing = checkAlias(r, store);
  checkLinkPassword(r, 'redirect_password', store);
  checkSpace(r, msg.fieldInvalid);
  if (store) checkDomain(r, domain);
  checkPixels(r, msg.fieldInvalid, 49);
  if (input.sensitive_content !== undefined && input.sensitive_content !== null && !isBoolean(input.sensitive_content)) {
    c.fail('sensitive_content', msg.boolean);
  }
  checkPrivacy(r);
  gate(r, 'privacy', 'link_stats');
  checkStatsPassword(r, 'password');
  gate(r, 'password', 'link_stats');
  checkPeriod(r, 'active_period_start_at', 'active_period_end_at', -1);
  checkPeriod(r, 'active_period_end_at', 'active_period_start_at', 1);
  checkClickLimit(r, 'clicks_limit');
  checkExpirationUrl(r, store, true);
  const type = input.targets_type;
  if (type !== undefined && type !== null && !(typeof type === 'string' && type in TARGET_KEYS)) c.fail('targets_type', msg.in);
  const targets = input.targets;
  if (targets !== undefined && targets !== null) {
    if (!isObject(targets)) c.fail('targets', msg.array);
    else if (Object.keys(targets).length > 100) c.fail('targets', msg.maxItems(100));
  }
  if (truthy(type) && isObject(targets)) checkTargets(r, String(type));
  return missing;
}

/** Ownership of the domain found before validation; `domain_id=0` reaches the rule with no domain and crashes. */
function checkDomain(r: LinkRequest, domain: Domain | undefined): void {
  const { c, input, db } = r;
  const value = input.domain_id;
  if (value === undefined || value === null) return c.fail('domain_id', msg.required);
  if (!isInteger(value)) c.fail('domain_id', msg.integer);
  if (!domain) throw new Crash('domain_id names no domain');
  const global = domain.user_id === 0;
  const otherGlobal = global && !looseEquals(value, DEFAULT_DOMAIN_ID) && !can(db, 'global_domains');
  if ((!global && !isMine(domain)) || otherGlobal) c.fail('domain_id', msg.fieldInvalid);
  if ((!global && !can(db, 'domains')) || otherGlobal) c.fail('domain_id', msg.noAccess);
}

/**
 * An active-period bound: each requires the other, is a date, the start before the end. With the
 * other bound absent, "before" fails and "after" passes (Laravel compares with nothing).
 */
function checkPeriod(r: LinkRequest, field: string, other: string, order: -1 | 1): void {
  const { c, input } = r;
  if (r.routeId !== undefined && !has(input, field)) return; // `sometimes` on update
  const value = input[field];
  const otherValue = input[other];
  if (value === undefined || value === null) {
    if (otherValue !== undefined && otherValue !== null) c.fail(field, msg.requiredWith(other.replace(/_/g, ' ')));
    return;
  }
  const at = parseDate(value);
  if (Number.isNaN(at)) c.fail(field, msg.date);
  const than = parseDate(otherValue as InputValue);
  const inOrder = order === -1 ? !Number.isNaN(than) && at < than : Number.isNaN(than) || at > than;
  if (!inOrder) c.fail(field, (order === -1 ? msg.before : msg.after)(other.replace(/_/g, ' ')));
  gate(r, field, 'link_expiration');
}

/** `targets.*.key` / `.value` for the given type: rotations take values only and no feature. */
function checkTargets(r: LinkRequest, type: string): void {
  const { c, input, db } = r;
  const targets = input.targets as Record<string, InputValue>;
  const items = Object.keys(targets).map((index) => {
    const item = targets[index];
    const part = (name: string) => (isObject(item) ? (item[name] ?? null) : null);
    return { index, key: part('key'), value: part('value') };
  });
  const rotations = type === 'rotations';
  if (!rotations) {
    for (const { index, key, value } of items) {
      const field = `targets.${index}.key`;
      if (key === null) {
        if (value !== null) c.fail(field, msg.requiredWith(`targets.${index}.value`));
        continue;
      }
      if (sizeOf(key) > 2048) c.fail(field, msg.maxChars(2048));
      const allowed = TARGET_KEYS[type];
      if (allowed && !(typeof key === 'string' && allowed(key))) c.fail(field, msg.fieldInvalid);
      if (!can(db, 'link_targeting')) c.fail(field, msg.noAccess);
    }
  }
  for (const { index, key, value } of items) {
    const field = `targets.${index}.value`;
    if (value === null) {
      if (!rotations && key !== null) c.fail(field, msg.requiredWith(`targets.${index}.key`));
      continue;
    }
    if (sizeOf(value) > 2048) c.fail(field, msg.maxChars(2048));
    else if (isObject(value)) throw new Crash('a target value sent as an array');
    else if (!isUrl(value)) c.fail(field, msg.url);
    else if (isDeepLink(String(value)) && !can(db, 'link_deep')) c.fail(field, msg.noAccess);
  }
}
