import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../../lib/api/errors';
import type { Link } from '../../../lib/api/schemas';
import { flushQueue, type FlushDeps, type Sender } from '../../../lib/queue/flush';
import { enqueue, patchQueued, readQueue, type Queued } from '../../../lib/queue/queue';
import { link } from '../../fakes/client';

const ORIGIN = 'https://sho.rt';
const PROFILE = 'default';
const add = (url: string, origin = ORIGIN, profileId = PROFILE) => enqueue({ input: { url, domain_id: 1 }, profileId, origin, source: 'context-menu' });

/** Stand-ins for one profile's connection (PROFILE on ORIGIN): every one a mock, the ones `patch` gives too. */
function deps(patch: Partial<Pick<ReturnType<typeof base>, 'find' | 'create'>> = {}) {
  const d = Object.assign(base(), patch);
  // Only PROFILE sends, and only what was queued for ORIGIN.
  const sender = vi.fn(async (profileId: string, origin: string) =>
    profileId === PROFILE && origin === ORIGIN
      ? ({ client: { links: { create: d.create } }, pageLinks: async (url: string) => ({ links: [await d.find(url)].filter(Boolean) }) } as unknown as Sender)
      : null,
  );
  return Object.assign(d, { sender }) satisfies FlushDeps;
}

function base() {
  let next = 100;
  return {
    find: vi.fn(async (_url: string): Promise<Link | null> => null),
    create: vi.fn(async (input: { url: string }) => link(next++, { url: input.url })),
    done: vi.fn(async (_item: Queued, _link: Link) => undefined),
  };
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
    expect(await readQueue()).toMatchObject([{ state: 'sending', failure: { name: 'TimeoutError' } }]);
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
    expect(await readQueue()).toMatchObject([{ state: 'waiting', failure: { name: 'NetworkError' } }, { state: 'waiting' }]);
    expect((await readQueue())[1]).not.toHaveProperty('failure');
  });

  it('a refusal (not an outage) is kept as failed with its reason, the next item goes on, and it is not sent again', async () => {
    await add('https://example.org/a');
    await add('https://example.org/b');
    const d = deps({
      create: vi.fn(async (input: { url: string }) =>
        input.url.endsWith('a') ? Promise.reject(new ApiError('ValidationError', 'alias taken', { status: 422 })) : link(9, input),
      ),
    });
    expect(await flushQueue(d)).toBe(1);
    expect(await readQueue()).toMatchObject([{ input: { url: 'https://example.org/a' }, state: 'failed', failure: { name: 'ValidationError', status: 422 } }]);
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

describe('flushQueue: each item through the profile that queued it (issue 29)', () => {
  it("two profiles on one instance: each item is sent by its own profile's connection, never the other's", async () => {
    await add('https://example.org/work', ORIGIN, 'p-work');
    await add('https://example.org/home', ORIGIN, 'p-home');
    const made: Array<[string, string]> = [];
    const sender = vi.fn(
      async (profileId: string) =>
        ({
          pageLinks: async () => ({ links: [] }),
          client: { links: { create: async (input: { url: string }) => (made.push([profileId, input.url]), link(made.length, { url: input.url })) } },
        }) as unknown as Sender,
    );
    expect(await flushQueue({ ...deps(), sender })).toBe(2);
    expect(made).toEqual([
      ['p-work', 'https://example.org/work'],
      ['p-home', 'https://example.org/home'],
    ]);
    expect(sender.mock.calls).toEqual([
      ['p-work', ORIGIN],
      ['p-home', ORIGIN],
    ]);
  });

  it('an item whose profile cannot send now (no key, gone, another instance) waits; the others go', async () => {
    await add('https://example.org/a', ORIGIN, 'p-gone');
    await add('https://example.org/b');
    const d = deps();
    expect(await flushQueue(d)).toBe(1);
    expect(d.create.mock.calls.map(([input]) => input.url)).toEqual(['https://example.org/b']);
    expect(await readQueue()).toMatchObject([{ input: { url: 'https://example.org/a' }, profileId: 'p-gone', state: 'waiting' }]);
  });

  it('an outage stops the items of that instance only', async () => {
    await add('https://example.org/a', 'https://down.example', 'p-down');
    await add('https://example.org/b', 'https://down.example', 'p-down');
    await add('https://example.org/c');
    const d = deps();
    const lookup = vi.fn(async () => Promise.reject(down()));
    const failing = { pageLinks: lookup, client: { links: { create: vi.fn() } } } as unknown as Sender;
    const sender = vi.fn(async (profileId: string, origin: string) => (profileId === 'p-down' ? failing : d.sender(profileId, origin)));
    expect(await flushQueue({ ...d, sender })).toBe(1);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(d.create.mock.calls.map(([input]) => input.url)).toEqual(['https://example.org/c']);
  });

  it('an item of an earlier version that names no profile is not sent until one is found for it', async () => {
    await fakeBrowser.storage.local.set({
      shortenQueue: [{ id: 'old', input: { url: 'https://example.org/old', domain_id: 1 }, origin: ORIGIN, source: 'popup', state: 'waiting', at: 1 }],
    });
    const d = deps();
    expect(await flushQueue(d)).toBe(0);
    expect(d.sender).not.toHaveBeenCalled();
  });
});

describe('a queued password (issue 29)', () => {
  const withPasswords = {
    url: 'https://example.org/secret',
    domain_id: 1,
    alias: 'secret',
    password: 'link-pw',
    privacy: 2 as const,
    privacy_password: 'stats-pw',
  };

  it('never reaches storage.local: it waits in storage.session and goes with the store', async () => {
    const [item] = await enqueue({ input: withPasswords, profileId: PROFILE, origin: ORIGIN, source: 'popup' });
    const local = JSON.stringify(await fakeBrowser.storage.local.get(null));
    expect(local).not.toContain('link-pw');
    expect(local).not.toContain('stats-pw');
    expect(item).toMatchObject({
      input: { url: withPasswords.url, domain_id: 1, alias: 'secret', privacy: 2 },
      passwordFields: ['password', 'privacy_password'],
    });
    expect(item!.input).not.toHaveProperty('password');
    expect(await fakeBrowser.storage.session.get('queuePasswords')).toEqual({
      queuePasswords: { [item!.id]: { password: 'link-pw', privacy_password: 'stats-pw' } },
    });

    const d = deps();
    expect(await flushQueue(d)).toBe(1);
    expect(d.create).toHaveBeenCalledWith(withPasswords);
    // Sent: its passwords are forgotten too.
    expect(await fakeBrowser.storage.session.get(null)).toEqual({});
  });

  it("v49's link password (redirect_password) is held apart the same way", async () => {
    const [item] = await enqueue({
      input: { url: 'https://example.org/v49', domain_id: 1, redirect_password: 'pw49' },
      profileId: PROFILE,
      origin: ORIGIN,
      source: 'popup',
    });
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('pw49');
    expect(item!.passwordFields).toEqual(['redirect_password']);
  });

  it('dropped by a browser restart, it is not sent without: the item waits for the user, with the reason', async () => {
    await enqueue({ input: withPasswords, profileId: PROFILE, origin: ORIGIN, source: 'popup' });
    await fakeBrowser.storage.session.clear();
    const d = deps();
    expect(await flushQueue(d)).toBe(0);
    expect(d.find).not.toHaveBeenCalled();
    expect(d.create).not.toHaveBeenCalled();
    expect(await readQueue()).toMatchObject([
      { state: 'failed', error: 'its password was forgotten when the browser closed: cancel it and shorten the page again' },
    ]);
  });

  it('a cancelled item takes its passwords with it', async () => {
    const [item] = await enqueue({ input: withPasswords, profileId: PROFILE, origin: ORIGIN, source: 'popup' });
    const { cancelQueued } = await import('../../../lib/queue/queue');
    await cancelQueued(item!.id);
    expect(await fakeBrowser.storage.session.get(null)).toEqual({});
  });
});
