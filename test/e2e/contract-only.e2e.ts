import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { answerPermissionPrompt } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { welcomeTab } from './settings-page';
import { Background, linkPosts, POLL, popupOver, shortenButton } from './helpers';

// A server that speaks the public contract and nothing more: links and pixels, no /account, no
// /stats, no /domains or /spaces. Linklet implements that contract first: connecting says so and
// succeeds, the user's chosen domain is where links go (from the popup and the context menu), and
// "More options" offers every store field of the contract under its names. No raw 404 is shown.

const WAIT = { timeout: 20_000 };
const KEY = 'co-9Kd3Lm7Pq2Rs5Tv8Wx1Yz4Ab';

let server: RefServer;
let session: ExtensionSession;
let options: Page;
let bg: Background;

beforeAll(async () => {
  server = await startServer({ seed: { links: 30 }, apiKey: KEY, contractOnly: true });
  session = await launchExtension({ headful: true });
  bg = new Background(session);
  options = await welcomeTab(session);
});
afterAll(async () => {
  await bg?.close();
  await session?.close();
  await server?.close();
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const connectionText = async () =>
  (await options.getByRole('region', { name: 'Connection' }).locator('[role="status"], [role="alert"]').allTextContents()).join(' ');
const stored = (i: number) => new URLSearchParams(linkPosts(server)[i]!.body);
/** Anything that would be a raw 404 or a route's name said to the user. */
const RAW = /404|could not be found|api\/v1/;

describe('a server that speaks only the contract', () => {
  it('connects: Save and Test connection report success in the contract’s words, with no 404 shown', async () => {
    await field(options, 'Instance URL').fill(server.url);
    await field(options, 'API key').fill(KEY);
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await answerPermissionPrompt(true);
    await expect.poll(connectionText, POLL).toMatch(/^.*Connected: the link API's public contract · 30 links · no plan to read/);
    await options.getByRole('button', { name: 'Test connection', exact: true }).click();
    await expect.poll(connectionText, POLL).toMatch(/Connected: the link API's public contract · 30 links/);
    expect(await options.getByRole('alert').count()).toBe(0);
    expect(await options.locator('body').innerText()).not.toMatch(RAW);
  });

  it('offers the domains its links use, and the one chosen is where links go: from the popup and the context menu', async () => {
    const domain = field(options, 'Default domain');
    // Several domains and no account to name a default: the user chooses.
    await expect.poll(async () => domain.locator('option').count(), POLL).toBeGreaterThan(2);
    expect(await domain.inputValue()).toBe('');
    await domain.selectOption({ value: '2' });
    await options.getByText('Saved.').first().waitFor(WAIT);

    // A fresh install: the toolbar click shortens at once, with the domain chosen.
    server.clearRequests();
    const { popup, url } = await popupOver(session, server, 'Contract popup');
    await expect.poll(() => popup.getByLabel('Short link', { exact: true }).inputValue(), POLL).toMatch(/^http/);
    expect(linkPosts(server)).toHaveLength(1);
    expect(stored(0).get('url')).toBe(url);
    expect(stored(0).get('domain_id')).toBe('2');
    await popup.close();

    const page = `${server.url}/page/Contract%20menu`;
    await bg.menuClick({ menuItemId: 'shorten-page', pageUrl: page, editable: false });
    await expect.poll(() => linkPosts(server).length, POLL).toBe(2);
    expect(stored(1).get('url')).toBe(page);
    expect(stored(1).get('domain_id')).toBe('2');
    expect(server.db.links.filter((l) => l.url === page)).toHaveLength(1);
  });

  it('"More options" offers every store field of the contract, sent under its names; no 404', async () => {
    // The form first, to choose before shortening.
    await field(options, 'Let me choose before shortening').check();
    await options.getByText('Saved.').first().waitFor(WAIT);
    await options.close();
    const { popup } = await popupOver(session, server, 'Contract options');
    // The form, for a link of its own ("Create another", in the link's "More", when the page has one already).
    const more = popup.getByRole('button', { name: 'More', exact: true });
    if (await more.isVisible().catch(() => false)) {
      await more.click();
      await popup.getByRole('button', { name: 'Create another' }).click();
    }
    await popup.getByRole('button', { name: 'More options' }).click();
    for (const label of ['Link password', 'Statistics', 'Disabled', 'Expiration date', 'Expiration time', 'Click limit', 'Expiration URL', 'Targeting type']) {
      await field(popup, label).first().waitFor(WAIT);
    }
    expect(await popup.getByRole('alert').count()).toBe(0);
    expect(await popup.locator('body').innerText()).not.toMatch(RAW);
    await field(popup, 'Link password').fill('open sesame');
    await field(popup, 'Click limit').fill('5');
    await field(popup, 'Disabled').check();
    server.clearRequests();
    await shortenButton(popup).click();
    await expect.poll(() => popup.getByLabel('Short link', { exact: true }).inputValue(), POLL).toMatch(/^http/);
    const body = stored(0);
    expect([body.get('password'), body.get('expiration_clicks'), body.get('disabled'), body.get('domain_id')]).toEqual(['open sesame', '5', '1', '2']);
  });
});
