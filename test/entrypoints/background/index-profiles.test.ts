import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setupIndexRefresh } from '../../../entrypoints/background/index-refresh';
import { indexStatus, searchIndex } from '../../../lib/link-index';
import { saveApiKey, saveSettings } from '../../../lib/settings';
import { addProfile, chooseProfile, removeProfile } from '../../../lib/settings/profiles';
import { commitFull, makeLink, scopeOf } from '../../lib/link-index/fixtures';
import { startServer, type RefServer } from '../../server';
import { configure } from './helpers';

let home: RefServer;
let work: RefServer;
beforeAll(async () => {
  [home, work] = await Promise.all([startServer({ port: 0, seed: { links: 30 } }), startServer({ port: 0, seed: { links: 12 } })]);
});
afterAll(async () => {
  await Promise.all([home?.close(), work?.close()]);
});

let workId = '';
const homeScope = () => scopeOf(home.origin);
const workScope = () => scopeOf(work.origin, workId);
const stored = async (key: string) => (await fakeBrowser.storage.local.get(key))[key];
const lists = (server: RefServer) => server.apiRequests().filter((r) => r.method === 'GET' && r.path === '/api/v1/links');
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(async () => {
  home.reset({ links: 30 });
  work.reset({ links: 12 });
  await configure(home);
  workId = (await addProfile('Work', { instanceUrl: work.url })).id;
  await saveApiKey(workId, work.apiKey, work.origin, true);
  await commitFull(homeScope(), [makeLink(1, { alias: 'home-link' })]);
  await commitFull(workScope(), [makeLink(2, { alias: 'work-link' })]);
  setupIndexRefresh();
  home.clearRequests();
  work.clearRequests();
});

const aliases = async (scope: ReturnType<typeof homeScope>, text: string) => (await searchIndex(scope, text)).map((hit) => hit.link.alias);

describe('the index of each profile, in the background', () => {
  it('is kept when another profile becomes active and back: a fresh one is not refetched', async () => {
    await chooseProfile(workId);
    await settle();
    await chooseProfile('default');
    await settle();
    expect([...lists(home), ...lists(work)]).toEqual([]);
    expect(await aliases(homeScope(), 'home')).toEqual(['home-link']);
    expect(await aliases(workScope(), 'work')).toEqual(['work-link']);
  });

  it('is filled for a profile made active without one, into its own index', async () => {
    await fakeBrowser.storage.local.remove(`linkIndexHead.${workId}`);
    await chooseProfile(workId);
    await vi.waitFor(async () => expect((await indexStatus(workScope())).count).toBe(12));
    expect(lists(home)).toEqual([]);
    expect(await aliases(homeScope(), 'home')).toEqual(['home-link']);
  });

  it('is dropped for that profile alone when its instance changes', async () => {
    await saveSettings({ instanceUrl: 'https://elsewhere.example' }, workId);
    await vi.waitFor(async () => expect(await stored(`linkIndexHead.${workId}`)).toBeUndefined());
    expect(await aliases(homeScope(), 'home')).toEqual(['home-link']);
    expect(lists(home)).toEqual([]);
  });

  it('is dropped for an inactive profile given a new key, the active one’s kept', async () => {
    await saveApiKey(workId, 'a-key-of-another-account', work.origin, true);
    await vi.waitFor(async () => expect(await stored(`linkIndexHead.${workId}`)).toBeUndefined());
    await settle();
    expect(await aliases(homeScope(), 'home')).toEqual(['home-link']);
    expect([...lists(home), ...lists(work)]).toEqual([]);
  });

  it('goes with its profile when the profile is removed (head, cursor), the other’s stays', async () => {
    await fakeBrowser.storage.local.set({ [`linkIndexRefresh.${workId}`]: { v: 2, origin: work.origin } });
    await removeProfile(workId);
    await vi.waitFor(async () => expect(await stored(`linkIndexHead.${workId}`)).toBeUndefined());
    expect(await stored(`linkIndexRefresh.${workId}`)).toBeUndefined();
    expect(await aliases(homeScope(), 'home')).toEqual(['home-link']);
  });
});
