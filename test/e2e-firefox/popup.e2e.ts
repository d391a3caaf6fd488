import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { BrowserUi, until } from './browser-ui';
import { configure, extensionPage, indexFilled, requestByClick } from './extension';
import { Firefox } from './firefox';
import type { TabPage } from './page';
import { ToolbarPopup } from './popup';

// The real toolbar popup in Firefox over a page of the reference server, in click and automatic
// mode: one store request each, and the short link on the system clipboard. Host access is
// granted without the prompt here (options.e2e.ts answers it); clipboardWrite starts not held, as
// after install (optional on Firefox too, issue 16).
let server: RefServer;
let firefox: Firefox;
let ui: BrowserUi;
let popup: ToolbarPopup;
let control: TabPage;
let pages = 0;
const opened: string[] = [];

const SETTINGS = { defaultDomainId: 1, autoCopy: true, shortenOnOpen: false };
const SENTINEL = 'not a Linklet link';

beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 30 } });
  firefox = await Firefox.launch({ grantWithoutPrompt: true });
  ui = new BrowserUi(firefox);
  popup = new ToolbarPopup(firefox);
  control = await extensionPage(firefox);
  expect(await requestByClick(control, { origins: ['http://127.0.0.1/*'] })).toBe(true);
  await configure(control, server, SETTINGS);
  await indexFilled(control, 30);
});
afterEach(async () => {
  if (await popup.isOpen()) await popup.close();
  for (const handle of opened.splice(0)) await firefox.closeTab(handle);
});
afterAll(async () => {
  await firefox?.close();
  await server?.close();
});

const stores = () => server.apiRequests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
const form = (pairs: Array<[string, string]>) => new URLSearchParams(pairs).toString();

/** A fresh page of the server in front, the clipboard holding something else, and the popup over it. */
async function popupOver(title: string): Promise<string> {
  const url = `${server.url}/page/${encodeURIComponent(`${title} ${++pages}`)}`;
  opened.push(await firefox.openTab(url));
  await ui.writeClipboard(SENTINEL);
  server.clearRequests();
  await popup.open();
  return url;
}

describe('the toolbar popup', () => {
  it('click mode: Shorten makes one link with the defaults, shows it and copies it (a click needs no permission)', async () => {
    const url = await popupOver('Click');
    await popup.clickButton('Shorten');
    const shortUrl = await popup.value('Short link');
    expect(shortUrl).toBe(`https://sho.rt/${server.db.links.at(-1)!.alias}`);
    expect(stores().map((r) => r.body)).toEqual([
      form([
        ['url', url],
        ['domain_id', '1'],
      ]),
    ]);
    await popup.until('“Copied”', 'return doc.body.innerText.includes("Copied")');
    expect(await ui.readClipboard()).toBe(shortUrl);
  });

  it('automatic mode without clipboardWrite: one link made and shown selected, but Firefox refuses the copy outside a click', async () => {
    await configure(control, server, { ...SETTINGS, shortenOnOpen: true });
    await popupOver('Automatic, no permission');
    const shortUrl = await popup.value('Short link');
    expect(stores()).toHaveLength(1);
    await popup.until('the copy refused', 'return /Couldn.t copy/.test(doc.body.innerText)');
    expect(await ui.readClipboard()).toBe(SENTINEL);
    expect(shortUrl).toBe(`https://sho.rt/${server.db.links.at(-1)!.alias}`);
  });

  it('automatic mode with clipboardWrite (the Clipboard box ticked): one link made, copied as the popup opens', async () => {
    expect(await requestByClick(control, { permissions: ['clipboardWrite'] })).toBe(true);
    await configure(control, server, { ...SETTINGS, shortenOnOpen: true });
    const url = await popupOver('Automatic');
    const shortUrl = await popup.value('Short link');
    expect(stores().map((r) => r.body)).toEqual([
      form([
        ['url', url],
        ['domain_id', '1'],
      ]),
    ]);
    expect(await until('the link on the clipboard', async () => (await ui.readClipboard()) === shortUrl)).toBe(true);
    await popup.until('“Copied”', 'return doc.body.innerText.includes("Copied")');
  });

  it('an alias already taken is shown at its field, and no link is made', async () => {
    await configure(control, server, SETTINGS);
    const taken = server.db.links.find((l) => l.domain_id === 1)!.alias;
    const count = server.db.links.length;
    await popupOver('Taken');
    await popup.type('Alias', taken);
    await popup.clickButton('Shorten');
    // v44 words its messages with the field's label.
    const field = await popup.until<{ invalid: string; messages: string[] }>(
      'the message at “Alias”',
      'const f = $label(doc, "Alias"); const messages = $describedBy(doc, f); return messages.some((m) => m.includes("already been taken")) && { invalid: f.getAttribute("aria-invalid"), messages };',
    );
    expect(field.invalid).toBe('true');
    expect(field.messages).toContain('The Alias has already been taken.');
    expect(stores()).toHaveLength(1);
    expect(server.db.links).toHaveLength(count);
  });

  it('"Search links" finds a link as one types, and in the next popup after Firefox stopped the background page', async () => {
    await configure(control, server, SETTINGS);
    const aliases = server.db.links.filter((l) => l.domain_id === 1).map((l) => l.alias);
    const [first, second] = aliases.filter((alias) => alias.length >= 6 && aliases.filter((a) => a === alias).length === 1);
    const topRow = (alias: string) =>
      popup.until(
        `sho.rt/${alias} first among the results`,
        'return doc.querySelector(".recent-row .recent-short")?.textContent === args[0]',
        `sho.rt/${alias}`,
      );
    await popupOver('Search');
    await popup.type('Search links', first!);
    await topRow(first!);
    // Firefox keeps the background page while the popup's connection is open: closed, it may stop.
    await popup.close();
    await ui.terminateBackground();
    await until('the background to stop', async () => (await ui.backgroundState()) === 'stopped');
    // The next popup's connection wakes it.
    await popupOver('Search again');
    await popup.type('Search links', second!);
    await topRow(second!);
    expect(await ui.backgroundState()).toBe('running');
  });

  it('nothing the extension ran logged an error to the browser console', async () => {
    expect(await ui.extensionErrors()).toEqual([]);
  });
});
