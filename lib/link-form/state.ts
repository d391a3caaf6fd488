/**
 * The link form's state: every store/update option of either phpShort version as the user sees
 * it (text as typed, so nothing is lost while it is still invalid). The option fields carry the
 * names of lib/api/versions.ts's LINK_OPTIONS, the one table that says what each version calls them; a
 * form shows only its instance's version's fields. The same value drives the popup's create
 * form, its edit panel and the options page's link editor, and is what a draft stores.
 */
import { targetKinds, V44_TARGETS, V49_TARGETS, type ApiVersion, type TargetKind } from '../api/versions';
import type { Settings } from '../settings';
import { completedUrl } from '../url/typed-url';

export type PrivacyValue = '0' | '1' | '2';
export type { TargetKind };

export interface RuleRow {
  /** '' for a rotation (a list of URLs). */
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
  spaceId: string;
  linkPassword: string;
  /** Statistics: '0' public, '1' private, '2' with the statistics password. */
  privacy: PrivacyValue;
  statsPassword: string;
  /** v44 */
  disabled: boolean;
  /** v44: YYYY-MM-DD and HH:MM */
  expirationDate: string;
  expirationTime: string;
  /** v49: `YYYY-MM-DDTHH:MM` as a datetime-local field writes it. */
  activeFrom: string;
  activeUntil: string;
  clickLimit: string;
  expirationUrl: string;
  /** v49 */
  sensitiveContent: boolean;
  /** '' for none. */
  targetType: TargetKind | '';
  /** The rows of each kind typed so far (switching kinds keeps them); the selected kind's are sent. */
  rules: Partial<Record<TargetKind, RuleRow[]>>;
  /**
   * The popup's preset chosen ('' for none); absent until the form gets a choice, and then the
   * default preset is chosen. Kept as text with a draft, so a draft keeps the choice.
   */
  presetId?: string;
}

/** The fields a draft keeps as text. */
const TEXT_FIELDS = [
  'url',
  'domainId',
  'alias',
  'spaceId',
  'linkPassword',
  'statsPassword',
  'expirationDate',
  'expirationTime',
  'activeFrom',
  'activeUntil',
  'clickLimit',
  'expirationUrl',
  'presetId',
] as const;

export const PRIVACY_OPTIONS: readonly PrivacyValue[] = ['0', '1', '2'];
const KINDS: readonly string[] = [...V44_TARGETS, ...V49_TARGETS];

export function isTargetKind(value: unknown): value is TargetKind {
  return typeof value === 'string' && KINDS.includes(value);
}

export function emptyLinkForm(): LinkFormState {
  return {
    url: '',
    domainId: '',
    alias: '',
    pixelIds: [],
    spaceId: '',
    linkPassword: '',
    privacy: '0',
    statsPassword: '',
    disabled: false,
    expirationDate: '',
    expirationTime: '',
    activeFrom: '',
    activeUntil: '',
    clickLimit: '',
    expirationUrl: '',
    sensitiveContent: false,
    targetType: '',
    rules: {},
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

/** The rows of the selected kind (none when no kind is selected). */
export function selectedRules(form: LinkFormState): RuleRow[] {
  return form.targetType ? (form.rules[form.targetType] ?? []) : [];
}

/**
 * The form as an instance of `version` reads it: a targeting kind the version does not have (a
 * draft typed for another instance) is no targeting, as its type list shows it.
 */
export function forVersion(form: LinkFormState, version: ApiVersion | null): LinkFormState {
  return form.targetType && !targetKinds(version).includes(form.targetType) ? { ...form, targetType: '' } : form;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Rule rows from untrusted data (a draft); a row missing its key gets ''. */
export function rulesOf(value: unknown): RuleRow[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const row = item as Record<string, unknown>;
    return [{ key: text(row.key), value: text(row.value) }];
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
  for (const name of TEXT_FIELDS) if (typeof input[name] === 'string') form[name] = input[name];
  if (typeof input.disabled === 'boolean') form.disabled = input.disabled;
  if (typeof input.sensitiveContent === 'boolean') form.sensitiveContent = input.sensitiveContent;
  if ((PRIVACY_OPTIONS as readonly unknown[]).includes(input.privacy)) form.privacy = input.privacy as PrivacyValue;
  if (isTargetKind(input.targetType)) form.targetType = input.targetType;
  if (Array.isArray(input.pixelIds)) form.pixelIds = input.pixelIds.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  if (typeof input.rules === 'object' && input.rules !== null) {
    for (const [kind, rows] of Object.entries(input.rules)) if (isTargetKind(kind)) form.rules[kind] = rulesOf(rows);
  }
  return form;
}

/**
 * The form with its address read by the one URL rule (lib/url/typed-url.ts): `example.com/pricing`
 * becomes `https://example.com/pricing` in the field, so what is sent is what the field shows.
 */
export function withTypedUrl(form: LinkFormState): LinkFormState {
  const url = completedUrl(form.url);
  return url ? { ...form, url } : form;
}
