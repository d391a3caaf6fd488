/**
 * The form of an existing link, for editing. Kept apart from ./state so the popup's first load
 * does not carry it (editing is loaded on demand).
 */
import { linkDomainId, linkIsDisabled, linkPixelIds, linkSpaceId, type Link } from '../api/schemas';
import { emptyLinkForm, PRIVACY_OPTIONS, rulesOf, TARGET_TYPE_OPTIONS, type LinkFormState, type PrivacyValue, type TargetTypeValue } from './state';

const text = (value: unknown): string => (typeof value === 'number' ? String(value) : '');

/** Targeting rules are outside the schema's known fields (servers differ): read defensively. */
export function linkFormFromLink(link: Link): LinkFormState {
  const extra = link as Record<string, unknown>;
  const privacy = String(link.privacy ?? 0);
  const targetType = String(link.target_type ?? 0);
  // Some servers only answer `ends_at` (an ISO moment); its date and time are the fallback.
  const endsAt = typeof link.ends_at === 'string' ? link.ends_at : '';
  return {
    ...emptyLinkForm(),
    url: link.url,
    domainId: text(linkDomainId(link)),
    alias: link.alias ?? '',
    pixelIds: linkPixelIds(link),
    spaceId: text(linkSpaceId(link)),
    disabled: linkIsDisabled(link),
    privacy: (PRIVACY_OPTIONS as readonly string[]).includes(privacy) ? (privacy as PrivacyValue) : '0',
    expirationDate: link.expiration_date ?? endsAt.slice(0, 10),
    expirationTime: link.expiration_time ?? (link.expiration_date ? '' : endsAt.slice(11, 16)),
    expirationClicks: text(link.expiration_clicks),
    expirationUrl: link.expiration_url ?? '',
    targetType: (TARGET_TYPE_OPTIONS as readonly string[]).includes(targetType) ? (targetType as TargetTypeValue) : '0',
    country: rulesOf(extra.country, true),
    platform: rulesOf(extra.platform, true),
    language: rulesOf(extra.language, true),
    rotation: rulesOf(extra.rotation, false).map((row) => row.value),
  };
}

