/**
 * Validation of link and pixel writes. Each returns the field errors (422) and, when there are
 * none, the changes to apply: on update only the fields that were sent.
 */
import { listValues, type FormObject, type FormValue } from './http-utils';
import {
  COUNTRIES, Checker, PIXEL_TYPES, PLATFORMS, isDate, isHttpUrl, isInteger, isLanguage, isTime, message, scalar,
  type Errors,
} from './rules';
import type { Db, StoredLink, StoredPixel, TargetRule, TargetType } from './types';

export interface Outcome<T> {
  errors: Errors;
  changes: Partial<T>;
}

function enumField<T extends number>(c: Checker, input: FormObject, field: string, allowed: readonly T[]): T | undefined {
  const raw = scalar(c, input, field);
  if (!raw) return undefined; // absent or empty: keep the current value (or the default on store)
  const value = Number(raw) as T;
  if (!isInteger(raw) || !allowed.includes(value)) c.fail(field, message.in(field));
  return value;
}

/** A nullable text field; `''` clears it. */
function textField(c: Checker, input: FormObject, field: string, max: number, check?: (v: string) => string | undefined) {
  const raw = scalar(c, input, field);
  if (raw === undefined || raw === null) return undefined;
  if (raw === '') return { value: null };
  const problem = raw.length > max ? message.maxChars(field, max) : check?.(raw);
  if (problem) c.fail(field, problem);
  return { value: raw };
}

const urlCheck = (field: string) => (v: string) => (isHttpUrl(v) ? undefined : message.url(field));

/** A nullable id that must name an existing record. */
function idField(c: Checker, input: FormObject, field: string, exists: (id: number) => boolean) {
  const raw = scalar(c, input, field);
  if (raw === undefined || raw === null) return undefined;
  if (raw === '') return { value: null };
  if (!isInteger(raw)) c.fail(field, message.integer(field));
  else if (!exists(Number(raw))) c.fail(field, message.exists(field));
  return { value: Number(raw) };
}

/** `country[i][key]` / `[value]` entries (rotation has no key). `''` clears the list. */
function ruleList(c: Checker, input: FormObject, field: string, keyOk?: (key: string) => boolean): TargetRule[] | undefined {
  const raw: FormValue | undefined = input[field];
  if (raw === undefined) return undefined;
  if (typeof raw === 'string') {
    if (raw.trim() !== '') c.fail(field, message.array(field));
    return [];
  }
  const rules: TargetRule[] = [];
  for (const index of Object.keys(raw)) {
    const entry = raw[index];
    const at = `${field}.${index}`;
    if (typeof entry !== 'object') {
      c.fail(at, message.array(at));
      continue;
    }
    const key = typeof entry.key === 'string' ? entry.key.trim() : '';
    if (keyOk) {
      if (!key) c.fail(`${at}.key`, message.required(`${at}.key`));
      else if (!keyOk(key)) c.fail(`${at}.key`, message.in(`${at}.key`));
    }
    const value = typeof entry.value === 'string' ? entry.value.trim() : '';
    if (!value) c.fail(`${at}.value`, message.required(`${at}.value`));
    else if (!isHttpUrl(value)) c.fail(`${at}.value`, message.url(`${at}.value`));
    rules.push({ key, value });
  }
  return rules;
}

function pixelIds(c: Checker, input: FormObject, db: Db): number[] | undefined {
  const raw = input.pixel_ids;
  if (raw === undefined) return undefined;
  if (typeof raw === 'string') {
    if (raw.trim() !== '') c.fail('pixel_ids', message.array('pixel_ids'));
    return [];
  }
  const ids: number[] = [];
  for (const index of Object.keys(raw)) {
    const value = raw[index];
    const at = `pixel_ids.${index}`;
    if (typeof value !== 'string' || value.trim() === '') continue; // `pixel_ids[]=` alone clears
    if (!isInteger(value.trim())) c.fail(at, message.integer(at));
    else if (!db.pixels.some((p) => p.id === Number(value))) c.fail(at, message.exists(at));
    else if (!ids.includes(Number(value))) ids.push(Number(value));
  }
  return ids;
}

export function aliasTaken(db: Db, domainId: number, alias: string, exceptId?: number): boolean {
  // MySQL's default collation compares case-insensitively, so `Promo` collides with `promo`.
  const wanted = alias.toLowerCase();
  return db.links.some((l) => l.domain_id === domainId && l.id !== exceptId && l.alias.toLowerCase() === wanted);
}

/** Store when `existing` is undefined, otherwise update (PUT and PATCH alike: only sent fields change). */
export function validateLink(input: FormObject, db: Db, existing?: StoredLink): Outcome<StoredLink> {
  const c = new Checker();
  const changes: Partial<StoredLink> = {};
  const store = !existing;

  const url = scalar(c, input, 'url');
  if (url === '' || (store && url === undefined)) c.fail('url', message.required('url'));
  else if (url) {
    if (url.length > 2048) c.fail('url', message.maxChars('url', 2048));
    else if (!isHttpUrl(url)) c.fail('url', message.url('url'));
    changes.url = url;
  }

  let domainId = existing?.domain_id;
  const domain = scalar(c, input, 'domain_id');
  if (store) {
    if (domain === '' || domain === undefined) c.fail('domain_id', message.required('domain_id'));
    else if (domain !== null && !isInteger(domain)) c.fail('domain_id', message.integer('domain_id'));
    else if (domain !== null && !db.domains.some((d) => d.id === Number(domain))) c.fail('domain_id', message.exists('domain_id'));
    else if (domain !== null) domainId = changes.domain_id = Number(domain);
  } else if (domain) {
    // The contract does not accept domain_id on update: refuse rather than silently ignore it.
    c.fail('domain_id', message.prohibited('domain_id'));
  }

  const alias = scalar(c, input, 'alias');
  if (alias === '' && !store) c.fail('alias', message.required('alias'));
  else if (alias) {
    if (alias.length > 255) c.fail('alias', message.maxChars('alias', 255));
    else if (!/^[A-Za-z0-9_-]+$/.test(alias)) c.fail('alias', message.alphaDash('alias'));
    else if (domainId !== undefined && aliasTaken(db, domainId, alias, existing?.id)) c.fail('alias', message.unique('alias'));
    changes.alias = alias;
  }

  const password = textField(c, input, 'password', 128);
  if (password) changes.password = password.value;
  const privacyPassword = textField(c, input, 'privacy_password', 128);
  if (privacyPassword) changes.privacy_password = privacyPassword.value;
  const space = idField(c, input, 'space_id', (id) => db.spaces.some((s) => s.id === id));
  if (space) changes.space_id = space.value;
  const pixels = pixelIds(c, input, db);
  if (pixels) changes.pixel_ids = pixels;

  const disabled = enumField(c, input, 'disabled', [0, 1] as const);
  if (disabled !== undefined) changes.disabled = disabled;
  const privacy = enumField(c, input, 'privacy', [0, 1, 2] as const);
  if (privacy !== undefined) changes.privacy = privacy;
  const targetType = enumField<TargetType>(c, input, 'target_type', [0, 1, 2, 4]);
  if (targetType !== undefined) changes.target_type = targetType;

  const expirationUrl = textField(c, input, 'expiration_url', 2048, urlCheck('expiration_url'));
  if (expirationUrl) changes.expiration_url = expirationUrl.value;
  const date = textField(c, input, 'expiration_date', 10, (v) => (isDate(v) ? undefined : message.format('expiration_date', 'Y-m-d')));
  if (date) changes.expiration_date = date.value;
  const time = textField(c, input, 'expiration_time', 5, (v) => (isTime(v) ? undefined : message.format('expiration_time', 'H:i')));
  if (time) changes.expiration_time = time.value;
  const clicks = textField(c, input, 'expiration_clicks', 15, (v) =>
    !isInteger(v) ? message.integer('expiration_clicks') : Number(v) < 0 ? message.min0('expiration_clicks') : undefined,
  );
  if (clicks) changes.expiration_clicks = clicks.value === null ? null : Number(clicks.value);
  // A time alone has no day to apply to; the ends_at moment needs the date.
  const finalDate = changes.expiration_date !== undefined ? changes.expiration_date : existing?.expiration_date;
  const finalTime = changes.expiration_time !== undefined ? changes.expiration_time : existing?.expiration_time;
  if (finalTime && !finalDate && !c.errors.expiration_date) {
    c.fail('expiration_date', message.requiredWith('expiration_date', 'expiration_time'));
  }

  const country = ruleList(c, input, 'country', (k) => COUNTRIES.has(k));
  if (country) changes.country = country;
  const platform = ruleList(c, input, 'platform', (k) => PLATFORMS.includes(k));
  if (platform) changes.platform = platform;
  const language = ruleList(c, input, 'language', isLanguage);
  if (language) changes.language = language;
  const rotation = ruleList(c, input, 'rotation');
  if (rotation) changes.rotation = rotation.map((r) => ({ value: r.value }));

  return { errors: c.errors, changes };
}

export function validatePixel(input: FormObject, existing?: StoredPixel): Outcome<StoredPixel> {
  const c = new Checker();
  const changes: Partial<StoredPixel> = {};
  for (const field of ['name', 'type', 'value'] as const) {
    const raw = scalar(c, input, field);
    if (raw === null) continue;
    if (raw === '' || (raw === undefined && !existing)) c.fail(field, message.required(field));
    else if (raw === undefined) continue;
    else if (raw.length > 255) c.fail(field, message.maxChars(field, 255));
    else if (field === 'type' && !PIXEL_TYPES.includes(raw)) c.fail(field, message.in(field));
    else changes[field] = raw;
  }
  return { errors: c.errors, changes };
}
