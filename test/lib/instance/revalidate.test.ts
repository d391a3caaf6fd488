import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type ApiClient } from '../../../lib/api';
import { choicesOf } from '../../../lib/instance/choices';
import { FACT_TTL_MS, readFacts, VERSION_TTL_MS } from '../../../lib/instance/facts';
import { noteLinksPage, revalidate } from '../../../lib/instance/revalidate';
import { MAX_SERVER_WAIT_S } from '../../../lib/rate-limit';
import { startServer, type RefServer } from '../../server';
import { isMine } from '../../server/types';

let v44: RefServer;
let v49: RefServer;
beforeAll(async () => {
  [v44, v49] = await Promise.all([startServer({ seed: { links: 250, pixels: 130 } }), startServer({ version: 49, seed: { links: 40 } })]);
});
afterAll(async () => {
  await Promise.all([v44.close(), v49.close()]);
});
beforeEach(() => {
  v44.reset();
  v49.reset();
});

const clientOf = (server: RefServer, apiKey = server.apiKey): ApiClient => createClient({ version: 44, baseUrl: server.url, apiKey, retries: 0 });
const scopeOf = (server: RefServer, profileId = 'default') => ({ profileId, origin: server.origin });
/** The GETs the server answered, as `path?query`. */
const gets = (server: RefServer) =>
  server
    .apiRequests()
    .map(
      (r) => `${r.path}${Object.keys(r.query).length ? `?${new URLSearchParams(Object.entries(r.query).flatMap(([k, vs]) => vs.map((v) => [k, v])))}` : ''}`,
    );
const ALL = ['account', 'version', 'links', 'domains', 'spaces', 'pixels'] as const;

describe('revalidate: what a phpShort server says of itself', () => {
  it('the account, the version from the link records (no probe), the link count, and every list, stored for every page', async () => {
    const facts = await revalidate(clientOf(v44), scopeOf(v44), ALL);
    expect(facts.version?.value).toEqual({ version: 44, how: 'links' });
    expect(facts.account?.value).toMatchObject({ defaultDomainId: 1, planName: expect.any(String) });
    expect(facts.links?.value?.total).toBe(v44.db.links.filter(isMine).length);
    expect(facts.pixels?.value).toHaveLength(130);
    expect(facts.spaces?.value?.map((s) => s.name)).toEqual(
      v44.db.spaces
        .filter(isMine)
        .sort((a, b) => a.id - b.id)
        .map((s) => s.name),
    );
    expect(gets(v44).some((g) => g.startsWith('/api/v1/stats'))).toBe(false);
    expect(await readFacts(scopeOf(v44))).toEqual(facts);
    // The account's default domain (global: not in /domains) leads, named by the instance's host.
    const choices = choicesOf(facts, v44.url);
    expect(choices.domains.slice(0, 3)).toEqual([
      { id: 1, name: 'sho.rt' },
      { id: 2, name: 'go.example.com' },
      { id: 3, name: 'l.acme.test' },
    ]);
  });

  it('v49 is identified by its link records', async () => {
    const facts = await revalidate(clientOf(v49), scopeOf(v49), ['version']);
    expect(facts.version?.value).toEqual({ version: 49, how: 'links' });
  });

  it('an account without links: the plan names the version, the probe only when it cannot', async () => {
    v49.reset(false);
    expect((await revalidate(clientOf(v49), scopeOf(v49), ['version'])).version?.value).toEqual({ version: 49, how: 'plan' });
    for (const server of [v44, v49]) server.reset(false);
    // A plan that lists no link feature names no version: the probe decides.
    v44.db.features = { api: 1 } as never;
    expect((await revalidate(clientOf(v44), scopeOf(v44), ['version'])).version?.value).toEqual({ version: 44, how: 'probe' });
    v49.db.features = { api: 1 } as never;
    const facts = await revalidate(clientOf(v49), scopeOf(v49, 'p2'), ['version']);
    expect(facts.version?.value).toEqual({ version: 49, how: 'probe' });
    expect(gets(v49).filter((g) => g.startsWith('/api/v1/stats/0'))).toHaveLength(1);
  });

  it('asks each fact at most once a minute, the version once a day; `force` asks again', async () => {
    let now = 1_000_000;
    const client = clientOf(v44);
    await revalidate(client, scopeOf(v44), ALL, { now: () => now });
    const first = gets(v44).length;
    now += FACT_TTL_MS - 1;
    await revalidate(client, scopeOf(v44), ALL, { now: () => now });
    expect(gets(v44)).toHaveLength(first);
    now += 2;
    v44.clearRequests();
    await revalidate(client, scopeOf(v44), ALL, { now: () => now });
    // Everything but the version, which is good for a day.
    expect(gets(v44).map((g) => g.split('?')[0])).toEqual(
      expect.arrayContaining(['/api/v1/account', '/api/v1/links', '/api/v1/domains', '/api/v1/spaces', '/api/v1/pixels']),
    );
    // The version alone, a minute on: good for a day, not asked.
    v44.clearRequests();
    await revalidate(client, scopeOf(v44), ['version'], { now: () => now + FACT_TTL_MS });
    expect(gets(v44)).toEqual([]);
    await revalidate(client, scopeOf(v44), ['account'], { now: () => now, force: true });
    expect(gets(v44)).toEqual(['/api/v1/account']);
    expect(VERSION_TTL_MS).toBe(24 * 60 * 60_000);
  });

  it('never asks the same fact twice at the same time (pages and the background share one request)', async () => {
    const client = clientOf(v44);
    await Promise.all([revalidate(client, scopeOf(v44), ['account', 'pixels']), revalidate(client, scopeOf(v44), ['account', 'pixels'])]);
    expect(gets(v44).filter((g) => g === '/api/v1/account')).toHaveLength(1);
    expect(gets(v44).filter((g) => g.startsWith('/api/v1/pixels'))).toHaveLength(2); // 130 pixels: two pages, once
  });

  it('a failure is recorded with the value read before, and a rate limit with when to ask again (bounded)', async () => {
    let now = 5_000_000;
    const client = clientOf(v44);
    await revalidate(client, scopeOf(v44), ['pixels'], { now: () => now });
    now += FACT_TTL_MS;
    v44.inject({ status: 429, headers: { 'Retry-After': '99999999' }, body: { message: 'Too Many Attempts.' }, match: { path: '/api/v1/pixels' } });
    const facts = await revalidate(client, scopeOf(v44), ['pixels'], { now: () => now });
    expect(facts.pixels?.value).toHaveLength(130);
    expect(facts.pixels?.error?.name).toBe('RateLimitError');
    expect(facts.pixels?.retryAt).toBe(now + MAX_SERVER_WAIT_S * 1000);
    // Not asked again before the wait is over.
    v44.clearRequests();
    await revalidate(client, scopeOf(v44), ['pixels'], { now: () => now + FACT_TTL_MS });
    expect(gets(v44)).toEqual([]);
  });

  it('a rejected key is an error of every fact, not a missing endpoint', async () => {
    const facts = await revalidate(clientOf(v44, 'wrong'), scopeOf(v44), ['account', 'domains', 'version']);
    expect(facts.account?.error?.name).toBe('UnauthorizedError');
    expect(facts.domains?.error?.name).toBe('UnauthorizedError');
    expect(facts.version?.value).toBeUndefined();
  });

  it('treats a 404, an HTML page or a 405 from /domains or /spaces as "this server has none"', async () => {
    v44.inject({ status: 200, body: '<!doctype html><p>app</p>', match: { path: '/api/v1/domains' } });
    v44.inject({ status: 405, match: { path: '/api/v1/spaces' } });
    const facts = await revalidate(clientOf(v44), scopeOf(v44), ['domains', 'spaces', 'links']);
    expect([facts.domains?.value, facts.spaces?.value]).toEqual([null, null]);
    expect(choicesOf(facts).source).toEqual({ domains: 'links', spaces: 'links' });
  });
});

describe('revalidate: a server that speaks only the contract (no /account, no /stats)', () => {
  it('is spoken to in the contract’s names, with the plan unknown and the domains of its links; nothing is an error', async () => {
    v44.setContractOnly(true);
    const facts = await revalidate(clientOf(v44), scopeOf(v44), ALL);
    expect(facts.account).toMatchObject({ value: null });
    expect(facts.account?.error).toBeUndefined();
    expect(facts.domains?.value).toBeNull();
    expect(facts.version?.value?.version).toBe(44);
    expect(choicesOf(facts).domains.length).toBeGreaterThan(0);
    expect(gets(v44).some((g) => g.startsWith('/api/v1/stats'))).toBe(false);
  });

  it('without links either: not identified, so v44, and no probe', async () => {
    v44.reset(false);
    v44.setContractOnly(true);
    const facts = await revalidate(clientOf(v44), scopeOf(v44), ['version']);
    expect(facts.version?.value).toEqual({ version: 44, how: 'contract' });
    expect(gets(v44).some((g) => g.startsWith('/api/v1/stats'))).toBe(false);
  });
});

describe('noteLinksPage: what a page the index read anyway tells, for free', () => {
  it('the count, the version and the domains its links use', async () => {
    const page = await clientOf(v49).links.list({ per_page: 25 });
    v49.clearRequests();
    const facts = await noteLinksPage(scopeOf(v49), page);
    expect(facts.version?.value).toEqual({ version: 49, how: 'links' });
    expect(facts.links?.value?.total).toBe(v49.db.links.filter(isMine).length);
    expect(facts.links?.value?.domains.length).toBeGreaterThan(0);
    expect(gets(v49)).toEqual([]);
  });
});
