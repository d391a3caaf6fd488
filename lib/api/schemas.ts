/**
 * Response and input shapes of the link-service API (`/api/v1`, links and pixels).
 *
 * Responses are parsed leniently: the contract leaves bodies "not shown", so only `id`, `url`,
 * `short_url` (links) and `id` (pixels) are required, unknown fields are kept (`looseObject`),
 * and related records may arrive nested (`domain: {id, name}`) or flat (`domain_id: 1`).
 * zod's core through ./zod.ts (zod/mini's builders without its per-schema methods) keeps these
 * schemas small enough for the popup's first load and the background's budget.
 */
import * as z from './zod';

// ---------------------------------------------------------------------------------------------
// Enumerations of the contract (also used to validate inputs before a request is sent)

export const PER_PAGE_VALUES = [10, 25, 50, 100] as const;
export const LINK_SEARCH_BY = ['title', 'alias', 'url'] as const;
/** status filter: 0 All, 1 Active, 2 Expired, 3 Disabled */
export const LINK_STATUS_VALUES = [0, 1, 2, 3] as const;
export const LINK_SORT_BY = ['id', 'clicks', 'title', 'alias', 'url'] as const;
export const SORT_ORDERS = ['desc', 'asc'] as const;
/** privacy: 0 Public, 1 Private, 2 Password-protected statistics */
export const PRIVACY_VALUES = [0, 1, 2] as const;
export const DISABLED_VALUES = [0, 1] as const;
/** target_type: 0 None, 1 Geographic (country), 2 Platform, 4 Rotation (language rules ride along any) */
export const TARGET_TYPES = [0, 1, 2, 4] as const;
export const PLATFORMS = ['iOS', 'Android', 'Windows', 'OS X', 'Linux', 'Ubuntu', 'Chrome OS'] as const;
export const PIXEL_TYPES = [
  'adroll',
  'bing',
  'facebook',
  'google-ads',
  'google-analytics',
  'google-tag-manager',
  'linkedin',
  'pinterest',
  'quora',
  'twitter',
] as const;
/** Newer servers answer `x` where older ones say `twitter`; accepted in responses only. */
export const PIXEL_TYPES_IN_RESPONSES = [...PIXEL_TYPES, 'x'] as const;
export const PIXEL_SORT_BY = ['id', 'name'] as const;

export type PerPage = (typeof PER_PAGE_VALUES)[number];
export type LinkSearchBy = (typeof LINK_SEARCH_BY)[number];
export type LinkStatusFilter = (typeof LINK_STATUS_VALUES)[number];
export type LinkSortBy = (typeof LINK_SORT_BY)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];
export type Privacy = (typeof PRIVACY_VALUES)[number];
export type TargetType = (typeof TARGET_TYPES)[number];
export type Platform = (typeof PLATFORMS)[number];
export type PixelType = (typeof PIXEL_TYPES)[number];
export type PixelSortBy = (typeof PIXEL_SORT_BY)[number];

// ---------------------------------------------------------------------------------------------
// Responses

const id = z.number();
const optionalText = z.optional(z.nullable(z.string()));
const optionalCount = z.optional(z.nullable(z.number()));
/** `disabled` and friends: some versions answer booleans, some 0/1. */
const flag = z.optional(z.nullable(z.union([z.number(), z.boolean()])));

export const DomainRef = z.looseObject({ id, name: optionalText, url: optionalText });
export const SpaceRef = z.looseObject({ id, name: optionalText, color: optionalText });
export const PixelRef = z.looseObject({ id, name: optionalText, type: optionalText });
export type DomainRef = z.infer<typeof DomainRef>;
export type SpaceRef = z.infer<typeof SpaceRef>;
export type PixelRef = z.infer<typeof PixelRef>;

export const Link = z.looseObject({
  id,
  url: z.string(),
  short_url: z.string(),
  alias: optionalText,
  title: optionalText,
  clicks: optionalCount,
  domain: z.optional(z.nullable(z.union([DomainRef, id]))),
  domain_id: optionalCount,
  space: z.optional(z.nullable(z.union([SpaceRef, id]))),
  space_id: optionalCount,
  pixels: z.optional(z.nullable(z.array(z.union([PixelRef, id])))),
  pixel_ids: z.optional(z.nullable(z.array(id))),
  disabled: flag,
  privacy: optionalCount,
  expiration_url: optionalText,
  expiration_clicks: optionalCount,
  expiration_date: optionalText,
  expiration_time: optionalText,
  ends_at: optionalText,
  target_type: optionalCount,
  created_at: optionalText,
  updated_at: optionalText,
});
export type Link = z.infer<typeof Link>;

export const Pixel = z.looseObject({
  id,
  name: optionalText,
  /** Kept as a string: unknown future types must not break the list. */
  type: optionalText,
  value: optionalText,
  created_at: optionalText,
  updated_at: optionalText,
});
export type Pixel = z.infer<typeof Pixel>;

/** Laravel's paginator `meta`; only `current_page` is certain. */
export const PageMeta = z.looseObject({
  current_page: z.number(),
  from: optionalCount,
  to: optionalCount,
  last_page: optionalCount,
  per_page: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  total: optionalCount,
  path: optionalText,
});
export type PageMeta = z.infer<typeof PageMeta>;

/** A page of results after lenient parsing: items that failed their schema are reported, not fatal. */
export interface Page<T> {
  items: T[];
  meta: PageMeta;
  /** Items the server sent that did not match the schema (index in `data` and why). */
  skipped: Array<{ index: number; reason: string }>;
}

export const DeleteResult = z.looseObject({
  id: z.optional(id),
  object: optionalText,
  deleted: z.optional(z.boolean()),
});
export type DeleteResult = z.infer<typeof DeleteResult>;

// ---------------------------------------------------------------------------------------------
// Inputs (checked before any request; see lib/api/validate.ts)

/** One targeting rule: `country[i][key]=US&country[i][value]=https://…` */
export interface TargetRule {
  key: string;
  value: string;
}

export interface LinkFields {
  alias?: string;
  password?: string;
  /** null on update clears the space (sent as an empty field). */
  space_id?: number | null;
  pixel_ids?: number[];
  disabled?: 0 | 1;
  privacy?: Privacy;
  privacy_password?: string;
  expiration_url?: string;
  /** YYYY-MM-DD */
  expiration_date?: string;
  /** HH:MM */
  expiration_time?: string;
  /** null on update removes the click limit (sent as an empty field). */
  expiration_clicks?: number | null;
  target_type?: TargetType;
  /** ISO 3166-1 alpha-2 keys */
  country?: TargetRule[];
  /** keys from PLATFORMS */
  platform?: TargetRule[];
  /** ISO 639-1 keys */
  language?: TargetRule[];
  /** rotation URLs (no key) */
  rotation?: Array<{ value: string }>;
}

export interface LinkCreateInput extends LinkFields {
  url: string;
  domain_id: number;
}

/** Update never carries `domain_id` (the contract does not accept it). */
export interface LinkUpdateInput extends LinkFields {
  url?: string;
}

export interface LinkListQuery {
  search?: string;
  search_by?: LinkSearchBy;
  status?: LinkStatusFilter;
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

/** Paging of the lists outside the contract (domains, spaces). */
export interface PageQuery {
  per_page?: PerPage;
  /** 1-based */
  page?: number;
}

// ---------------------------------------------------------------------------------------------
// Reading related records whichever form the server used (the domain's: link-domain.ts, without
// zod, so the popup's first chunk can read it too)

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
