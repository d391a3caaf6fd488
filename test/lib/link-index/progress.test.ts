import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type ApiClient } from '../../../lib/api';
import { indexStatus, RATE_WINDOW_MS, refreshLinks, type LinkLister } from '../../../lib/link-index';
import { GUEST_WINDOW_MS } from '../../../lib/link-index/guest';
import { durationText, progressText, timeLeftMs } from '../../../lib/link-index/progress';
import type { RefreshProgress } from '../../../lib/link-index/refresh';
import { startServer, type RefServer } from '../../server';
import { scopeOf } from './fixtures';

// What a refresh under way says of itself (issue 40 saw "the rest in 30 s" for minutes, and
// "Indexing your links: 0 so far." on a fresh install): the time left from the pace it keeps.

const T = 1_700_000_000_000;
const n = (value: number) => new Intl.NumberFormat().format(value);
const full = (fields: Partial<RefreshProgress>): RefreshProgress => ({ mode: 'full', fetched: 0, total: 3000, resumeAt: 0, updatedAt: T, ...fields });

describe('the time a refresh’s rest takes', () => {
  it.each([
    // 15 pages of 30 in 3 s, paused until its window ends: the other 15 in the next one.
    [
      'paused for the rate limit',
      full({ fetched: 1500, resumeAt: T + GUEST_WINDOW_MS, updatedAt: T + 3000, burst: { at: T, pages: 15, budget: 15 } }),
      T + 5000,
      GUEST_WINDOW_MS - 5000 + 15 * 200,
    ],
    // 10 pages of its 15 done: 5 more now, the other 15 in the next window.
    ['mid-window', full({ fetched: 1000, updatedAt: T + 2000, burst: { at: T, pages: 10, budget: 15 } }), T + 2000, GUEST_WINDOW_MS - 2000 + 15 * 200],
    // A window the user’s requests left 8 pages of goes on at that pace.
    [
      'at the pace a window kept',
      full({ fetched: 800, resumeAt: T + GUEST_WINDOW_MS, updatedAt: T + 800, burst: { at: T, pages: 8, budget: 8 } }),
      T + 1000,
      GUEST_WINDOW_MS - 1000 + 2 * GUEST_WINDOW_MS + 6 * 100,
    ],
    // Waiting for the user’s requests: a moment, not its 30 s alarm.
    [
      'paused for the user',
      full({ fetched: 1000, resumeAt: T + 32_000, yielded: true, updatedAt: T + 2000, burst: { at: T, pages: 10, budget: 15 } }),
      T + 2000,
      GUEST_WINDOW_MS - 2000 + 15 * 200,
    ],
    // 15 pages left as a window starts, with the popup just opened: its requests count in that
    // window too, so a page fewer there, and the last one in the next window.
    [
      'a window starting as the page opens',
      full({ fetched: 1500, resumeAt: T + GUEST_WINDOW_MS, updatedAt: T + 3000, burst: { at: T, pages: 15, budget: 15 } }),
      T + GUEST_WINDOW_MS - 1000,
      1000 + GUEST_WINDOW_MS + 200,
    ],
    // After a 429, the server’s wait, then phpShort’s quarter of 60 a window.
    ['after a 429', full({ fetched: 1000, resumeAt: T + 42_000 }), T, 42_000 + GUEST_WINDOW_MS],
    ['nothing left', full({ fetched: 3000 }), T, 0],
  ])('%s', (_, progress, now, ms) => {
    expect(timeLeftMs(progress, now)).toBeCloseTo(ms, 0);
  });

  it('is unknown when the server gives no count', () => {
    expect(timeLeftMs(full({ total: null, fetched: 500 }), T)).toBeNull();
  });

  it.each([
    [400, '1 s'],
    [40_000, '40 s'],
    [59_500, '1 min'.replace('1 min', 'about 1 min')],
    [150_000, 'about 3 min'],
    [59 * 60_000, 'about 59 min'],
    [66 * 60_000, 'about 1 h 6 min'],
    [70 * 60_000 + 20_000, 'about 1 h 10 min'],
  ])('%i ms is “%s”', (ms, text) => {
    expect(durationText(ms)).toBe(text);
  });
});

describe('the progress line', () => {
  const status = (refreshing?: RefreshProgress) => ({ count: 0, refreshedAt: 0, fullAt: 0, ...(refreshing ? { refreshing } : {}) });

  it('says the refresh started before its first page, never “0 so far”', () => {
    expect(progressText(status(full({ total: null })), T)).toBe('Indexing your links…');
    expect(progressText(status(full({ total: null, fetched: 1200 })), T)).toBe(`Indexing your links: ${n(1200)} so far.`);
  });

  it('says how far it is and how long the rest takes at its pace', () => {
    const paused = full({ fetched: 1500, resumeAt: T + GUEST_WINDOW_MS, updatedAt: T + 3000, burst: { at: T, pages: 15, budget: 15 } });
    expect(progressText(status(paused), T + 5000)).toBe(`Indexed ${n(1500)} of ${n(3000)} links; the rest in 59 s.`);
    expect(
      progressText(
        status(full({ fetched: 1500, total: 100_000, resumeAt: T + GUEST_WINDOW_MS, updatedAt: T + 3000, burst: { at: T, pages: 15, budget: 15 } })),
        T + 5000,
      ),
    ).toBe(`Indexed ${n(1500)} of ${n(100_000)} links; the rest in about 1 h 7 min.`);
  });

  it('says what it waits for: the user’s own requests', () => {
    expect(progressText(status(full({ fetched: 500, yielded: true, resumeAt: T + 30_000 })), T)).toBe(
      `Indexed 500 of ${n(3000)} links; paused while your own requests go through.`,
    );
  });

  it('says nothing of a quick refresh', () => {
    expect(progressText(status({ ...full({ fetched: 100 }), mode: 'quick' }), T)).toBeNull();
  });
});

describe('the time left said against the time a paced refresh then takes', () => {
  // The reference server with phpShort's limit, on a clock that moves 150 ms a page and jumps to
  // each pause's end: at every pause, the time the progress line says against the time the rest took.
  let server: RefServer;
  let client: ApiClient;
  let time: number;
  beforeAll(async () => {
    server = await startServer({ port: 0, seed: { links: 5000 } });
    client = createClient({ version: 44, baseUrl: server.url, apiKey: server.apiKey, retries: 0 });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.reset();
    server.setRateLimit({ limit: 60, windowMs: RATE_WINDOW_MS });
    time = T;
  });

  it('is within a tenth of the time the rest then takes, at every pause of a 5,000-link refresh', async () => {
    const timed: LinkLister = { links: { list: async (query) => ((time += 150), client.links.list(query)) } };
    const scope = scopeOf(server.origin);
    const said: Array<[at: number, end: number]> = [];
    for (let result = await refreshLinks(timed, scope, { now: () => time }); result.resumeAt; result = await refreshLinks(timed, scope, { now: () => time })) {
      said.push([time, time + timeLeftMs((await indexStatus(scope, time)).refreshing!, time)!]);
      time = result.resumeAt;
      // The server's window started with the refresh's first page of it: it has ended too.
      server.setRateLimit({ limit: 60, windowMs: RATE_WINDOW_MS });
    }
    expect(said.length).toBe(3);
    for (const [at, end] of said) expect(Math.abs(end - time) / (time - at)).toBeLessThan(0.1);
  });
});
