import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { answerPermissionPrompt } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { welcomeTab } from './settings-page';
import { linkPosts, POLL, popupOver, reopenPopup, shortenButton } from './helpers';

// A fresh install, as a new user has it: the welcome page's Save (nothing else chosen), then
// the toolbar button over a page. The first click makes the page's short link on the account's
// default domain and puts it on the clipboard; the next click over the same page shows that
// link instead of making another; "Let me choose before shortening" brings the form back.

const WAIT = { timeout: 20_000 };
const KEY = 'oc-5Tq8wXv2Lm6Zr9Yp3Nk7Hd1';
const SENTINEL = 'not a Linklet link';

let server: RefServer;
let session: ExtensionSession;
let options: Page;
/** A page of the server's origin, which may read the clipboard (an extension page may not be granted it). */
let clipboardPage: Page;

beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 30 }, apiKey: KEY });
  session = await launchExtension({ headful: true });
  options = await welcomeTab(session);
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
});
afterAll(async () => {
  await session?.close();
  await server?.close();
});

async function clipboard(write?: string): Promise<string> {
  if (!clipboardPage || clipboardPage.isClosed()) {
    clipboardPage = await session.context.newPage();
    await clipboardPage.goto(`${server.url}/page/Clipboard`);
  }
  await clipboardPage.bringToFront();
  if (write !== undefined) await clipboardPage.evaluate((text) => navigator.clipboard.writeText(text), write);
  return clipboardPage.evaluate(() => navigator.clipboard.readText());
}

const shortUrlOf = (url: string) => {
  const link = server.db.links.findLast((l) => l.url === url)!;
  return `https://${server.db.domains.find((d) => d.id === link.domain_id)!.name}/${link.alias}`;
};

describe('a fresh install', () => {
  it('copies the page’s short link on the first toolbar click; the second shows it instead of making another', { timeout: 120_000 }, async () => {
    await options.getByLabel('Instance URL', { exact: true }).fill(server.url);
    await options.getByLabel('API key', { exact: true }).fill(KEY);
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await answerPermissionPrompt(true);
    await expect.poll(async () => (await options.getByRole('region', { name: 'Connection' }).textContent()) ?? '', POLL).toMatch(/Connected: phpShort v44/);

    await clipboard(SENTINEL);
    server.clearRequests();
    const { popup, tab, url } = await popupOver(session, server, 'One click');
    const shown = popup.getByLabel('Short link', { exact: true });
    await expect.poll(() => shown.inputValue().catch(() => ''), POLL).toMatch(/^https:/);
    // One store, on the account's default domain, and nothing to click first.
    expect(linkPosts(server).map((r) => Object.fromEntries(new URLSearchParams(r.body)))).toEqual([
      { url, domain_id: String(server.db.account.default_domain) },
    ]);
    expect(await shown.inputValue()).toBe(shortUrlOf(url));
    await popup.getByRole('status').filter({ hasText: 'Copied' }).first().waitFor(WAIT);
    await popup.close().catch(() => undefined);
    expect(await clipboard()).toBe(shortUrlOf(url));

    // The same page again: its link, not a second one.
    const again = await reopenPopup(session, tab);
    await again.getByText('This page already has a short link').waitFor(WAIT);
    expect(await again.getByLabel('Short link', { exact: true }).inputValue()).toBe(shortUrlOf(url));
    expect(linkPosts(server)).toHaveLength(1);
    await again.close().catch(() => undefined);
  });

  it('"Let me choose before shortening" opens the form first, and sends nothing until Shorten', async () => {
    await options.bringToFront();
    await options.getByLabel('Let me choose before shortening', { exact: true }).check();
    await expect
      .poll(async () => {
        const worker = await session.currentWorker();
        return worker.evaluate(async () => (await (globalThis as any).chrome.storage.local.get('settings')).settings?.shortenOnOpen);
      }, POLL)
      .toBe(false);
    server.clearRequests();
    const { popup, url } = await popupOver(session, server, 'Form first');
    await shortenButton(popup).waitFor(WAIT);
    await popup.getByLabel('Alias', { exact: true }).fill('chosen-first');
    expect(linkPosts(server)).toEqual([]);
    await shortenButton(popup).click();
    await expect
      .poll(
        () =>
          popup
            .getByLabel('Short link', { exact: true })
            .inputValue()
            .catch(() => ''),
        POLL,
      )
      .toMatch(/chosen-first$/);
    expect(linkPosts(server).map((r) => new URLSearchParams(r.body).get('url'))).toEqual([url]);
  });
});
