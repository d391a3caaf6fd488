import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { isMine } from '../server/types';
import { configureExtension, grantHostPermission } from './configure';
import { launchExtension, stopServiceWorker, workerHeapMb, type ExtensionSession } from './harness';

// An account of 100,000 links: the background's full refresh fills its index (IndexedDB) page by
// page while search keeps answering, the worker is stopped, and the next search is answered from
// what was stored.
const LINKS = 100_000;
let server: RefServer;
let session: ExtensionSession;
let page: Page;

beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: LINKS } });
  // With access to the instance's site, the refresh reads the server's rate-limit headers (off here).
  session = await launchExtension({ headful: true });
  if (!(await grantHostPermission(session, server.origin))) throw new Error('the host permission was not granted');
  await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey });
  page = await session.context.newPage();
  await page.goto(session.pageUrl('options.html'));
  // The user goes on to a page of the web.
  await (await session.context.newPage()).goto(`${server.url}/page/Reading`);
}, 60_000);
afterAll(async () => {
  await session?.close();
  await server?.close();
});

/** A message of lib/messaging, sent from an extension page as the popup sends it. */
function ask(type: string, data: unknown): Promise<any> {
  return page.evaluate(
    async ([linklet, d]) => {
      // Every question about links names its profile (issue 47): the active one, as a page started now would.
      const chromeApi = (globalThis as any).chrome;
      const { settings } = await chromeApi.storage.local.get('settings');
      return chromeApi.runtime.sendMessage({ linklet, data: { profileId: settings?.activeProfileId ?? 'default', ...(d as object) } });
    },
    [type, data] as const,
  );
}

describe('an account of 100,000 links', () => {
  const mine = () => server.db.links.filter(isMine);

  it('fills the index, searchable and showing its progress while it fills', async () => {
    const newest = mine().reduce((a, b) => (a.id > b.id ? a : b));
    const seen: { fetched: number; total: number | null }[] = [];
    let searchedWhileFilling = false;
    await expect
      .poll(
        async () => {
          const status = await ask('getIndexStatus', {});
          if (status.refreshing) {
            seen.push(status.refreshing);
            // Search answers from what is indexed so far: the newest links came first.
            const hits = await ask('searchIndex', { text: newest.alias, limit: 5 });
            if (hits[0]?.link.id === newest.id) searchedWhileFilling = true;
          }
          return status.count;
        },
        { timeout: 170_000, interval: 1000 },
      )
      .toBe(mine().length);
    expect(seen.some((p) => p.total === mine().length && p.fetched > 0 && p.fetched < p.total!)).toBe(true);
    expect(searchedWhileFilling).toBe(true);
    // Every chunk read (a search nothing matches), then the worker's heap.
    expect(await ask('searchIndex', { text: 'zzqx', limit: 5 })).toEqual([]);
    const heap = await workerHeapMb(session);
    console.log(`worker heap with the whole index read: ${heap} MB`);
    expect(heap).toBeLessThan(100);
    const usage = await page.evaluate(() => navigator.storage.estimate().then((e) => e.usage ?? 0));
    console.log(`index of ${mine().length} links: ${(usage / 1e6).toFixed(1)} MB in use (IndexedDB)`);
    expect(usage).toBeLessThan(15_000_000);
  }, 180_000);

  it('answers the next search after the worker was stopped, from stored state, with no request', async () => {
    // The oldest link whose alias no other link has: its exact match is the first hit.
    const counts = new Map<string, number>();
    for (const link of mine()) counts.set(link.alias, (counts.get(link.alias) ?? 0) + 1);
    const oldest = mine()
      .filter((link) => counts.get(link.alias) === 1)
      .reduce((a, b) => (a.id < b.id ? a : b));
    await stopServiceWorker(session);
    server.clearRequests();
    const hits = await ask('searchIndex', { text: oldest.alias, limit: 5 });
    expect(hits[0]).toMatchObject({ rank: 0, link: { id: oldest.id, alias: oldest.alias } });
    const recent = await ask('listRecentLinks', { limit: 3 });
    expect(recent.map((l: any) => l.id)).toEqual(
      mine()
        .map((l) => l.id)
        .sort((a, b) => b - a)
        .slice(0, 3),
    );
    expect(server.apiRequests()).toEqual([]);
  }, 60_000);
});
