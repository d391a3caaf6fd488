/**
 * The schemas every answer the client returns is parsed by, and the records' types (`z.output`
 * of them). Both phpShort versions are read into one shape: a link record says which version
 * wrote it (versions.ts `linkDialect`), and its own names are read under the one shape's
 * (versions.ts LINK_RECORD). Lenient exactly where Linklet does not care (lenient.ts): unknown
 * fields pass, numbers may come as strings, `null` means "not set", and a field that cannot be
 * read is left out. Only a link's `id`, `url` and `short_url` (any record's `id`) are required.
 *
 * zod's mini build: the popup reads settings and answers with it on its way to the short link.
 */
import * as z from 'zod/mini';
import { isHttpUrl } from '../url/typed-url';
import { defined, field, flag, isRecord, maybe, num, orElse, record, someOf, text, urlText } from './lenient';
import { FEATURES, LINK_RECORD, linkDialect, V44_TARGETS, V49_TARGETS, type ApiVersion, type Feature, type TargetKind } from './versions';

// What the client takes (enumerations and inputs) lives in inputs.ts; most of Linklet imports it from here.
export * from './inputs';
export type { ApiVersion };

// ---------------------------------------------------------------------------------------------
// Related records, nested in a link or listed on their own

export const domainSchema = record({
  id: num,
  /** The host short links on it use (`sho.rt`). */
  name: field(text),
  /** 0 for the instance's global domains (the default one among them), else the owner. */
  user_id: field(num),
  /** `http(s)://host`, from the instance's short-link protocol. */
  url: field(urlText),
});
export const spaceSchema = record({ id: num, name: field(text) });
const pixelRefSchema = record({ id: num, name: field(text), type: field(text) });
/** A pixel's `type` stays a string: a type the client does not know must not break the list. */
export const pixelSchema = record({ id: num, name: field(text), type: field(text), value: field(text), created_at: field(text), updated_at: field(text) });

export type Domain = z.output<typeof domainSchema>;
export type DomainRef = Domain;
export type Space = z.output<typeof spaceSchema>;
export type SpaceRef = Space;
export type PixelRef = z.output<typeof pixelRefSchema>;
export type Pixel = z.output<typeof pixelSchema>;

// ---------------------------------------------------------------------------------------------
// Links

/** A targeting rule; rotations (a list of URLs) have no key. */
const ruleSchema = record({ key: maybe(text), value: urlText });
const TARGET_KINDS = [...V44_TARGETS, ...V49_TARGETS];
const isTargetKind = (kind: unknown): kind is TargetKind => (TARGET_KINDS as unknown[]).includes(kind);
const rulesSchema = orElse(someOf(ruleSchema), () => []);
/** Targeting in the link's own version: its kind (none: null) and the rules stored per kind. */
const targetingSchema = z.object({
  kind: orElse(z.nullable(z.custom<TargetKind>(isTargetKind)), () => null),
  /** v44 keeps one list per kind (a list stays stored when its kind is not selected); v49 one list. */
  rules: z.object(Object.fromEntries(TARGET_KINDS.map((kind) => [kind, z.optional(rulesSchema)])) as Record<TargetKind, z.ZodMiniOptional<typeof rulesSchema>>),
});

/** A link, whichever version answered: the version-specific facts have one name each (LINK_RECORD). */
const linkShape = z.object({
  id: num,
  url: urlText,
  /** Copied, opened and shown as a link: a server that answers `javascript:` here is not one to trust with that. */
  short_url: urlText.check(z.refine(isHttpUrl)),
  alias: field(text),
  title: field(text),
  clicks: field(num),
  domain: field(z.union([num, domainSchema])),
  domain_id: field(num),
  space: field(z.union([num, spaceSchema])),
  space_id: field(num),
  pixels: field(someOf(z.union([num, pixelRefSchema]))),
  pixel_ids: field(someOf(num)),
  /** 0 public, 1 private, 2 password-protected statistics. */
  privacy: field(num),
  has_link_password: field(flag),
  has_stats_password: field(flag),
  /** v44 only. */
  disabled: field(z.union([z.boolean(), num])),
  ends_at: field(text),
  active_from: field(text),
  active_until: field(text),
  /** Clicks after which the link expires (0 or null: no limit). */
  click_limit: field(num),
  expiration_url: field(urlText),
  /** v49 only: visitors are warned before they follow it. */
  sensitive_content: field(flag),
  targeting: maybe(targetingSchema),
  created_at: field(text),
  updated_at: field(text),
});

/** Fields both versions name alike. */
const SHARED_NAMES = Object.keys(linkShape.shape).filter((name) => !(name in LINK_RECORD) && name !== 'targeting');

/** A link record of either version under the one shape's names, its values as they came. */
function inOneShape(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  // A record without either version's marks is read in the contract's names (v44's): reading, not writing.
  const version = linkDialect(raw) ?? 44;
  const shaped: Record<string, unknown> = {};
  for (const name of SHARED_NAMES) if (name in raw) shaped[name] = raw[name];
  for (const [name, names] of Object.entries(LINK_RECORD)) {
    const from = (names as Partial<Record<ApiVersion, string>>)[version];
    if (from !== undefined && from in raw) shaped[name] = raw[from];
  }
  const targeting = version === 49 ? v49Targeting(raw) : v44Targeting(raw);
  if (targeting) shaped.targeting = targeting;
  return shaped;
}

/** v49: `targets_type` names the kind, `targets` holds its rules. */
function v49Targeting(raw: Record<string, unknown>): object | undefined {
  if (raw.targets_type === undefined && raw.targets === undefined) return undefined;
  const kind = V49_TARGETS.find((k) => k === raw.targets_type) ?? null;
  return { kind, rules: kind ? { [kind]: raw.targets ?? [] } : {} };
}

/** v44: `target_type` 1–4 names the kind, and each kind keeps its own list (`country_target`…). */
function v44Targeting(raw: Record<string, unknown>): object | undefined {
  const type = raw.target_type;
  if (type === undefined) return undefined;
  const kind = typeof type === 'number' || typeof type === 'string' ? (V44_TARGETS[Number(type) - 1] ?? null) : null;
  const rules: Record<string, unknown> = {};
  for (const name of V44_TARGETS) {
    const list = raw[`${name}_target`];
    if (list !== undefined && list !== null) rules[name] = list;
  }
  return { kind, rules };
}

export const linkSchema = z.pipe(z.pipe(z.transform(inOneShape), linkShape), z.transform(defined));

export type Link = z.output<typeof linkSchema>;
export type LinkTargeting = z.output<typeof targetingSchema>;
export type Rule = z.output<typeof ruleSchema>;

// ---------------------------------------------------------------------------------------------
// The account and statistics

/**
 * The plan's features Linklet knows (versions.ts FEATURES), as numbers: they may be strings
 * (`"1"`, `"-1"`) or booleans depending on how the plan was saved.
 */
const featureSchema = maybe(z.union([num, z.pipe(z.boolean(), z.transform(Number))]));
const featuresSchema = record(Object.fromEntries(FEATURES.map((name) => [name, featureSchema])) as Record<Feature, typeof featureSchema>);

/** `GET /account`: what the extension needs of it. */
export const accountSchema = record({
  id: field(num),
  name: field(text),
  email: field(text),
  timezone: field(text),
  plan: orElse(record({ id: field(num), name: field(text), features: orElse(featuresSchema, () => ({})) }), () => ({ features: {} })),
  /** The domain new links use in the web app; not applied by the API (a store names its domain). */
  default_domain: orElse(z.nullable(num), () => null),
  default_space: orElse(z.nullable(num), () => null),
});
export type Account = z.output<typeof accountSchema>;

/** One row of a statistic: a day, a country, a browser… (null or '' when unknown) and its count (v44: a string, a SQL SUM). */
export const statsRowSchema = z.object({
  value: z.pipe(
    z.unknown(),
    z.transform((value) => (value === null || value === undefined ? null : String(value))),
  ),
  count: num,
});
export type StatsRow = z.output<typeof statsRowSchema>;

export interface StatsPage {
  rows: StatsRow[];
  /** Absent for v49 clicks, which come unpaginated. */
  meta?: { current_page: number; last_page?: number; total?: number };
}

// ---------------------------------------------------------------------------------------------
// Envelopes: lists, deletions

const count = z.optional(z.nullable(z.number()));
/**
 * Laravel's paginator `meta`, kept whole: `current_page` a number, the other fields it has of
 * their type (a meta that lies about one is not trusted for paging at all).
 */
export const pageMetaSchema = z.looseObject({
  current_page: z.number(),
  from: count,
  to: count,
  last_page: count,
  /** A query value echoed back may be a string. */
  per_page: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  total: count,
  path: z.optional(z.nullable(z.string())),
});
export type PageMeta = z.output<typeof pageMetaSchema>;

/** A list: Laravel's `{data, links, meta}`, a bare paginator (statistics) or a bare array. */
export const listSchema = z.union([z.array(z.unknown()), z.looseObject({ data: z.array(z.unknown()) })]);

/** A deletion's answer adds detail to "deleted" (an empty body, 204 or `null` says it too). */
export const deletedSchema = record({ id: maybe(num), object: maybe(z.string()), deleted: maybe(z.boolean()) });
export type DeleteResult = z.output<typeof deletedSchema>;

/** The rate limit the server reported with an answer (`X-RateLimit-*`), when it did. */
export interface RateInfo {
  limit: number;
  remaining: number;
}

/** A page of results: items that could not be read are reported, not fatal. */
export interface Page<T> {
  items: T[];
  meta: PageMeta;
  /** Items the server sent that could not be read (index in `data` and why). */
  skipped: Array<{ index: number; reason: string }>;
  rate?: RateInfo;
  /** The version whose field names the records carry, when they say (links only; versions.ts `linkDialect`). */
  version?: ApiVersion;
}

// ---------------------------------------------------------------------------------------------
// Reading related records whichever form the server used (the domain's: link-domain.ts)

export function linkSpaceId(link: Link): number | undefined {
  if (typeof link.space === 'number') return link.space;
  return link.space?.id ?? link.space_id ?? undefined;
}

export function linkPixelIds(link: Link): number[] {
  if (link.pixels) return link.pixels.map((p) => (typeof p === 'number' ? p : p.id));
  return link.pixel_ids ?? [];
}

export function linkIsDisabled(link: Link): boolean {
  return link.disabled === 1 || link.disabled === true;
}
