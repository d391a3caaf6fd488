/**
 * The link form's state: every store/update field of the contract as the user sees it (text as
 * typed, so nothing is lost while it is still invalid). The same value drives the popup's
 * create form, its edit panel and the options page's link editor, and is what a draft stores.
 */
import type { Settings } from '../settings';

export type PrivacyValue = '0' | '1' | '2';
/** 0 None, 1 Geographic, 2 Platform, 4 Rotation (the contract has no 3). */
export type TargetTypeValue = '0' | '1' | '2' | '4';
export type RuleKind = 'country' | 'platform' | 'language';

export interface RuleRow {
  key: string;
  value: string;
}

export interface LinkFormState {
  /** Destination; edited in edit mode only (a new link takes the tab's URL). */
  url: string;
  /** Text, so a typed id survives while it is incomplete. Create only. */
  domainId: string;
  alias: string;
  pixelIds: number[];
  password: string;
  spaceId: string;
  disabled: boolean;
  privacy: PrivacyValue;
  privacyPassword: string;
  expirationDate: string;
  expirationTime: string;
  expirationClicks: string;
  expirationUrl: string;
  targetType: TargetTypeValue;
  country: RuleRow[];
  platform: RuleRow[];
  language: RuleRow[];
  rotation: string[];
}

/** The API field each form field is sent as; error keys start with it (`country.0.value`). */
export const API_FIELD: Record<keyof LinkFormState, string> = {
  url: 'url',
  domainId: 'domain_id',
  alias: 'alias',
  pixelIds: 'pixel_ids',
  password: 'password',
  spaceId: 'space_id',
  disabled: 'disabled',
  privacy: 'privacy',
  privacyPassword: 'privacy_password',
  expirationDate: 'expiration_date',
  expirationTime: 'expiration_time',
  expirationClicks: 'expiration_clicks',
  expirationUrl: 'expiration_url',
  targetType: 'target_type',
  country: 'country',
  platform: 'platform',
  language: 'language',
  rotation: 'rotation',
};

export const PRIVACY_OPTIONS: readonly PrivacyValue[] = ['0', '1', '2'];
export const TARGET_TYPE_OPTIONS: readonly TargetTypeValue[] = ['0', '1', '2', '4'];
/** Which rule list a target type edits (language rules go with any type). */
export const RULES_OF_TYPE: Record<TargetTypeValue, RuleKind | 'rotation' | null> = {
  '0': null,
  '1': 'country',
  '2': 'platform',
  '4': 'rotation',
};

export function emptyLinkForm(): LinkFormState {
  return {
    url: '',
    domainId: '',
    alias: '',
    pixelIds: [],
    password: '',
    spaceId: '',
    disabled: false,
    privacy: '0',
    privacyPassword: '',
    expirationDate: '',
    expirationTime: '',
    expirationClicks: '',
    expirationUrl: '',
    targetType: '0',
    country: [],
    platform: [],
    language: [],
    rotation: [],
  };
}

/** A new link's form with the user's defaults from the options page. */
export function linkFormFromSettings(settings: Settings): LinkFormState {
  return {
    ...emptyLinkForm(),
    domainId: settings.defaultDomainId === null ? '' : String(settings.defaultDomainId),
    spaceId: settings.defaultSpaceId === null ? '' : String(settings.defaultSpaceId),
    pixelIds: [...settings.defaultPixelIds],
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Rule rows from untrusted data (a draft, a server's record); a row missing its key gets ''. */
export function rulesOf(value: unknown, withKey = true): RuleRow[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const row = item as Record<string, unknown>;
    return [{ key: withKey ? text(row.key) : '', value: text(row.value) }];
  });
}

/**
 * A stored value (a draft) read back as a form: each field keeps its value when it has the
 * right type, otherwise takes the empty form's. Never throws.
 */
export function parseLinkForm(value: unknown): LinkFormState | null {
  if (typeof value !== 'object' || value === null) return null;
  const input = value as Record<string, unknown>;
  const form = emptyLinkForm();
  const strings = ['url', 'domainId', 'alias', 'password', 'spaceId', 'privacyPassword', 'expirationDate', 'expirationTime', 'expirationClicks', 'expirationUrl'] as const;
  for (const name of strings) if (typeof input[name] === 'string') form[name] = input[name];
  if (typeof input.disabled === 'boolean') form.disabled = input.disabled;
  if ((PRIVACY_OPTIONS as readonly unknown[]).includes(input.privacy)) form.privacy = input.privacy as PrivacyValue;
  if ((TARGET_TYPE_OPTIONS as readonly unknown[]).includes(input.targetType)) form.targetType = input.targetType as TargetTypeValue;
  if (Array.isArray(input.pixelIds)) form.pixelIds = input.pixelIds.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  for (const kind of ['country', 'platform', 'language'] as const) form[kind] = rulesOf(input[kind], true);
  if (Array.isArray(input.rotation)) form.rotation = input.rotation.filter((v): v is string => typeof v === 'string');
  return form;
}
