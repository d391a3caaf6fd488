import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RateLimitError, ValidationError, ApiError } from '../../../lib/api/errors';
import { loadBatch, newBatch, retry, saveBatch, type Batch } from '../../../lib/bulk/batch';
import { createPacer, realClock, type Clock } from '../../../lib/bulk/pace';
import { createInput, MAX_SENDS, runBatch, SETTLE_MS, UNANSWERED, type Lookup } from '../../../lib/bulk/run';
import { duplicateQuery, gatherPageLinks } from '../../../lib/shorten/page-link';
import { fakeClient, link, page, type FakeClient } from '../../fakes/client';

const clock: Clock = { now: () => 0, sleep: async () => undefined };
const options = { domainId: 1, spaceId: null, pixelIds: [] };

let client: FakeClient;
let stored: Batch[];

beforeEach(() => {
  client = fakeClient();
  stored = [];
  let id = 100;
  client.links.create.mockImplementation(async (input: { url: string }) => link(++id, { url: input.url, short_url: `https://sho.rt/n${id}` }));
});

/** The background's `findPageLinks` answer, made the same way over the fake client's list. */
const lookup: Lookup = async (url) => {
  let rate;
  const known = await gatherPageLinks(url, {
    list: () => client.links.list(duplicateQuery(url)).then((p: any) => ((rate = p.rate), p)),
    index: async () => [],
  });
  return { ...known, rate };
};

const run = (batch: Batch, extra: Partial<Parameters<typeof runBatch>[1]> = {}) =>
  runBatch(batch, {
    client: client as never,
    lookup,
    pacer: createPacer(clock),
    clock,
    update: async (next) => {
      stored.push(next);
      await saveBatch(next);
    },
    ...extra,
  });

describe('runBatch', () => {
  it('makes a link for each URL, reusing one the page already has', async () => {
    client.links.list.mockImplementation(async (query: { search: string }) =>
      query.search === 'https://a.org/2'
        ? page([
            // On the batch's domain, in its space, with its pixel: the page's link. The same page elsewhere is not.
            link(7, {
              url: 'https://a.org/2',
              short_url: 'https://sho.rt/old',
              domain: { id: 3, name: 'sho.rt' },
              space: { id: 5, name: 'S' },
              pixels: [{ id: 9 }],
            }),
            link(6, {
              url: 'https://a.org/2',
              short_url: 'https://sho.rt/other-domain',
              domain: { id: 4, name: 'other.rt' },
              space: { id: 5, name: 'S' },
              pixels: [{ id: 9 }],
            }),
          ])
        : query.search === 'https://a.org/1'
          ? page([
              link(5, {
                url: 'https://a.org/1',
                short_url: 'https://sho.rt/no-pixel',
                domain: { id: 3, name: 'sho.rt' },
                space: { id: 5, name: 'S' },
                pixels: [],
              }),
            ])
          : page([]),
    );
    const done = await run(newBatch('https://sho.rt', '', { domainId: 3, spaceId: 5, pixelIds: [9] }, ['https://a.org/1', 'https://a.org/2']));
    expect(done.items).toEqual([
      { url: 'https://a.org/1', state: 'done', shortUrl: 'https://sho.rt/n101', got: expect.objectContaining({ domain: 'sho.rt' }) },
      // Each row says what its link got.
      { url: 'https://a.org/2', state: 'reused', shortUrl: 'https://sho.rt/old', got: { domain: 'sho.rt', spaceId: 5, pixelIds: [9] } },
    ]);
    expect(client.links.create).toHaveBeenCalledTimes(1);
    expect(client.links.create).toHaveBeenCalledWith({ url: 'https://a.org/1', domain_id: 3, space_id: 5, pixel_ids: [9] });
    expect(await loadBatch()).toEqual(done);
  });

  it('records the store as sent before it goes out', async () => {
    await run(newBatch('https://sho.rt', '', options, ['https://a.org/1']));
    expect(stored.map((b) => b.items[0]!.state)).toEqual(['sending', 'done']);
    expect(stored[0]!.items[0]).toMatchObject({ sent: 1, sentAt: 0 });
  });

  it('lists a 422 with its field messages, and other failures with their error; the rest go on', async () => {
    client.links.create
      .mockRejectedValueOnce(new ValidationError('invalid', { method: 'POST', path: '/api/v1/links', status: 422 }, { url: ['The url format is invalid.'] }))
      .mockRejectedValueOnce(new ApiError('ServerError', 'boom', { method: 'POST', path: '/api/v1/links', status: 500 }));
    const done = await run(newBatch('https://sho.rt', '', options, ['https://a.org/1', 'https://a.org/2', 'https://a.org/3']));
    expect(done.items.map((i) => i.state)).toEqual(['failed', 'failed', 'done']);
    expect(done.items[0]!.error).toMatchObject({ name: 'ValidationError', fields: { url: ['The url format is invalid.'] } });
    expect(done.items[0]!.sent).toBeUndefined();
    expect(done.items[1]!.error).toMatchObject({ name: 'ServerError', status: 500 });
  });

  it('stops at a failure every URL would meet (the key refused), leaving the rest waiting', async () => {
    client.links.list.mockRejectedValueOnce(new ApiError('UnauthorizedError', 'no', { method: 'GET', path: '/api/v1/links', status: 401 }));
    const done = await run(newBatch('https://sho.rt', '', options, ['https://a.org/1', 'https://a.org/2']));
    expect(done.items.map((i) => i.state)).toEqual(['failed', 'waiting']);
    expect(client.links.list).toHaveBeenCalledTimes(1);
  });

  it('a 429 waits and sends the same URL again', async () => {
    const sleep = vi.fn(async () => undefined);
    client.links.list.mockRejectedValueOnce(new RateLimitError('slow down', { method: 'GET', path: '/api/v1/links', status: 429 }, 3));
    const done = await run(newBatch('https://sho.rt', '', options, ['https://a.org/1']), { pacer: createPacer({ now: () => 0, sleep }) });
    expect(sleep).toHaveBeenCalledWith(3000, undefined);
    expect(done.items[0]!.state).toBe('done');
  });

  it('retry puts failed items back, all or one', async () => {
    const batch: Batch = { ...newBatch('https://sho.rt', '', options, ['https://a.org/1', 'https://a.org/2']) };
    batch.items = batch.items.map((item) => ({ ...item, state: 'failed', sent: 1, error: { name: 'NetworkError', message: 'x' } }));
    expect(retry(batch, 1).items.map((i) => i.state)).toEqual(['failed', 'waiting']);
    expect(retry(batch).items).toEqual([
      { url: 'https://a.org/1', state: 'waiting' },
      { url: 'https://a.org/2', state: 'waiting' },
    ]);
  });

  it('stops between URLs when aborted', async () => {
    const abort = new AbortController();
    const done = await run(newBatch('https://sho.rt', '', options, ['https://a.org/1', 'https://a.org/2']), {
      update: async (next) => {
        if (next.items[0]!.state === 'done') abort.abort();
      },
      signal: abort.signal,
    });
    expect(done.items.map((i) => i.state)).toEqual(['done', 'waiting']);
  });

  it('Stop ends a 429 wait of ten minutes at once (real clock): nothing more is sent, the URL waits for Continue', async () => {
    const abort = new AbortController();
    client.links.list.mockRejectedValueOnce(new RateLimitError('slow down', { method: 'GET', path: '/api/v1/links', status: 429 }, 2_147_483));
    const waits: number[] = [];
    const pacer = createPacer(realClock, (ms) => {
      waits.push(ms);
      setTimeout(() => abort.abort(), 10);
    });
    const started = Date.now();
    const done = await run(newBatch('https://sho.rt', '', options, ['https://a.org/1', 'https://a.org/2']), { pacer, signal: abort.signal });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(waits).toEqual([600_000]);
    expect(done.items.map((i) => i.state)).toEqual(['waiting', 'waiting']);
    expect(client.links.list).toHaveBeenCalledTimes(1);
    expect(client.links.create).not.toHaveBeenCalled();
  });

  it('Stop during the wait for the next rate window: the URL is not recorded as sent', async () => {
    const abort = new AbortController();
    client.links.list.mockResolvedValue({ ...page([]), rate: { limit: 60, remaining: 0 } });
    const pacer = createPacer(realClock, () => setTimeout(() => abort.abort(), 10));
    const done = await run(newBatch('https://sho.rt', '', options, ['https://a.org/1']), { pacer, signal: abort.signal });
    expect(done.items).toEqual([{ url: 'https://a.org/1', state: 'waiting' }]);
    expect(client.links.create).not.toHaveBeenCalled();
  });
});

describe('resuming a batch', () => {
  const sending = (sent: number): Batch => {
    const batch = newBatch('https://sho.rt', '', options, ['https://a.org/1']);
    batch.items[0] = { url: 'https://a.org/1', state: 'sending', sent };
    return batch;
  };

  it('a URL sent without an answer that landed is found, not sent again', async () => {
    client.links.list.mockResolvedValue(page([link(5, { url: 'https://a.org/1', short_url: 'https://sho.rt/landed' })]));
    const done = await run(sending(1));
    expect(client.links.create).not.toHaveBeenCalled();
    expect(done.items[0]).toEqual({
      url: 'https://a.org/1',
      state: 'reused',
      shortUrl: 'https://sho.rt/landed',
      got: expect.objectContaining({ domain: 'sho.rt' }),
    });
  });

  it('a store sent moments ago is given time to land before it is looked up', async () => {
    const sleep = vi.fn(async () => undefined);
    const batch = sending(1);
    batch.items[0] = { ...batch.items[0]!, sentAt: 1000 };
    await run(batch, { clock: { now: () => 4000, sleep } });
    expect(sleep).toHaveBeenCalledWith(SETTLE_MS - 3000, undefined);
    const late = sending(1);
    late.items[0] = { ...late.items[0]!, sentAt: 1000 };
    sleep.mockClear();
    await run(late, { clock: { now: () => 1000 + SETTLE_MS, sleep } });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('one that did not land is sent again, once', async () => {
    const done = await run(sending(1));
    expect(client.links.create).toHaveBeenCalledTimes(1);
    expect(done.items[0]!.state).toBe('done');
  });

  it(`after ${MAX_SENDS} sends without an answer it is listed as failed, not sent a third time`, async () => {
    const done = await run(sending(MAX_SENDS));
    expect(client.links.create).not.toHaveBeenCalled();
    expect(done.items[0]).toMatchObject({ state: 'failed', error: { message: UNANSWERED } });
  });

  it('a stored batch in another shape is not resumed', async () => {
    await saveBatch({ v: 9 } as never);
    expect(await loadBatch()).toBeNull();
  });
});

describe('createInput', () => {
  it('sends only the options set', () => {
    expect(createInput('https://a.org', { domainId: 2, spaceId: null, pixelIds: [] })).toEqual({ url: 'https://a.org', domain_id: 2 });
  });

  it('never sends domain_id=0 (the server fails on it)', () => {
    expect(() => createInput('https://a.org', { domainId: null, spaceId: null, pixelIds: [] })).toThrow(expect.objectContaining({ name: 'InputError' }));
  });
});

describe('a batch with a preset', () => {
  it('looks up and stores each URL with the preset’s UTM parameters, listing it as pasted', async () => {
    const utm = { source: 'news', medium: 'email' };
    const done = await run(newBatch('https://sho.rt', '', { ...options, presetId: 's-1', utm }, ['https://a.org/1?utm_source=old#x']));
    expect(client.links.list).toHaveBeenCalledWith(duplicateQuery('https://a.org/1?utm_source=news&utm_medium=email#x'));
    expect(client.links.create).toHaveBeenCalledWith({ url: 'https://a.org/1?utm_source=news&utm_medium=email#x', domain_id: 1 });
    expect(done.items[0]).toMatchObject({ url: 'https://a.org/1?utm_source=old#x', state: 'done' });
  });
});
