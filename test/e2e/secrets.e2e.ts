import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Fault, type RefServer } from '../server';
import { answerPermissionPrompt, grantHostPermission } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { alertText, Background, POLL, popupField, popupOver, shortenButton, storageAreas, WorkerLog } from './helpers';
import { ManagerPage } from './manager-page';

// The secret audit: one session goes through the options page (connect, test), the popup
// (shorten, field and server errors, search, edit), the Links and Pixels views and the
// background (context menu, omnibox, index refresh), with a distinctive key and servers that
// echo it back in messages and redirects. Afterwards the key is in its storage slot and nowhere
// else: not in other storage keys, console output, error messages, the DOM outside its own field,
// nor any request but the instance's Authorization header.
const KEY = 'lk-SECRET-audit-7Rq2Zx9Wm4Kp1Vt8';
const ECHO = `Token ${KEY} is not allowed here`;

let server: RefServer;
let site: RefServer;
let elsewhere: RefServer;
let session: ExtensionSession;
let bg: Background;
let log: WorkerLog;
/** Text and field values of every page seen, captured before a popup closes. */
const seen: Array<{ where: string; text: string }> = [];

beforeAll(async () => {
  [server, site, elsewhere] = await Promise.all([
    startServer({ port: 0, seed: { links: 40 }, apiKey: KEY }),
    startServer({ port: 0, seed: false }),
    startServer({ port: 0, seed: false }),
  ]);
  session = await launchExtension({ headful: true });
  log = await WorkerLog.attach(session);
  expect(await grantHostPermission(session, site.origin)).toBe(true);
  bg = new Background(session);
});
// A step that failed must not leave its faults to the next one.
afterEach(() => server.clearFaults());
afterAll(async () => {
  await session?.close();
  for (const s of [server, site, elsewhere]) await s?.close();
});

const onLinks = (method: string, fault: Fault): Fault => ({ ...fault, match: { method, path: '/api/v1/links' } });

/** What a page shows and holds: its HTML, every field's value but the API key's own, and its title. */
async function capture(page: Page, where: string): Promise<void> {
  const text = await page.evaluate(() => {
    const values = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')]
      .filter((field) => field.id !== 'api-key')
      .map((field) => field.value);
    return [document.title, document.documentElement.outerHTML, document.body.innerText, ...values].join('\n');
  });
  seen.push({ where, text });
}

async function settingsPage(): Promise<Page> {
  const page = await session.context.newPage();
  page.setDefaultTimeout(POLL.timeout);
  await page.goto(session.pageUrl('options.html'));
  return page;
}

describe('10. the key, after everything', () => {
  it('options: connect through the form, test, and a server that echoes the key back', async () => {
    const options = await settingsPage();
    await options.getByLabel('Instance URL', { exact: true }).fill(server.url);
    await options.getByLabel('API key', { exact: true }).fill(KEY);
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await answerPermissionPrompt(true);
    await options.getByText('Saved.').first().waitFor();
    await options.getByRole('button', { name: 'Test connection', exact: true }).click();
    await options.getByText(/^Connected: phpShort v44 · 40 links/).waitFor();
    const outcomes: Array<[number, string]> = [
      [401, 'The server rejected the API key.'],
      [500, 'The server had a problem.'],
    ];
    for (const [status, text] of outcomes) {
      server.inject(onLinks('GET', { status, body: { message: ECHO } }));
      await options.getByRole('button', { name: 'Test connection', exact: true }).click();
      await expect.poll(() => alertText(options), POLL).toContain(text);
      await capture(options, `options after ${status}`);
    }
    // "Show key" puts the key in view in its own field, which is where it may be.
    await options.getByRole('button', { name: 'Show key' }).click();
    await capture(options, 'options with the key shown');
    // The popups below fill the form before Shorten.
    await options.getByLabel('Let me choose before shortening', { exact: true }).check();
    await expect.poll(() => options.getByText('Saved.').count(), POLL).toBeGreaterThan(0);
    await options.close();
    await bg.indexFilled(40);
  });

  it('popup: a shorten, a 422 and a 500 echoing the key, a redirect carrying it, search and edit', async () => {
    const { popup, url } = await popupOver(session, site, 'Secret audit');
    await shortenButton(popup).click();
    await expect.poll(() => popupField(popup, 'Short link').inputValue(), POLL).toMatch(/^https:\/\//);
    await capture(popup, 'popup result');
    await popup.getByRole('button', { name: 'Change…', exact: true }).click();
    await popupField(popup, 'Click limit').fill('12');
    server.inject({ status: 500, body: { message: ECHO }, match: { method: 'PATCH', path: /^\/api\/v1\/links\/\d+$/ } });
    await popup.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => alertText(popup), POLL).not.toBe('');
    await capture(popup, 'popup edit after a 500');
    await popup.close();

    const next = await popupOver(session, site, 'Secret audit errors');
    await popupField(next.popup, 'Alias').fill('echoed');
    server.inject(onLinks('POST', { status: 422, body: { message: ECHO, errors: { alias: [ECHO], url: [ECHO] } } }));
    await shortenButton(next.popup).click();
    await next.popup.getByText('[redacted]', { exact: false }).first().waitFor();
    await capture(next.popup, 'popup after a 422');
    server.inject(onLinks('POST', { status: 500, body: { message: ECHO } }));
    await shortenButton(next.popup).click();
    await expect.poll(() => alertText(next.popup), POLL).toContain('The server had a problem.');
    await capture(next.popup, 'popup after a 500');
    server.inject(onLinks('GET', { status: 302, body: '', headers: { Location: `${elsewhere.url}/login?token=${KEY}` } }));
    server.inject(onLinks('POST', { status: 302, body: '', headers: { Location: `${elsewhere.url}/login?token=${KEY}` } }));
    await shortenButton(next.popup).click();
    await expect.poll(() => alertText(next.popup), POLL).toContain('does not answer like a link-shortening API');
    await capture(next.popup, 'popup after a redirect');
    server.clearFaults();

    const wanted = server.db.links[5]!;
    await next.popup.getByLabel('Search links').fill(wanted.alias);
    await next.popup.locator('.recent-row', { hasText: wanted.alias }).first().waitFor();
    await capture(next.popup, 'popup search');
    await next.popup.close();
    expect(url).toContain(site.origin);
  });

  it('Links and Pixels views: lists, an edit refused with the key echoed', async () => {
    const m = new ManagerPage(await session.context.newPage(), session, server);
    m.page.setDefaultTimeout(POLL.timeout);
    await m.open('#links');
    await expect.poll(() => m.shownShortUrls(), POLL).toHaveLength(25);
    const [first] = await m.shownShortUrls();
    await (await m.rowAction(first!, 'Edit')).click();
    const dialog = m.dialog();
    await dialog.getByLabel('Destination URL').waitFor();
    await dialog.getByLabel('Click limit').fill('77');
    server.inject({ status: 422, body: { message: ECHO, errors: { expiration_clicks: [ECHO] } }, match: { method: 'PATCH', path: /^\/api\/v1\/links\/\d+$/ } });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('[redacted]', { exact: false }).first().waitFor();
    await capture(m.page, 'Links view, edit refused');
    await m.open('#pixels');
    await expect.poll(async () => (await m.shownPixelNames()).length, POLL).toBeGreaterThan(0);
    server.inject({ status: 503, body: { message: ECHO }, match: { method: 'GET', path: '/api/v1/pixels' }, times: 3 });
    await m.open('#pixels');
    await expect.poll(() => alertText(m.page), POLL).not.toBe('');
    await capture(m.page, 'Pixels view after a 503');
    await m.page.close();
  });

  it('background: a context-menu shorten, one refused with the key echoed, the omnibox, a refresh', async () => {
    await bg.menuClick({ menuItemId: 'shorten-page', pageUrl: `${site.url}/page/From%20the%20menu`, editable: false });
    await expect.poll(async () => (await bg.badge()).text, POLL).toBe('✓');
    server.inject(onLinks('POST', { status: 500, body: { message: ECHO } }));
    await bg.menuClick({ menuItemId: 'shorten-page', pageUrl: `${site.url}/page/Refused%20from%20the%20menu`, editable: false });
    await expect.poll(async () => (await bg.badge()).text, POLL).toBe('!');
    seen.push({ where: 'badge title', text: (await bg.badge()).title });
    const suggestions = await bg.run(
      (text: string) => new Promise((resolve) => (globalThis as any).chrome.omnibox.onInputChanged.dispatch(text, resolve)),
      'menu',
    );
    seen.push({ where: 'omnibox', text: JSON.stringify(suggestions) });
    server.inject(onLinks('GET', { status: 500, body: { message: ECHO }, times: 3 }));
    seen.push({ where: 'refresh answer', text: JSON.stringify(await bg.ask('refreshIndex')) });
    // The popup shows the stored failure.
    const { popup } = await popupOver(session, site, 'Told');
    await popup.getByText('“Shorten” from the context menu failed').waitFor();
    await capture(popup, 'popup with the background failure');
    await popup.close();
  });

  it('remembered: the key is in local `apiKey` and nowhere else', async () => {
    await audit('local');
  });

  it('not remembered: the key moves to session `apiKey` and is still nowhere else', async () => {
    const options = await settingsPage();
    await expect.poll(() => options.getByLabel('API key', { exact: true }).inputValue(), POLL).toBe(KEY);
    await options.getByLabel("Don't remember the key after the browser closes").check();
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await options.getByText('Saved.').first().waitFor();
    await capture(options, 'options, key not remembered');
    await options.close();
    await audit('session');
  });
});

async function audit(area: 'local' | 'session'): Promise<void> {
  const areas = await storageAreas(bg);
  const slot = areas[area].apiKey;
  expect(slot).toEqual({ origin: server.origin, key: KEY });
  const rest = { ...areas, [area]: { ...areas[area], apiKey: undefined } };
  for (const [name, values] of Object.entries(rest)) {
    const holders = Object.entries(values)
      .filter(([, value]) => JSON.stringify(value ?? null).includes(KEY))
      .map(([key]) => key);
    expect(holders, `storage.${name}`).toEqual([]);
  }

  await log.refresh();
  expect(session.consoleLines.filter((line) => line.includes(KEY))).toEqual([]);
  expect(log.lines.filter((line) => line.includes(KEY))).toEqual([]);
  expect(seen.length).toBeGreaterThan(10);
  expect(seen.filter((s) => s.text.includes(KEY)).map((s) => s.where)).toEqual([]);
  // Echoed messages reached the pages, redacted: the audit looked where the key would have been.
  expect(seen.some((s) => s.text.includes('[redacted]'))).toBe(true);

  // On the wire: only as the instance's bearer token; other servers never got it in any form.
  const leaks = server.requests.filter((r) => JSON.stringify({ ...r, headers: { ...r.headers, authorization: '' } }).includes(KEY));
  expect(leaks).toEqual([]);
  expect(
    server
      .apiRequests()
      .filter((r) => r.headers.authorization !== `Bearer ${KEY}`)
      .map((r) => `${r.method} ${r.path}`),
  ).toEqual([]);
  for (const other of [site, elsewhere]) expect(other.requests.filter((r) => JSON.stringify(r).includes(KEY))).toEqual([]);
  expect(elsewhere.requests).toEqual([]);
}
