/**
 * How the app's client takes over what the popup's first script sent (lib/boot/adopt.ts): each
 * early response once, by method and URL, after the boot has registered all it will send; anything
 * else, or a request the boot decided not to send, goes out as usual.
 */
import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../../../lib/api/client';
import { adoptingFetch, adoptLocal } from '../../../lib/boot/adopt';
import { requestKey, type BootState } from '../../../lib/boot/state';

const LIST = 'https://sho.rt/api/v1/links?search=https%3A%2F%2Fexample.com%2Farticle&search_by=url&sort_by=id&sort=desc&per_page=25';
const STORE = 'https://sho.rt/api/v1/links';
const PAGE = 'https://example.com/article';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** A boot whose `ready` the test settles. */
function boot(requests: Record<string, Promise<Response | null>> = {}) {
  const ready = deferred<void>();
  const state: BootState = {
    ready: ready.promise,
    settled: ready.promise,
    requests: new Map(Object.entries(requests).map(([key, value]) => [key, value])),
  };
  return { state, ready };
}

/** The real network, as a mock that answers 'network' with status 299 so tests can tell. */
const network = () => vi.fn<typeof fetch>(async () => new Response('network', { status: 299 }));
const early = (text = 'early', status = 200) => new Response(text, { status });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('adoptingFetch', () => {
  it('is the plain fetch when there is no boot', async () => {
    const real = network();
    expect(adoptingFetch(undefined, real)).toBe(real);
  });

  it('waits until the boot has registered its requests, then takes the early response', async () => {
    const real = network();
    const { state, ready } = boot();
    const fetching = adoptingFetch(state, real)(LIST, { method: 'GET' });
    await flush();
    // Registered after the app asked: the app must still get it.
    state.requests.set(requestKey('GET', LIST), Promise.resolve(early()));
    expect(real).not.toHaveBeenCalled();
    ready.resolve();
    expect(await (await fetching).text()).toBe('early');
    expect(real).not.toHaveBeenCalled();
  });

  it('takes an early response once: the same request again goes to the network', async () => {
    const real = network();
    const { state, ready } = boot({ [requestKey('POST', STORE)]: Promise.resolve(early('stored', 201)) });
    ready.resolve();
    const fetch = adoptingFetch(state, real);
    const first = await fetch(STORE, { method: 'POST', body: 'url=a' });
    expect(first.status).toBe(201);
    const second = await fetch(STORE, { method: 'POST', body: 'url=a' });
    expect(second.status).toBe(299);
    expect(real).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenCalledWith(STORE, { method: 'POST', body: 'url=a' });
    expect(state.requests.size).toBe(0);
  });

  it('reads a missing method as GET, a lower-case one as upper case, and a Request by its URL', async () => {
    const real = network();
    const { state, ready } = boot({
      [requestKey('GET', LIST)]: Promise.resolve(early('list')),
      [requestKey('POST', STORE)]: Promise.resolve(early('store', 201)),
    });
    ready.resolve();
    const fetch = adoptingFetch(state, real);
    expect(await (await fetch(LIST)).text()).toBe('list');
    expect(await (await fetch(new Request(STORE), { method: 'post' })).text()).toBe('store');
    expect(real).not.toHaveBeenCalled();
  });

  it('falls through to the network when the boot decided not to send (null)', async () => {
    const real = network();
    const { state, ready } = boot({ [requestKey('POST', STORE)]: Promise.resolve(null) });
    ready.resolve();
    const init = { method: 'POST', body: 'url=x' };
    const response = await adoptingFetch(state, real)(STORE, init);
    expect(response.status).toBe(299);
    expect(real).toHaveBeenCalledWith(STORE, init);
    // …once: the decision is consumed too.
    expect(state.requests.has(requestKey('POST', STORE))).toBe(false);
  });

  it('waits for the boot to decide about a store it has not sent yet', async () => {
    const real = network();
    const decision = deferred<Response | null>();
    const { state, ready } = boot({ [requestKey('POST', STORE)]: decision.promise });
    ready.resolve();
    const fetching = adoptingFetch(state, real)(STORE, { method: 'POST' });
    await flush();
    expect(real).not.toHaveBeenCalled();
    decision.resolve(early('stored', 201));
    expect((await fetching).status).toBe(201);
    expect(real).not.toHaveBeenCalled();
  });

  it.each([
    ['another URL', LIST.replace('per_page=25', 'per_page=10'), 'GET'],
    ['another method', LIST, 'DELETE'],
    ['a store for the same URL', LIST, 'POST'],
  ])('sends %s to the network and leaves the early response for its request', async (_, url, method) => {
    const real = network();
    const { state, ready } = boot({ [requestKey('GET', LIST)]: Promise.resolve(early()) });
    ready.resolve();
    expect((await adoptingFetch(state, real)(url, { method })).status).toBe(299);
    expect(real).toHaveBeenCalledWith(url, { method });
    expect(state.requests.has(requestKey('GET', LIST))).toBe(true);
  });

  it('rejects as the early request did (a network failure reaches the client as its own)', async () => {
    const real = network();
    const failure = new TypeError('fetch failed');
    const { state, ready } = boot({ [requestKey('GET', LIST)]: Promise.reject(failure) });
    state.requests.get(requestKey('GET', LIST))!.catch(() => undefined);
    ready.resolve();
    await expect(adoptingFetch(state, real)(LIST)).rejects.toBe(failure);
    expect(real).not.toHaveBeenCalled();
  });

  it('rejects with the signal’s reason when it aborts while the early response is pending', async () => {
    const real = network();
    const { state, ready } = boot({ [requestKey('GET', LIST)]: new Promise<Response | null>(() => undefined) });
    ready.resolve();
    const controller = new AbortController();
    const fetching = adoptingFetch(state, real)(LIST, { signal: controller.signal });
    await flush();
    const reason = new Error('closed');
    controller.abort(reason);
    await expect(fetching).rejects.toBe(reason);
    expect(real).not.toHaveBeenCalled();
  });

  it('rejects at once with an already aborted signal', async () => {
    const real = network();
    const { state, ready } = boot({ [requestKey('GET', LIST)]: new Promise<Response | null>(() => undefined) });
    ready.resolve();
    const reason = new DOMException('gone', 'AbortError');
    await expect(adoptingFetch(state, real)(LIST, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    expect(real).not.toHaveBeenCalled();
  });

  it('still hands over the response when the signal aborts only afterwards', async () => {
    const real = network();
    const { state, ready } = boot({ [requestKey('GET', LIST)]: Promise.resolve(early()) });
    ready.resolve();
    const controller = new AbortController();
    const response = await adoptingFetch(state, real)(LIST, { signal: controller.signal });
    controller.abort();
    expect(await response.text()).toBe('early');
  });
});

describe('adoptingFetch in the app’s client', () => {
  const record = { id: 7, url: PAGE, short_url: 'https://sho.rt/a7', alias: 'a7', title: 'An article', domain: { id: 1, name: 'sho.rt' } };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const query = { search: PAGE, search_by: 'url', sort_by: 'id', sort: 'desc', per_page: 25 } as const;
  const client = (state: BootState, real: typeof fetch, options: { timeoutMs?: number; retries?: number } = {}) =>
    createClient({ baseUrl: 'https://sho.rt', apiKey: 'secret-key', fetch: adoptingFetch(state, real), sleep: async () => undefined, ...options });

  it('reads the boot’s list answer as its own, and sends the next list itself', async () => {
    const real = vi.fn<typeof fetch>(async () => json({ data: [] }));
    const { state, ready } = boot({ [requestKey('GET', LIST)]: Promise.resolve(json({ data: [record] })) });
    ready.resolve();
    const api = client(state, real);
    expect((await api.links.list(query)).items).toEqual([expect.objectContaining({ id: 7, short_url: 'https://sho.rt/a7' })]);
    expect(real).not.toHaveBeenCalled();
    expect((await api.links.list(query)).items).toEqual([]);
    expect(real).toHaveBeenCalledTimes(1);
  });

  it('explains the boot’s failed store like its own (a 422 names the field)', async () => {
    const real = vi.fn<typeof fetch>();
    const refused = json({ message: 'The url field is required.', errors: { url: ['The url field is required.'] } }, 422);
    const { state, ready } = boot({ [requestKey('POST', STORE)]: Promise.resolve(refused) });
    ready.resolve();
    await expect(client(state, real).links.create({ url: PAGE, domain_id: 1 })).rejects.toMatchObject({ name: 'ValidationError' });
    expect(real).not.toHaveBeenCalled();
  });

  it('times out on an early response that never comes, with its own timeout, as a TimeoutError', async () => {
    const real = vi.fn<typeof fetch>(async () => json({ data: [] }));
    const { state, ready } = boot({ [requestKey('GET', LIST)]: new Promise<Response | null>(() => undefined) });
    ready.resolve();
    const error = await client(state, real, { timeoutMs: 20, retries: 0 }).links.list(query).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TimeoutError', method: 'GET', path: '/api/v1/links' });
    expect(real).not.toHaveBeenCalled();
  });

  it('sends the list itself after a timeout (“Try again”): the early one is spent', async () => {
    const real = vi.fn<typeof fetch>(async () => json({ data: [record] }));
    const { state, ready } = boot({ [requestKey('GET', LIST)]: new Promise<Response | null>(() => undefined) });
    ready.resolve();
    const api = client(state, real, { timeoutMs: 20 });
    await expect(api.links.list(query)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect((await api.links.list(query)).items).toHaveLength(1);
    expect(real).toHaveBeenCalledTimes(1);
    expect(String(real.mock.calls[0]?.[0])).toBe(LIST);
  });

  it('retries over the network when the early list failed on the way (a NetworkError)', async () => {
    const real = vi.fn<typeof fetch>(async () => json({ data: [record] }));
    const { state, ready } = boot({ [requestKey('GET', LIST)]: Promise.reject(new TypeError('fetch failed')) });
    state.requests.get(requestKey('GET', LIST))!.catch(() => undefined);
    ready.resolve();
    expect((await client(state, real, { retries: 1 }).links.list(query)).items).toHaveLength(1);
    expect(real).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the caller aborts, with the caller’s reason', async () => {
    const real = vi.fn<typeof fetch>();
    const { state, ready } = boot({ [requestKey('POST', STORE)]: new Promise<Response | null>(() => undefined) });
    ready.resolve();
    const controller = new AbortController();
    const creating = client(state, real).links.create({ url: PAGE, domain_id: 1 }, { signal: controller.signal });
    await flush();
    const reason = new Error('popup closed');
    controller.abort(reason);
    await expect(creating).rejects.toBe(reason);
    expect(real).not.toHaveBeenCalled();
  });
});

describe('adoptLocal', () => {
  const hit = { id: 3, url: PAGE, short_url: 'https://sho.rt/a3' };

  it('asks when there is no boot, or the boot asked nothing', async () => {
    const ask = vi.fn(async () => 'asked');
    expect(await adoptLocal(undefined, PAGE, ask)).toBe('asked');
    expect(await adoptLocal(boot().state, PAGE, ask)).toBe('asked');
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('takes the boot’s answer for the same URL once, then asks', async () => {
    const { state } = boot();
    state.local = { url: PAGE, answer: Promise.resolve(hit) };
    const ask = vi.fn(async () => null);
    expect(await adoptLocal(state, PAGE, ask)).toBe(hit);
    expect(ask).not.toHaveBeenCalled();
    expect(state.local).toBeUndefined();
    expect(await adoptLocal(state, PAGE, ask)).toBeNull();
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('takes a null answer (the index knows no link) without asking again', async () => {
    const { state } = boot();
    state.local = { url: PAGE, answer: Promise.resolve(null) };
    const ask = vi.fn(async () => hit);
    expect(await adoptLocal(state, PAGE, ask)).toBeNull();
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks for another URL and keeps the boot’s answer for its own', async () => {
    const { state } = boot();
    const local = { url: PAGE, answer: Promise.resolve(hit) };
    state.local = local;
    const ask = vi.fn(async () => 'asked');
    expect(await adoptLocal(state, 'https://example.com/other', ask)).toBe('asked');
    expect(state.local).toBe(local);
  });
});
