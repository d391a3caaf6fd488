import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../lib/api';
import { startServer, type RefServer } from '../../server';
import { rejectionOf, useServer, VERSIONS } from './helpers';

describe.each(VERSIONS)('phpShort v%i', (version) => {
  const t = useServer(version);
  /** Where redirects point: it must never see the key (here: never see a request at all). */
  let other: RefServer;

  beforeAll(async () => {
    other = await startServer({ port: 0, apiKey: 'other-key', version });
  });
  afterAll(async () => {
    await other.close();
  });

  function expectOtherUntouched(): void {
    expect(other.requests.filter((r) => r.headers.authorization !== undefined)).toEqual([]);
    expect(other.requests).toEqual([]);
  }

  describe('redirects are refused, never followed', () => {
    it.each([301, 302, 303, 307, 308])('a %i to another origin is a RedirectError naming its target', async (status) => {
      other.clearRequests();
      const target = `${other.url}/api/v1/links?per_page=10`;
      t.server.inject({ status, headers: { Location: target } });
      const error = await rejectionOf(t.client().links.list());
      expect(error).toMatchObject({ name: 'RedirectError', status, location: target, method: 'GET', path: '/api/v1/links' });
      expect(error.message).toContain(`redirected to ${target}`);
      expect((error as unknown as { toData(): unknown }).toData()).toMatchObject({ location: target });
      expect(t.server.apiRequests()).toHaveLength(1);
      expectOtherUntouched();
    });

    it('a 307 on a store: nothing is created anywhere', async () => {
      other.clearRequests();
      const links = t.server.db.links.length;
      const elsewhere = other.db.links.length;
      t.server.inject({ status: 307, headers: { Location: `${other.url}/api/v1/links` }, match: { method: 'POST' } });
      const error = await rejectionOf(t.client().links.create({ url: 'https://example.com', domain_id: 1 }));
      expect(error.name).toBe('RedirectError');
      expect(t.server.db.links).toHaveLength(links);
      expect(other.db.links).toHaveLength(elsewhere);
      expectOtherUntouched();
    });

    it('resolves a relative Location against the request URL', async () => {
      t.server.inject({ status: 302, headers: { Location: '/login' } });
      const error = await rejectionOf(t.client().links.get(1));
      expect(error.location).toBe(`${t.server.url}/login`);
    });

    it('names no target when there is no Location', async () => {
      t.server.inject({ status: 302 });
      const error = await rejectionOf(t.client().links.get(1));
      expect(error).toMatchObject({ name: 'RedirectError', location: undefined });
      expect(error.message).toContain('redirected elsewhere');
    });

    it("handles a browser's opaque redirect (type opaqueredirect, status 0, no Location)", async () => {
      other.clearRequests();
      t.server.inject({ status: 302, headers: { Location: `${other.url}/api/v1/links` } });
      // What Chrome and Firefox hand back for `redirect: 'manual'`; Node shows the 3xx instead.
      const browserLike: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        const opaque = { type: 'opaqueredirect', status: 0, ok: false, headers: new Headers(), body: null };
        return new Proxy(response, { get: (target, prop) => (prop in opaque ? opaque[prop as keyof typeof opaque] : Reflect.get(target, prop)) });
      };
      const error = await rejectionOf(t.client({ fetch: browserLike }).links.list());
      expect(error).toMatchObject({ name: 'RedirectError', location: undefined });
      expect(error.status).toBeUndefined();
      expectOtherUntouched();
    });

    it('asks for no redirect following at all (redirect: manual), and sends no cookies', async () => {
      const inits: RequestInit[] = [];
      const spy: typeof fetch = (input, init) => {
        inits.push(init ?? {});
        return fetch(input, init);
      };
      await t.client({ fetch: spy }).links.list();
      expect(inits[0]).toMatchObject({ redirect: 'manual', credentials: 'omit' });
    });

    it('the 302 to a login page that a request without Accept would get never happens', async () => {
      const error = await rejectionOf(t.client({ apiKey: 'not-the-key' }).links.list());
      expect(error.name).toBe('UnauthorizedError');
      expect(t.server.apiRequests()[0]?.headers.accept).toBe('application/json');
    });
  });

  describe('requests stay on the configured base', () => {
    it('a pasted /api/v1/ suffix is not doubled', async () => {
      const client = createClient({ baseUrl: `${t.server.url}/api/v1/`, apiKey: t.server.apiKey, version });
      expect(client.baseUrl).toBe(t.server.url);
      await client.links.get(1);
      expect(t.server.apiRequests()[0]?.path).toBe('/api/v1/links/1');
    });

    it('never follows the absolute page URLs in `links` of a list', async () => {
      const page = await t.client().links.list({ page: 1 });
      expect(page).not.toHaveProperty('links');
      expect(Object.keys(page).sort()).toEqual(['items', 'meta', 'rate', 'skipped', 'version']);
    });
  });
});
