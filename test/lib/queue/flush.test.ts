import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import type { Link } from '../../../lib/api/schemas';
import { flushQueue, type FlushDeps } from '../../../lib/queue/flush';
import { enqueue, patchQueued, readQueue, type Queued } from '../../../lib/queue/queue';
import { link } from '../../fakes/client';

const ORIGIN = 'https://sho.rt';
const add = (url: string, origin = ORIGIN) => enqueue({ input: { url, domain_id: 1 }, origin, source: 'context-menu' });

function deps(patch: Partial<FlushDeps> = {}) {
  let next = 100;
  const done = vi.fn(async (_item: Queued, _link: Link) => undefined);
  const d = {
    origin: ORIGIN,
    find: vi.fn(async (_url: string): Promise<Link | null> => null),
    create: vi.fn(async (input: { url: string }) => link(next++, { url: input.url })),
    reason: (error: { name: string }) => error.name,
    done,
  };
  // Every stand-in is a mock, the ones `patch` gives too.
  return Object.assign(d, patch) as typeof d;
}

const timeout = () => new ApiError('TimeoutError', 'no answer in time');
const down = () => new ApiError('NetworkError', 'Failed to fetch');

describe('flushQueue', () => {
  it('stores what waits, oldest first, and reports each link; the queue is then empty', async () => {
    await add('https://example.org/a');
    await add('https://example.org/b');
    const d = deps();
    expect(await flushQueue(d)).toBe(2);
    expect(d.create.mock.calls.map(([input]) => input.url)).toEqual(['https://example.org/a', 'https://example.org/b']);
    expect(d.done.mock.calls.map(([item, made]) => [item.input.url, made.id])).toEqual([
      ['https://example.org/a', 100],
      ['https://example.org/b', 101],
    ]);
    expect(await readQueue()).toEqual([]);
  });

  it('marks the item in flight in storage before anything is sent', async () => {
    await add('https://example.org/a');
    const seen: string[] = [];
    const d = deps({ find: vi.fn(async () => (seen.push((await readQueue())[0]!.state), null)) });
    await flushQueue(d);
    expect(seen).toEqual(['sending']);
  });

  it('asks the duplicate decision first: a page that has a link gets it, nothing is stored', async () => {
    await add('https://example.org/a');
    const existing = link(7, { url: 'https://example.org/a' });
    const d = deps({ find: vi.fn(async () => existing) });
    expect(await flushQueue(d)).toBe(1);
    expect(d.create).not.toHaveBeenCalled();
    expect(d.done).toHaveBeenCalledWith(expect.objectContaining({ input: { url: 'https://example.org/a', domain_id: 1 } }), existing);
  });

  it('an item found in flight after a restart is answered by the link its lost store made, never stored again', async () => {
    const [item] = await add('https://example.org/a');
    // The previous worker marked it and was stopped with the store on its way; it landed.
    await patchQueued(item!.id, { state: 'sending' });
    const landed = link(55, { url: 'https://example.org/a' });
    const d = deps({ find: vi.fn(async () => landed) });
    expect(await flushQueue(d)).toBe(1);
    expect(d.create).not.toHaveBeenCalled();
    expect(d.done.mock.calls[0]![1]).toBe(landed);
  });

  it('a store answered by a timeout stays in flight; the next try finds the link it made and stores nothing', async () => {
    await add('https://example.org/a');
    const first = deps({ create: vi.fn(async () => Promise.reject(timeout())) });
    expect(await flushQueue(first)).toBe(0);
    expect(await readQueue()).toMatchObject([{ state: 'sending', error: 'TimeoutError' }]);
    const landed = link(60, { url: 'https://example.org/a' });
    const second = deps({ find: vi.fn(async () => landed) });
    expect(await flushQueue(second)).toBe(1);
    expect(second.create).not.toHaveBeenCalled();
    expect(await readQueue()).toEqual([]);
  });

  it('an outage before the store leaves the item waiting and stops: the rest would fail alike', async () => {
    await add('https://example.org/a');
    await add('https://example.org/b');
    const d = deps({ find: vi.fn(async () => Promise.reject(down())) });
    expect(await flushQueue(d)).toBe(0);
    expect(d.find).toHaveBeenCalledTimes(1);
    expect(await readQueue()).toMatchObject([
      { state: 'waiting', error: 'NetworkError' },
      { state: 'waiting' },
    ]);
    expect((await readQueue())[1]).not.toHaveProperty('error');
  });

  it('a refusal (not an outage) is kept as failed with its reason, the next item goes on, and it is not sent again', async () => {
    await add('https://example.org/a');
    await add('https://example.org/b');
    const d = deps({ create: vi.fn(async (input: { url: string }) => (input.url.endsWith('a') ? Promise.reject(new ApiError('ValidationError', 'alias taken', { status: 422 })) : link(9, input))) });
    expect(await flushQueue(d)).toBe(1);
    expect(await readQueue()).toMatchObject([{ input: { url: 'https://example.org/a' }, state: 'failed', error: 'ValidationError' }]);
    const again = deps();
    expect(await flushQueue(again)).toBe(0);
    expect(again.find).not.toHaveBeenCalled();
  });

  it('two flushes asked for at once are one: each item is stored once', async () => {
    await add('https://example.org/a');
    const d = deps();
    const [one, two] = await Promise.all([flushQueue(d), flushQueue(d)]);
    expect([one, two]).toEqual([1, 1]);
    expect(d.create).toHaveBeenCalledTimes(1);
  });

  it('an item cancelled while its page was being looked up is not stored', async () => {
    const [item] = await add('https://example.org/a');
    const { cancelQueued } = await import('../../../lib/queue/queue');
    const d = deps({ find: vi.fn(async () => (await cancelQueued(item!.id), null)) });
    expect(await flushQueue(d)).toBe(0);
    expect(d.create).not.toHaveBeenCalled();
  });

  it('leaves the items of another instance alone', async () => {
    await add('https://example.org/a', 'https://other.example');
    const d = deps();
    expect(await flushQueue(d)).toBe(0);
    expect(d.find).not.toHaveBeenCalled();
    expect(await readQueue()).toHaveLength(1);
  });
});
