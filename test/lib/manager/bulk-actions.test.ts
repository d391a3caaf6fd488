import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, RateLimitError } from '../../../lib/api/errors';
import type { Link, RateInfo } from '../../../lib/api/schemas';
import { createPacer, RESERVE, type Clock } from '../../../lib/bulk/pace';
import { RATE_WINDOW_MS, UNKNOWN_BUDGET } from '../../../lib/rate-limit';
import { runOnLinks, type BulkAction } from '../../../lib/manager/bulk-actions';
import { fakeClient, link, type FakeClient } from '../../fakes/client';

// An action on the selected links: one request per link that needs one, paced as a bulk batch is.
let now: number;
let waits: number[];
const clock: Clock = {
  now: () => now,
  sleep: async (ms, signal) => {
    signal?.throwIfAborted();
    waits.push(ms);
    now += ms;
  },
};
let client: FakeClient;
let index: { saved: Mock<(link: Link) => void>; forget: Mock<(id: number) => void> };

beforeEach(() => {
  now = 0;
  waits = [];
  client = fakeClient();
  index = { saved: vi.fn(), forget: vi.fn() };
  client.links.delete.mockImplementation(async (id: number) => ({ id, object: 'link', deleted: true }));
  client.links.update.mockImplementation(async (id: number, input: object) => ({ ...link(id), ...input }));
});

const run = (links: Link[], action: BulkAction, more: { onOutcome?: () => void; signal?: AbortSignal } = {}) =>
  runOnLinks(links, action, { client: client as never, index, pacer: createPacer(clock), timeZone: 'UTC', now: Date.parse('2026-11-24T10:15:30Z'), ...more });
const links = (...ids: number[]) => ids.map((id) => link(id));

describe('runOnLinks', () => {
  it('deletes each link with one DELETE, telling each outcome as it comes', async () => {
    const onOutcome = vi.fn();
    expect(await run(links(1, 2, 3), { kind: 'delete' }, { onOutcome })).toEqual([1, 2, 3].map((id) => ({ id, ok: true, status: 'deleted' })));
    expect(client.links.delete.mock.calls.map(([id]) => id)).toEqual([1, 2, 3]);
    expect(onOutcome).toHaveBeenCalledTimes(3);
    // The popup's search and Recent no longer show them.
    expect(index.forget.mock.calls.map(([id]) => id)).toEqual([1, 2, 3]);
  });

  it('sends a PATCH per link that needs one, with only what changes, and the server’s answer for each', async () => {
    const chosen = [link(4, { pixels: [{ id: 1 }, { id: 2 }] }), link(5, { pixels: [{ id: 2 }] }), link(6, { pixels: [] })];
    const outcomes = await run(chosen, { kind: 'removePixels', ids: [2] });
    expect(client.links.update.mock.calls.map(([id, input, options]) => [id, input, options.method])).toEqual([
      [4, { pixel_ids: [1] }, 'PATCH'],
      [5, { pixel_ids: [] }, 'PATCH'],
    ]);
    expect(outcomes.map((o) => [o.id, o.status])).toEqual([
      [4, 'changed'],
      [5, 'changed'],
      [6, 'unchanged'],
    ]);
    expect(outcomes[0]).toMatchObject({ link: { id: 4, pixel_ids: [1] } });
    // The index holds each server answer; the link left alone is not told again.
    expect(index.saved.mock.calls.map(([saved]) => [saved.id, saved.pixel_ids])).toEqual([
      [4, [1]],
      [5, []],
    ]);
  });

  it('keeps a link’s failure with it, goes on with the others, and counts "nothing was deleted" as a failure', async () => {
    client.links.delete.mockRejectedValueOnce(new ApiError('ServerError', '500', { method: 'DELETE', path: '/api/v1/links/1', status: 500 }));
    client.links.delete.mockResolvedValueOnce({ id: 2, object: 'link', deleted: false });
    const outcomes = await run(links(1, 2, 3), { kind: 'delete' });
    expect(outcomes.map((o) => [o.id, o.status])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'deleted'],
    ]);
    expect(outcomes[0]).toMatchObject({ error: { name: 'ServerError' } });
    expect(outcomes[1]).toMatchObject({ error: { name: 'HttpError', method: 'DELETE' } });
  });

  it('stops at a refused key: the rest are not done, not sent', async () => {
    client.links.delete.mockRejectedValueOnce(new ApiError('UnauthorizedError', '401', { method: 'DELETE', path: '/api/v1/links/1', status: 401 }));
    const outcomes = await run(links(1, 2, 3), { kind: 'delete' });
    expect(outcomes).toEqual([
      { id: 1, ok: false, status: 'failed', error: expect.objectContaining({ name: 'UnauthorizedError' }) },
      { id: 2, ok: false, status: 'skipped' },
      { id: 3, ok: false, status: 'skipped' },
    ]);
    expect(client.links.delete).toHaveBeenCalledTimes(1);
  });

  it('stops at the user’s Stop: the link whose request was on its way keeps its answer, the rest are not done', async () => {
    const stop = new AbortController();
    client.links.update.mockImplementationOnce(async (id: number, input: object) => {
      stop.abort();
      return { ...link(id), ...input };
    });
    const outcomes = await run(links(1, 2, 3), { kind: 'disable' }, { signal: stop.signal });
    expect(outcomes.map((o) => o.status)).toEqual(['changed', 'skipped', 'skipped']);
    expect(client.links.update).toHaveBeenCalledTimes(1);
  });

  it('stops in the middle of a wait for the rate limit', async () => {
    const stop = new AbortController();
    client.links.delete.mockRejectedValueOnce(new RateLimitError('429', { method: 'DELETE', path: '/api/v1/links/1', status: 429 }, 30));
    const sleeping: Clock = {
      now: () => now,
      sleep: (_ms, signal) => new Promise((_done, fail) => signal?.addEventListener('abort', () => fail(signal.reason))),
    };
    const pending = runOnLinks(
      links(1, 2),
      { kind: 'delete' },
      { client: client as never, index, pacer: createPacer(sleeping), timeZone: 'UTC', now: 0, signal: stop.signal },
    );
    await vi.waitFor(() => expect(client.links.delete).toHaveBeenCalledTimes(1));
    stop.abort();
    expect((await pending).map((o) => o.status)).toEqual(['skipped', 'skipped']);
  });

  it('waits out a 429 as long as the server asks, then tries the same link again', async () => {
    client.links.delete.mockRejectedValueOnce(new RateLimitError('429', { method: 'DELETE', path: '/api/v1/links/1', status: 429 }, 7));
    expect((await run(links(1, 2), { kind: 'delete' })).map((o) => o.status)).toEqual(['deleted', 'deleted']);
    expect(waits).toEqual([7000]);
    expect(client.links.delete.mock.calls.map(([id]) => id)).toEqual([1, 1, 2]);
  });

  it('spends at most the unknown budget a window when the answers do not say what remains, then waits for the next', async () => {
    const ids = Array.from({ length: UNKNOWN_BUDGET + 3 }, (_, i) => i + 1);
    await run(links(...ids), { kind: 'delete' });
    expect(client.links.delete).toHaveBeenCalledTimes(ids.length);
    expect(waits).toEqual([RATE_WINDOW_MS]);
  });

  it('paces by what each answer says remains, leaving the reserve to the user', async () => {
    // The user's own requests left 10 of this window's 60; a new window has 60 again.
    let remaining = 10;
    let window = 0;
    const sentAt: number[] = [];
    client.links.delete.mockImplementation(async (id: number, options: { onRate?(rate: RateInfo): void }) => {
      if (now >= window + RATE_WINDOW_MS) [window, remaining] = [now, 60];
      sentAt.push(now);
      options.onRate?.({ limit: 60, remaining: --remaining });
      return { id, object: 'link', deleted: true };
    });
    await run(links(...Array.from({ length: 12 }, (_, i) => i + 1)), { kind: 'delete' });
    // Sent while more than RESERVE remain (10 → 4: six requests), then the rest in the next window.
    expect(sentAt.filter((at) => at === 0)).toHaveLength(10 - RESERVE);
    expect(sentAt.filter((at) => at === RATE_WINDOW_MS)).toHaveLength(12 - (10 - RESERVE));
    expect(waits).toEqual([RATE_WINDOW_MS]);
  });
});
