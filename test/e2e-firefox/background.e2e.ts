import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { isMine } from '../server/types';
import { BrowserUi, until } from './browser-ui';
import { badge, configure, extensionPage, indexFilled, requestByClick } from './extension';
import { Firefox } from './firefox';
import type { TabPage } from './page';
import { startSite, type Site } from './site';

// The background in Firefox, reached the way a user reaches it: the page's real context menu,
// the keyboard shortcut, the `ln` keyword in the address bar, and all of it after Firefox stopped
// the background page. Copying from the background needs clipboardWrite, optional on Firefox too
// (issue 16): the first journey goes without it.
let server: RefServer;
let site: Site;
let firefox: Firefox;
let ui: BrowserUi;
let control: TabPage;
let articles = 0;

const SENTINEL = 'not a Linklet link';
const FIREFOX_DEFAULT_ROW = 'Linklet: open your best match, or shorten the web address you typed. Start with * to search every profile.';

beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 30 } });
  site = await startSite();
  firefox = await Firefox.launch({ grantWithoutPrompt: true });
  ui = new BrowserUi(firefox);
  control = await extensionPage(firefox);
  expect(await requestByClick(control, { origins: ['http://127.0.0.1/*'] })).toBe(true);
  await configure(control, server, { defaultDomainId: 1 });
  await indexFilled(control, 30);
});
afterAll(async () => {
  await firefox?.close();
  await server?.close();
  await site?.close();
});

const posted = () =>
  server
    .apiRequests()
    .filter((r) => r.method === 'POST' && r.path === '/api/v1/links')
    .map((r) => new URLSearchParams(r.body).get('url'));
const shortUrlOf = (url: string) => {
  const link = server.db.links.filter((l) => l.url === url).at(-1);
  return link && `https://${server.db.domains.find((d) => d.id === link.domain_id)!.name}/${link.alias}`;
};

/** A fresh article of the site in front, with the clipboard holding something else. */
async function article(name: string): Promise<string> {
  const url = site.articleUrl(`${name} ${++articles}`);
  await firefox.openTab(url);
  await ui.writeClipboard(SENTINEL);
  server.clearRequests();
  return url;
}

/** One link was made for `url`, and it is on the clipboard and in the toolbar button's title. */
async function expectCopied(url: string): Promise<void> {
  const copied = await until('the clipboard to change', async () => ((await ui.readClipboard()) !== SENTINEL ? ui.readClipboard() : ''));
  expect(copied).toBe(shortUrlOf(url));
  expect(posted()).toEqual([url]);
  expect(await badge(control)).toEqual({ text: '✓', title: `Copied ${copied}` });
}

describe('the context menu', () => {
  it('without clipboardWrite, "Shorten this page" makes the link and leaves it for the popup, the clipboard untouched', async () => {
    const url = await article('No permission');
    expect(await ui.contextMenu('#title', 'Shorten this page')).toContain('Shorten this page');
    await until('the link', async () => shortUrlOf(url));
    await until('the badge', async () => (await badge(control)).title.startsWith('Short link ready'));
    expect(await badge(control)).toEqual({ text: '✓', title: `Short link ready: ${shortUrlOf(url)} — open Linklet to copy it` });
    expect(await ui.readClipboard()).toBe(SENTINEL);
    expect(posted()).toEqual([url]);
  });

  it('with clipboardWrite, "Shorten this page" makes one link for the page and copies it', async () => {
    expect(await requestByClick(control, { permissions: ['clipboardWrite'] })).toBe(true);
    const url = await article('Page');
    await ui.contextMenu('#title', 'Shorten this page');
    await expectCopied(url);
  });

  it('"Shorten this link" on a link', async () => {
    await article('Link');
    const labels = await ui.contextMenu('#link', 'Shorten this link');
    expect(labels).not.toContain('Shorten this page');
    await expectCopied(site.linkOf(`Link ${articles}`));
  });

  it('"Shorten selected URL" on a web address selected in the text', async () => {
    await article('Selection');
    const selected = await firefox.content<string>(
      'const range = document.createRange(); range.selectNodeContents(document.getElementById("written")); getSelection().removeAllRanges(); getSelection().addRange(range); return getSelection().toString();',
    );
    expect(selected).toBe(site.textUrlOf(`Selection ${articles}`));
    await ui.contextMenu('#written', 'Shorten selected URL');
    await expectCopied(selected);
  });
});

describe('the keyboard shortcut', () => {
  it('Alt+Shift+K shortens the page in front and copies it', async () => {
    const url = await article('Shortcut');
    await ui.pressKey('K', { altKey: true, shiftKey: true });
    await expectCopied(url);
  });
});

describe('the `ln` keyword in the address bar', () => {
  const link = () =>
    server.db.links.find(
      (l) => isMine(l) && l.domain_id === 1 && /^[a-z]{5,}$/i.test(l.alias) && server.db.links.filter((o) => o.alias === l.alias).length === 1,
    )!;

  it('keeps the first row true to what is typed, keystroke by keystroke (one text for any input)', async () => {
    await article('Omnibox');
    const { alias } = link();
    await ui.typeInAddressBar('ln ');
    for (let typed = 1; typed <= alias.length; typed++) {
      await ui.appendToAddressBar(alias[typed - 1]!);
      const text = `ln ${alias.slice(0, typed)}`;
      const rows = await until(`the rows for “${text}”`, async () => {
        const shown = await ui.addressBarRows();
        return shown[0]?.content === text && shown;
      });
      // Before the fix, this row described the text one keystroke earlier ("…best match for “ab”").
      expect(rows[0]).toMatchObject({ heuristic: true, title: FIREFOX_DEFAULT_ROW });
    }
    const rows = await until('the suggestions', async () => {
      const shown = await ui.addressBarRows();
      return shown.some((row) => row.content === `ln https://sho.rt/${alias}`) && shown;
    });
    // The short link, where it leads (plain text: Firefox takes no markup).
    expect(rows[1]!.title).toMatch(new RegExp(`^sho\\.rt/${alias} → \\S+`));
  });

  it('Enter on a suggestion opens that link', async () => {
    const { alias } = link();
    const row = (await ui.addressBarRows()).findIndex((r) => r.content === `ln https://sho.rt/${alias}`);
    for (let down = 0; down < row; down++) await ui.pressKey('KEY_ArrowDown');
    await ui.pressKey('KEY_Enter');
    await until('the link to open', async () => (await ui.selectedTabUrl()) === `https://sho.rt/${alias}`);
  });

  it('Enter on `ln <url>` shortens it and copies it, opening nothing', async () => {
    const page = await article('Typed URL');
    const typed = 'https://example.org/typed/in-the-address-bar';
    await ui.typeInAddressBar(`ln ${typed}`);
    await until('the rows', async () => (await ui.addressBarRows())[0]?.content === `ln ${typed}`);
    await ui.pressKey('KEY_Enter');
    await expectCopied(typed);
    expect(await ui.selectedTabUrl()).toBe(page);
  });
});

describe('the background page stopped by Firefox', () => {
  it('is woken by the context menu, which then works as before', async () => {
    await ui.terminateBackground();
    await until('the background to stop', async () => (await ui.backgroundState()) === 'stopped');
    const url = await article('After a stop');
    await ui.contextMenu('#title', 'Shorten this page');
    await expectCopied(url);
  });

  it('is woken by the keyboard shortcut too', async () => {
    await ui.terminateBackground();
    await until('the background to stop', async () => (await ui.backgroundState()) === 'stopped');
    const url = await article('Shortcut after a stop');
    await ui.pressKey('K', { altKey: true, shiftKey: true });
    await expectCopied(url);
    expect(await ui.backgroundState()).toBe('running');
  });

  it('nothing the extension ran logged an error to the browser console', async () => {
    expect(await ui.extensionErrors()).toEqual([]);
  });
});
