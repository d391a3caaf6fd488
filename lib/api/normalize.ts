/**
 * Records as the server sent them → the shapes of schemas.ts. Both phpShort versions are read
 * here, each by its own field names (versions.ts): a link record says which version wrote it
 * (v49's has `redirect_password`, v44's `privacy_password`), so reading needs no setting.
 *
 * Lenient by design: a create's echo carries form values as strings (`"privacy": "2"`) and
 * `null` for columns it did not set, nested records carry extra columns (`user_id`, `pivot`,
 * a space's numeric `color`), targeting lists may come as objects keyed by index. Only `id`,
 * `url` and `short_url` are required of a link; any other field that cannot be read is left out.
 *
 * Hand-written rather than schemas of a validation library: the same record is read in two
 * dialects with per-field leniency, and these readers are on the popup's path to the short link,
 * where loading a validation library delayed it measurably (README, Performance).
 */
import { isHttpUrl } from './fields';
import type { Account, Domain, Link, LinkTargeting, Pixel, PixelRef, Rule, Space, SpaceRef, StatsRow } from './schemas';
import { LINK_RECORD, V44_TARGETS, V49_TARGETS, type TargetKind } from './versions';

type Raw = Record<string, unknown>;

/**
 * The server's own limits (URLs 2,048 characters, titles and names 255): a longer value comes
 * from no honest server, and would cost every search and every page that shows it. Text is cut
 * to them; a link whose URLs are longer is not read at all.
 */
export const MAX_URL = 2048;
export const MAX_TEXT = 255;

export function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A number, or a string of digits (a form value echoed back); otherwise undefined. */
export function num(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+(?:\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.slice(0, MAX_TEXT) : undefined;
}

function urlText(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= MAX_URL ? value : undefined;
}

/** `true`/`false`, 0/1 or their strings. */
function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const n = num(value);
  return n === undefined ? undefined : n !== 0;
}

/** Copies `value` under `key` when it is defined: absent stays absent, `null` stays `null`. */
function put<T extends object, K extends keyof T>(out: T, key: K, raw: unknown, read: (v: unknown) => T[K] | undefined): void {
  if (raw === null) (out as Record<K, unknown>)[key] = null;
  else if (raw !== undefined) {
    const value = read(raw);
    if (value !== undefined) out[key] = value;
  }
}

/** `[a, b]` or `{"0": a, "2": b}` (what a list with a removed middle member becomes) → `[a, b]`. */
function listOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (isRecord(value)) return Object.keys(value).sort((a, b) => Number(a) - Number(b)).map((key) => value[key]);
  return undefined;
}

function rules(value: unknown): Rule[] {
  return (listOf(value) ?? []).flatMap((item) => {
    const target = isRecord(item) ? urlText(item.value) : undefined;
    if (!isRecord(item) || target === undefined) return [];
    return [typeof item.key === 'string' ? { key: item.key.slice(0, MAX_TEXT), value: target } : { value: target }];
  });
}

function ref<T extends { id: number }>(value: unknown, read: (raw: Raw, id: number) => T): T | number | null | undefined {
  if (value === null) return null;
  const id = num(value);
  if (id !== undefined) return id;
  if (!isRecord(value)) return undefined;
  const refId = num(value.id);
  return refId === undefined ? undefined : read(value, refId);
}

const domainRef = (raw: Raw, id: number): Domain => {
  const out: Domain = { id };
  put(out, 'name', raw.name, text);
  put(out, 'user_id', raw.user_id, num);
  put(out, 'url', raw.url, urlText);
  return out;
};
const spaceRef = (raw: Raw, id: number): SpaceRef => {
  const out: SpaceRef = { id };
  put(out, 'name', raw.name, text);
  return out;
};
const pixelRef = (raw: Raw, id: number): PixelRef => {
  const out: PixelRef = { id };
  put(out, 'name', raw.name, text);
  put(out, 'type', raw.type, text);
  return out;
};

function targeting(raw: Raw, v49: boolean): LinkTargeting | undefined {
  if (v49) {
    const kind = V49_TARGETS.find((k) => k === raw.targets_type) ?? null;
    if (raw.targets_type === undefined && raw.targets === undefined) return undefined;
    return { kind, rules: kind ? { [kind]: rules(raw.targets) } : {} };
  }
  if (raw.target_type === undefined) return undefined;
  const type = num(raw.target_type) ?? 0;
  const out: LinkTargeting = { kind: V44_TARGETS[type - 1] ?? null, rules: {} };
  for (const kind of V44_TARGETS) {
    const list = raw[`${kind}_target`];
    if (list !== undefined && list !== null) out.rules[kind as TargetKind] = rules(list);
  }
  return out;
}

/**
 * Which version wrote a link record, when its field names say so for certain (v49's
 * `redirect_password`, `targets_type`, `clicks_limit`; v44's `privacy_password`, `target_type`,
 * `expiration_clicks`, `disabled`), else undefined: a list answer identifies its server for free.
 */
export function linkDialect(raw: unknown): 44 | 49 | undefined {
  if (!isRecord(raw)) return undefined;
  if ('redirect_password' in raw || 'targets_type' in raw || 'clicks_limit' in raw || 'active_period_start_at' in raw) return 49;
  if ('privacy_password' in raw || 'target_type' in raw || 'expiration_clicks' in raw || 'disabled' in raw) return 44;
  return undefined;
}

/**
 * A link record of either version, or undefined when it lacks `id`, `url` or `short_url`, or its
 * short URL is not an http(s) URL: Linklet copies, opens and shows it as a link, and a server
 * that answers `javascript:` there is not one to trust with that.
 */
export function readLink(raw: unknown): Link | undefined {
  if (!isRecord(raw)) return undefined;
  const id = num(raw.id);
  if (id === undefined || urlText(raw.url) === undefined || urlText(raw.short_url) === undefined || !isHttpUrl(raw.short_url)) return undefined;
  // v49 records always carry `redirect_password` (a boolean), v44 records `privacy_password`.
  const v49 = 'redirect_password' in raw || 'targets_type' in raw || 'clicks_limit' in raw;
  const version = v49 ? 49 : 44;
  const link: Link = { id, url: raw.url as string, short_url: raw.short_url };
  put(link, 'alias', raw.alias, text);
  put(link, 'title', raw.title, text);
  put(link, 'clicks', raw.clicks, num);
  put(link, 'domain', raw.domain, (v) => ref(v, domainRef) ?? undefined);
  put(link, 'domain_id', raw.domain_id, num);
  put(link, 'space', raw.space, (v) => ref(v, spaceRef) ?? undefined);
  put(link, 'space_id', raw.space_id, num);
  put(link, 'pixels', raw.pixels, (v) => listOf(v)?.flatMap((p) => ref(p, pixelRef) ?? []));
  put(link, 'pixel_ids', raw.pixel_ids, (v) => listOf(v)?.flatMap((p) => num(p) ?? []));
  put(link, 'privacy', raw.privacy, num);
  put(link, 'has_link_password', raw[LINK_RECORD.hasLinkPassword[version]], flag);
  put(link, 'has_stats_password', raw[LINK_RECORD.hasStatsPassword[version]], flag);
  put(link, 'click_limit', raw[LINK_RECORD.clickLimit[version]], num);
  put(link, 'expiration_url', raw.expiration_url, urlText);
  if (v49) {
    put(link, 'active_from', raw.active_period_start_at, text);
    put(link, 'active_until', raw.active_period_end_at, text);
    put(link, 'sensitive_content', raw.sensitive_content, flag);
  } else {
    put(link, 'disabled', raw.disabled, (v) => (typeof v === 'boolean' ? v : num(v)));
    put(link, 'ends_at', raw.ends_at, text);
  }
  const target = targeting(raw, v49);
  if (target) link.targeting = target;
  put(link, 'created_at', raw.created_at, text);
  put(link, 'updated_at', raw.updated_at, text);
  return link;
}

/** A record with a numeric id and the named text fields, or undefined. */
function readNamed<T extends { id: number }>(raw: unknown, fields: readonly string[]): T | undefined {
  if (!isRecord(raw)) return undefined;
  const id = num(raw.id);
  if (id === undefined) return undefined;
  const out: Raw = { id };
  for (const field of fields) put(out, field, raw[field], text);
  return out as T;
}

export const readPixel = (raw: unknown): Pixel | undefined => readNamed<Pixel>(raw, ['name', 'type', 'value', 'created_at', 'updated_at']);
export const readSpace = (raw: unknown): Space | undefined => readNamed<Space>(raw, ['name']);

export function readDomain(raw: unknown): Domain | undefined {
  if (!isRecord(raw)) return undefined;
  const id = num(raw.id);
  return id === undefined ? undefined : domainRef(raw, id);
}

/** Plan features may be numbers or strings (`"1"`, `"-1"`) depending on how the plan was saved. */
export function readAccount(raw: unknown): Account | undefined {
  if (!isRecord(raw)) return undefined;
  const plan = isRecord(raw.plan) ? raw.plan : {};
  const features: Record<string, number> = {};
  if (isRecord(plan.features)) {
    for (const [name, value] of Object.entries(plan.features)) {
      const n = num(value) ?? (typeof value === 'boolean' ? Number(value) : undefined);
      if (n !== undefined) features[name] = n;
    }
  }
  const account: Account = {
    plan: { features },
    default_domain: num(raw.default_domain) ?? null,
    default_space: num(raw.default_space) ?? null,
  };
  put(account, 'id', raw.id, num);
  put(account, 'name', raw.name, text);
  put(account, 'email', raw.email, text);
  put(account, 'timezone', raw.timezone, text);
  put(account.plan, 'id', plan.id, num);
  put(account.plan, 'name', plan.name, text);
  return account;
}

/** v44 counts are strings (a SQL SUM), v49's numbers; a value may be null or '' when unknown. */
export function readStatsRow(raw: unknown): StatsRow | undefined {
  if (!isRecord(raw)) return undefined;
  const count = num(raw.count);
  if (count === undefined) return undefined;
  const value = raw.value === null || raw.value === undefined ? null : String(raw.value);
  return { value, count };
}
