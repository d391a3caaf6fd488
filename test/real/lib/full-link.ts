/**
 * A link with every store field of the instance's version set (the names come from versions.ts),
 * and what reading it back must show through the normalized record. A field the account's plan
 * does not include is left out, with a note: the server would refuse it (422), which says
 * nothing about Linklet.
 */
import { linkDomainId } from '../../../lib/api/link-domain';
import { linkPixelIds, linkSpaceId, type Link, type LinkCreateInput } from '../../../lib/api/schemas';
import { optionFeature, requestField, type ApiVersion, type LinkOptionName } from '../../../lib/api/versions';
import { zonedInstant } from './tz';

export interface FullLinkContext {
  version: ApiVersion;
  allows(feature: string | undefined): boolean;
  alias: string;
  url: string;
  expiredUrl: string;
  domainId: number;
  /** An existing space of the account (links may go in it; the space itself is never changed). */
  spaceId?: number;
  /** This run's own pixels. */
  pixelIds: number[];
  timeZone: string | null;
}

export interface FieldCheck {
  what: string;
  actual(link: Link): unknown;
  expected: unknown;
}

export interface FullLink {
  input: LinkCreateInput;
  checks: FieldCheck[];
  /** Fields left out, and why. */
  skipped: string[];
}

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
export const EXPIRY = { date: `${NEXT_YEAR}-06-15`, time: '18:30' };
export const PERIOD = { from: `${NEXT_YEAR}-01-10 08:00`, until: `${NEXT_YEAR}-06-15 18:30` };

/** A wall-clock time in the account's zone, as the instant the server answers with (ISO, UTC). */
function instantCheck(what: string, local: string, timeZone: string | null, read: (link: Link) => string | null | undefined): FieldCheck {
  const expected = timeZone ? zonedInstant(local, timeZone) : undefined;
  if (expected === undefined)
    return { what: `${what} is set (time zone ${timeZone ?? 'unknown'}: instant not checked)`, actual: (l) => typeof read(l) === 'string', expected: true };
  return { what, actual: (link) => Date.parse(read(link) ?? ''), expected };
}

export function fullLink(c: FullLinkContext): FullLink {
  const input: Record<string, unknown> = { url: c.url, domain_id: c.domainId, alias: c.alias };
  const checks: FieldCheck[] = [
    { what: 'url', actual: (l) => l.url, expected: c.url },
    { what: 'alias', actual: (l) => l.alias, expected: c.alias },
    { what: 'short_url ends with the alias', actual: (l) => l.short_url.endsWith(`/${c.alias}`), expected: true },
    { what: 'domain', actual: (l) => linkDomainId(l), expected: c.domainId },
  ];
  const skipped: string[] = [];
  /** Sets `option` to `value` when the version has it and the plan allows it. */
  const option = (name: LinkOptionName, value: unknown, check?: Omit<FieldCheck, 'what'>) => {
    const field = requestField(name, c.version);
    if (!field) return;
    const feature = optionFeature(name, c.version);
    if (!c.allows(feature)) return void skipped.push(`${field} (the plan lacks ${feature})`);
    input[field] = value;
    if (check) checks.push({ what: field, ...check });
  };

  if (c.spaceId !== undefined && c.allows('spaces')) {
    input.space_id = c.spaceId;
    checks.push({ what: 'space_id', actual: (l) => linkSpaceId(l), expected: c.spaceId });
  } else skipped.push(c.spaceId === undefined ? 'space_id (the account has no space to put it in)' : 'space_id (the plan lacks spaces)');
  if (c.pixelIds.length > 0) {
    input.pixel_ids = c.pixelIds;
    checks.push({ what: 'pixel_ids', actual: (l) => linkPixelIds(l).sort((a, b) => a - b), expected: [...c.pixelIds].sort((a, b) => a - b) });
  } else skipped.push('pixel_ids (no pixel could be made: the plan lacks pixels)');

  option('linkPassword', 'linklet link pass', { actual: (l) => l.has_link_password, expected: true });
  option('privacy', 2, { actual: (l) => l.privacy, expected: 2 });
  if (input.privacy === 2) option('statsPassword', 'linklet stats pass', { actual: (l) => l.has_stats_password, expected: true });
  option('disabled', 1, { actual: (l) => Number(l.disabled), expected: 1 });
  option('clickLimit', 500, { actual: (l) => l.click_limit, expected: 500 });
  option('expirationUrl', c.expiredUrl, { actual: (l) => l.expiration_url, expected: c.expiredUrl });
  option('sensitiveContent', 1, { actual: (l) => l.sensitive_content, expected: true });
  if (c.version === 44) {
    option('expirationDate', EXPIRY.date);
    option('expirationTime', EXPIRY.time);
    if (input.expiration_date) checks.push(instantCheck('ends_at', `${EXPIRY.date} ${EXPIRY.time}`, c.timeZone, (l) => l.ends_at));
  } else {
    option('activeFrom', PERIOD.from);
    option('activeUntil', PERIOD.until);
    if (input.active_period_start_at) {
      checks.push(instantCheck('active_from', PERIOD.from, c.timeZone, (l) => l.active_from));
      checks.push(instantCheck('active_until', PERIOD.until, c.timeZone, (l) => l.active_until));
    }
  }
  targeting(c, input, checks, skipped);
  return { input: input as unknown as LinkCreateInput, checks, skipped };
}

const rule = (key: string, page: string, c: FullLinkContext) => ({ key, value: `${c.url}-${page}` });

/** v44: all four rule lists (each is stored), country selected; v49: its one list, as countries. */
function targeting(c: FullLinkContext, input: Record<string, unknown>, checks: FieldCheck[], skipped: string[]): void {
  if (!c.allows(optionFeature('targetRules', c.version))) return void skipped.push('targeting (the plan lacks link_targeting)');
  const countries = [rule('US', 'us', c), rule('DE', 'de', c)];
  if (c.version === 44) {
    const lists = {
      country: countries,
      platform: [rule('OS X', 'mac', c)],
      language: [rule('fr', 'fr', c)],
      rotation: [{ value: `${c.url}-r1` }, { value: `${c.url}-r2` }],
    };
    Object.assign(input, { target_type: 1, ...lists });
    checks.push({ what: 'target_type', actual: (l) => l.targeting?.kind, expected: 'country' });
    checks.push({ what: 'rule lists', actual: (l) => l.targeting?.rules, expected: lists });
  } else {
    Object.assign(input, { targets_type: 'countries', targets: countries });
    checks.push({ what: 'targets_type', actual: (l) => l.targeting?.kind, expected: 'countries' });
    checks.push({ what: 'targets', actual: (l) => l.targeting?.rules, expected: { countries } });
  }
}

/** The update that removes every pixel and every targeting rule, in the version's fields. */
export function clearPixelsAndRules(version: ApiVersion): Record<string, unknown> {
  return version === 44
    ? { pixel_ids: [], target_type: 0, country: [], platform: [], language: [], rotation: [] }
    : { pixel_ids: [], targets_type: null, targets: [] };
}
