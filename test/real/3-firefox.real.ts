import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Link } from '../../lib/api/schemas';
import { BrowserUi, until } from '../e2e-firefox/browser-ui';
import { welcomeTab } from '../e2e-firefox/extension';
import { Firefox } from '../e2e-firefox/firefox';
import { NetworkLog, type SeenAnswer } from '../e2e-firefox/network';
import type { TabPage } from '../e2e-firefox/page';
import { ToolbarPopup } from '../e2e-firefox/popup';
import { startSite, type Site } from '../e2e-firefox/site';
import { observationOf } from './lib/pacer';
import { suite, type Suite } from './lib/suite';

// The Firefox journeys of test/e2e-firefox against the real server: connecting (the host prompt
// answered in Firefox's panel), Test connection, the toolbar popup in click and automatic mode, an
// alias already taken, the real context menu, the keyboard shortcut, the `ln` keyword and the
// background stopped and woken. Every page shortened is the run's (its path carries the marker),
// every link made is found through the API and tracked for deletion, and Firefox's own answers
// from the server are fed to the pacer before each step reserves its budget.
let s: Suite;
let site: Site;
let firefox: Firefox;
let ui: BrowserUi;
let popup: ToolbarPopup;
let options: TabPage;
let network: NetworkLog;
const seen: SeenAnswer[] = [];
const LONG = 30_000;

/** Tells the pacer what Firefox's requests were answered, then waits for room for `requests` more. */
async function reserve(requests: number): Promise<void> {
  for (const answer of await network.drain()) {
    seen.push(answer);
    s.pacer.noteSent();
    s.pacer.observe(observationOf(answer.status, { get: answer.header }, answer.at));
  }
  await s.pacer.reserve(requests, s.probe);
}

/** This run's link whose destination is `url`, found through the API (and tracked for clean-up). */
async function linkTo(url: string): Promise<Link | undefined> {
  const found = await s.client.links.list({ search: new URL(url).pathname, search_by: 'url', per_page: 10 });
  const link = found.items.find((l) => l.url === url);
  return link && s.tracker.link(link);
}

/** The article `name` in front, with the clipboard holding something else. */
async function article(name: string): Promise<string> {
  const url = site.articleUrl(name);
  await firefox.openTab(url);
  await ui.writeClipboard(s.names.marker);
  return url;
}

/** One link to `url` was made, and it is what the clipboard holds. */
async function expectMadeAndCopied(url: string): Promise<Link> {
  const copied = await until('the clipboard to change', async () => ((await ui.readClipboard()) !== s.names.marker ? ui.readClipboard() : ''), LONG);
  const link = await linkTo(url);
  expect(link, `no link to ${url} on the server`).toBeDefined();
  expect(copied).toBe(link!.short_url);
  return link!;
}

beforeAll(async () => {
  s = await suite();
  site = await startSite({
    path: `/${s.names.marker}`,
    linkOf: (name) => s.names.url(`${name}-link`),
    textUrlOf: (name) => s.names.url(`${name}-text`),
  });
  firefox = await Firefox.launch();
  ui = new BrowserUi(firefox);
  popup = new ToolbarPopup(firefox);
  network = await NetworkLog.start(firefox, `${s.env.url}/api/v1/`);
  options = await welcomeTab(firefox);
});
afterAll(async () => {
  await firefox?.close();
  await site?.close();
  await s?.tracker.cleanUp(s.client);
});

describe('Firefox: connecting', () => {
  it('saves the instance and key, the host prompt allowed in Firefox’s panel; Test connection names the version', async () => {
    await reserve(15);
    await options.fill('Instance URL', s.env.url);
    await options.fill('API key', s.env.key);
    await options.click('Save');
    expect(await ui.answerPermissionPrompt(true)).toContain(new URL(s.env.url).hostname);
    await options.waitForText('Saved.');
    await options.click('Test connection');
    await options.until('the outcome', 'return document.querySelector(".outcome")?.textContent.includes(arguments[0])', `phpShort v${s.info.version}`);
    // A new install shortens on the toolbar click; the popup journeys below choose first.
    await options.check('Let me choose before shortening');
    await options.until('the setting saved', 'return browser.storage.local.get("settings").then((s) => s.settings?.shortenOnOpen === false)');
  });
});

describe('Firefox: the toolbar popup', () => {
  it('click mode: one link to the page, with the alias typed, on the clipboard', async () => {
    await reserve(15);
    const url = await article('ff-click');
    await popup.open();
    await popup.type('Alias', s.names.alias('ff-click'));
    await popup.clickButton('Shorten');
    const link = await expectMadeAndCopied(url);
    expect(link.alias).toBe(s.names.alias('ff-click'));
    await popup.close();
  });

  it('an alias already taken is shown at its field, and no link is made', async () => {
    await reserve(15);
    const url = await article('ff-taken');
    await popup.open();
    await popup.type('Alias', s.names.alias('ff-click'));
    await popup.clickButton('Shorten');
    await popup.until(
      'the field marked invalid',
      'const f = $label(doc, "Alias"); return f.getAttribute("aria-invalid") === "true" && $describedBy(doc, f).length > 0',
    );
    await popup.close();
    expect(await linkTo(url)).toBeUndefined();
  });

  it('automatic mode, with the Clipboard box ticked (Firefox’s prompt allowed): one link, copied as the popup opens', async () => {
    await reserve(20);
    await options.check('Copy links made from the context menu and keyboard shortcut');
    expect(await ui.answerPermissionPrompt(true)).toContain('Input data to the clipboard');
    await options.check('Let me choose before shortening', false);
    await options.until('the setting saved', 'return browser.storage.local.get("settings").then((s) => s.settings?.shortenOnOpen === true)');
    const url = await article('ff-auto');
    await popup.open();
    await expectMadeAndCopied(url);
    await popup.close();
    await options.check('Let me choose before shortening');
  });
});

describe('Firefox: the background', () => {
  it('the context menu shortens the page, a link and a selected URL, each copied', async () => {
    await reserve(25);
    const url = await article('ff-menu');
    await ui.contextMenu('#title', 'Shorten this page');
    await expectMadeAndCopied(url);
    await ui.writeClipboard(s.names.marker);
    await ui.contextMenu('#link', 'Shorten this link');
    await expectMadeAndCopied(site.linkOf('ff-menu'));
    await ui.writeClipboard(s.names.marker);
    await firefox.content(
      'const r = document.createRange(); r.selectNodeContents(document.getElementById("written")); getSelection().removeAllRanges(); getSelection().addRange(r);',
    );
    await ui.contextMenu('#written', 'Shorten selected URL');
    await expectMadeAndCopied(site.textUrlOf('ff-menu'));
  });

  it('Alt+Shift+K shortens the page in front', async () => {
    await reserve(10);
    const url = await article('ff-key');
    await ui.pressKey('K', { altKey: true, shiftKey: true });
    await expectMadeAndCopied(url);
  });

  it('`ln` suggests the run’s link under one first row, and Enter on `ln <url>` shortens it', async () => {
    await reserve(10);
    await article('ff-omnibox-page');
    const alias = s.names.alias('ff-click');
    await ui.typeInAddressBar(`ln ${alias}`);
    const rows = await until('the suggestion', async () => {
      const shown = await ui.addressBarRows();
      // The short link (its alias at its end), then where it leads.
      return shown.some((row) => row.content.startsWith('ln ') && row.title.includes(`/${alias} → `)) && shown;
    });
    expect(rows[0]!.title).toBe('Linklet: open your best match, or shorten the web address you typed. Start with * to search every profile.');
    const typed = s.names.url('ff-omnibox');
    await ui.writeClipboard(s.names.marker);
    await ui.typeInAddressBar(`ln ${typed}`);
    await until('the rows', async () => (await ui.addressBarRows())[0]?.content === `ln ${typed}`);
    await ui.pressKey('KEY_Enter');
    await expectMadeAndCopied(typed);
  });

  it('stopped by Firefox, the background is woken by the context menu', async () => {
    await reserve(10);
    await ui.terminateBackground();
    await until('the background to stop', async () => (await ui.backgroundState()) === 'stopped');
    const url = await article('ff-woken');
    await ui.contextMenu('#title', 'Shorten this page');
    await expectMadeAndCopied(url);
  });

  it('no 429 and no error from the extension in the browser console', async () => {
    await reserve(0);
    expect(seen.filter((a) => a.status === 429).map((a) => `${a.method} ${a.url}`)).toEqual([]);
    expect(await ui.extensionErrors()).toEqual([]);
  });
});
