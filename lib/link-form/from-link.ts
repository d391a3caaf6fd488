/**
 * The form of an existing link, for editing. Kept apart from ./state so the popup's first load
 * does not carry it (editing is loaded on demand).
 */
import { linkDomainId, linkIsDisabled, linkPixelIds, linkSpaceId, type Link } from '../api/schemas';
import { emptyLinkForm, PRIVACY_OPTIONS, type LinkFormState, type PrivacyValue, type RuleRow } from './state';

const text = (value: unknown): string => (typeof value === 'number' ? String(value) : '');

/**
 * An ISO moment as a datetime-local field shows it (`2030-01-01T08:00`), in `timeZone`: the
 * server reads the dates a form sends in the account's time zone, so they are shown in it too.
 */
export function inTimeZone(iso: string | null | undefined, timeZone = 'UTC'): string {
  const date = typeof iso === 'string' ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  } catch {
    return timeZone === 'UTC' ? '' : inTimeZone(iso, 'UTC');
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

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
