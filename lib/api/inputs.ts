/**
 * What the client takes: the API's enumerations and the inputs of each operation. Inputs are
 * checked by the forms that build them (lib/link-form, lib/actions/pixel-form.ts); what the
 * client gives back is read by the schemas of schemas.ts.
 */
import { PIXEL_TYPES } from './versions';

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

export interface SpaceCreateInput {
  name: string;
  /** 1–6, phpShort's colours (1 when absent). */
  color?: number;
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
