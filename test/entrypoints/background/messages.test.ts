import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setupMessages } from '../../../entrypoints/background/messages';
import { commitFull, scopeOf } from '../../lib/link-index/fixtures';
import type { MessageAnswer, MessageData, MessageType } from '../../../lib/messaging';
import { makeLink, makeLinks } from '../../lib/link-index/fixtures';
import { startServer, type RefServer } from '../../server';
import { isMine } from '../../server/types';
import { saveApiKey } from '../../../lib/settings';
import { addProfile } from '../../../lib/settings/profiles';
import { readAllSettings } from '../../../lib/settings/read';
import { configure } from './helpers';

// The background's answers over the real message protocol (runtime.onMessage), against the
// reference server and the index in fake storage.
let server: RefServer;
beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 120 } });
});
afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  server.reset({ links: 120 });
  setupMessages();
  await configure(server);
  await commitFull(server.origin, [...makeLinks(30), makeLink(31, { alias: 'promo', url: 'https://shop.example/summer' })], 0);
});

async function ask<K extends MessageType>(type: K, data: MessageData<K>, sender = { id: fakeBrowser.runtime.id }): Promise<MessageAnswer<K>> {
  const answers = await fakeBrowser.runtime.onMessage.trigger({ linklet: type, data }, sender);
  return answers.find((answer) => answer !== undefined) as MessageAnswer<K>;
}

/** The profile every page question names (issue 47): configure's, the active one. */
const P = 'default';

describe('background messages', () => {
  it('localSearch answers ranked hits from the index, without a request', async () => {
    server.clearRequests();
    const hits = await ask('searchIndex', { profileId: P, text: 'PROMO', limit: 5 });
    expect(hits[0]).toMatchObject({ rank: 0, link: { id: 31, alias: 'promo' } });
    expect(server.apiRequests()).toEqual([]);
  });

  it('recentLinks answers the newest links', async () => {
    expect((await ask('listRecentLinks', { profileId: P, limit: 3 })).map((l) => l.id)).toEqual([31, 30, 29]);
    expect(await ask('listRecentLinks', { profileId: P })).toHaveLength(10);
  });

  it('listPageLinks answers the index’s links of exactly that page', async () => {
    expect((await ask('listPageLinks', { profileId: P, url: 'https://shop.example/summer' })).map((l) => l.id)).toEqual([31]);
    expect(await ask('listPageLinks', { profileId: P, url: 'https://shop.example/' })).toEqual([]);
  });

  it('findPageLinks answers the server’s links of the page, with the rate limit it reported', async () => {
    const known = server.db.links.filter(isMine).at(-1)!;
    server.clearRequests();
    const answer = await ask('findPageLinks', { url: known.url });
    expect(answer.ok && answer.value.links.map((l) => l.id)).toContain(known.id);
    expect(answer.ok && answer.value.rate).toMatchObject({ limit: expect.any(Number), remaining: expect.any(Number) });
    expect(server.apiRequests()[0]!.query).toMatchObject({ search: [known.url], search_by: ['url'] });
    const none = await ask('findPageLinks', { url: 'https://nowhere.example/new' });
    expect(none.ok && none.value.links).toEqual([]);
  });

  it('findPageLinks with another profile asks that profile’s server with its key, never the active profile’s index', async () => {
    const other = await startServer({ port: 0, apiKey: 'other-key' });
    try {
      const profile = await addProfile('Other', { instanceUrl: other.url, defaultDomainId: 1 });
      await saveApiKey(profile.id, 'other-key', other.origin, true);
      server.clearRequests();
      // Lists that fail leave the decision to the index, which holds the active profile's links only.
      const failing = { status: 500, match: { method: 'GET', path: '/api/v1/links' }, times: 5 } as const;
      other.inject(failing);
      const answer = await ask('findPageLinks', { url: 'https://shop.example/summer', profileId: profile.id });
      expect(answer).toMatchObject({ ok: false });
      expect(other.apiRequests().map((r) => `${r.method} ${r.path}`)).toContain('GET /api/v1/links');
      expect(other.apiRequests().every((r) => r.headers.authorization === 'Bearer other-key')).toBe(true);
      expect(server.apiRequests()).toEqual([]);
      server.inject(failing);
      const mine = await ask('findPageLinks', { url: 'https://shop.example/summer', profileId: (await readAllSettings()).activeProfileId });
      expect(mine.ok && mine.value.links.map((l) => l.id)).toEqual([31]);
      // The index's links stand in, the list's failure with them: the asker decides what they are worth.
      expect(mine.ok && mine.value.failure).toMatchObject({ name: 'ServerError' });
    } finally {
      await other.close();
    }
  });

  it('findPageLinks answers a failure as data (a 429 with its wait)', async () => {
    server.inject({ status: 429, headers: { 'Retry-After': '600' }, match: { method: 'GET', path: '/api/v1/links' }, times: 5 });
    const answer = await ask('findPageLinks', { url: 'https://nowhere.example/new' });
    expect(answer).toMatchObject({ ok: false, error: { name: 'RateLimitError', retryAfter: 600 } });
  });

  it('indexLink and unindexLink update the index at once', async () => {
    const { activeProfileId } = await readAllSettings();
    await ask('indexLink', { profileId: activeProfileId, link: makeLink(200, { alias: 'fresh' }) });
    expect((await ask('listRecentLinks', { profileId: P, limit: 1 }))[0]?.alias).toBe('fresh');
    await ask('unindexLink', { profileId: activeProfileId, id: 200 });
    expect((await ask('listRecentLinks', { profileId: P, limit: 1 }))[0]?.id).toBe(31);
  });

  it('index messages of another profile than the active one are refused: a page left on profile A never writes in B’s index (issue 40)', async () => {
    const { activeProfileId } = await readAllSettings();
    await ask('indexLink', { profileId: 'p-elsewhere', link: makeLink(201, { alias: 'not-mine' }) });
    expect(await ask('searchIndex', { profileId: P, text: 'not-mine' })).toEqual([]);
    await ask('unindexLink', { profileId: 'p-elsewhere', id: 31 });
    expect((await ask('listRecentLinks', { profileId: P, limit: 1 }))[0]?.id).toBe(31);
    await ask('unindexLink', { profileId: activeProfileId, id: 31 });
    expect((await ask('listRecentLinks', { profileId: P, limit: 1 }))[0]?.id).not.toBe(31);
  });

  it('searchLinks sends every list parameter of the contract to the server', async () => {
    const sample = server.db.links.find((l) => l.alias.length > 5)!;
    const query = {
      search: sample.alias,
      search_by: 'alias',
      status: 1,
      space_id: 2,
      domain_id: 1,
      pixel_id: 3,
      sort_by: 'clicks',
      sort: 'asc',
      per_page: 50,
      page: 1,
    } as const;
    const answer = await ask('searchLinks', { profileId: P, query });
    expect(answer.ok).toBe(true);
    expect(server.apiRequests().at(-1)!.query).toEqual(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, [String(value)]])));
  });

  it('searchLinks answers the error as data', async () => {
    server.inject({ status: 401, body: { message: 'Unauthenticated.' } });
    const answer = await ask('searchLinks', { profileId: P, query: { search: 'x' } });
    expect(answer).toMatchObject({ ok: false, error: { name: 'UnauthorizedError', status: 401 } });
  });

  it('searchLinks says what is missing when Linklet is not connected', async () => {
    await fakeBrowser.storage.local.remove('apiKey');
    expect(await ask('searchLinks', { profileId: P, query: {} })).toMatchObject({
      ok: false,
      error: { name: 'InputError', fields: { apiKey: [expect.any(String)] } },
    });
  });

  it('refreshIndex refills the index from the server', async () => {
    expect(await ask('refreshIndex', {})).toEqual({ ok: true, value: { count: 120 } });
    expect(await ask('getIndexStatus', { profileId: P })).toMatchObject({ count: 120, refreshedAt: expect.any(Number) });
  });

  it('every page question names its profile and is answered from that profile alone, active or not (issue 47)', async () => {
    const other = await startServer({ port: 0, apiKey: 'other-key', seed: { links: 3 } });
    try {
      const profile = await addProfile('Other', { instanceUrl: other.url, defaultDomainId: 1 });
      await saveApiKey(profile.id, 'other-key', other.origin, true);
      await commitFull(scopeOf(other.origin, profile.id), [makeLink(5, { alias: 'b-five', url: 'https://b.example/five' })], 0);
      // The active profile is still P: the other's questions are the other's all the same.
      expect((await ask('listRecentLinks', { profileId: profile.id })).map((l) => l.alias)).toEqual(['b-five']);
      expect((await ask('searchIndex', { profileId: profile.id, text: 'promo' })).length).toBe(0);
      expect((await ask('searchIndex', { profileId: P, text: 'b-five' })).length).toBe(0);
      expect((await ask('listPageLinks', { profileId: profile.id, url: 'https://b.example/five' })).map((l) => l.id)).toEqual([5]);
      expect(await ask('listPageLinks', { profileId: P, url: 'https://b.example/five' })).toEqual([]);
      expect(await ask('getIndexStatus', { profileId: profile.id })).toMatchObject({ count: 1 });
      server.clearRequests();
      const answer = await ask('searchLinks', { profileId: profile.id, query: { search: 'x' } });
      expect(answer.ok).toBe(true);
      expect(other.apiRequests().every((r) => r.headers.authorization === 'Bearer other-key')).toBe(true);
      expect(server.apiRequests()).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it.each<[MessageType, object]>([
    ['listRecentLinks', {}],
    ['searchIndex', { text: 'promo' }],
    ['listPageLinks', { url: 'https://shop.example/summer' }],
    ['listRecentLinks', { profileId: 'p-gone' }],
    ['searchIndex', { profileId: 'p-gone', text: 'promo' }],
  ])('%s naming no profile, or one not there (%j), answers nothing of the active one', async (type, data) => {
    expect(await ask(type, data as never)).toEqual([]);
  });

  it('searchLinks naming no profile sends nothing', async () => {
    server.clearRequests();
    expect(await ask('searchLinks', { query: { search: 'x' } } as never)).toMatchObject({ ok: false });
    expect(server.apiRequests()).toEqual([]);
  });

  it('answers nothing to another extension or a web page', async () => {
    expect(await ask('listRecentLinks', { profileId: P, limit: 3 }, { id: 'another-extension' })).toBeUndefined();
  });

  it('a search keystroke reads no storage while settings and index are unchanged', async () => {
    await ask('searchIndex', { profileId: P, text: 'pro' });
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    for (const text of ['prom', 'promo', 'prom']) await ask('searchIndex', { profileId: P, text, limit: 5 });
    expect(await ask('listRecentLinks', { profileId: P, limit: 1 })).toMatchObject([{ id: 31 }]);
    expect(get).not.toHaveBeenCalled();
  });

  it('sees another instance at once: no hits from the old one, its own index when back', async () => {
    expect(await ask('searchIndex', { profileId: P, text: 'promo' })).toHaveLength(1);
    const settings = (await fakeBrowser.storage.local.get('settings')).settings as { profiles: Array<Record<string, unknown>> };
    const [profile] = settings.profiles;
    await fakeBrowser.storage.local.set({ settings: { ...settings, profiles: [{ ...profile, instanceUrl: 'https://other.example' }] } });
    expect(await ask('searchIndex', { profileId: P, text: 'promo' })).toEqual([]);
    expect(await ask('getIndexStatus', { profileId: P })).toMatchObject({ count: 0 });
    await fakeBrowser.storage.local.set({ settings });
    expect(await ask('searchIndex', { profileId: P, text: 'promo' })).toHaveLength(1);
  });

  it('sees the index rewritten by another writer (another module instance, a cleared area)', async () => {
    expect(await ask('searchIndex', { profileId: P, text: 'promo' })).toHaveLength(1);
    // Another module instance writes: this one learns of it from the head's storage.onChanged.
    vi.resetModules();
    const other = await import('../../../lib/link-index');
    await other.upsertLinks(scopeOf(server.origin), [makeLink(31, { alias: 'renamed', url: 'https://shop.example/summer' })]);
    expect(await ask('searchIndex', { profileId: P, text: 'promo' })).toEqual([]);
    expect((await ask('searchIndex', { profileId: P, text: 'renamed' }))[0]?.link.id).toBe(31);
    await fakeBrowser.storage.local.remove('linkIndexHead');
    expect(await ask('listRecentLinks', { profileId: P })).toEqual([]);
  });

  it('answers from storage alone: a restarted worker gives the same answers', async () => {
    await ask('indexLink', { profileId: (await readAllSettings()).activeProfileId, link: makeLink(300, { alias: 'before-restart' }) });
    // A new worker: fresh modules (no memory of the old one) and new listeners.
    fakeBrowser.runtime.onMessage.removeAllListeners();
    vi.resetModules();
    const restarted = await import('../../../entrypoints/background/messages');
    restarted.setupMessages();
    expect((await ask('searchIndex', { profileId: P, text: 'before-restart' }))[0]?.link.id).toBe(300);
    expect((await ask('listRecentLinks', { profileId: P, limit: 1 }))[0]?.id).toBe(300);
  });
});
