/**
 * What the client takes and gives: the API's enumerations, the records it returns (read from
 * either phpShort version into one shape, see normalize.ts) and the inputs of each operation.
 *
 * Answers are read leniently: only what Linklet uses is looked at, and a field of an unexpected
 * type (a space's `color` as a number, `"1"` where a number is usual, `null` for a default) is
 * read as well as it can be or ignored, never a reason to drop the record.
 */
import { PIXEL_TYPES, type ApiVersion, type TargetKind } from './versions';

// ---------------------------------------------------------------------------------------------
// Enumerations

export const PER_PAGE_VALUES = [10, 25, 50, 100] as const;
export const LINK_SEARCH_BY = ['title', 'alias', 'url'] as const;
/** status filter: 0 All, 1 Active, 2 Expired, 3 Disabled (v44 only; see versions.ts STATUS_FILTERS) */
export const LINK_STATUS_VALUES = [0, 1, 2, 3] as const;
export const LINK_SORT_BY = ['id', 'clicks', 'title', 'alias', 'url'] as const;
export const SORT_ORDERS = ['desc', 'asc'] as const;
/** privacy: 0 Public, 1 Private, 2 Password-protected statistics */
export const PRIVACY_VALUES = [0, 1, 2] as const;
export { PIXEL_TYPES };
export const PIXEL_SORT_BY = ['id', 'name'] as const;

export type PerPage = (typeof PER_PAGE_VALUES)[number];
export type LinkSearchBy = (typeof LINK_SEARCH_BY)[number];
export type LinkStatusFilter = (typeof LINK_STATUS_VALUES)[number];
export type LinkSortBy = (typeof LINK_SORT_BY)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];
export type Privacy = (typeof PRIVACY_VALUES)[number];
export type PixelType = (typeof PIXEL_TYPES)[number];
export type PixelSortBy = (typeof PIXEL_SORT_BY)[number];

// ---------------------------------------------------------------------------------------------
// Records (as normalize.ts returns them)

export interface DomainRef {
  id: number;
  /** The host short links on it use (`sho.rt`). */
  name?: string | null;
  /** 0 for the instance's global domains (the default one among them), else the owner. */
  user_id?: number | null;
}
export interface SpaceRef {
  id: number;
  name?: string | null;
}
export interface PixelRef {
  id: number;
  name?: string | null;
  type?: string | null;
}

export interface Rule {
  /** Absent for rotations (a list of URLs). */
  key?: string;
  value: string;
}

/** Targeting in the link's own version: its kind (none: null) and the rules stored per kind. */
export interface LinkTargeting {
  kind: TargetKind | null;
  /** v44 keeps one list per kind (a list stays stored when its kind is not selected); v49 one list. */
  rules: Partial<Record<TargetKind, Rule[]>>;
}

/**
 * A link, whichever version answered. The version-specific facts have one name each here
 * (`has_link_password`, `click_limit`…); versions.ts says which field each comes from.
 */
export interface Link {
  id: number;
  url: string;
  short_url: string;
  alias?: string | null;
  title?: string | null;
  clicks?: number | null;
  domain?: DomainRef | number | null;
  domain_id?: number | null;
  space?: SpaceRef | number | null;
  space_id?: number | null;
  pixels?: Array<PixelRef | number> | null;
  pixel_ids?: number[] | null;
  /** 0 public, 1 private, 2 password-protected statistics. */
  privacy?: number | null;
  has_link_password?: boolean;
  has_stats_password?: boolean;
  /** v44 only. */
  disabled?: number | boolean | null;
  /** v44: when the link expires (ISO). */
  ends_at?: string | null;
  /** v49: the period the link is active (ISO). */
  active_from?: string | null;
  active_until?: string | null;
  /** Clicks after which the link expires (0 or null: no limit). */
  click_limit?: number | null;
  expiration_url?: string | null;
  /** v49 only: visitors are warned before they follow it. */
  sensitive_content?: boolean | null;
  targeting?: LinkTargeting | null;
  created_at?: string | null;
  updated_at?: string | null;
}

export interface Pixel {
  id: number;
  name?: string | null;
  /** Kept as a string: a type the client does not know must not break the list. */
  type?: string | null;
  value?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
}

export interface Domain extends DomainRef {
  /** `http(s)://host`, from the instance's short-link protocol. */
  url?: string | null;
}

export type Space = SpaceRef;

/** `GET /account`: what the extension needs of it. */
export interface Account {
  id?: number;
  name?: string | null;
  email?: string | null;
  timezone?: string | null;
  plan: { id?: number; name?: string | null; features: Record<string, number> };
  /** The domain new links use in the web app; not applied by the API (a store names its domain). */
  default_domain: number | null;
  default_space: number | null;
}

/** One row of a statistic: a day, a country, a browser… (null or '' when unknown) and its count. */
export interface StatsRow {
  value: string | null;
  count: number;
}

export interface StatsPage {
  rows: StatsRow[];
  /** Absent for v49 clicks, which come unpaginated. */
  meta?: { current_page: number; last_page?: number; total?: number };
}

/** Laravel's paginator `meta`; only `current_page` is certain (parse.ts reads it). */
export interface PageMeta {
  current_page: number;
  from?: number | null;
  to?: number | null;
  last_page?: number | null;
  per_page?: number | string | null;
  total?: number | null;
  path?: string | null;
}

/** The rate limit the server reported with an answer (`X-RateLimit-*`), when it did. */
export interface RateInfo {
  limit: number;
  remaining: number;
}

/** A page of results after lenient parsing: items that could not be read are reported, not fatal. */
export interface Page<T> {
  items: T[];
  meta: PageMeta;
  /** Items the server sent that could not be read (index in `data` and why). */
  skipped: Array<{ index: number; reason: string }>;
  rate?: RateInfo;
  /** The version whose field names the records carry, when they say (links only; normalize.ts `linkDialect`). */
  version?: ApiVersion;
}

export interface DeleteResult {
  id?: number;
  object?: string | null;
  deleted?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Inputs (checked by the forms that build them). Link fields use the names of the instance's
// version (versions.ts): the client never writes a field its version does not have.

export interface TargetRule {
  key: string;
  value: string;
}

/** Fields both versions name alike. `null` empties a field on update (sent as an empty field). */
interface CommonLinkFields {
  alias?: string;
  space_id?: number | null;
  /** `[]` on update removes every pixel. */
  pixel_ids?: number[];
  privacy?: Privacy;
  expiration_url?: string | null;
}

export interface V44LinkFields extends CommonLinkFields {
  /** The link password. */
  password?: string | null;
  /** The statistics password. */
  privacy_password?: string | null;
  disabled?: 0 | 1;
  /** YYYY-MM-DD */
  expiration_date?: string | null;
  /** HH:MM */
  expiration_time?: string | null;
  expiration_clicks?: number | null;
  /** 0 none, 1 country, 2 platform, 3 language, 4 rotation */
  target_type?: 0 | 1 | 2 | 3 | 4;
  /** `[]` on update empties the list. */
  country?: TargetRule[];
  platform?: TargetRule[];
  language?: TargetRule[];
  rotation?: Array<{ value: string }>;
}

export interface V49LinkFields extends CommonLinkFields {
  redirect_password?: string | null;
  /** v49's `password` is the statistics password. */
  password?: string | null;
  sensitive_content?: 0 | 1;
  /** `YYYY-MM-DD HH:MM`, both or neither. */
  active_period_start_at?: string | null;
  active_period_end_at?: string | null;
  clicks_limit?: number | null;
  /** null with `targets: []` removes the targeting. */
  targets_type?: string | null;
  /** Rotation rules have no key. */
  targets?: Array<{ key?: string; value: string }>;
}

/** The fields of either version; the client checks them against its own. */
export type LinkFields = V44LinkFields & V49LinkFields;

export interface LinkCreateInput extends LinkFields {
  url: string;
  domain_id: number;
}

/** Update never carries `domain_id` (the server ignores it: a link keeps its domain). */
export interface LinkUpdateInput extends LinkFields {
  url?: string;
}

export interface LinkListQuery {
  search?: string;
  search_by?: LinkSearchBy;
  status?: LinkStatusFilter;
  /** 0: links in no space. */
  space_id?: number;
  domain_id?: number;
  pixel_id?: number;
  sort_by?: LinkSortBy;
  sort?: SortOrder;
  per_page?: PerPage;
  /** 1-based */
  page?: number;
}

export interface PixelCreateInput {
  name: string;
  type: PixelType;
  value: string;
}

export type PixelUpdateInput = Partial<PixelCreateInput>;

export interface PixelListQuery {
  search?: string;
  search_by?: 'name';
  type?: PixelType;
  sort_by?: PixelSortBy;
  sort?: SortOrder;
  per_page?: PerPage;
  page?: number;
}

/** The domain and space lists. */
export interface PageQuery {
  search?: string;
  sort_by?: 'id' | 'name';
  sort?: SortOrder;
  per_page?: PerPage;
  /** 1-based */
  page?: number;
}

export interface StatsQuery {
  /** The version's own name (versions.ts STATS_NAMES). */
  name: string;
  /** YYYY-MM-DD, both inclusive. */
  from: string;
  to: string;
  sort_by?: 'count' | 'value';
  sort?: SortOrder;
  per_page?: PerPage;
  page?: number;
}

export type { ApiVersion };

// ---------------------------------------------------------------------------------------------
// Reading related records whichever form the server used (the domain's: link-domain.ts, kept
// apart so the popup's first chunk can read it too)

export { linkDomainId } from './link-domain';

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
