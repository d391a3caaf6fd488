import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { answerPermissionPrompt, grantHostPermission, hasHostPermission } from './configure';
import { freePort, launchExtension, type ExtensionSession } from './harness';
import { pixelTypeName } from '../../components/link-fields/pixel-option';

// The options page in real Chromium against the reference server: connecting with the host
// permission accepted and denied, every "Test connection" outcome, a revocation seen live, and,
// after all of it, the key found in its own storage slot and nowhere else.

const WAIT = { timeout: 15_000 };
const KEY_A = 'la-7Hq2xVw9pK3mZr8tY4nB6cD1';
const KEY_B = 'lb-Qm4sT8vX2yZ6wR1pN5kJ9hG3';

/** The options page, by its visible labels. */
class OptionsPage {
  constructor(readonly page: Page) {}

  /** The tab the first run opened by itself (runtime.onInstalled, reason "install"). */
  static async welcomeTab(session: ExtensionSession): Promise<OptionsPage> {
    const url = session.pageUrl('options.html?welcome=1');
    const deadline = Date.now() + WAIT.timeout;
    while (Date.now() < deadline) {
      const page = session.context.pages().find((p) => p.url() === url);
      if (page) return OptionsPage.ready(page);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('Installing the extension opened no welcome tab');
  }

  private static async ready(page: Page): Promise<OptionsPage> {
    await page.bringToFront();
    const options = new OptionsPage(page);
    await options.field('Instance URL').waitFor(WAIT);
    return options;
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }
  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }
  text(text: string | RegExp) {
    return this.page.getByText(text);
  }
  get access() {
    return this.page.getByRole('region', { name: 'Access to your instance' });
  }

  async connect(url: string, key: string, accept: boolean): Promise<void> {
    await this.field('Instance URL').fill(url);
    await this.field('API key').fill(key);
    await this.button('Save').click();
    await answerPermissionPrompt(accept);
  }

  /** Clicks "Test connection" and returns the outcome's text. */
  async test(url: string, key: string): Promise<string> {
    await this.field('Instance URL').fill(url);
    await this.field('API key').fill(key);
    await this.button('Test connection').click();
    const outcome = this.page.locator('.outcome, .error-notice');
    await this.text('Testing the connection…').waitFor({ state: 'detached', ...WAIT });
    await outcome.waitFor(WAIT);
    return (await outcome.textContent()) ?? '';
  }

  async listsLoaded(): Promise<void> {
    await this.text('Loading your domains, spaces and pixels…').waitFor({ state: 'detached', ...WAIT });
  }
}

async function storedSettings(session: ExtensionSession): Promise<Record<string, unknown>> {
  const worker = await session.currentWorker();
  // The active profile's fields with the browser's (the flat view every part of Linklet reads).
  return worker.evaluate(async () => {
    const stored = (await (globalThis as any).chrome.storage.local.get('settings')).settings ?? {};
    const profile = (stored.profiles ?? []).find((p: { id: string }) => p.id === stored.activeProfileId) ?? {};
    return { ...stored, ...profile };
  });
}

async function waitForSettings(session: ExtensionSession, wanted: Record<string, unknown>): Promise<void> {
  const deadline = Date.now() + WAIT.timeout;
  let last: Record<string, unknown> = {};
  while (Date.now() < deadline) {
    last = await storedSettings(session);
    if (Object.entries(wanted).every(([k, v]) => JSON.stringify(last[k]) === JSON.stringify(v))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(last).toMatchObject(wanted);
}

/** The new user's whole journey after Save: test, pick defaults, reload, find them kept. */
async function testAndPickDefaults(session: ExtensionSession, options: OptionsPage, server: RefServer, key: string) {
  expect(await options.test(server.url, key)).toContain('Connected: phpShort v44 · 300 links · plan Pro');
  await options.listsLoaded();
  // The first domain is preselected (and saved) for a new connection.
  await waitForSettings(session, { defaultDomainId: 1 });
  await options.field('Default domain').selectOption({ label: 'go.example.com' });
  await options.field('Default space').selectOption({ label: 'Research' });
  const pixels = options.page.getByRole('group', { name: 'Default pixels' });
  const firstPixel = server.db.pixels[0]!;
  await pixels.getByLabel(`${firstPixel.name} (${pixelTypeName(firstPixel.type)})`).check();
  await options.field('Let me choose before shortening').check();
  await options.field('Copy the short link automatically').uncheck();
  const wanted = { defaultDomainId: 2, defaultSpaceId: 2, defaultPixelIds: [firstPixel.id], shortenOnOpen: false, autoCopy: false };
  await waitForSettings(session, { instanceUrl: server.url, ...wanted });

  await options.page.reload();
  await options.field('Instance URL').waitFor(WAIT);
  await options.listsLoaded();
  expect(await options.field('Instance URL').inputValue()).toBe(server.url);
  expect(await options.field('API key').inputValue()).toBe(key);
  expect(await options.field('API key').getAttribute('type')).toBe('password');
  expect(await options.field('Default domain').inputValue()).toBe('2');
  expect(await options.field('Default space').inputValue()).toBe('2');
  expect(await pixels.getByLabel(`${firstPixel.name} (${pixelTypeName(firstPixel.type)})`).isChecked()).toBe(true);
  expect(await options.field('Let me choose before shortening').isChecked()).toBe(true);
  expect(await options.field('Copy the short link automatically').isChecked()).toBe(false);
  expect(await storedSettings(session)).toMatchObject({ instanceUrl: server.url, ...wanted });
}

/** Every storage area and every console line: the key is in its own slot and nowhere else. */
async function auditKey(session: ExtensionSession, key: string, pages: Page[]): Promise<void> {
  const worker = await session.currentWorker();
  const areas = await worker.evaluate(async () => {
    const chromeApi = (globalThis as any).chrome;
    return {
      local: await chromeApi.storage.local.get(null),
      session: await chromeApi.storage.session.get(null),
      sync: await chromeApi.storage.sync.get(null),
    };
  });
  const { apiKey, ...localOthers } = areas.local as Record<string, unknown>;
  expect(apiKey).toEqual({ origin: expect.any(String), key });
  expect(JSON.stringify({ localOthers, session: areas.session, sync: areas.sync })).not.toContain(key);
  expect(session.consoleLines.filter((line) => line.includes(key))).toEqual([]);
  for (const page of pages) {
    if (page.isClosed()) continue;
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(key);
  }
}

let serverA: RefServer;
let serverB: RefServer;
beforeAll(async () => {
  serverA = await startServer({ port: 0, seed: { links: 300 }, apiKey: KEY_A });
  serverB = await startServer({ port: 0, seed: { links: 300 }, apiKey: KEY_B });
});
afterAll(async () => {
  await serverA?.close();
  await serverB?.close();
});

describe('a new user connects and accepts the permission prompt', () => {
  let session: ExtensionSession;
  let options: OptionsPage;
  beforeAll(async () => {
    session = await launchExtension({ headful: true });
  });
  afterAll(async () => {
    await session?.close();
  });

  it('installing the extension opens the options page with a short welcome', async () => {
    options = await OptionsPage.welcomeTab(session);
    expect(await options.page.getByRole('heading', { name: 'Welcome to Linklet' }).isVisible()).toBe(true);
    expect(await options.field('Instance URL').inputValue()).toBe('');
  });

  it('URL and key, Save, accept, Test connection, defaults, reload: all kept', async () => {
    await options.connect(serverA.url, KEY_A, true);
    await options.text('Saved.').first().waitFor(WAIT);
    await options.access.getByText(`Linklet has access to ${serverA.url}.`).waitFor(WAIT);
    expect(await hasHostPermission(session, serverA.origin)).toBe(true);
    // Exactly the instance's origin: another port of the same host is not granted.
    expect(await hasHostPermission(session, serverB.origin)).toBe(false);
    await testAndPickDefaults(session, options, serverA, KEY_A);
  });

  describe('every Test connection outcome, in plain words', () => {
    // The check's own list (10 links): the worker's index, which may ask at the same moment, pages by 100.
    const fault = (f: Parameters<RefServer['inject']>[0]) =>
      serverA.inject({ ...f, match: { method: 'GET', path: '/api/v1/links', query: { per_page: '10' } } });

    it('connected, with the number of links', async () => {
      expect(await options.test(serverA.url, KEY_A)).toContain('Connected: phpShort v44 · 300 links');
    });

    it('the key was rejected (401)', async () => {
      fault({ status: 401, body: { message: 'Unauthenticated.' } });
      expect(await options.test(serverA.url, KEY_A)).toContain('The server rejected the API key.');
    });

    it('not this kind of API: a JSON 404', async () => {
      fault({ status: 404, body: { message: 'Not Found' } });
      const text = await options.test(serverA.url, KEY_A);
      expect(text).toContain('The server does not answer like a link-shortening API.');
      // The client's message, with the status, for a closer look.
      expect(text).toContain(': 404 ');
    });

    it('not this kind of API: an HTML page with 200', async () => {
      fault({ status: 200, body: '<!doctype html><html><body><h1>Welcome to our site</h1></body></html>' });
      expect(await options.test(serverA.url, KEY_A)).toContain('The server does not answer like a link-shortening API.');
    });

    it("a server error: a proxy's HTML 502", async () => {
      fault({ status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' });
      const text = await options.test(serverA.url, KEY_A);
      expect(text).toContain('The server had a problem.');
      // The client's message, with the status, for a closer look.
      expect(text).toContain('502');
    });

    it('timed out (the server waits longer than the 8 s the test allows)', async () => {
      fault({ delayMs: 9_500 });
      expect(await options.test(serverA.url, KEY_A)).toContain('The server did not answer in time.');
    });

    it('the server refused the cross-origin request (no host permission, no CORS), with "Grant access"', async () => {
      serverB.setCors(false);
      try {
        const text = await options.test(serverB.url, KEY_B);
        expect(text).toContain('The server refused the cross-origin request.');
        expect(await options.page.locator('.error-notice').getByRole('button', { name: 'Grant access' }).isVisible()).toBe(true);
      } finally {
        serverB.setCors(true);
      }
    });

    it('the network failed (nothing listens on the port)', async () => {
      const port = await freePort();
      expect(await options.test(`http://127.0.0.1:${port}`, KEY_A)).toContain('Could not reach the server.');
    });

    it('testing never changed the saved settings or key', async () => {
      expect(await storedSettings(session)).toMatchObject({ instanceUrl: serverA.url, defaultDomainId: 2, autoCopy: false });
      await options.page.reload();
      await options.field('Instance URL').waitFor(WAIT);
      expect(await options.field('Instance URL').inputValue()).toBe(serverA.url);
      expect(await options.field('API key').inputValue()).toBe(KEY_A);
    });
  });

  it('a revocation shows at once, without a reload, with "Grant access"', async () => {
    await options.access.getByText(`Linklet has access to ${serverA.url}.`).waitFor(WAIT);
    const worker = await session.currentWorker();
    await worker.evaluate((pattern) => (globalThis as any).chrome.permissions.remove({ origins: [pattern] }), `${serverA.origin}/*`);
    await options.access.getByText(`Access to ${serverA.url} is not granted.`, { exact: false }).waitFor(WAIT);
    expect(await options.access.getByRole('button', { name: 'Grant access' }).isVisible()).toBe(true);
  });

  it('after all journeys, the key is in its own storage slot and nowhere else', async () => {
    await auditKey(session, KEY_A, session.context.pages());
  });

  it("a new address saved and granted: the old instance's access is given back, as no profile uses it (issue 29)", async () => {
    expect(await grantHostPermission(session, serverA.origin)).toBe(true);
    await options.page.bringToFront();
    await options.connect(serverB.url, KEY_B, true);
    await options.access.getByText(`Linklet has access to ${serverB.url}.`).waitFor(WAIT);
    await expect.poll(() => hasHostPermission(session, serverA.origin), WAIT).toBe(false);
    expect(await hasHostPermission(session, serverB.origin)).toBe(true);
  });
});

describe('a new user connects and denies the permission prompt', () => {
  let session: ExtensionSession;
  beforeAll(async () => {
    session = await launchExtension({ headful: true });
    serverB.reset();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('settings saved anyway, "not granted" with "Grant access", and everything works over CORS', async () => {
    const options = await OptionsPage.welcomeTab(session);
    await options.connect(serverB.url, KEY_B, false);
    await options.text('Access was not granted. Your settings are saved.').waitFor(WAIT);
    await options.access.getByText(/is not granted\. Linklet still works where the server allows cross-origin requests/).waitFor(WAIT);
    expect(await options.access.getByRole('button', { name: 'Grant access' }).isVisible()).toBe(true);
    expect(await hasHostPermission(session, serverB.origin)).toBe(false);
    await testAndPickDefaults(session, options, serverB, KEY_B);
    // Without host permission every authorised request was preflighted, and the server allowed it.
    expect(serverB.requests.some((r) => r.method === 'OPTIONS')).toBe(true);
  });

  it('after all journeys, the key is in its own storage slot and nowhere else', async () => {
    await auditKey(session, KEY_B, session.context.pages());
  });
});
