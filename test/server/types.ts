/**
 * The reference server's in-memory records. Stored values are canonical (what the database holds);
 * the JSON each phpShort version answers is built from them at response time (link-view.ts).
 * Records without `user_id` belong to the account (tests may push such records directly).
 */

/** phpShort 44 (Laravel 10) or 49 (Laravel 12): field names, messages and quirks differ. */
export type Version = 44 | 49;

/** The account the API key belongs to, and a second account that owns records for 404s. */
export const USER_ID = 1;
export const OTHER_USER_ID = 2;

export interface Domain {
  id: number;
  /** 0: a global domain of the instance; absent: the account's own. */
  user_id?: number;
  /** Host name only, e.g. `sho.rt`; the instance's short protocol is https. */
  name: string;
  index_page?: string | null;
  not_found_page?: string | null;
  created_at: string;
  updated_at: string;
}

export interface Space {
  id: number;
  user_id?: number;
  name: string;
  /** 1–6, the colour class of the web UI. */
  color: number;
  created_at: string;
  updated_at: string;
}

export interface StoredPixel {
  id: number;
  user_id?: number;
  name: string;
  type: string;
  value: string;
  created_at: string;
  updated_at: string;
}

/** A targeting rule; rotation rules have no key. */
export interface TargetRule {
  key?: string;
  value: string;
}

/** Stored targeting JSON: a list, or an object keyed by index when the server dropped a middle rule. */
export type TargetList = TargetRule[] | { [index: string]: TargetRule };

export interface StoredLink {
  id: number;
  user_id?: number;
  alias: string;
  url: string;
  /** The page's title, as the real server fetched it when the link was made (this one derives it from the URL). */
  title: string;
  clicks: number;
  last_rotation?: number;
  domain_id: number;
  space_id: number | null;
  pixel_ids: number[];
  /** The link (redirect) password: v44 `password`, v49 `redirect_password`. */
  password: string | null;
  privacy: number;
  /** The statistics password: v44 `privacy_password`, v49 `password`. */
  privacy_password: string | null;
  /** v44 only. */
  disabled: number;
  expiration_url: string | null;
  /** v44 expiry: YYYY-MM-DD and HH:MM in the account's time zone (UTC). */
  expiration_date: string | null;
  expiration_time: string | null;
  /** v44 `expiration_clicks`, v49 `clicks_limit` (0 = none). */
  expiration_clicks: number | null;
  /** v44 targeting: 0 none, 1 country, 2 platform, 3 language, 4 rotation. */
  target_type: number | null;
  country: TargetList | null;
  platform: TargetList | null;
  language: TargetList | null;
  rotation: TargetList | null;
  /** v49 only: the sensitive-content interstitial (null, 0 or 1). */
  sensitive_content?: number | null;
  /** v49 expiry: both ISO dates or both null. */
  active_period_start_at?: string | null;
  active_period_end_at?: string | null;
  /** v49 targeting: countries, devices… and its rules. */
  targets_type?: string | null;
  targets?: TargetList | null;
  /** Laravel's JSON date form: 2024-05-01T10:00:00.000000Z */
  created_at: string;
  updated_at: string;
}

/** One visit, the raw row statistics are counted from. */
export interface Click {
  link_id: number;
  /** Epoch ms. */
  at: number;
  /** `US:United States`; null when unknown. */
  country: string | null;
  /** `US:New York`. */
  city: string | null;
  browser: string | null;
  os: string | null;
  device: string | null;
  language: string | null;
  /** Host of the referring page; null for direct visits. */
  referrer: string | null;
}

export interface Account {
  id: number;
  name: string;
  email: string;
  locale: string;
  timezone: string;
  plan: { id: number; name: string };
  default_domain: number | null;
  default_space: number | null;
  default_stats: number | null;
  created_at: string;
}

/** Plan features: counts (-1 unlimited, 0 none) and 0/1 flags. */
export interface Features {
  api: number;
  links: number;
  spaces: number;
  domains: number;
  pixels: number;
  link_stats: number;
  link_targeting: number;
  link_expiration: number;
  link_password: number;
  /** v44 only. */
  link_disabling: number;
  link_utm: number;
  global_domains: number;
  link_deep: number;
  data_export: number;
}

export interface Db {
  version: Version;
  account: Account;
  features: Features;
  links: StoredLink[];
  pixels: StoredPixel[];
  domains: Domain[];
  spaces: Space[];
  clicks: Click[];
  /** Next ids to hand out; the server also never reuses an id already present in the arrays. */
  nextId: { links: number; pixels: number; domains: number; spaces: number };
}

export interface SeedOptions {
  /** Number of the account's links (default 30). */
  links?: number;
  /** Number of the account's pixels (default 8). */
  pixels?: number;
  /** Pseudo-random seed: the same seed (and `now`) gives the same data. Default 1. */
  seed?: number;
  /** Reference time for "the last year", expiries and statistics (default: start of the current UTC day). */
  now?: number;
}

/** Laravel serialises dates as ISO strings with microseconds; MySQL timestamps keep whole seconds. */
export function laravelDate(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, '.000000Z');
}

const ownerOf = (record: { user_id?: number }): number => record.user_id ?? USER_ID;
export const isMine = (record: { user_id?: number }): boolean => ownerOf(record) === USER_ID;
