/**
 * The form of an existing link, for editing. Kept apart from ./state so the popup's first load
 * does not carry it (editing is loaded on demand).
 */
import { linkDomainId } from '../api/link-domain';
import { linkIsDisabled, linkPixelIds, linkSpaceId, type Link } from '../api/schemas';
import { inTimeZone } from './time-zone';
import { emptyLinkForm, PRIVACY_OPTIONS, type LinkFormState, type PrivacyValue, type RuleRow } from './state';

export { inTimeZone };

const text = (value: unknown): string => (typeof value === 'number' ? String(value) : '');

/** `timeZone`: the account's (GET /account), where the server reads the dates it is sent. */
export function linkFormFromLink(link: Link, timeZone?: string | null): LinkFormState {
  const privacy = String(link.privacy ?? 0);
  const localField = (iso: string | null | undefined) => inTimeZone(iso, timeZone ?? undefined);
  // v44 answers only the moment (`ends_at`); its date and time are the form's fields.
  const endsAt = localField(link.ends_at);
  const rules: LinkFormState['rules'] = {};
  for (const [kind, list] of Object.entries(link.targeting?.rules ?? {})) {
    rules[kind as keyof typeof rules] = (list ?? []).map((rule): RuleRow => ({ key: rule.key ?? '', value: rule.value }));
  }
  return {
    ...emptyLinkForm(),
    url: link.url,
    domainId: text(linkDomainId(link)),
    alias: link.alias ?? '',
    pixelIds: linkPixelIds(link),
    spaceId: text(linkSpaceId(link)),
    disabled: linkIsDisabled(link),
    privacy: (PRIVACY_OPTIONS as readonly string[]).includes(privacy) ? (privacy as PrivacyValue) : '0',
    expirationDate: endsAt.slice(0, 10),
    expirationTime: endsAt.slice(11, 16),
    activeFrom: localField(link.active_from),
    activeUntil: localField(link.active_until),
    // 0 is the server's "no limit".
    clickLimit: link.click_limit ? String(link.click_limit) : '',
    expirationUrl: link.expiration_url ?? '',
    sensitiveContent: link.sensitive_content === true,
    targetType: link.targeting?.kind ?? '',
    rules,
  };
}
