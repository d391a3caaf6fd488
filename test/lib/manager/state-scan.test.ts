import { describe, expect, it, vi } from 'vitest';
import type { Link, LinkListQuery } from '../../../lib/api/schemas';
import { createPacer, type Clock } from '../../../lib/bulk/pace';
import { newScan, pageOfScan, removeFromScan, replaceInScan, SCAN_PAGE, scanUntil } from '../../../lib/manager/state-scan';
import { link, page } from '../../fakes/client';

// v49 links filtered by a state its server cannot filter by: the server's list read a hundred at
// a time, each link's state read as its row shows it, only as far as the pages shown need.
const NOW = Date.parse('2026-11-24T10:00:00Z');
const clock: Clock = { now: () => 0, sleep: async () => undefined };
const query: LinkListQuery = { sort_by: 'id', sort: 'desc', per_page: 25, page: 1, search: 'spring', search_by: 'title' };

/** 250 links; every 10th not active yet (a period to come). */
const all: Link[] = Array.from({ length: 250 }, (_, i) =>
  link(250 - i, i % 10 === 0 ? { active_from: '2027-01-01T00:00:00.000000Z', active_until: '2027-02-01T00:00:00.000000Z' } : {}),
);
function server() {
  return vi.fn(async (at: number) => page(all.slice((at - 1) * SCAN_PAGE, at * SCAN_PAGE), { current_page: at, last_page: 3, total: all.length }));
}
const read = (list: ReturnType<typeof server>, onRead?: () => void) => ({
  list,
  state: 'scheduled' as const,
  pacer: createPacer(clock),
  now: () => NOW,
  onRead,
});

describe('a state the server cannot filter by', () => {
  it('reads only the server pages the page shown needs, in the server’s order', async () => {
    const scan = newScan(query, 'scheduled');
    const list = server();
    await scanUntil(scan, 10, read(list));
    expect(list.mock.calls.map(([at]) => at)).toEqual([1]);
    expect(pageOfScan(scan, 1, 10).items.map((l) => l.id)).toEqual([250, 240, 230, 220, 210, 200, 190, 180, 170, 160]);
    // Not read to its end: the last page and the total are not known yet.
    expect(pageOfScan(scan, 1, 10).meta).toMatchObject({ current_page: 1, from: 1, to: 10, last_page: null, total: null });
  });

  it('reads to the end for a page past what matched, then knows the last page and the total', async () => {
    const scan = newScan(query, 'scheduled');
    const list = server();
    const onRead = vi.fn();
    await scanUntil(scan, 50, read(list, onRead));
    expect(list.mock.calls.map(([at]) => at)).toEqual([1, 2, 3]);
    expect(onRead).toHaveBeenCalledTimes(3);
    expect(scan).toMatchObject({ read: 250, total: 250, done: true });
    expect(pageOfScan(scan, 3, 10).meta).toMatchObject({ current_page: 3, from: 21, to: 25, last_page: 3, total: 25 });
    // Paging back costs nothing.
    await scanUntil(scan, 10, read(list));
    expect(list).toHaveBeenCalledTimes(3);
  });

  it('is kept per request: another search, filter, sort or state is another scan; another page or page size is not', () => {
    const key = newScan(query, 'scheduled').key;
    expect(newScan({ ...query, page: 4, per_page: 100 }, 'scheduled').key).toBe(key);
    expect(newScan({ ...query, sort: 'asc' }, 'scheduled').key).not.toBe(key);
    expect(newScan(query, 'active').key).not.toBe(key);
  });

  it('reads one page at a time whichever page of the view asks, and keeps what was read when a read is abandoned', async () => {
    const scan = newScan(query, 'scheduled');
    const list = server();
    const abandoned = new AbortController();
    abandoned.abort();
    await expect(scanUntil(scan, 30, { ...read(list), signal: abandoned.signal })).rejects.toThrow();
    await Promise.all([scanUntil(scan, 10, read(list)), scanUntil(scan, 20, read(list))]);
    expect(list.mock.calls.map(([at]) => at)).toEqual([1, 2]);
  });

  it('shows a change made on the page, and drops a deleted link', async () => {
    const scan = newScan(query, 'scheduled');
    await scanUntil(scan, 2, read(server()));
    replaceInScan(scan, { ...scan.matches[0]!, title: 'Renamed' });
    removeFromScan(scan, scan.matches[1]!.id);
    expect(pageOfScan(scan, 1, 2).items.map((l) => [l.id, l.title])).toEqual([
      [250, 'Renamed'],
      [230, 'Page 230'],
    ]);
  });
});
