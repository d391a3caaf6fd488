import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import type { Link, LinkListQuery } from '../../../lib/api/schemas';
import { createPacer, type Clock } from '../../../lib/bulk/pace';
import { readAllMatches } from '../../../lib/manager/all-matches';
import { runOnLinks } from '../../../lib/manager/bulk-actions';
import {
  allMatchesOffer,
  emptySelection,
  MAX_ALL_MATCHES,
  selectionCount,
  selectionFor,
  toggled,
  toggledPage,
  withAllMatches,
} from '../../../lib/manager/selection';
import { fakeClient, link, page } from '../../fakes/client';

// "Select all N that match": offered from the list's total, read over every page, dropped with the filter.
let now: number;
const clock: Clock = {
  now: () => now,
  sleep: async (ms, signal) => {
    signal?.throwIfAborted();
    now += ms;
  },
};
beforeEach(() => {
  now = 0;
});

const matching = Array.from({ length: 302 }, (_, i) => link(i + 1, { title: `spring ${i + 1}` }));
/** A server's list of `matching` at the asked page size, with its paginator. */
function lister(asked: LinkListQuery[], fail?: { page: number }) {
  return async (query: LinkListQuery) => {
    asked.push(query);
    const perPage = query.per_page ?? 25;
    const at = query.page ?? 1;
    if (fail && at === fail.page) throw new ApiError('NetworkError', 'offline', { method: 'GET', path: '/api/v1/links' });
    const items = matching.slice((at - 1) * perPage, at * perPage);
    return page(items, { current_page: at, per_page: perPage, last_page: Math.ceil(matching.length / perPage), total: matching.length });
  };
}
const firstPage = matching.slice(0, 100);

describe('“Select all N that match”', () => {
  it('is offered once the whole page is selected and more match, with N the list’s total', () => {
    const none = emptySelection('spring');
    expect(allMatchesOffer(none, firstPage, 302)).toBeNull();
    const page1 = toggledPage(none, firstPage, 0);
    expect(allMatchesOffer(page1, firstPage, 302)).toBe(302);
    // Not when the page is all there is, nor when the total is unknown.
    expect(allMatchesOffer(page1, firstPage, 100)).toBeNull();
    expect(allMatchesOffer(page1, firstPage, null)).toBeNull();
    // A row unchecked takes the offer away.
    expect(allMatchesOffer(toggled(page1, firstPage[3]!), firstPage, 302)).toBeNull();
  });

  it('counts every match once chosen, and ends with a row unchecked or another filter', () => {
    const all = withAllMatches(toggledPage(emptySelection('spring'), firstPage, 0), 302);
    expect(selectionCount(all)).toBe(302);
    expect(allMatchesOffer(all, firstPage, 302)).toBeNull();
    expect(selectionCount(toggled(all, firstPage[0]!))).toBe(99);
    const other = selectionFor(all, 'summer');
    expect(other.all).toBeNull();
    expect(selectionCount(other)).toBe(0);
    // Paging keeps it (the same search and filters).
    expect(selectionFor(all, 'spring')).toBe(all);
  });

  it('bounds a server’s total', () => {
    const page1 = toggledPage(emptySelection('k'), firstPage, 0);
    expect(allMatchesOffer(page1, firstPage, 10 ** 9)).toBe(MAX_ALL_MATCHES);
    expect(selectionCount(withAllMatches(page1, 10 ** 9))).toBe(MAX_ALL_MATCHES);
  });

  it('reads every page of the matches (four of 100 for 302), each request paced, keeping the view’s filters', async () => {
    const asked: LinkListQuery[] = [];
    const told: number[] = [];
    const links = await readAllMatches(
      { search: 'spring', page: 2, per_page: 25 },
      { list: lister(asked), pacer: createPacer(clock), onRead: (read) => told.push(read) },
    );
    expect(links.map((l) => l.id)).toEqual(matching.map((l) => l.id));
    expect(asked).toEqual([1, 2, 3, 4].map((at) => ({ search: 'spring', page: at, per_page: 100 })));
    expect(told).toEqual([100, 200, 300, 302]);
  });

  it('reads at the page size asked (the real-instance test’s 10), and each link once when the pages shift', async () => {
    const asked: LinkListQuery[] = [];
    const list = async (query: LinkListQuery) => {
      asked.push(query);
      const at = query.page ?? 1;
      // Page 2 repeats the last link of page 1, as a list does when a link is added meanwhile.
      const items = matching.slice((at - 1) * 10 - (at > 1 ? 1 : 0), at * 10);
      return page(items.slice(0, 10), { current_page: at, per_page: 10, last_page: 3, total: 30 });
    };
    const links = await readAllMatches({}, { list, pacer: createPacer(clock), perPage: 10 });
    expect(asked.map((q) => q.per_page)).toEqual([10, 10, 10]);
    expect(new Set(links.map((l) => l.id)).size).toBe(links.length);
  });

  it('stops at once on Stop: nothing more is read', async () => {
    const asked: LinkListQuery[] = [];
    const controller = new AbortController();
    const reading = readAllMatches({}, { list: lister(asked), pacer: createPacer(clock), signal: controller.signal, onRead: () => controller.abort() });
    await expect(reading).rejects.toThrow();
    expect(asked).toHaveLength(1);
  });

  it('fails as the server did when a page cannot be read (the run changes nothing then)', async () => {
    await expect(readAllMatches({}, { list: lister([], { page: 3 }), pacer: createPacer(clock) })).rejects.toMatchObject({ name: 'NetworkError' });
  });

  it('runs the action on all of them, and a partial failure is kept with its link while the others go on', async () => {
    const client = fakeClient();
    client.links.update.mockImplementation(async (id: number, input: object) => {
      if (id === 150) throw new ApiError('ValidationError', 'refused', { method: 'PATCH', path: `/api/v1/links/${id}`, status: 422 });
      return { ...link(id), ...input } as Link;
    });
    const links = await readAllMatches({ search: 'spring' }, { list: lister([]), pacer: createPacer(clock) });
    const outcomes = await runOnLinks(
      links,
      { kind: 'disable' },
      { client: client as never, index: { saved: () => undefined, forget: () => undefined }, pacer: createPacer(clock), timeZone: 'UTC', now: 0 },
    );
    expect(outcomes).toHaveLength(302);
    expect(outcomes.filter((o) => o.status === 'changed')).toHaveLength(301);
    expect(outcomes.find((o) => o.id === 150)).toMatchObject({ status: 'failed', error: { name: 'ValidationError' } });
    expect(client.links.update).toHaveBeenCalledTimes(302);
  });
});
