import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { configureExtension, grantHostPermission, grantPermission } from './configure';
import { launchExtension, openToolbarPopup, type ExtensionSession } from './harness';
import { Background, linkPosts, POLL, pagesOfEachTest } from './helpers';

// Issue 40, in real Chromium on the reference server: what the person sees first is the current
// truth — an old failure does not sit over a page's new link, a refused key is said rather than
// hidden behind the link this device knows, and Save's outcome is one message.

let server: RefServer;
let session: ExtensionSession;
let bg: Background;
const opened = pagesOfEachTest(() => server.clearFaults());
let pages = 0;

beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 20 } });
  session = await launchExtension({ headful: true });
  expect(await grantHostPermission(session, server.origin)).toBe(true);
  await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: { shortenOnOpen: true, autoCopy: false, defaultDomainId: 1 } });
  bg = new Background(session);
});
afterAll(async () => {
  await bg?.close();
  await session?.close();
  await server?.close();
});

async function popupOver(url: string): Promise<Page> {
  const tab = await session.context.newPage();
  opened.push(tab);
  await tab.goto(url);
  await tab.bringToFront();
  const popup = await openToolbarPopup(session);
  popup.setDefaultTimeout(POLL.timeout);
  opened.push(popup);
  return popup;
}
const pageUrl = (title: string) => `${server.url}/page/${encodeURIComponent(`${title} ${++pages}`)}`;
const shortLink = (popup: Page) => popup.getByLabel('Short link', { exact: true });

describe('the truth on top (issue 40)', () => {
  it('a failure of the shortcut on a page that cannot be shortened is not shown over a later page’s new link', async () => {
    await bg.run((tab) => (globalThis as any).chrome.commands.onCommand.dispatch('shorten-current-page', tab), {
      id: 1,
      index: 0,
      url: 'chrome://extensions/',
      active: true,
    });
    await expect.poll(async () => (await bg.badge()).text, POLL).toBe('!');
    const popup = await popupOver(pageUrl('A page that shortens fine'));
    await expect
      .poll(
        () =>
          shortLink(popup)
            .inputValue()
            .catch(() => ''),
        POLL,
      )
      .toMatch(/^https:/);
    // What the background had to say is older news than this page's new link.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await popup.getByText(/shorten failed/).count()).toBe(0);
    expect(await popup.getByText('This page can’t be shortened.').count()).toBe(0);
    // The first thing in the popup under its title is this page's link.
    expect(await popup.evaluate(() => document.querySelector('main h2')?.textContent)).toBe('Your short link');
  });

  it('with the key revoked on the server, the popup on a page with a known link says the key was refused', async () => {
    const url = pageUrl('Known here');
    await bg.ask('refreshIndex');
    const made = await popupOver(url);
    const known = await (async () => {
      await expect
        .poll(
          () =>
            shortLink(made)
              .inputValue()
              .catch(() => ''),
          POLL,
        )
        .toMatch(/^https:/);
      return shortLink(made).inputValue();
    })();
    await made.close();
    // The key no longer opens the instance: every request is refused.
    server.inject({ status: 401, body: { message: 'Unauthenticated.' }, times: 100 });
    server.clearRequests();
    const popup = await popupOver(url);
    await popup.getByText('Known on this device: your instance did not confirm this link.').waitFor();
    expect(await shortLink(popup).inputValue()).toBe(known);
    expect(await popup.getByRole('alert').first().textContent()).toContain('The server rejected the API key.');
    await popup.getByRole('button', { name: 'Open settings' }).first().waitFor();
    expect(await popup.getByText('Copied', { exact: true }).count()).toBe(0);
    expect(linkPosts(server)).toEqual([]);
  });

  it('saving a wrong key says Save’s outcome in one message, never a plain "Saved.", and keeps the working key (issue 48)', async () => {
    const options = await session.context.newPage();
    opened.push(options);
    await options.goto(session.pageUrl('options.html'));
    await options.getByLabel('API key', { exact: true }).fill('wrong-key-0123456789');
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    const region = options.getByRole('region', { name: 'Connection' });
    const alert = region.getByRole('alert');
    await expect
      .poll(
        () =>
          alert
            .first()
            .textContent()
            .catch(() => ''),
        POLL,
      )
      .toContain('Not saved: your instance refused this key. The key saved before is still the one Linklet uses.');
    expect(await region.getByText('Saved.', { exact: true }).count()).toBe(0);
    // Nothing of Save's outcome is green (access to the site, granted, rightly is).
    expect(await region.locator('.connection-status .ok').count()).toBe(0);
    // The field keeps what was typed; the stored key is still the working one.
    expect(await options.getByLabel('API key', { exact: true }).inputValue()).toBe('wrong-key-0123456789');
    const stored = await bg.run(async () => JSON.stringify(await (globalThis as any).chrome.storage.local.get(null)));
    expect(stored).toContain(server.apiKey);
    expect(stored).not.toContain('wrong-key-0123456789');
    // And the popup still shortens through it.
    const popup = await popupOver(pageUrl('After a refused key'));
    await expect
      .poll(
        () =>
          shortLink(popup)
            .inputValue()
            .catch(() => ''),
        POLL,
      )
      .toMatch(/^https?:\/\//);
    // The right key again, for the journeys after this one.
    await configureExtension(session, {
      instanceUrl: server.url,
      apiKey: server.apiKey,
      settings: { shortenOnOpen: true, autoCopy: false, defaultDomainId: 1 },
    });
  });

  it('adding a profile leaves the active one active: the popup still uses it', async () => {
    const options = await session.context.newPage();
    opened.push(options);
    await options.goto(session.pageUrl('options.html'));
    // Settings written as a one-profile install has them: that profile is 'default'.
    const before = (await bg.run(async () => (await (globalThis as any).chrome.storage.local.get('settings')).settings.activeProfileId)) ?? 'default';
    await options.getByLabel('New profile’s name', { exact: true }).fill('Second team');
    await options.getByRole('button', { name: 'Add profile', exact: true }).click();
    await options.getByRole('button', { name: 'Switch to it' }).waitFor();
    const after = await bg.run(async () => (await (globalThis as any).chrome.storage.local.get('settings')).settings);
    expect(after.activeProfileId).toBe(before);
    expect(after.profiles.map((p: { name: string }) => p.name)).toContain('Second team');
    // The popup still shortens through the active profile's instance.
    server.clearRequests();
    const popup = await popupOver(pageUrl('Still the same profile'));
    await expect
      .poll(
        () =>
          shortLink(popup)
            .inputValue()
            .catch(() => ''),
        POLL,
      )
      .toMatch(/^https:/);
    expect(linkPosts(server)).toHaveLength(1);
  });

  it('the queue’s flush leaves the clipboard as the person left it; its link waits in the popup', async () => {
    expect(await grantPermission(session, { permissions: ['clipboardWrite'] })).toBe(true);
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
    const clipboardPage = await session.context.newPage();
    opened.push(clipboardPage);
    await clipboardPage.goto(`${server.url}/page/Clipboard`);
    const url = pageUrl('Queued while down');
    server.inject({ drop: true, times: 100_000 });
    await bg.menuClick({ menuItemId: 'shorten-page', pageUrl: url, editable: false });
    const queued = () =>
      bg.run(async () => ((await (globalThis as any).chrome.storage.local.get('shortenQueue')).shortenQueue ?? []) as Array<{ id: string; at: number }>);
    await expect.poll(async () => (await queued()).length, POLL).toBe(1);
    // A minute later the person has copied something else.
    await bg.run(async () => {
      const chrome = (globalThis as any).chrome;
      const items = (await chrome.storage.local.get('shortenQueue')).shortenQueue;
      await chrome.storage.local.set({ shortenQueue: items.map((item: { at: number }) => ({ ...item, at: item.at - 60_000 })) });
    });
    await clipboardPage.bringToFront();
    await clipboardPage.evaluate(() => navigator.clipboard.writeText('what the person copied'));
    server.clearFaults();
    await bg.run(() => (globalThis as any).chrome.alarms.onAlarm.dispatch({ name: 'shorten-queue', scheduledTime: Date.now() }));
    await expect.poll(async () => (await queued()).length, { ...POLL, timeout: 30_000 }).toBe(0);
    await expect.poll(async () => (await bg.badge()).title, POLL).toBe('Linklet: 1 made now that your instance is back — open Linklet to copy them');
    await clipboardPage.bringToFront();
    expect(await clipboardPage.evaluate(() => navigator.clipboard.readText())).toBe('what the person copied');
    const popup = await popupOver(pageUrl('Later'));
    const made = popup.getByRole('region', { name: 'Made now that your instance is back (1)' });
    await made.waitFor();
    await made.getByRole('button', { name: 'Copy' }).click();
    await popup
      .getByRole('status')
      .filter({ hasText: /^Copied$/ })
      .waitFor();
    await made.waitFor({ state: 'detached' });
  });
});
