import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POPUP_TIMEOUT_MS } from '../../lib/popup/timeout';
import { startServer, type RecordedRequest, type RefServer } from '../server';
import { configureExtension, grantHostPermission } from './configure';
import { launchExtension, openToolbarPopup, type ExtensionSession } from './harness';
import { pagesOfEachTest } from './helpers';
import { pixelTypeName } from '../../components/link-fields/pixel-option';

// The real toolbar popup over real pages of the reference server (whose origin is granted, so the
// popup sees the tab's URL as activeTab would show it), in Chromium, against the reference server.
let server: RefServer;
let session: ExtensionSession;
/** A page of the server's origin, which may read the clipboard (an extension origin may not be granted it). */
let clipboardPage: Page;
const opened = pagesOfEachTest(() => server.clearFaults());
let pages = 0;

const SETTINGS = { defaultDomainId: 1, autoCopy: true, shortenOnOpen: false };

beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 30 } });
  session = await launchExtension({ headful: true });
  expect(await grantHostPermission(session, server.origin)).toBe(true);
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
  clipboardPage = await session.context.newPage();
  await clipboardPage.goto(`${server.url}/page/Clipboard`);
  await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: SETTINGS });
});
afterAll(async () => {
  await session?.close();
  await server?.close();
});

/** A fresh page of the server in front, and the toolbar popup over it. */
async function popupOver(title: string): Promise<{ popup: Page; url: string; tab: Page }> {
  const tab = await session.context.newPage();
  const url = `${server.url}/page/${encodeURIComponent(`${title} ${++pages}`)}`;
  await tab.goto(url);
  opened.push(tab);
  return { popup: await reopen(tab), url, tab };
}

async function reopen(tab: Page): Promise<Page> {
  await tab.bringToFront();
  const popup = await openToolbarPopup(session);
  opened.push(popup);
  return popup;
}

const stores = () => server.apiRequests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
const form = (pairs: Array<[string, string]>) => new URLSearchParams(pairs).toString();
const shortLinkOf = (popup: Page) => popup.getByLabel('Short link', { exact: true });
const shorten = (popup: Page) => popup.getByRole('button', { name: 'Shorten', exact: true });

async function clipboardText(): Promise<string> {
  await clipboardPage.bringToFront();
  return clipboardPage.evaluate(() => navigator.clipboard.readText());
}

async function lastStore(): Promise<RecordedRequest> {
  await expect.poll(() => stores().length).toBeGreaterThan(0);
  return stores().at(-1)!;
}

describe('shortening the page in front', () => {
  it('creates with the defaults in one request, shows the link selected and puts it on the clipboard', async () => {
    server.clearRequests();
    const { popup, url } = await popupOver('Default');
    await shorten(popup).click();
    const field = shortLinkOf(popup);
    await field.waitFor();
    const shortUrl = await field.inputValue();
    const created = server.db.links.at(-1)!;
    expect(shortUrl).toBe(`https://sho.rt/${created.alias}`);
    expect(stores()).toHaveLength(1);
    expect(stores()[0]!.body).toBe(
      form([
        ['url', url],
        ['domain_id', '1'],
      ]),
    );
    expect(await popup.evaluate(() => (document.activeElement as HTMLInputElement).id)).toBe('short-url');
    await popup.getByText('Copied', { exact: true }).waitFor();
    expect(await clipboardText()).toBe(shortUrl);
  });

  it('sends the chosen domain, alias and two pixels; Enter submits', async () => {
    const [first, second] = server.db.pixels;
    const { popup, url } = await popupOver('Chosen');
    await popup.getByLabel('Domain', { exact: true }).selectOption({ label: 'go.example.com' });
    await popup.getByLabel(`${first!.name} (${pixelTypeName(first!.type)})`).check();
    await popup.getByLabel(`${second!.name} (${pixelTypeName(second!.type)})`).check();
    server.clearRequests();
    await popup.getByLabel('Alias', { exact: true }).fill('e2e-chosen');
    await popup.getByLabel('Alias', { exact: true }).press('Enter');
    await expect.poll(() => shortLinkOf(popup).inputValue()).toBe('https://go.example.com/e2e-chosen');
    expect(stores()).toHaveLength(1);
    expect(stores()[0]!.body).toBe(
      form([
        ['url', url],
        ['domain_id', '2'],
        ['alias', 'e2e-chosen'],
        ['pixel_ids[]', String(first!.id)],
        ['pixel_ids[]', String(second!.id)],
      ]),
    );
  });

  it('sends every "More options" field of v44 with the exact form encoding', async () => {
    const { popup, url } = await popupOver('Every option');
    await popup.getByRole('button', { name: 'More options' }).click();
    await popup.getByLabel('Link password', { exact: true }).fill('visitor pass');
    await popup.getByLabel('Space', { exact: true }).selectOption({ label: 'Research' });
    await popup.getByLabel('Disabled', { exact: true }).check();
    await popup.getByLabel('Statistics', { exact: true }).selectOption({ label: 'Password' });
    await popup.getByLabel('Statistics password', { exact: true }).fill('stats&pass');
    await popup.getByLabel('Expiration date', { exact: true }).fill('2031-12-24');
    await popup.getByLabel('Expiration time', { exact: true }).fill('18:30');
    await popup.getByLabel('Click limit', { exact: true }).fill('500');
    await popup.getByLabel('Expiration URL', { exact: true }).fill('https://example.com/expired?x=1');
    await popup.getByLabel('Targeting type', { exact: true }).selectOption({ label: 'Country' });
    await popup.getByRole('button', { name: 'Add country rule' }).click();
    await popup.getByLabel('Country (rule 1)', { exact: true }).fill('us');
    await popup.getByLabel('URL (rule 1)', { exact: true }).first().fill('https://example.com/us');
    await popup.getByRole('button', { name: 'Add country rule' }).click();
    await popup.getByLabel('Country (rule 2)', { exact: true }).fill('DE');
    await popup.locator('#more-country-1-value').fill('https://example.com/de');
    server.clearRequests();
    await shorten(popup).click();
    await shortLinkOf(popup).waitFor();
    expect((await lastStore()).body).toBe(
      form([
        ['url', url],
        ['domain_id', '1'],
        ['space_id', '2'],
        ['password', 'visitor pass'],
        ['disabled', '1'],
        ['privacy', '2'],
        ['privacy_password', 'stats&pass'],
        ['expiration_url', 'https://example.com/expired?x=1'],
        ['expiration_date', '2031-12-24'],
        ['expiration_time', '18:30'],
        ['expiration_clicks', '500'],
        ['target_type', '1'],
        ['country[0][key]', 'US'],
        ['country[0][value]', 'https://example.com/us'],
        ['country[1][key]', 'DE'],
        ['country[1][value]', 'https://example.com/de'],
      ]),
    );
    const stored = server.db.links.at(-1)!;
    expect(stored).toMatchObject({ space_id: 2, disabled: 1, privacy: 2, expiration_clicks: 500, target_type: 1 });
    expect(stored.country).toEqual([
      { key: 'US', value: 'https://example.com/us' },
      { key: 'DE', value: 'https://example.com/de' },
    ]);
  });

  it('sends platform rules and rotation URLs the same way', async () => {
    const { popup, url } = await popupOver('Platform');
    await popup.getByRole('button', { name: 'More options' }).click();
    await popup.getByLabel('Targeting type', { exact: true }).selectOption({ label: 'Platform' });
    await popup.getByRole('button', { name: 'Add platform rule' }).click();
    await popup.getByLabel('Platform (rule 1)', { exact: true }).selectOption('OS X');
    await popup.locator('#more-platform-0-value').fill('https://example.com/mac');
    server.clearRequests();
    await shorten(popup).click();
    await shortLinkOf(popup).waitFor();
    expect((await lastStore()).body).toBe(
      form([
        ['url', url],
        ['domain_id', '1'],
        ['target_type', '2'],
        ['platform[0][key]', 'OS X'],
        ['platform[0][value]', 'https://example.com/mac'],
      ]),
    );

    const next = await popupOver('Rotation');
    await next.popup.getByRole('button', { name: 'More options' }).click();
    await next.popup.getByLabel('Targeting type', { exact: true }).selectOption({ label: 'Rotation' });
    for (const n of [1, 2]) {
      await next.popup.getByRole('button', { name: 'Add rotation URL' }).click();
      await next.popup.getByLabel(`Rotation URL ${n}`, { exact: true }).fill(`https://example.com/r${n}`);
    }
    server.clearRequests();
    await shorten(next.popup).click();
    await shortLinkOf(next.popup).waitFor();
    expect((await lastStore()).body).toBe(
      form([
        ['url', next.url],
        ['domain_id', '1'],
        ['target_type', '4'],
        ['rotation[0][value]', 'https://example.com/r1'],
        ['rotation[1][value]', 'https://example.com/r2'],
      ]),
    );
  });

  it('with the popup’s CPU throttled 6× (a slow laptop), every rotation URL typed reaches the store', async () => {
    const next = await popupOver('Rotation slow');
    const cdp = await next.popup.context().newCDPSession(next.popup);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    try {
      await next.popup.getByRole('button', { name: 'More options' }).click();
      await next.popup.getByLabel('Targeting type', { exact: true }).selectOption({ label: 'Rotation' });
      for (const n of [1, 2, 3]) {
        await next.popup.getByRole('button', { name: 'Add rotation URL' }).click();
        // Typed key by key, as a user does, and the next click follows at once.
        await next.popup.getByLabel(`Rotation URL ${n}`, { exact: true }).pressSequentially(`https://example.com/r${n}`);
      }
      server.clearRequests();
      await shorten(next.popup).click();
      await shortLinkOf(next.popup).waitFor();
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    }
    expect((await lastStore()).body).toBe(
      form([
        ['url', next.url],
        ['domain_id', '1'],
        ['target_type', '4'],
        ['rotation[0][value]', 'https://example.com/r1'],
        ['rotation[1][value]', 'https://example.com/r2'],
        ['rotation[2][value]', 'https://example.com/r3'],
      ]),
    );
  });

  it('sends exactly one store request on a double click', async () => {
    const { popup } = await popupOver('Double');
    server.inject({ delayMs: 400, match: { method: 'POST', path: '/api/v1/links' } });
    server.clearRequests();
    await shorten(popup).dblclick();
    await shorten(popup)
      .click({ timeout: 1000 })
      .catch(() => undefined);
    await shortLinkOf(popup).waitFor();
    expect(stores()).toHaveLength(1);
  });
});

describe('a page that already has a link', () => {
  it('is offered with "Copy" and "Create another" instead of a duplicate', async () => {
    const { popup, tab } = await popupOver('Twice');
    await shorten(popup).click();
    const shortUrl = await shortLinkOf(popup).inputValue();
    await popup.close();

    server.clearRequests();
    const again = await reopen(tab);
    await again.getByText('This page already has a short link').waitFor();
    expect(await shortLinkOf(again).inputValue()).toBe(shortUrl);
    await again.getByRole('button', { name: 'Copy', exact: true }).click();
    await again.getByText('Copied', { exact: true }).waitFor();
    expect(stores()).toHaveLength(0);
    await again.getByRole('button', { name: 'More', exact: true }).click();
    await again.getByRole('button', { name: 'Create another' }).click();
    await shorten(again).click();
    await expect.poll(() => shortLinkOf(again).inputValue()).not.toBe(shortUrl);
    expect(stores()).toHaveLength(1);
  });
});

describe('when the server says no', () => {
  it('shows a taken alias at "Alias" and keeps the draft across closing and reopening', async () => {
    const taken = server.db.links.find((l) => l.domain_id === 1)!.alias;
    const { popup, tab } = await popupOver('Taken');
    await popup.getByLabel('Alias', { exact: true }).fill(taken);
    await shorten(popup).click();
    const alias = popup.getByLabel('Alias', { exact: true });
    // v44 words its messages with the field's label.
    await popup.getByText('The Alias has already been taken.').waitFor();
    expect(await alias.getAttribute('aria-invalid')).toBe('true');
    const described = await alias.getAttribute('aria-describedby');
    expect(await popup.locator(`[id="${described?.split(' ').pop()}"]`).textContent()).toBe('The Alias has already been taken.');
    await popup.close();

    const again = await reopen(tab);
    await expect.poll(() => again.getByLabel('Alias', { exact: true }).inputValue()).toBe(taken);
    await again.getByText('The Alias has already been taken.').waitFor();
    await again.getByLabel('Alias', { exact: true }).fill(`${taken}-2`);
    await shorten(again).click();
    await expect.poll(() => shortLinkOf(again).inputValue()).toBe(`https://sho.rt/${taken}-2`);
    await again.close();

    // Cleared after success: a new popup over the page offers the link, the form starts afresh.
    const third = await reopen(tab);
    await third.getByRole('button', { name: 'More', exact: true }).click();
    await third.getByRole('button', { name: 'Create another' }).click();
    expect(await third.getByLabel('Alias', { exact: true }).inputValue()).toBe('');
  });

  it('points to the settings when the key is rejected, in their words, instead of a form that can only fail', async () => {
    await configureExtension(session, { instanceUrl: server.url, apiKey: 'not-the-key', settings: SETTINGS });
    try {
      server.clearRequests();
      const { popup } = await popupOver('Rejected');
      await popup
        .getByRole('alert')
        .getByText(/The server rejected the API key/)
        .waitFor();
      await popup.getByRole('button', { name: 'Open settings' }).waitFor();
      expect(await shorten(popup).count()).toBe(0);
      expect(await popup.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      expect(stores()).toEqual([]);
    } finally {
      await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: SETTINGS });
    }
  });

  it('offers "Try again" after a timeout', async () => {
    const { popup } = await popupOver('Slow');
    await popup.getByLabel('Domain', { exact: true }).selectOption({ label: 'l.acme.test' });
    // Dropped after the wait, so the late store never lands in a later test (faults.e2e.ts has the one that lands).
    server.inject({ delayMs: POPUP_TIMEOUT_MS + 2000, drop: true, match: { method: 'POST', path: '/api/v1/links' } });
    server.clearRequests();
    await shorten(popup).click();
    await popup.getByText('The server did not answer in time.').waitFor({ timeout: POPUP_TIMEOUT_MS + 5000 });
    await popup.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => shortLinkOf(popup).inputValue()).toMatch(/^https:\/\/l\.acme\.test\//);
    expect(stores().map((r) => new URLSearchParams(r.body).get('domain_id'))).toEqual(['3', '3']);
  }, 40_000);

  it('retries a dropped connection with "Try again"', async () => {
    const { popup } = await popupOver('Dropped');
    // Chromium itself retries a request whose reused connection was reset, so drop a few.
    server.inject({ drop: true, times: 5, match: { method: 'POST', path: '/api/v1/links' } });
    const before = server.db.links.length;
    await shorten(popup).click();
    await popup.getByText(/Could not reach the server/).waitFor();
    expect(server.db.links.length).toBe(before);
    server.clearFaults();
    await popup.getByRole('button', { name: 'Try again' }).click();
    await shortLinkOf(popup).waitFor();
    expect(server.db.links.length).toBe(before + 1);
  });
});

describe('pages that cannot be shortened', () => {
  it.each(['data:text/html,<title>Data</title>', 'chrome://version/'])(
    '%s: says so, offers an empty address field, and asks nothing about links',
    async (address) => {
      const tab = await session.context.newPage();
      opened.push(tab);
      await tab.goto(address);
      server.clearRequests();
      const popup = await reopen(tab);
      await popup.getByText("This page can't be shortened: type or paste an address.").waitFor();
      expect(await popup.getByLabel('URL to shorten', { exact: true }).inputValue()).toBe('');
      await new Promise((r) => setTimeout(r, 500));
      // The form's choices (pixels, domains) may be asked for, and the background may refresh its
      // index; no link is looked for or made.
      expect(server.apiRequests().filter((r) => r.path === '/api/v1/links' && (r.method !== 'GET' || r.query.search))).toEqual([]);
    },
  );
});

describe('the new link', () => {
  it('is listed under "Recent links" (the background’s index heard of it)', async () => {
    const { popup } = await popupOver('Recent');
    await shorten(popup).click();
    const shortUrl = await shortLinkOf(popup).inputValue();
    await popup
      .locator('.recent-row', { hasText: shortUrl.replace(/^https:\/\//, '') })
      .first()
      .waitFor();
  });

  it('is edited by a PATCH of what changed, then deleted after confirmation', async () => {
    const { popup } = await popupOver('Edit me');
    await shorten(popup).click();
    await shortLinkOf(popup).waitFor();
    const id = server.db.links.at(-1)!.id;

    await popup.getByRole('button', { name: 'Change…', exact: true }).click();
    await popup.getByLabel('Alias', { exact: true }).fill('e2e-edited');
    await popup.getByLabel('Click limit', { exact: true }).fill('7');
    server.clearRequests();
    await popup.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => shortLinkOf(popup).inputValue()).toBe('https://sho.rt/e2e-edited');
    const patch = server.apiRequests().find((r) => r.path === `/api/v1/links/${id}`)!;
    expect(patch.method).toBe('PATCH');
    expect(patch.body).toBe(
      form([
        ['alias', 'e2e-edited'],
        ['expiration_clicks', '7'],
      ]),
    );

    await popup.getByRole('button', { name: 'More', exact: true }).click();
    await popup.getByRole('button', { name: 'Delete', exact: true }).click();
    expect(server.db.links.some((l) => l.id === id)).toBe(true);
    await popup.getByRole('button', { name: 'Delete link' }).click();
    await popup.getByText('The short link was deleted.').waitFor();
    expect(
      server
        .apiRequests()
        .filter((r) => r.method === 'DELETE')
        .map((r) => r.path),
    ).toEqual([`/api/v1/links/${id}`]);
    expect(server.db.links.some((l) => l.id === id)).toBe(false);
  });
});

describe('requests on open (the popup performance issue)', () => {
  const sent = () => server.apiRequests().map((r) => `${r.method} ${r.path}${r.query.search_by ? `?search_by=${r.query.search_by[0]}` : ''}`);
  /** Until the instance has had no request for a second (the background refreshes its index after a settings change). */
  async function quiet(): Promise<void> {
    let seen = -1;
    while (seen !== server.requests.length) {
      seen = server.requests.length;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  const settle = () => new Promise((r) => setTimeout(r, 700));
  /** The lists among what is known of the instance (lib/instance), left by the journeys above. */
  async function forgetChoices(): Promise<void> {
    const worker = await session.currentWorker();
    await worker.evaluate(async () => {
      const local = (globalThis as unknown as { chrome: any }).chrome.storage.local;
      const { instanceFacts: facts } = await local.get('instanceFacts');
      if (!facts) return;
      for (const name of ['pixels', 'domains', 'spaces']) delete facts[name];
      await local.set({ instanceFacts: facts });
    });
  }
  afterAll(() => configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: SETTINGS }));

  it('"Shorten as soon as the popup opens" sends the duplicate check and the store, nothing else; Edit is one click away', async () => {
    await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: { ...SETTINGS, shortenOnOpen: true } });
    await forgetChoices();
    await quiet();
    server.clearRequests();
    const { popup } = await popupOver('Automatic');
    await shortLinkOf(popup).waitFor();
    await settle();
    expect(sent()).toEqual(['GET /api/v1/links?search_by=url', 'POST /api/v1/links']);
    expect(await popup.getByLabel('Destination URL', { exact: true }).count()).toBe(0);
    // The start's early view (lib/popup-start/view.ts) showed the link first; the app's view replaced it.
    expect(await popup.locator('#early').count()).toBe(0);
    expect(await popup.getByLabel('Short link', { exact: true }).count()).toBe(1);
    const shortUrl = await shortLinkOf(popup).inputValue();

    await popup.getByRole('button', { name: 'Change…', exact: true }).click();
    await popup.getByLabel('Destination URL', { exact: true }).waitFor();
    await expect.poll(() => sent().slice(2).sort()).toEqual(['GET /api/v1/pixels', 'GET /api/v1/spaces']);
    // Copied as it was shown (last: bringing another page to the front closes the popup).
    expect(await clipboardText()).toBe(shortUrl);
  });

  it('a second popup within minutes shows the choices it stored and sends only the duplicate check', async () => {
    await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: SETTINGS });
    await forgetChoices();
    await quiet();
    const pixelName = server.db.pixels[0]!.name;
    server.clearRequests();
    const first = await popupOver('Lists first');
    await first.popup.getByText(pixelName).first().waitFor();
    await settle();
    expect(sent().sort()).toEqual(['GET /api/v1/domains', 'GET /api/v1/links?search_by=url', 'GET /api/v1/pixels']);

    server.clearRequests();
    const second = await popupOver('Lists again');
    await second.popup.getByText(pixelName).first().waitFor();
    expect(await second.popup.getByLabel('Domain', { exact: true }).locator('option').count()).toBeGreaterThan(1);
    await settle();
    expect(sent()).toEqual(['GET /api/v1/links?search_by=url']);
  });
});
