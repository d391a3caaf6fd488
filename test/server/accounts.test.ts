import { describe, expect, it } from 'vitest';
import { call, useServer } from './test-helpers';
import { isMine } from './types';

// Two accounts on one instance, each with its own key: phpShort answers each user from their own
// records. The rate limit, faults and the request log are the instance's.
const server = useServer({ apiKey: 'key-a', seed: { links: 3 }, accounts: [{ apiKey: 'key-b', name: 'Bea' }] });
const as = (key: string) => ({ auth: false, headers: { Authorization: `Bearer ${key}` } });

describe('several accounts on one instance', () => {
  it('each key sees its own account and links', async () => {
    const a = await call(server(), 'GET', '/api/v1/links', as('key-a'));
    const b = await call(server(), 'GET', '/api/v1/links', as('key-b'));
    expect((a.json as { data: unknown[] }).data).toHaveLength(3);
    expect((b.json as { data: unknown[] }).data).toEqual([]);
    expect(((await call(server(), 'GET', '/api/v1/account', as('key-b'))).json as { data: { name: string } }).data.name).toBe('Bea');
  });

  it("a link stored with one key is that account's alone, with an id of its own", async () => {
    const made = await call(server(), 'POST', '/api/v1/links', { ...as('key-b'), form: 'url=https://example.org/b&domain_id=1' });
    expect(made.status).toBe(201);
    const [b] = server().accounts;
    expect(b!.db.links.map((l) => l.url)).toEqual(['https://example.org/b']);
    expect(b!.db.links[0]!.id).toBeGreaterThan(100_000);
    expect(
      server()
        .db.links.filter(isMine)
        .some((l) => l.url === 'https://example.org/b'),
    ).toBe(false);
    const listed = (await call(server(), 'GET', '/api/v1/links', as('key-a'))).json as { data: Array<{ url: string }> };
    expect(listed.data.map((l) => l.url)).not.toContain('https://example.org/b');
  });

  it('records which key each request carried; an unknown key is refused', async () => {
    server().clearRequests();
    await call(server(), 'GET', '/api/v1/links', as('key-b'));
    expect((await call(server(), 'GET', '/api/v1/links', as('key-c'))).status).toBe(401);
    expect(
      server()
        .apiRequests()
        .map((r) => r.headers.authorization),
    ).toEqual(['Bearer key-b', 'Bearer key-c']);
  });

  it('reset gives every account its start again', async () => {
    await call(server(), 'POST', '/api/v1/links', { ...as('key-b'), form: 'url=https://example.org/b&domain_id=1' });
    server().reset();
    expect(server().accounts[0]!.db.links).toEqual([]);
  });
});
