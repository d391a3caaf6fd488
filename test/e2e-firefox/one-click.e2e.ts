import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { BrowserUi } from './browser-ui';
import { welcomeTab } from './extension';
import { Firefox } from './firefox';
import type { TabPage } from './page';
import { ToolbarPopup } from './popup';

// A fresh install in real Firefox, as a new user has it: the welcome page's Save (Firefox's host
// prompt allowed) and its last step, the clipboard box (Firefox copies outside a click only with
// that permission), nothing else chosen; then the toolbar button over a page. The first click
// makes the page's short link on the account's default domain and puts it on the clipboard;
// the next one over the same page shows that link instead of making another.
let server: RefServer;
let firefox: Firefox;
let ui: BrowserUi;
let popup: ToolbarPopup;
let options: TabPage;

const SENTINEL = 'not a Linklet link';
const CLIPBOARD_BOX = 'Copy links made from the context menu and keyboard shortcut';

beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 30 } });
  // Firefox asks "You are about to log in to the site…" before opening an address with a user
  // name, unless it is shorter than this: the credential journey opens one as a user would have.
  firefox = await Firefox.launch({ prefs: { 'network.http.phishy-userpass-length': 255 } });
  ui = new BrowserUi(firefox);
  popup = new ToolbarPopup(firefox);
  options = await welcomeTab(firefox);
});
afterAll(async () => {
  await firefox?.close();
  await server?.close();
});

const stores = () => server.apiRequests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
const shortUrlOf = (url: string) => `https://sho.rt/${server.db.links.findLast((l) => l.url === url)!.alias}`;

describe('a fresh install', () => {
  it('copies the page’s short link on the first toolbar click, and shows it on the second instead of making another', async () => {
    await options.fill('Instance URL', server.url);
    await options.fill('API key', server.apiKey);
    await options.click('Save');
    await ui.answerPermissionPrompt(true);
    await options.waitForText('Connected: phpShort v44 · 30 links');
    await options.check(CLIPBOARD_BOX);
    expect(await ui.answerPermissionPrompt(true)).toContain('Input data to the clipboard');
    await options.until('the clipboard permission', 'return browser.permissions.contains({ permissions: ["clipboardWrite"] })');

    const url = `${server.url}/page/${encodeURIComponent('One click')}`;
    await firefox.openTab(url);
    await ui.writeClipboard(SENTINEL);
    server.clearRequests();
    await popup.open();
    await popup.until('the short link', 'return /^https:/.test($label(doc, "Short link")?.value ?? "")');
    expect(stores().map((r) => Object.fromEntries(new URLSearchParams(r.body)))).toEqual([{ url, domain_id: String(server.db.account.default_domain) }]);
    expect(await popup.value('Short link')).toBe(shortUrlOf(url));
    await popup.until('“Copied”', 'return doc.body.innerText.includes("Copied")');
    expect(await ui.readClipboard()).toBe(shortUrlOf(url));
    await popup.close();

    await popup.open();
    await popup.until('the page’s link', 'return doc.body.innerText.includes("This page already has a short link")');
    expect(await popup.value('Short link')).toBe(shortUrlOf(url));
    expect(stores()).toHaveLength(1);
    await popup.close();
  });

  it('never sends the user name and password of the address it shortens, and says it left them out (issue 39)', async () => {
    const url = `${server.url}/page/${encodeURIComponent('Behind a login')}`;
    await firefox.openTab(url.replace('http://', 'http://alice:s3cret-pw@'));
    server.clearRequests();
    await popup.open();
    await popup.until('the short link', 'return /^https:/.test($label(doc, "Short link")?.value ?? "")');
    expect(stores().map((r) => new URLSearchParams(r.body).get('url'))).toEqual([url]);
    expect(JSON.stringify(server.apiRequests())).not.toContain('s3cret-pw');
    expect(JSON.stringify(server.apiRequests())).not.toContain('alice');
    // Firefox, too, hands extensions the tab's address with them: the popup says they were left out.
    await popup.until('the note', 'return doc.body.innerText.includes("The user name and password in this address were left out: they are never sent.")');
    await popup.close();
  });

  it('holds an OAuth implicit-flow fragment whose state holds a path with `?`: the form, its note, nothing sent (issue 47)', async () => {
    const secret = 'ya29FFSECRETz7';
    await firefox.openTab(`${server.url}/page/cb#access_token=${secret}&token_type=Bearer&state=/inbox?tab=1`);
    server.clearRequests();
    await popup.open();
    // ASCII only: the frame script that reads the popup is loaded from a data: address.
    const note =
      'const t = doc.body.innerText; return t.includes("This address has a part that looks secret") && t.includes("access_token") && t.includes("nothing has been sent")';
    await popup.until('the note', note);
    await popup.until('the form', 'return !!$label(doc, "URL to shorten")');
    expect(decodeURIComponent(JSON.stringify(server.apiRequests()))).not.toContain(secret);
    expect(stores()).toEqual([]);
    await popup.close();
    expect(decodeURIComponent(JSON.stringify(server.apiRequests()))).not.toContain(secret);
  });
});
