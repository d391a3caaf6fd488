import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { REFRESH_ALARM, REFRESH_MINUTES, setupIndexRefresh } from '../../../entrypoints/background/index-refresh';
import { clearIndex, indexStatus, recentFromIndex, STALE_MS } from '../../../lib/link-index';
import { commitFull, scopeOf } from '../../lib/link-index/fixtures';
import { saveApiKey, saveSettings } from '../../../lib/settings';
import { makeLink } from '../../lib/link-index/fixtures';
import { startServer, type RefServer } from '../../server';
import { configure } from './helpers';

let server: RefServer;
beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 150 } });
});
afterAll(async () => {
  await server?.close();
});

const listCalls = () => server.apiRequests().filter((r) => r.method === 'GET' && r.path === '/api/v1/links');
const count = async () => (await indexStatus(scopeOf(server.origin))).count;

beforeEach(async () => {
  server.reset({ links: 150 });
  await configure(server);
  setupIndexRefresh();
  server.clearRequests();
});

describe('index refresh', () => {
  it('fills the index and sets its alarm when installed', async () => {
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });
    await vi.waitFor(async () => expect(await count()).toBe(150));
    expect(listCalls().map((r) => r.query.page)).toEqual([['1'], ['2']]);
    expect(await fakeBrowser.alarms.get(REFRESH_ALARM)).toMatchObject({ periodInMinutes: REFRESH_MINUTES });
  });

  it('refreshes quickly when the alarm rings: one request when nothing is new', async () => {
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });
    await vi.waitFor(async () => expect(await count()).toBe(150));
    server.clearRequests();
    const before = (await indexStatus(scopeOf(server.origin))).refreshedAt;
    await fakeBrowser.alarms.onAlarm.trigger({ name: REFRESH_ALARM, scheduledTime: Date.now() });
    await vi.waitFor(() => expect(listCalls()).toHaveLength(1));
    // It ends with this test: its time recorded.
    await vi.waitFor(async () => expect((await indexStatus(scopeOf(server.origin))).refreshedAt).toBeGreaterThan(before));
  });

  it('refreshes when the browser starts only if the index is stale', async () => {
    await commitFull(server.origin, [makeLink(1)], 0, Date.now());
    await fakeBrowser.runtime.onStartup.trigger();
    await new Promise((r) => setTimeout(r, 50));
    expect(listCalls()).toEqual([]);
    expect(await fakeBrowser.alarms.get(REFRESH_ALARM)).toBeDefined();

    await commitFull(server.origin, [makeLink(1)], 0, Date.now() - STALE_MS - 1);
    await fakeBrowser.runtime.onStartup.trigger();
    await vi.waitFor(async () => expect(await count()).toBe(150));
  });

  it('drops the index of another instance at once when the instance changes', async () => {
    await commitFull(server.origin, [makeLink(1, { alias: 'old-instance' })], 0);
    await saveSettings({ instanceUrl: 'https://other.example' });
    await vi.waitFor(async () => expect(await fakeBrowser.storage.local.get('linkIndexHead')).toEqual({}));
    expect(await recentFromIndex(scopeOf(server.origin), 5)).toEqual([]);
    // Queued after the clear under way, so it ends with this test.
    await clearIndex('default');
  });

  it('refills the index from scratch when a new key is saved', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await commitFull(server.origin, [makeLink(9999, { alias: 'seen-with-the-old-key' })], 0);
    await saveApiKey('default', 'another-key-for-another-account', server.origin, true);
    // The reference server refuses that key: the old index stays until a refill succeeds, and
    // the warning names the error, never the key.
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce(), { timeout: 5000 });
    expect(String(warn.mock.calls[0])).toContain('UnauthorizedError');
    expect(String(warn.mock.calls[0])).not.toContain('another-key');
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]!.query).toMatchObject({ sort_by: ['id'], sort: ['desc'], per_page: ['100'], page: ['1'] });
    await saveApiKey('default', server.apiKey, server.origin, true);
    await vi.waitFor(async () => expect(await count()).toBe(150));
    expect((await recentFromIndex(scopeOf(server.origin), 200)).some((l) => l.alias === 'seen-with-the-old-key')).toBe(false);
  });

  it('does nothing while Linklet is not connected', async () => {
    await fakeBrowser.storage.local.remove('apiKey');
    await fakeBrowser.alarms.onAlarm.trigger({ name: REFRESH_ALARM, scheduledTime: Date.now() });
    await new Promise((r) => setTimeout(r, 50));
    expect(server.apiRequests()).toEqual([]);
  });
});
