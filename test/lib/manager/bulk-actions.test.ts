import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, RateLimitError } from '../../../lib/api/errors';
import { createPacer, type Clock } from '../../../lib/bulk/pace';
import { RATE_WINDOW_MS, UNKNOWN_BUDGET } from '../../../lib/rate-limit';
import { runOnLinks } from '../../../lib/manager/bulk-actions';
import { fakeClient, link, type FakeClient } from '../../fakes/client';

// An action on the selected links: one request per link, paced as a bulk batch is.
let now: number;
let waits: number[];
const clock: Clock = {
  now: () => now,
  sleep: async (ms) => {
    waits.push(ms);
    now += ms;
  },
};
let client: FakeClient;

beforeEach(() => {
  now = 0;
  waits = [];
  client = fakeClient();
  client.links.delete.mockImplementation(async (id: number) => ({ id, object: 'link', deleted: true }));
  client.links.update.mockImplementation(async (id: number, input: { disabled: number }) => link(id, { disabled: input.disabled }));
});

const run = (ids: number[], action: 'delete' | 'disable' | 'enable', onOutcome = vi.fn()) =>
  runOnLinks(ids, action, { client: client as never, pacer: createPacer(clock), onOutcome });

describe('runOnLinks', () => {
  it('deletes each link with one DELETE, telling each outcome as it comes', async () => {
    const onOutcome = vi.fn();
    expect(await run([1, 2, 3], 'delete', onOutcome)).toEqual([
      { id: 1, ok: true },
      { id: 2, ok: true },
      { id: 3, ok: true },
    ]);
    expect(client.links.delete.mock.calls.map(([id]) => id)).toEqual([1, 2, 3]);
    expect(onOutcome).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['disable', 1],
    ['enable', 0],
  ] as const)('%s: a PATCH of `disabled` alone per link, each with the server’s answer', async (action, disabled) => {
    const outcomes = await run([4, 5], action);
    expect(client.links.update.mock.calls).toEqual([
      [4, { disabled }, { method: 'PATCH' }],
      [5, { disabled }, { method: 'PATCH' }],
    ]);
    expect(outcomes).toEqual([
      { id: 4, ok: true, link: link(4, { disabled }) },
      { id: 5, ok: true, link: link(5, { disabled }) },
    ]);
  });

  it('keeps a link’s failure with it, goes on with the others, and counts "nothing was deleted" as a failure', async () => {
    client.links.delete.mockRejectedValueOnce(new ApiError('ServerError', '500', { method: 'DELETE', path: '/api/v1/links/1', status: 500 }));
    client.links.delete.mockResolvedValueOnce({ id: 2, object: 'link', deleted: false });
    const outcomes = await run([1, 2, 3], 'delete');
    expect(outcomes.map((o) => [o.id, o.ok])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(outcomes[0]).toMatchObject({ error: { name: 'ServerError' } });
    expect(outcomes[1]).toMatchObject({ error: { name: 'HttpError', method: 'DELETE' } });
  });

  it('stops at a refused key: the rest are skipped, not sent', async () => {
    client.links.delete.mockRejectedValueOnce(new ApiError('UnauthorizedError', '401', { method: 'DELETE', path: '/api/v1/links/1', status: 401 }));
    const outcomes = await run([1, 2, 3], 'delete');
    expect(outcomes).toEqual([
      { id: 1, ok: false, error: expect.objectContaining({ name: 'UnauthorizedError' }) },
      { id: 2, ok: false, skipped: true },
      { id: 3, ok: false, skipped: true },
    ]);
    expect(client.links.delete).toHaveBeenCalledTimes(1);
  });

  it('waits out a 429 as long as the server asks, then tries the same link again', async () => {
    client.links.delete.mockRejectedValueOnce(new RateLimitError('429', { method: 'DELETE', path: '/api/v1/links/1', status: 429 }, 7));
    expect(await run([1, 2], 'delete')).toEqual([
      { id: 1, ok: true },
      { id: 2, ok: true },
    ]);
    expect(waits).toEqual([7000]);
    expect(client.links.delete.mock.calls.map(([id]) => id)).toEqual([1, 1, 2]);
  });

  it('spends at most the unknown budget a window (delete answers do not say what remains), then waits for the next', async () => {
    const ids = Array.from({ length: UNKNOWN_BUDGET + 3 }, (_, i) => i + 1);
    await run(ids, 'delete');
    expect(client.links.delete).toHaveBeenCalledTimes(ids.length);
    expect(waits).toEqual([RATE_WINDOW_MS]);
  });
});
