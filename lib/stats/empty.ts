/**
 * Why a period has no clicks. Both phpShort versions answer a link's statistics with an empty
 * list, never an error, whether nobody followed it or its clicks lie outside the days asked for;
 * and neither checks the plan's `link_stats` there. The link's own click counter (the list's
 * `clicks`) tells them apart: it counts every visit the instance let through, each of which it
 * also records for statistics, except those it keeps no statistics for (visits by bots, links
 * made by guests, statistics removed by an administrator).
 */

/**
 * `never`: the link has no click at all; `elsewhere`: it has clicks, none recorded in these
 * days; `unknown`: the link's counter was not read.
 */
export type NoClicks = 'never' | 'elsewhere' | 'unknown';

export function whyNoClicks(linkClicks: number | null | undefined): NoClicks {
  if (typeof linkClicks !== 'number' || !Number.isFinite(linkClicks)) return 'unknown';
  return linkClicks > 0 ? 'elsewhere' : 'never';
}
