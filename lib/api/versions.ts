/**
 * The two versions of phpShort's `/api/v1` Linklet speaks, and how each names the same things.
 * v44 is the version the public API contract describes; v49, the current release, renamed or
 * dropped most link options (and `password` changed meaning: the statistics password). Sending
 * one version's names to the other is not refused, it is silently ignored or misread, so every
 * name the client writes or reads per version comes from the tables below (README "The API it
 * works with" shows the same tables).
 */

export type ApiVersion = 44 | 49;

/** The plan features (`plan.features` of `GET /account`) that gate what a link may carry. */
export const FEATURES = [
  'api',
  'links',
  'spaces',
  'domains',
  'pixels',
  'global_domains',
  'link_stats',
  'link_targeting',
  'link_password',
  'link_expiration',
  'link_disabling',
  'link_deep',
  'link_utm',
  'data_export',
] as const;
export type Feature = (typeof FEATURES)[number];

/** A link option the forms edit: its request field in each version (none: the version lacks it) and its gate. */
export interface LinkOption {
  44?: string;
  49?: string;
  /** The plan feature each version checks when the field carries a value (422 otherwise). */
  feature?: Partial<Record<ApiVersion, Feature>>;
}

const both = (feature: Feature) => ({ 44: feature, 49: feature });

/** Request fields, by what they mean. */
export const LINK_OPTIONS = {
  linkPassword: { 44: 'password', 49: 'redirect_password', feature: both('link_password') },
  /** Who may see the statistics: 0 public, 1 private, 2 with the statistics password. */
  privacy: { 44: 'privacy', 49: 'privacy', feature: { 49: 'link_stats' } },
  statsPassword: { 44: 'privacy_password', 49: 'password', feature: { 49: 'link_stats' } },
  disabled: { 44: 'disabled', feature: { 44: 'link_disabling' } },
  expirationDate: { 44: 'expiration_date', feature: { 44: 'link_expiration' } },
  expirationTime: { 44: 'expiration_time', feature: { 44: 'link_expiration' } },
  activeFrom: { 49: 'active_period_start_at', feature: { 49: 'link_expiration' } },
  activeUntil: { 49: 'active_period_end_at', feature: { 49: 'link_expiration' } },
  clickLimit: { 44: 'expiration_clicks', 49: 'clicks_limit', feature: both('link_expiration') },
  expirationUrl: { 44: 'expiration_url', 49: 'expiration_url', feature: both('link_expiration') },
  sensitiveContent: { 49: 'sensitive_content' },
  targetType: { 44: 'target_type', 49: 'targets_type' },
  /** v44: one list per kind (`country[i][key]` …); v49: one list (`targets[i][key]`). */
  targetRules: { 44: 'country platform language rotation', 49: 'targets', feature: both('link_targeting') },
} as const satisfies Record<string, LinkOption>;

export type LinkOptionName = keyof typeof LINK_OPTIONS;

/**
 * The request field of `option` in `version`, or undefined when that version has no such option
 * or no version is identified (null: nothing versioned is named then).
 */
export function requestField(option: LinkOptionName, version: ApiVersion | null): string | undefined {
  return version === null ? undefined : (LINK_OPTIONS[option] as LinkOption)[version];
}

/** Whether `version` has `option` at all. */
export function hasOption(option: LinkOptionName, version: ApiVersion | null): boolean {
  return requestField(option, version) !== undefined;
}

/** The plan feature `option` needs in `version`, if any. */
export function optionFeature(option: LinkOptionName, version: ApiVersion): Feature | undefined {
  return (LINK_OPTIONS[option] as LinkOption).feature?.[version];
}

/**
 * The fields of a link record one version names differently or alone has: each under its name in
 * the one shape Linklet reads both into (schemas.ts `linkSchema`) and its name in each version's
 * record (none: that version has no such field). Targeting differs in structure too (below).
 */
export const LINK_RECORD = {
  /** Booleans: whether a password is set (the passwords themselves are never sent back). */
  has_link_password: { 44: 'password', 49: 'redirect_password' },
  has_stats_password: { 44: 'privacy_password', 49: 'password' },
  click_limit: { 44: 'expiration_clicks', 49: 'clicks_limit' },
  disabled: { 44: 'disabled' },
  /** v44: when the link expires (ISO). */
  ends_at: { 44: 'ends_at' },
  /** v49: the period the link is active. */
  active_from: { 49: 'active_period_start_at' },
  active_until: { 49: 'active_period_end_at' },
  sensitive_content: { 49: 'sensitive_content' },
} as const satisfies Record<string, Partial<Record<ApiVersion, string>>>;

/**
 * Which version wrote a link record, when its field names say so for certain (v49's
 * `redirect_password`, `targets_type`, `clicks_limit`, `active_period_start_at`; v44's
 * `privacy_password`, `target_type`, `expiration_clicks`, `disabled`), else undefined: a list
 * answer identifies its server for free, and a record is read by its own version's names.
 */
export function linkDialect(raw: unknown): ApiVersion | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  if ('redirect_password' in raw || 'targets_type' in raw || 'clicks_limit' in raw || 'active_period_start_at' in raw) return 49;
  if ('privacy_password' in raw || 'target_type' in raw || 'expiration_clicks' in raw || 'disabled' in raw) return 44;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Targeting

/** v44 `target_type` 1–4, each using one list of rules (0: none). */
export const V44_TARGETS = ['country', 'platform', 'language', 'rotation'] as const;
/** v49 `targets_type` values; rules go in `targets` whatever the type. */
export const V49_TARGETS = ['continents', 'countries', 'operating_systems', 'browsers', 'languages', 'devices', 'rotations'] as const;
export type TargetKind = (typeof V44_TARGETS)[number] | (typeof V49_TARGETS)[number];

export function targetKinds(version: ApiVersion | null): readonly TargetKind[] {
  return version === null ? [] : version === 44 ? V44_TARGETS : V49_TARGETS;
}

/** Rotations are a list of URLs; every other kind pairs a key with a URL. */
export function isRotation(kind: string): boolean {
  return kind === 'rotation' || kind === 'rotations';
}

/** The keys a rule of each kind may take, as the server spells them (case matters). */
export const PLATFORMS = ['iOS', 'Android', 'Windows', 'OS X', 'Linux', 'Ubuntu', 'Chrome OS'] as const;
export const CONTINENTS = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const;
export const DEVICES = ['desktop', 'mobile', 'tablet', 'watch', 'television'] as const;
export const BROWSERS = [
  'Chrome',
  'Chromium',
  'Firefox',
  'Firefox Mobile',
  'Edge',
  'Internet Explorer',
  'Mobile Internet Explorer',
  'Vivaldi',
  'Brave',
  'Safari',
  'Opera',
  'Opera Mini',
  'Opera Mobile',
  'Opera Touch',
  'Yandex Browser',
  'UC Browser',
  'Samsung Internet',
  'QQ Browser',
  'BlackBerry Browser',
  // Sic: the server's list spells Maxthon this way.
  'Maxtho',
] as const;

/** Country and language codes are checked against lib/api/iso-codes.ts; the other kinds have fixed lists. */
export type KeyList = 'countries' | 'languages' | readonly string[] | null;

export function ruleKeys(kind: string): KeyList {
  switch (kind) {
    case 'country':
    case 'countries':
      return 'countries';
    case 'language':
    case 'languages':
      return 'languages';
    case 'platform':
    case 'operating_systems':
      return PLATFORMS;
    case 'continents':
      return CONTINENTS;
    case 'browsers':
      return BROWSERS;
    case 'devices':
      return DEVICES;
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Lists and statistics

/**
 * The link list's `status` filter as each server has it: 1 active, 2 expired, and v44's 3
 * disabled (v49 reads anything else as "all"). v49's are not its links' states: it counts a link
 * whose active period is over or not begun as active, one inside its period as neither, and only a
 * reached click limit as expired (recorded from the real server), so the Links view reads v49
 * states itself (lib/manager/links-state.ts).
 */
export const STATUS_FILTERS: Record<ApiVersion, readonly number[]> = { 44: [1, 2, 3], 49: [1, 2] };

/** Pixel types both versions accept (`twitter` is refused: it became `x`). */
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
  'x',
] as const;
