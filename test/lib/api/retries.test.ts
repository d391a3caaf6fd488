import { describe, expect, it } from 'vitest';
import { createClient } from '../../../lib/api';
import { rejectionOf, useServer } from './helpers';

const t = useServer();
const aLink = { url: 'https://example.com', domain_id: 1 };

describe('retries of reads', () => {
  it.each([429, 502, 503, 504])('retries a GET after %i and succeeds on the third attempt', async (status) => {
    t.server.inject({ status, times: 2 });
    const page = await t.client().links.list();
    expect(page.items).toHaveLength(10);
    expect(t.server.apiRequests()).toHaveLength(3);
    // random() = 0.5 → no jitter: 300 ms, then 600 ms.
    expect(t.waits).toEqual([300, 600]);
  });

  it('gives up after `retries` extra attempts and throws the last error', async () => {
    t.server.inject({ status: 503, times: 10 });
    const error = await rejectionOf(t.client().links.get(1));
    expect(error).toMatchObject({ name: 'ServerError', status: 503 });
    expect(t.server.apiRequests()).toHaveLength(3);
  });

  it('honours the retries option', async () => {
    t.server.inject({ status: 502, times: 10 });
    await rejectionOf(t.client({ retries: 0 }).pixels.list());
    expect(t.server.apiRequests()).toHaveLength(1);
    t.server.clearRequests();
    await rejectionOf(t.client({ retries: 4 }).pixels.list());
    expect(t.server.apiRequests()).toHaveLength(5);
    expect(t.waits).toEqual([300, 600, 1200, 2400]);
  });

  it('retries after a dropped connection', async () => {
    t.server.inject({ drop: true });
    expect((await t.client().links.get(1)).id).toBe(1);
    expect(t.server.apiRequests()).toHaveLength(2);
  });

  it.each([500, 501, 400, 401, 403, 404, 422])('does not retry a %i', async (status) => {
    t.server.inject({ status, times: 5 });
    await rejectionOf(t.client().links.list());
    expect(t.server.apiRequests()).toHaveLength(1);
    expect(t.waits).toEqual([]);
  });

  it('does not retry a timeout', async () => {
    t.server.inject({ delayMs: 500, times: 5 });
    expect((await rejectionOf(t.client({ timeoutMs: 50 }).links.list())).name).toBe('TimeoutError');
    expect(t.server.apiRequests()).toHaveLength(1);
  });

  it('does not retry an answer that is not JSON', async () => {
    t.server.inject({ status: 200, body: '<html>portal</html>', times: 5 });
    expect((await rejectionOf(t.client().links.list())).name).toBe('InvalidResponseError');
    expect(t.server.apiRequests()).toHaveLength(1);
  });

  it('jitters the backoff by ±25 %', async () => {
    t.server.inject({ status: 502, times: 2 });
    await t.client({ random: () => 0 }).links.list();
    t.server.inject({ status: 502, times: 2 });
    await t.client({ random: () => 0.999999 }).links.list();
    expect(t.waits).toEqual([225, 450, 375, 750]);
  });

  it('caps the backoff at maxRetryWaitMs', async () => {
    t.server.inject({ status: 503, times: 5 });
    const error = await rejectionOf(t.client({ maxRetryWaitMs: 400, retries: 3 }).links.list());
    expect(error.name).toBe('ServerError');
    expect(t.waits).toEqual([300, 400, 400]);
    expect(t.server.apiRequests()).toHaveLength(4);
  });

  it('does not wait for a 503 whose Retry-After is longer than maxRetryWaitMs', async () => {
    t.server.inject({ status: 503, headers: { 'Retry-After': '3600' }, times: 5 });
    const error = await rejectionOf(t.client().links.list());
    expect(error).toMatchObject({ name: 'ServerError', status: 503 });
    expect(t.waits).toEqual([]);
    expect(t.server.apiRequests()).toHaveLength(1);
  });
});

describe('Retry-After', () => {
  it('waits what the server asks for, at least a second (a 0 is no burst of retries)', async () => {
    t.server.inject({ status: 429, headers: { 'Retry-After': '3' } });
    t.server.inject({ status: 503, headers: { 'Retry-After': '0' } });
    await t.client().links.list();
    expect(t.waits).toEqual([3000, 1000]);
    expect(t.server.apiRequests()).toHaveLength(3);
  });

  it('falls back to the backoff when Retry-After is garbage', async () => {
    t.server.inject({ status: 429, headers: { 'Retry-After': 'later' } });
    await t.client().links.list();
    expect(t.waits).toEqual([300]);
  });

  it('does not wait longer than maxRetryWaitMs: throws a RateLimitError saying when to retry', async () => {
    t.server.inject({ status: 429, headers: { 'Retry-After': '11' }, times: 5 });
    const error = await rejectionOf(t.client().links.list());
    expect(error).toMatchObject({ name: 'RateLimitError', retryAfter: 11 });
    expect(error.message).toBe('GET /api/v1/links: 429 too many requests, retry in 11 s');
    expect(t.waits).toEqual([]);
    expect(t.server.apiRequests()).toHaveLength(1);
  });

  it('waits exactly maxRetryWaitMs when asked to', async () => {
    t.server.inject({ status: 429, headers: { 'Retry-After': '10' } });
    await t.client().links.list();
    expect(t.waits).toEqual([10_000]);
  });

  it('really waits (real clock): Retry-After: 1 takes at least a second', async () => {
    t.server.inject({ status: 429, headers: { 'Retry-After': '1' } });
    const client = createClient({ version: 44, baseUrl: t.server.url, apiKey: t.server.apiKey });
    const started = Date.now();
    await client.links.list();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    const [first, second] = t.server.apiRequests();
    expect(second!.time - first!.time).toBeGreaterThanOrEqual(1000);
  });
});

describe('writes are never retried', () => {
  const writes = {
    'POST links': () => t.client().links.create(aLink),
    'PATCH links': () => t.client().links.update(1, { alias: 'x' }),
    'PUT links': () => t.client().links.update(1, { alias: 'x' }, { method: 'PUT' }),
    'DELETE links': () => t.client().links.delete(1),
    'POST pixels': () => t.client().pixels.create({ name: 'n', type: 'bing', value: 'v' }),
    'PATCH pixels': () => t.client().pixels.update(1, { name: 'n' }),
    'DELETE pixels': () => t.client().pixels.delete(1),
  };
  const cases = Object.keys(writes).flatMap((write) =>
    [{ status: 429, headers: { 'Retry-After': '0' } }, { status: 502 }, { status: 503 }, { status: 504 }, { drop: true }].map(
      (fault) => [write, fault] as const,
    ),
  );

  it.each(cases)('%s after %j', async (write, fault) => {
    t.server.inject({ ...fault, times: 5 });
    await rejectionOf(writes[write as keyof typeof writes]());
    expect(t.server.apiRequests()).toHaveLength(1);
    expect(t.waits).toEqual([]);
  });
});

describe('aborting', () => {
  it('a caller abort during the request is an AbortError, not a TimeoutError', async () => {
    t.server.inject({ delayMs: 1000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await rejectionOf(t.client().links.list({}, { signal: controller.signal }));
    expect(error.name).toBe('AbortError');
    expect(t.server.apiRequests()).toHaveLength(1);
  });

  it('an already aborted signal sends nothing', async () => {
    const error = await rejectionOf(t.client().links.get(1, { signal: AbortSignal.abort() }));
    expect(error.name).toBe('AbortError');
    expect(t.server.apiRequests()).toEqual([]);
  });

  it('a caller abort during a retry wait stops the retries', async () => {
    t.server.inject({ status: 503, times: 5 });
    const controller = new AbortController();
    const client = t.client({
      sleep: () => {
        controller.abort();
        return new Promise(() => {});
      },
    });
    const error = await rejectionOf(client.links.list({}, { signal: controller.signal }));
    expect(error.name).toBe('AbortError');
    expect(t.server.apiRequests()).toHaveLength(1);
  });

  it('the timeout is per attempt and combines with the caller signal', async () => {
    t.server.inject({ delayMs: 300 });
    const controller = new AbortController();
    const error = await rejectionOf(t.client({ timeoutMs: 50 }).links.list({}, { signal: controller.signal }));
    expect(error.name).toBe('TimeoutError');
    expect(controller.signal.aborted).toBe(false);
  });
});
