import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { expectAccessible } from './a11y-checks';
import { grantHostPermission } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { alertText, Background, linkPosts, POLL, popupOver, shortenButton, storageAreas } from './helpers';

// The offline queue across two profiles on ONE instance (issue 29): two accounts on the reference
// server, each profile with its own account's key. A page queued under the first profile while
// the server is down is still made with the first profile's key after the popup switched to the
// second, and one queued under the second with the second's: the server records which key each
// store carried, and each link lands in its own account. The first page's link password waits in
// storage.session, never storage.local, and goes with its store.
let server: RefServer;
let session: ExtensionSession;
let bg: Background;
const opened: Page[] = [];
const BEA = 'p-bea';
const BEA_KEY = 'bea-key-e2e';
const PASSWORD = 'queued-pw-7x';

type Chrome = any; // the worker's `chrome`, untyped on the test side

const profile = (id: string, name: string, instanceUrl: string) => ({
  id,
  name,
  instanceUrl,
  plainHttpOrigin: '',
  rememberKey: true,
  defaultDomainId: 1,
  defaultSpaceId: null,
  defaultPixelIds: [],
  presets: [],
  defaultPresetId: null,
});

beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 3 }, apiKey: 'ada-key-e2e', accounts: [{ apiKey: BEA_KEY, name: 'Bea' }] });
  session = await launchExtension({ headful: true });
  expect(await grantHostPermission(session, server.origin)).toBe(true);
  const worker = await session.currentWorker();
  await worker.evaluate(
    async ({ settings, adaKey, beaKey }) => {
      const chrome = (globalThis as unknown as { chrome: Chrome }).chrome;
      await chrome.storage.local.set({ settings, settings$: { v: 3 }, apiKey: adaKey, apiKeys: beaKey });
    },
    {
      settings: {
        activeProfileId: 'default',
        profiles: [profile('default', 'Ada', server.url), profile(BEA, 'Bea', server.url)],
        shortenOnOpen: false,
        autoCopy: false,
      },
      adaKey: { origin: server.origin, key: server.apiKey },
      beaKey: { [BEA]: { origin: server.origin, key: BEA_KEY } },
    },
  );
  bg = new Background(session);
});
afterAll(async () => {
  for (const page of opened) await page.close().catch(() => undefined);
  await bg?.close();
  await session?.close();
  await server?.close();
});

const queue = () =>
  bg.run(
    async () =>
      ((await (globalThis as unknown as { chrome: Chrome }).chrome.storage.local.get('shortenQueue')).shortenQueue ?? []) as Array<{
        input: { url: string };
        profileId: string;
      }>,
  );
/** The Authorization header of each store request for `url`. */
const keysFor = (url: string) =>
  linkPosts(server)
    .filter((r) => new URLSearchParams(r.body).get('url') === url)
    .map((r) => r.headers.authorization);

/** Queues the page under the popup's profile: its store fails while the server is down. */
async function queueFrom(popup: Page): Promise<void> {
  await shortenButton(popup).click();
  await expect.poll(() => alertText(popup), POLL).toContain('Could not reach the server');
  await popup.getByRole('button', { name: 'Shorten when back online' }).click();
  await popup.getByText('Queued: Linklet will shorten it when your instance can be reached again.').waitFor();
}

describe('the offline queue with two profiles on one instance', () => {
  it('each queued page is made with the key of the profile that queued it, after a switch too', async () => {
    // Ada's popup: its own check for the page's link is answered (a request recorded has passed
    // the server's faults; the background's index refresh asks for links too, without a search),
    // then every API request loses its connection.
    const ada = await popupOver(session, server, 'Queued by Ada');
    opened.push(ada.popup, ada.tab);
    await expect
      .poll(() => server.apiRequests().some((r) => r.path === '/api/v1/links' && r.method === 'GET' && r.query.search?.[0] === ada.url), POLL)
      .toBe(true);
    // With a link password, which never goes to disk with the item. More options is opened while
    // the server answers: its fields are the instance's version's, which a first run learns from
    // the server (without it, More options says it cannot reach the server).
    await ada.popup.getByRole('button', { name: 'More options' }).click();
    const password = ada.popup.getByLabel('Link password', { exact: true });
    await password.waitFor();
    server.inject({ drop: true, times: 100_000 });
    await password.fill(PASSWORD);
    await queueFrom(ada.popup);
    await ada.popup
      .getByText('Its password is kept in memory only, never on disk: if the browser closes before the link is made, shorten the page again.')
      .waitFor();
    const adaItem = ada.popup.getByRole('listitem').filter({ hasText: ada.url });
    await adaItem.getByText('Profile: Ada').waitFor();
    await adaItem.getByText('Password kept in memory until the browser closes').waitFor();

    // The popup switches to Bea (the active profile is now Bea's), and Bea queues a page too.
    await ada.popup.getByLabel('Profile', { exact: true }).selectOption(BEA);
    await expect
      .poll(() => bg.run(async () => (await (globalThis as unknown as { chrome: Chrome }).chrome.storage.local.get('settings')).settings.activeProfileId), POLL)
      .toBe(BEA);
    // (The background's page took the focus: the toolbar popup has closed.)
    const stored = await storageAreas(bg);
    expect(JSON.stringify(stored.local)).not.toContain(PASSWORD);
    expect(JSON.stringify(stored.session.queuePasswords)).toContain(PASSWORD);
    const bea = await popupOver(session, server, 'Queued by Bea');
    opened.push(bea.popup, bea.tab);
    // Opened while the server is down, the popup offers to queue the page for its profile.
    await bea.popup.getByRole('button', { name: 'Shorten when back online' }).click();
    await bea.popup.getByRole('heading', { name: 'Waiting to be shortened (2)' }).waitFor();
    await bea.popup.getByRole('listitem').filter({ hasText: ada.url }).getByText('Profile: Ada').waitFor();
    await bea.popup.getByRole('listitem').filter({ hasText: bea.url }).getByText('Profile: Bea').waitFor();
    // The list with each item's profile passes the accessibility checks, light and dark.
    await expectAccessible(bea.popup);
    expect((await queue()).map((item) => [item.input.url, item.profileId])).toEqual([
      [ada.url, 'default'],
      [bea.url, BEA],
    ]);

    // Back online, with Bea active: Ada's page goes with Ada's key, Bea's with Bea's.
    server.clearFaults();
    server.clearRequests();
    await bg.run(() => void globalThis.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await queue()).length, { ...POLL, timeout: 30_000 }).toBe(0);
    expect(keysFor(ada.url)).toEqual([`Bearer ${server.apiKey}`]);
    expect(keysFor(bea.url)).toEqual([`Bearer ${BEA_KEY}`]);
    expect(server.db.links.filter((l) => l.url === ada.url)).toMatchObject([{ password: PASSWORD }]);
    // Sent: its password is gone from memory too.
    expect((await storageAreas(bg)).session.queuePasswords).toBeUndefined();
    expect(server.db.links.some((l) => l.url === bea.url)).toBe(false);
    expect(server.accounts[0]!.db.links.map((l) => l.url)).toEqual([bea.url]);
    // No request carried a key of its own choosing: only the two accounts' keys ever went out.
    expect(new Set(server.apiRequests().map((r) => r.headers.authorization))).toEqual(new Set([`Bearer ${server.apiKey}`, `Bearer ${BEA_KEY}`]));
  });
});
