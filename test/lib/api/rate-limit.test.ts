/**
 * phpShort's throttle (60 a minute per client IP): every answer says how much is left
 * (`X-RateLimit-Limit`/`-Remaining`, read into `Page.rate`), and a spent budget is a 429 with
 * `Retry-After`, which becomes a `RateLimitError` saying when to try again.
 */
import { describe, expect, it } from 'vitest';
import { toErrorData } from '../../../lib/api';
import { rejectionOf, useServer, VERSIONS } from './helpers';

describe.each(VERSIONS)('the rate limit of phpShort v%i', (version) => {
  const t = useServer(version);

  it('Page.rate reads the headers of each list answer', async () => {
    t.server.setRateLimit({ limit: 60 });
    const client = t.client();
    const links = await client.links.list();
    expect(links.rate).toEqual({ limit: 60, remaining: 59 });
    await client.account.get();
    expect((await client.pixels.list()).rate).toEqual({ limit: 60, remaining: 57 });
    expect((await client.domains.list()).rate).toEqual({ limit: 60, remaining: 56 });
    expect((await client.spaces.list()).rate).toEqual({ limit: 60, remaining: 55 });
  });

  it('Page.rate is absent when the answer carries no rate-limit headers (a proxy, or CORS hiding them)', async () => {
    t.server.inject({ status: 200, body: { data: [], meta: { current_page: 1, last_page: 1, total: 0 } } });
    const page = await t.client().links.list();
    expect(page).not.toHaveProperty('rate');
    expect(Object.keys(page).sort()).toEqual(['items', 'meta', 'skipped']);
  });

  it('the last request of the budget reads remaining 0', async () => {
    t.server.setRateLimit({ limit: 2 });
    const client = t.client();
    await client.links.list();
    expect((await client.links.list()).rate).toEqual({ limit: 2, remaining: 0 });
  });

  it('a spent budget is a RateLimitError with the server’s Retry-After, not retried when longer than the client waits', async () => {
    t.server.setRateLimit({ limit: 1 });
    const client = t.client();
    await client.links.list();
    const error = await rejectionOf(client.links.list());
    expect(error).toMatchObject({ name: 'RateLimitError', status: 429, method: 'GET', path: '/api/v1/links' });
    expect(error.retryAfter).toBeGreaterThanOrEqual(59);
    expect(error.retryAfter).toBeLessThanOrEqual(60);
    expect(error.message).toBe(`GET /api/v1/links: 429 too many requests, retry in ${String(error.retryAfter)} s`);
    expect(toErrorData(error)).toMatchObject({ name: 'RateLimitError', retryAfter: error.retryAfter });
    expect(t.server.apiRequests()).toHaveLength(2);
    expect(t.waits).toEqual([]);
  });

  it('a store refused by the throttle is a RateLimitError too, and nothing is stored', async () => {
    t.server.setRateLimit({ limit: 1 });
    const client = t.client();
    await client.account.get();
    const count = t.server.db.links.length;
    const error = await rejectionOf(client.links.create({ url: 'https://example.com/late', domain_id: 1 }));
    expect(error).toMatchObject({ name: 'RateLimitError', status: 429, method: 'POST' });
    expect(error.retryAfter).toBeGreaterThan(0);
    expect(t.server.db.links).toHaveLength(count);
  });

  it('a short Retry-After is waited out and the read retried', async () => {
    t.server.setRateLimit({ limit: 1, windowMs: 1_000 });
    // A client that really sleeps: Retry-After 1 s is within what it waits, so it asks again after it.
    const client = t.client({ sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) });
    await client.links.list();
    const page = await client.links.list();
    expect(page.rate).toEqual({ limit: 1, remaining: 0 });
    expect(t.server.apiRequests()).toHaveLength(3);
  });
});
