import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { isMine } from '../server/types';
import { grantHostPermission } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { Background, POLL, reopenPopup, sleep } from './helpers';

// Issue 47, item 3: a popup "in a window" left open while the active profile changes elsewhere
// lists and acts only for the profile it started with, or says it is stale — and the other
// profile's instance receives nothing from it. Ids of two instances collide (both have link 1…).
const KEY_A = 'pa-7Wm2Zx9Kp4Vt1Rr8Lq3Yn6';
const KEY_B = 'pb-3Yn6Lq8Rr1Vt4Kp9Zx2Wm7';

let a: RefServer;
let b: RefServer;
let session: ExtensionSession;
let bg: Background;

async function addLink(server: RefServer, key: string, alias: string): Promise<void> {
  const body = new URLSearchParams({ url: `https://${alias}.example/`, alias, domain_id: '1' });
  const answer = await fetch(`${server.url}/api/v1/links`, { method: 'POST', headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' }, body });
  expect(answer.status).toBeLessThan(300);
}

async function setActive(id: string): Promise<void> {
  await bg.run(async (profileId) => {
    const chromeApi = (globalThis as any).chrome;
    const { settings } = await chromeApi.storage.local.get('settings');
    await chromeApi.storage.local.set({ settings: { ...settings, activeProfileId: profileId } });
  }, id);
}

/** The popup window Linklet opened ("Open in a window"), found among the browser's pages. */
async function popupWindow(): Promise<Page> {
  const deadline = Date.now() + POLL.timeout;
  while (Date.now() < deadline) {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${session.debugPort}`);
    session.cdpConnections.push(cdp);
    const page = cdp
      .contexts()
      .flatMap((c) => c.pages())
      .find((p) => p.url().includes('popup.html?tab='));
    if (page) {
      page.setDefaultTimeout(POLL.timeout);
      return page;
    }
    await cdp.close();
    session.cdpConnections.pop();
    await sleep(100);
  }
  throw new Error('The popup window did not open');
}

const writes = (server: RefServer) => server.requests.filter((r) => r.method !== 'GET' && r.method !== 'OPTIONS' && r.path.startsWith('/api/'));

beforeAll(async () => {
  [a, b] = await Promise.all([startServer({ port: 0, seed: { links: 3 }, apiKey: KEY_A }), startServer({ port: 0, seed: { links: 3 }, apiKey: KEY_B })]);
  await addLink(a, KEY_A, 'only-in-a');
  await addLink(b, KEY_B, 'only-in-b');
  session = await launchExtension({ headful: true });
  expect(await grantHostPermission(session, a.origin)).toBe(true);
  expect(await grantHostPermission(session, b.origin)).toBe(true);
  bg = new Background(session);
  await bg.run(
    async ({ urlA, urlB, keyA, keyB, originA, originB }) => {
      const chromeApi = (globalThis as any).chrome;
      await chromeApi.storage.local.set({
        settings: {
          activeProfileId: 'b',
          shortenOnOpen: false,
          profiles: [
            { id: 'a', name: 'Work', instanceUrl: urlA, defaultDomainId: 1 },
            { id: 'b', name: 'Home', instanceUrl: urlB, defaultDomainId: 1 },
          ],
        },
        settings$: { v: 3 },
        apiKeys: { a: { origin: originA, key: keyA }, b: { origin: originB, key: keyB } },
      });
    },
    { urlA: a.url, urlB: b.url, keyA: KEY_A, keyB: KEY_B, originA: a.origin, originB: b.origin },
  );
  // Each profile's index filled, as a person who used both has them.
  await bg.ask('refreshIndex');
  await bg.indexFilled(b.db.links.filter(isMine).length);
  await setActive('a');
  await bg.ask('refreshIndex');
  await bg.indexFilled(a.db.links.filter(isMine).length);
});
afterAll(async () => {
  await session?.close();
  await Promise.all([a?.close(), b?.close()]);
});

const rows = async (popup: Page) => (await popup.locator('.recent-short').allTextContents()).join(' ');

describe('a popup in a window acts only for its own profile', () => {
  it('after a switch elsewhere it says so and lists nothing of the other; switched back, it lists its own; the other instance receives nothing', {
    timeout: 120_000,
  }, async () => {
    const tab = await session.context.newPage();
    await tab.goto(`${a.url}/page/Own%20profile`);
    const toolbar = await reopenPopup(session, tab);
    await toolbar.getByRole('button', { name: 'Open in a window', exact: true }).click();
    const popup = await popupWindow();
    await expect.poll(() => rows(popup), POLL).toContain('only-in-a');
    expect(await rows(popup)).not.toContain('only-in-b');

    b.clearRequests();
    await setActive('b');
    const stale = popup.getByText('This window was opened for the profile “Work”, which is no longer the active one', { exact: false });
    await stale.waitFor(POLL);
    // Its body is out of reach: no list, no search, no Edit or Delete of a row.
    expect(await popup.getByLabel('Search links', { exact: true }).isVisible()).toBe(false);
    expect(await popup.getByRole('button', { name: 'Edit', exact: false }).count()).toBe(0);

    await popup.getByRole('button', { name: 'Switch back to “Work”', exact: true }).click();
    await stale.waitFor({ state: 'detached', timeout: POLL.timeout });
    await popup.getByLabel('Search links', { exact: true }).fill('only');
    await expect.poll(() => rows(popup), POLL).toContain('only-in-a');
    expect(await rows(popup)).not.toContain('only-in-b');
    // Nothing of this popup reached B: no search of its text, no write.
    expect(b.requests.some((r) => JSON.stringify(r.query).includes('only'))).toBe(false);
    expect(writes(b)).toEqual([]);
    await popup.close().catch(() => undefined);
    await tab.close().catch(() => undefined);
  });
});
