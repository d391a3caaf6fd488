/**
 * What a refresh under way says of itself where the index is used (the popup's Recent links and
 * search): how far it is, what it waits for, and how long the rest takes at the pace it actually
 * keeps (./guest.ts: a share of each rate window, the time its pages took), never a guess that
 * stays put while minutes pass (issue 40 saw "the rest in 30 s" for minutes).
 */
import { numberFormat, t, tCount } from '../i18n';
import { PHPSHORT_LIMIT } from '../rate-limit';
import { guestBudget, GUEST_WINDOW_MS, PER_PAGE } from './guest';
import type { IndexStatus } from './index';
import type { RefreshProgress } from './refresh';

/** How soon a window starts for the requests of a page just opened to count in it. */
const OPENING_MS = 5000;

/**
 * How long the rest of a full refresh takes from `now` (ms), or null when the server did not say
 * how many links there are: the pages left, at the window's share its pages have (a new window's
 * as much as the last one's), each as long as those of the window took; a pause for the rate limit
 * lasts until its window ends, one for the user's requests a moment.
 */
export function timeLeftMs(progress: RefreshProgress, now: number): number | null {
  const { total, fetched, burst } = progress;
  if (total === null) return null;
  let pages = Math.ceil(Math.max(0, total - fetched) / PER_PAGE);
  const share = burst?.budget ?? guestBudget(PHPSHORT_LIMIT);
  const pageMs = burst ? Math.max(0, progress.updatedAt - burst.at) / burst.pages : 0;
  const start = progress.yielded ? now : Math.max(now, progress.resumeAt);
  // What the window the next page counts in still allows, and when the one after it starts. A
  // window that starts now shares the server's minute with the requests of the page that shows
  // this, just opened: a page fewer (issue 40's CI saw "the rest in 1 s" take a minute more).
  const live = burst && start < burst.at + GUEST_WINDOW_MS;
  const room = live ? burst.budget - burst.pages : start - now < OPENING_MS ? Math.max(1, share - 1) : share;
  let next = live ? burst.at + GUEST_WINDOW_MS : start + GUEST_WINDOW_MS;
  if (pages <= room) return start - now + pages * pageMs;
  pages -= room;
  // Whole windows, then the last one's pages.
  const windows = Math.ceil(pages / share) - 1;
  next += windows * GUEST_WINDOW_MS;
  return next - now + (pages - windows * share) * pageMs;
}

/** A duration in words: "40 s", "about 3 min", "about 1 h 10 min". */
export function durationText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return t('waitSeconds', String(Math.max(1, seconds)));
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? t('waitMinutes', String(minutes)) : t('waitHours', [String(Math.floor(minutes / 60)), String(minutes % 60)]);
}

/**
 * "Indexed 5,100 of 7,043 links; the rest in about 4 min", "…; paused while your own requests go
 * through", "Indexing your links: 1,200 so far." when the server gives no count; when the index
 * stopped at its byte budget, that it holds the newest links only; nothing otherwise (a quick
 * refresh finds a few new links in a moment).
 */
export function progressText(status: IndexStatus, now = Date.now()): string | null {
  const progress = status.refreshing;
  const number = numberFormat();
  if (!progress && status.capped) return t('indexCapped', number.format(status.count));
  if (progress?.mode !== 'full') return null;
  const { fetched, total } = progress;
  // Before its first page, never "0 so far": nothing is known yet but that it has started.
  if (total === null || total <= fetched) return fetched > 0 ? t('indexProgressSome', number.format(fetched)) : t('indexProgressStarting');
  const indexed = tCount(total, { one: 'indexProgressOne', other: 'indexProgressOther' }, [number.format(fetched), number.format(total)]);
  if (progress.yielded) return t('indexProgressYielded', indexed);
  return t('indexProgressRest', [indexed, durationText(timeLeftMs(progress, now) ?? 0)]);
}
