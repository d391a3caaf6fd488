/**
 * Asking once before an action on many links: how many, and what the version keeps or loses of
 * each link. What each change does to a link's other fields was read from real phpShort's
 * answers (docs/api.md, "Bulk changes"): a PATCH changes only the fields it sends, so pixels,
 * space, targeting and the stats password stay; but v49 has no switch, so its Disable writes the
 * active period's end (a scheduled end is replaced) and its Enable removes the period (a
 * scheduled start or end is lost), and v44's Expire replaces an expiry already set.
 */
import type { Link } from '../api/schemas';
import type { ApiVersion } from '../api/versions';
import { t, tCount, type MessageKey } from '../i18n';
import type { BulkKind } from '../link-state/changes';

/** Up to this many links an action runs at once; more, and it asks first (Delete always asks). */
export const FEW_LINKS = 3;

export function asksFirst(kind: BulkKind, count: number): boolean {
  return kind !== 'delete' && count > FEW_LINKS;
}

/** What the question says: its title, what is lost (when the version loses something), and what stays. */
export interface BulkQuestion {
  title: string;
  lost: string | null;
  kept: string;
  confirm: string;
}

const TITLE: Record<Exclude<BulkKind, 'delete'>, [MessageKey, MessageKey]> = {
  disable: ['managerAskDisableOne', 'managerAskDisableOther'],
  enable: ['managerAskEnableOne', 'managerAskEnableOther'],
  expire: ['managerAskExpireOne', 'managerAskExpireOther'],
  until: ['managerAskUntilOne', 'managerAskUntilOther'],
  noEnd: ['managerAskNoEndOne', 'managerAskNoEndOther'],
  addPixels: ['managerAskAddPixelsOne', 'managerAskAddPixelsOther'],
  removePixels: ['managerAskRemovePixelsOne', 'managerAskRemovePixelsOther'],
  space: ['managerAskMoveOne', 'managerAskMoveOther'],
};

/** What each version loses of a link, per action: none where the API keeps every other field. */
const LOST: Record<ApiVersion, Partial<Record<BulkKind, MessageKey>>> = {
  44: { expire: 'managerAskLostExpiry44', until: 'managerAskLostExpiry44' },
  49: {
    disable: 'managerAskLostDisable49',
    expire: 'managerAskLostDisable49',
    enable: 'managerAskLostEnable49',
    until: 'managerAskLostUntil49',
    noEnd: 'managerAskLostNoEnd49',
  },
};

/** How many of `links` hold what the action loses (a scheduled end or start), when they are known. */
export function losing(kind: BulkKind, version: ApiVersion, links: readonly Link[], now: number): number {
  const future = (iso: string | null | undefined) => {
    const ms = iso ? Date.parse(iso) : Number.NaN;
    return !Number.isNaN(ms) && ms > now;
  };
  const set = (iso: string | null | undefined) => !!iso && !Number.isNaN(Date.parse(iso));
  if (version === 44) return kind === 'expire' || kind === 'until' ? links.filter((link) => future(link.ends_at)).length : 0;
  if (kind === 'disable' || kind === 'expire' || kind === 'until') return links.filter((link) => future(link.active_until)).length;
  if (kind === 'enable' || kind === 'noEnd') return links.filter((link) => set(link.active_from) || set(link.active_until)).length;
  return 0;
}

/**
 * The question for an action of `kind` on `count` links. `links`, when they are known (a selection on the
 * pages read), lets it count the ones that lose something; "all that match" are not read yet.
 */
export function bulkQuestion(kind: BulkKind, version: ApiVersion, count: number, links: readonly Link[] | null, now: number): BulkQuestion | null {
  if (kind === 'delete') return null;
  const [one, other] = TITLE[kind];
  const lostKey = LOST[version][kind];
  let lost: string | null = lostKey ? t(lostKey) : null;
  if (lost && links) {
    const n = losing(kind, version, links, now);
    lost = n === 0 ? null : `${lost} ${tCount(n, { one: 'managerAskLosingOne', other: 'managerAskLosingOther' })}`;
  }
  return {
    title: tCount(count, { one, other }),
    lost,
    kept: t(version === 44 && (kind === 'disable' || kind === 'enable') ? 'managerAskKept44' : 'managerAskKept'),
    confirm: tCount(count, { one: 'managerAskConfirmOne', other: 'managerAskConfirmOther' }),
  };
}
