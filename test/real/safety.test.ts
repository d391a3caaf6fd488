import { describe, expect, it } from 'vitest';
import { pacedFetch, RatePacer } from './lib/pacer';
import { isRunLink, isRunPixel, newRunId, runNames } from './lib/run-id';
import { sweep, Tracker, type LinkRecord, type PixelRecord, type SweepClient } from './lib/sweep';

// The real-server suite (npm run test:real) runs on live accounts: what it may delete, and how it
// keeps under the server's rate limit, are checked here without any server.

const RUN = 'abc1234xyz';
const OTHER = 'abc1234xyw';

describe('run names', () => {
  it('makes ids of lower-case letters and digits, different each time', () => {
    const a = newRunId(1_800_000_000_000, () => 0.5);
    expect(a).toMatch(/^[a-z0-9]{10}$/);
    expect(newRunId(1_800_000_000_001, () => 0.5)).not.toBe(a);
    expect(newRunId(1_800_000_000_000, () => 0.7)).not.toBe(a);
  });

  it('puts the prefix on aliases, pixel names and URLs, within phpShort’s 32 characters for pixels', () => {
    const names = runNames(RUN);
    expect(names.prefix).toBe('linklet-test-abc1234xyz-');
    expect(names.alias('api-full')).toBe('linklet-test-abc1234xyz-api-full');
    expect(names.pixelName('px-popup')).toHaveLength(32);
    expect(() => names.pixelName('px-popup1')).toThrow(/longer than 32/);
    expect(names.url('a/b'.replace('/', '-'))).toBe('https://example.com/linklet-test-abc1234xyz/a-b');
    expect(() => names.alias('Has Space')).toThrow();
    expect(() => runNames('UPPER')).toThrow();
  });

  it('counts as this run’s only a record with the prefix or the marker as a path segment', () => {
    const { alias, url, marker } = runNames(RUN);
    expect(isRunLink({ alias: alias('x'), url: 'https://example.org/' }, RUN)).toBe(true);
    expect(isRunLink({ alias: 'k3j9x', url: url('page') }, RUN)).toBe(true);
    expect(isRunLink({ alias: 'k3j9x', url: `http://127.0.0.1:4000/${marker}-page/` }, RUN)).toBe(true);
    // Another run, the user's own links, look-alikes and the marker outside the path.
    expect(isRunLink({ alias: runNames(OTHER).alias('x'), url: runNames(OTHER).url('p') }, RUN)).toBe(false);
    expect(isRunLink({ alias: 'my-link', url: 'https://example.com/blog' }, RUN)).toBe(false);
    expect(isRunLink({ alias: `${marker}x`, url: `https://example.com/${marker}x/` }, RUN)).toBe(false);
    expect(isRunLink({ alias: `x-${marker}-y`, url: `https://example.com/?q=${marker}` }, RUN)).toBe(false);
    expect(isRunLink({ alias: null, url: 'not a url' }, RUN)).toBe(false);
    expect(isRunPixel({ name: runNames(RUN).pixelName('px') }, RUN)).toBe(true);
    expect(isRunPixel({ name: `FB ${marker}` }, RUN)).toBe(false);
    expect(isRunPixel({ name: null }, RUN)).toBe(false);
  });
});

/** A server whose search matches anything containing the text, as phpShort's LIKE does. */
function fakeServer(links: LinkRecord[], pixels: PixelRecord[]) {
  const deleted = { links: [] as number[], pixels: [] as number[] };
  const page = <T>(all: T[], n: number) => ({
    items: all.slice((n - 1) * 100, n * 100),
    meta: { current_page: n, last_page: Math.max(1, Math.ceil(all.length / 100)) },
  });
  const remove = (list: Array<{ id: number }>, into: number[]) => async (id: number) => {
    const at = list.findIndex((r) => r.id === id);
    if (at < 0) throw Object.assign(new Error('Resource not found.'), { name: 'NotFoundError' });
    list.splice(at, 1);
    into.push(id);
  };
  const client: SweepClient = {
    links: {
      list: async ({ search, search_by, page: n }) =>
        page(
          links.filter((l) => String(l[search_by === 'url' ? 'url' : 'alias'] ?? '').includes(search)),
          n,
        ),
      delete: remove(links, deleted.links),
    },
    pixels: {
      list: async ({ search, page: n }) =>
        page(
          pixels.filter((p) => (p.name ?? '').includes(search)),
          n,
        ),
      delete: remove(pixels, deleted.pixels),
    },
  };
  return { client, deleted, links, pixels };
}

describe('cleaning up', () => {
  const ours = runNames(RUN);
  const theirs = runNames(OTHER);

  it('sweeps every page of this run’s links and pixels and nothing the search also found', async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ id: 1000 + i, alias: `r${i}`, url: ours.url(`p${i}`) }));
    const server = fakeServer(
      [
        { id: 1, alias: ours.alias('a'), url: 'https://example.org/' },
        { id: 2, alias: 'user-link', url: `https://example.com/?ref=${ours.marker}` },
        { id: 3, alias: `${ours.marker}x`, url: 'https://example.com/' },
        { id: 4, alias: theirs.alias('a'), url: theirs.url('a') },
        { id: 5, alias: 'mine', url: 'https://example.com/mine' },
        ...many,
      ],
      [
        { id: 7, name: ours.pixelName('px') },
        { id: 8, name: `Campaign ${ours.prefix}` },
        { id: 9, name: theirs.pixelName('px') },
      ],
    );
    const swept = await sweep(server.client, RUN);
    expect(swept.links.sort((a, b) => a - b)).toEqual([1, ...many.map((l) => l.id)]);
    expect(swept.pixels).toEqual([7]);
    expect(server.links.map((l) => l.id)).toEqual([2, 3, 4, 5]);
    expect(server.pixels.map((p) => p.id)).toEqual([8, 9]);
    // A second sweep finds nothing left.
    expect(await sweep(server.client, RUN)).toEqual({ links: [], pixels: [] });
  });

  it('tracks only this run’s records, and deletes them, a 404 counting as done', async () => {
    const server = fakeServer(
      [
        { id: 1, alias: ours.alias('a'), url: ours.url('a') },
        { id: 2, alias: 'x', url: 'https://example.com/' },
      ],
      [{ id: 7, name: ours.pixelName('px') }],
    );
    const tracker = new Tracker(RUN);
    tracker.link(server.links[0]!);
    tracker.link({ id: 3, alias: ours.alias('gone'), url: null });
    tracker.pixel(server.pixels[0]!);
    expect(() => tracker.link({ id: 2, alias: 'x', url: 'https://example.com/' })).toThrow(/Refusing/);
    expect(() => tracker.pixel({ id: 8, name: 'FB main' })).toThrow(/Refusing/);
    expect(await tracker.cleanUp(server.client)).toEqual({ links: [1], pixels: [7] });
    expect(server.links.map((l) => l.id)).toEqual([2]);
  });
});

/** A clock that only moves when the pacer sleeps. */
function fakeTime() {
  const clock = { t: 1_000_000, slept: [] as number[] };
  const pacer = new RatePacer({ now: () => clock.t, sleep: async (ms) => void (clock.slept.push(ms), (clock.t += ms)), log: () => undefined });
  return { clock, pacer };
}

function answer(status: number, remaining: number, retryAfter?: number): Response {
  const headers: Record<string, string> = { 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': String(remaining) };
  if (retryAfter !== undefined) headers['Retry-After'] = String(retryAfter);
  return new Response(status === 200 ? '{}' : '{"message":"Too Many Attempts."}', { status, headers });
}

describe('pacing under the rate limit', () => {
  it('sends at once while enough remain, and waits for the window to reset when fewer than the margin do', async () => {
    const { clock, pacer } = fakeTime();
    const remaining = [50, 9, 8, 7, 59];
    const fetch = pacedFetch(pacer, async () => answer(200, remaining.shift()!));
    for (let i = 0; i < 4; i++) {
      await fetch('https://sho.rt/api/v1/account');
      clock.t += 1_000;
    }
    expect(clock.slept).toEqual([]);
    await fetch('https://sho.rt/api/v1/account');
    // The window began with the first answer (t0) and ends by t0 + 60 s; 4 s have passed.
    expect(clock.slept).toEqual([57_000]);
    expect(pacer.remaining).toBe(59);
  });

  it('after a 429 waits as long as Retry-After says and sends the request again', async () => {
    const { clock, pacer } = fakeTime();
    const answers = [answer(429, 0, 42), answer(200, 59)];
    const sent: number[] = [];
    const fetch = pacedFetch(pacer, async () => (sent.push(clock.t), answers.shift()!));
    const response = await fetch('https://sho.rt/api/v1/links', { method: 'POST', body: 'url=x' });
    expect(response.status).toBe(200);
    expect(clock.slept).toEqual([43_000]);
    expect(sent).toEqual([1_000_000, 1_043_000]);
  });

  it('reserves a browser step’s requests: asks when nothing is known, waits when too few remain', async () => {
    const { clock, pacer } = fakeTime();
    let remaining = 30;
    let probes = 0;
    const probe = async () => {
      probes++;
      pacer.observe({ at: clock.t, status: 200, limit: 60, remaining: remaining });
    };
    await pacer.reserve(20, probe);
    expect([probes, clock.slept]).toEqual([1, []]);
    pacer.observe({ at: clock.t + 5_000, status: 200, remaining: 25 });
    clock.t += 5_000;
    remaining = 59;
    await pacer.reserve(20, probe);
    expect(clock.slept).toEqual([56_000]);
    expect(probes).toBe(2);
    expect(pacer.remaining).toBe(59);
  });

  it('does not take answers of requests sent together, arriving out of order, for a new window', () => {
    const { clock, pacer } = fakeTime();
    pacer.observe({ at: clock.t, status: 200, remaining: 40 });
    const end = pacer.windowEnd;
    for (let i = 0; i < 3; i++) pacer.noteSent();
    expect(pacer.remaining).toBe(37);
    // Counted 39, 38, 37 by the server; answered 37, 39, 38.
    for (const [i, remaining] of [37, 39, 38].entries()) pacer.observe({ at: clock.t + 100 * (i + 1), status: 200, remaining });
    expect(pacer.windowEnd).toBe(end);
    expect(pacer.remaining).toBe(37);
  });

  it('sees a new window when Remaining goes up, and forgets the budget once a window is over', () => {
    const { clock, pacer } = fakeTime();
    pacer.observe({ at: clock.t, status: 200, remaining: 10 });
    pacer.observe({ at: clock.t + 10_000, status: 200, remaining: 58 });
    expect(pacer.windowEnd).toBe(clock.t + 70_000);
    clock.t += 70_000;
    expect(pacer.known()).toBe(false);
  });
});
