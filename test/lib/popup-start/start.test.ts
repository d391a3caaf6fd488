/**
 * The popup's start against real HTTP (lib/popup-start): with "Shorten as soon as the popup
 * opens" it sends the duplicate check and, when the page has no link, one store, through the
 * client the app then uses; what it hands over is what that client answered. Hostile answers to
 * the early requests are bounded by the same reader and timeout as every other request.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { MAX_RESPONSE_BYTES } from '../../../lib/api/request';
import { startPopup } from '../../../lib/popup-start';
import { startServer, type RefServer } from '../../server';

const PAGE = 'https://example.org/start-article';

let server: RefServer;
beforeAll(async () => {
  server = await startServer({ port: 0 });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

async function configure(instanceUrl: string, apiKey: string, settings: Record<string, unknown> = {}): Promise<void> {
  await fakeBrowser.storage.local.set({
    settings: { instanceUrl, defaultDomainId: 1, shortenOnOpen: true, autoCopy: false, ...settings },
    settings$: { v: 2 },
    apiKey: { origin: new URL(instanceUrl).origin, key: apiKey },
  });
  fakeBrowser.tabs.query = vi.fn(async () => [{ id: 3, url: PAGE, title: 'An article', index: 0, active: true, highlighted: true, pinned: false, incognito: false, windowId: 1 }]) as never;
}

const apiCalls = () => server.apiRequests().map((r) => `${r.method} ${r.path}`);

describe('the automatic shorten at the popup’s start', () => {
  it('sends the duplicate check, then one store; hands over the link the client read', async () => {
    await configure(server.url, server.apiKey);
    const { start, appMayLoad } = startPopup('');
    const early = await start.early;
    expect(early?.url).toBe(PAGE);
    expect(await early!.duplicate).toBeNull();
    const created = await early!.store;
    expect(created).toMatchObject({ url: PAGE, short_url: expect.stringMatching(/^https?:\/\//) });
    await appMayLoad;
    expect(apiCalls()).toEqual(['GET /api/v1/links', 'POST /api/v1/links']);
    expect(server.apiRequests()[0]!.query).toMatchObject({ search: [PAGE], search_by: ['url'] });
  });

  it('sends no store when the server knows the page’s link', async () => {
    await configure(server.url, server.apiKey);
    const first = await startPopup('').start.early;
    const made = await first!.store;
    const before = apiCalls().length;
    const again = await startPopup('').start.early;
    expect(await again!.duplicate).toMatchObject({ id: made!.id });
    expect(await again!.store).toBeNull();
    expect(apiCalls().slice(before)).toEqual(['GET /api/v1/links']);
  });

  it('with a default preset, looks up and stores the page with its UTM parameters, domain, space and pixels', async () => {
    const preset = { id: 's-mail', name: 'Mail', domainId: 2, spaceId: 1, pixelIds: [1], utm: { source: 'mail', campaign: 'q4 launch' } };
    await configure(server.url, server.apiKey, { presets: [preset], defaultPresetId: 's-mail' });
    const early = await startPopup('').start.early;
    const tagged = `${PAGE}?utm_source=mail&utm_campaign=q4%20launch`;
    expect(early?.url).toBe(tagged);
    expect(await early!.store).toMatchObject({ url: tagged });
    expect(server.apiRequests()[0]!.query).toMatchObject({ search: [tagged] });
    expect(server.db.links.at(-1)).toMatchObject({ url: tagged, domain_id: 2, space_id: 1, pixel_ids: [1] });
  });

  it.each([
    ['the mode is off', { shortenOnOpen: false }],
    ['no default domain is known', { defaultDomainId: null }],
  ])('sends nothing when %s: the app does what the user asks', async (_, settings) => {
    await configure(server.url, server.apiKey, settings);
    const { start } = startPopup('');
    expect(await start.early).toBeNull();
    expect((await start.read).connection).not.toBeNull();
    expect(apiCalls()).toEqual([]);
  });

  it('sends nothing when the page has a draft: what the user typed wins', async () => {
    await configure(server.url, server.apiKey);
    await fakeBrowser.storage.session.set({ drafts: { [PAGE]: { form: { domainId: '1', alias: 'mine' }, errors: {}, savedAt: 1 } } });
    const { start } = startPopup('');
    expect(await start.early).toBeNull();
    expect((await start.read).draft?.form.alias).toBe('mine');
    expect(apiCalls()).toEqual([]);
  });
});

describe('hostile answers to the early duplicate check', () => {
  let hostile: Server;
  let url: string;
  let stores = 0;
  /** What the next list request gets. */
  let answer: (res: import('node:http').ServerResponse) => void = () => undefined;
  beforeAll(async () => {
    hostile = createServer((req, res) => {
      if (req.method === 'POST') stores++;
      answer(res);
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    hostile.closeAllConnections();
    hostile.close();
  });
  beforeEach(() => {
    stores = 0;
  });
  afterEach(() => hostile.closeAllConnections());

  it('an endless body is cut at the client’s size limit: an error, no store, nothing more read', async () => {
    let sent = 0;
    answer = (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const more = () => {
        while (!res.destroyed && res.write(chunk)) sent += chunk.length;
        if (!res.destroyed) res.once('drain', more);
      };
      res.write('{"data":[');
      more();
    };
    await configure(url, 'key');
    const early = await startPopup('').start.early;
    await expect(early!.duplicate).rejects.toMatchObject({ name: 'InvalidResponseError', tooLarge: true });
    expect(await early!.store).toBeNull();
    expect(stores).toBe(0);
    // The reader stopped: the server could write little more than the limit (and its buffers).
    expect(sent).toBeLessThan(MAX_RESPONSE_BYTES * 2);
  });

  it('a body sent a byte at a time is cut at the timeout: an error, no store', async () => {
    answer = (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(' ')), 100);
      res.on('close', () => clearInterval(timer));
    };
    await configure(url, 'key');
    const started = Date.now();
    const early = await startPopup('', undefined, { timeoutMs: 600 }).start.early;
    await expect(early!.duplicate).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await early!.store).toBeNull();
    expect(stores).toBe(0);
  });
});
