import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, type ApiClient, type Link } from '../../lib/api';
import { ApiError } from '../../lib/api/errors';
import { choicesFromLinks, loadFilterChoices, loadInstanceChoices, loadPixelChoices, NO_CHOICES, withSeenOnLinks } from '../../lib/choices';
import { ensureInstance } from '../../lib/instance';
import { startServer, type RefServer } from '../server';
import { isMine } from '../server/types';

let server: RefServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 250, pixels: 130 } });
  client = createClient({ baseUrl: server.url, apiKey: server.apiKey, retries: 0 });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const paths = () => server.apiRequests().map((r) => r.path);

describe('loadInstanceChoices', () => {
  it('the account’s default domain first, then its own (/domains), then the global ones its newest links use; /spaces', async () => {
    // phpShort's /domains lists only the account's own domains; the default (global) comes from the account.
    await ensureInstance(client);
    const choices = await loadInstanceChoices(client);
    const newest = server.db.links.filter(isMine).sort((a, b) => b.id - a.id).slice(0, 100);
    const globalSeen = [...new Set(newest.map((l) => l.domain_id))].filter((id) => id !== 1 && server.db.domains.find((d) => d.id === id)?.user_id === 0);
    expect(globalSeen.length).toBeGreaterThan(0);
    expect(choices.domains.slice(0, 3)).toEqual([
      { id: 1, name: 'sho.rt' },
      { id: 2, name: 'go.example.com' },
      { id: 3, name: 'l.acme.test' },
    ]);
    expect(choices.domains.slice(3).map((d) => d.id).sort()).toEqual(globalSeen.sort());
    expect(choices.domains.every((d) => typeof d.name === 'string')).toBe(true);
    expect(choices.spaces.map((s) => s.name)).toEqual(server.db.spaces.filter(isMine).sort((a, b) => a.id - b.id).map((s) => s.name));
    expect(choices.source).toEqual({ domains: 'server', spaces: 'server' });
    // One page of the newest links, for the global domains.
    expect(paths().filter((p) => p === '/api/v1/links')).toHaveLength(1);
  });

  it('names the default domain by the instance’s host when no link uses it yet', async () => {
    server.reset(false);
    await ensureInstance(client, { force: true });
    const choices = await loadInstanceChoices(client);
    // Named as phpShort names domains: the host name, without the port (lib/domain-name.ts).
    expect(choices.domains[0]).toEqual({ id: 1, name: new URL(server.url).hostname });
  });

  it('falls back to the domains and spaces seen on the newest links when the server lacks the endpoints (404)', async () => {
    server.setExtras(false);
    const choices = await loadInstanceChoices(client);
    expect(choices.source).toEqual({ domains: 'links', spaces: 'links' });
    const newest = server.db.links.filter(isMine).sort((a, b) => b.id - a.id).slice(0, 100);
    const used = (key: 'domain_id' | 'space_id') => new Set(newest.map((l) => l[key]).filter((id) => id !== null));
    expect(new Set(choices.domains.map((d) => d.id))).toEqual(used('domain_id'));
    expect(new Set(choices.spaces.map((s) => s.id))).toEqual(used('space_id'));
    expect(choices.spaces.every((s) => typeof s.name === 'string')).toBe(true);
    expect(paths().filter((p) => p === '/api/v1/links')).toHaveLength(1);
  });

  it('falls back for one list only when only that endpoint is missing', async () => {
    server.inject({ status: 404, match: { path: '/api/v1/spaces' } });
    const choices = await loadInstanceChoices(client);
    expect(choices.source).toEqual({ domains: 'server', spaces: 'links' });
  });

  it.each([
    ['an HTML page', { status: 200, body: '<!doctype html><p>app</p>' }],
    ['405', { status: 405 }],
  ])('treats %s from an extras endpoint as missing', async (_, fault) => {
    server.inject({ ...fault, match: { path: '/api/v1/domains' } });
    expect((await loadInstanceChoices(client)).source.domains).toBe('links');
  });

  it('a rejected key is not "missing": it is thrown for the page to show', async () => {
    const wrong = createClient({ baseUrl: server.url, apiKey: 'wrong', retries: 0 });
    await expect(loadInstanceChoices(wrong)).rejects.toMatchObject({ name: 'UnauthorizedError' });
  });

  it('a server with no links and no extras offers empty lists', async () => {
    server.reset(false);
    server.setExtras(false);
    expect(await loadInstanceChoices(client)).toEqual({ domains: [], spaces: [], source: { domains: 'links', spaces: 'links' } });
  });
});

describe('choicesFromLinks', () => {
  const fakeClient = (links: Link[]) =>
    ({ links: { list: async () => ({ items: links, meta: { current_page: 1, last_page: 1 }, skipped: [] }) } }) as unknown as ApiClient;

  it('reads flat ids and names the domain by its short URL host when no name is given', async () => {
    const links = [
      { id: 1, url: 'https://a.example', short_url: 'https://s.example/a', domain_id: 7, space_id: 4 },
      { id: 2, url: 'https://b.example', short_url: 'https://s.example/b', domain: 7, space: { id: 4, name: 'Team' } },
      { id: 3, url: 'https://c.example', short_url: 'https://t.example/c', domain: { id: 8, name: 'T' }, space: null },
    ] as Link[];
    expect(await choicesFromLinks(fakeClient(links))).toEqual({
      domains: [
        { id: 7, name: 's.example' },
        { id: 8, name: 'T' },
      ],
      spaces: [{ id: 4, name: 'Team' }],
    });
  });
});

describe('loadPixelChoices', () => {
  it('reads every page (130 pixels), with names and types', async () => {
    const pixels = await loadPixelChoices(client);
    expect(pixels).toHaveLength(130);
    expect(new Set(pixels.map((p) => p.id)).size).toBe(130);
    expect(pixels.every((p) => typeof p.name === 'string' && typeof p.type === 'string')).toBe(true);
    expect(paths().filter((p) => p === '/api/v1/pixels')).toHaveLength(2);
  });

  it('stops after a few hundred', async () => {
    server.reset({ links: 0, pixels: 700 });
    expect(await loadPixelChoices(client)).toHaveLength(500);
  });
});

// The Links view's choices, from a client whose lists answer as each test says.
const page = <T>(items: T[]) => ({ items, meta: { current_page: 1, last_page: 1 }, skipped: [] });
const where = { method: 'GET', path: '/api/v1/x' };

type Lister = () => Promise<unknown>;
function listing(lists: Partial<Record<'domains' | 'spaces' | 'pixels' | 'links', Lister>>) {
  const answer = (name: keyof typeof lists) => ({ list: vi.fn(lists[name] ?? (async () => page([]))) });
  return { domains: answer('domains'), spaces: answer('spaces'), pixels: answer('pixels'), links: answer('links') } as unknown as ApiClient;
}

describe('filter choices', () => {
  it('lists domains, spaces and pixels', async () => {
    const c = listing({
      domains: async () => page([{ id: 1, name: 'sho.rt' }]),
      spaces: async () => page([{ id: 3, name: 'Work' }]),
      pixels: async () => page([{ id: 4, name: 'FB', type: 'facebook' }, { id: 5 }]),
    });
    await expect(loadFilterChoices(c)).resolves.toEqual({
      domains: [{ id: 1, name: 'sho.rt' }],
      spaces: [{ id: 3, name: 'Work' }],
      pixels: [{ id: 4, name: 'FB', type: 'facebook' }, { id: 5 }],
      pixelsFailed: false,
    });
  });

  it('falls back to the links’ domains and spaces where the installation lacks the lists (404)', async () => {
    const missing = async () => {
      throw new ApiError('NotFoundError', 'Not found', { ...where, status: 404 });
    };
    const links = async () => page([{ id: 1, url: 'https://a', short_url: 'https://s.rt/a', domain: { id: 2, name: 's.rt' }, space: { id: 6, name: 'Home' } }]);
    await expect(loadFilterChoices(listing({ domains: missing, spaces: missing, links }))).resolves.toMatchObject({
      domains: [{ id: 2, name: 's.rt' }],
      spaces: [{ id: 6, name: 'Home' }],
    });
  });

  it('leaves the dropdowns empty (ids can still be typed) when the server refuses, and says the pixels failed', async () => {
    const refused = async () => {
      throw new ApiError('UnauthorizedError', 'Unauthenticated.', { ...where, status: 401 });
    };
    await expect(loadFilterChoices(listing({ domains: refused, spaces: refused, pixels: refused, links: refused }))).resolves.toEqual({
      domains: [], spaces: [], pixels: [], pixelsFailed: true,
    });
  });

  it('adds the domains, spaces and pixels seen on links, once each', () => {
    const links: Link[] = [
      { id: 1, url: 'https://a', short_url: 'https://s/1', domain: { id: 1, name: 'sho.rt' }, space: { id: 2, name: 'Work' }, pixels: [{ id: 5, name: 'FB', type: 'facebook' }, 6] },
      { id: 2, url: 'https://b', short_url: 'https://s/2', domain: { id: 1, name: 'sho.rt' }, space: null, pixels: [{ id: 5, name: 'FB' }] },
      { id: 3, url: 'https://c', short_url: 'https://s/3', domain: 9 },
    ];
    expect(withSeenOnLinks({ ...NO_CHOICES, spaces: [{ id: 2, name: 'Known' }] }, links)).toEqual({
      domains: [{ id: 1, name: 'sho.rt' }],
      spaces: [{ id: 2, name: 'Known' }],
      pixels: [{ id: 5, name: 'FB', type: 'facebook' }],
      pixelsFailed: false,
    });
  });

  it('returns the same object when the links add nothing (no re-render)', () => {
    const choices = { ...NO_CHOICES, domains: [{ id: 1, name: 'sho.rt' }] };
    expect(withSeenOnLinks(choices, [{ id: 1, url: 'https://a', short_url: 'https://s/1', domain: { id: 1, name: 'x' } }])).toBe(choices);
  });
});
