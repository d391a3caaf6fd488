/**
 * The popup's start against real HTTP (lib/popup/start.ts): in the automatic mode (the toolbar
 * click's default) it sends the duplicate check and, when the page has no link, one store,
 * through the client the popup then uses, before anything renders. Hostile answers to those
 * requests are bounded by the same reader and timeout as every other request.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { MAX_RESPONSE_BYTES } from '../../../lib/api/request';
import { createClient } from '../../../lib/api/client';
import { startPopup, type PopupStart } from '../../../lib/popup/start';
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
  fakeBrowser.tabs.query = vi.fn(async () => [
    { id: 3, url: PAGE, title: 'An article', index: 0, active: true, highlighted: true, pinned: false, incognito: false, windowId: 1 },
  ]) as never;
}

const apiCalls = () => server.apiRequests().map((r) => `${r.method} ${r.path}`);

/** The flow of a started popup once it has settled (a link shown, or a failure). */
async function settled(start: PopupStart) {
  if (start.kind !== 'ready') throw new Error(`not ready: ${start.kind}`);
  await vi.waitFor(() => expect(['existing', 'created', 'landed', 'failed', 'input']).toContain(start.flow.state.step), { timeout: 5000 });
  return start.flow.state;
}

describe('the automatic shorten at the popup’s start', () => {
  it('sends the duplicate check, then one store, through the popup’s one client', async () => {
    await configure(server.url, server.apiKey);
    const start = await startPopup('');
    expect(await settled(start)).toMatchObject({ step: 'created', link: { url: PAGE, short_url: expect.stringMatching(/^https?:\/\//) } });
    expect(apiCalls()).toEqual(['GET /api/v1/links', 'POST /api/v1/links']);
    expect(server.apiRequests()[0]!.query).toMatchObject({ search: [PAGE], search_by: ['url'] });
  });

  it('sends no store when the server knows the page’s link', async () => {
    await configure(server.url, server.apiKey);
    const made = await settled(await startPopup(''));
    const before = apiCalls().length;
    expect(await settled(await startPopup(''))).toMatchObject({ step: 'existing', link: { id: (made as { link: { id: number } }).link.id } });
    expect(apiCalls().slice(before)).toEqual(['GET /api/v1/links']);
  });

  it('with a default preset, looks up and stores the page with its UTM parameters, domain, space and pixels', async () => {
    const preset = { id: 's-mail', name: 'Mail', domainId: 2, spaceId: 1, pixelIds: [1], utm: { source: 'mail', campaign: 'q4 launch' } };
    await configure(server.url, server.apiKey, { presets: [preset], defaultPresetId: 's-mail' });
    const tagged = `${PAGE}?utm_source=mail&utm_campaign=q4%20launch`;
    expect(await settled(await startPopup(''))).toMatchObject({ step: 'created', link: { url: tagged } });
    expect(server.apiRequests()[0]!.query).toMatchObject({ search: [tagged] });
    expect(server.db.links.at(-1)).toMatchObject({ url: tagged, domain_id: 2, space_id: 1, pixel_ids: [1] });
  });

  it('"Let me choose before shortening": the form, and only the page’s link is looked for', async () => {
    await configure(server.url, server.apiKey, { shortenOnOpen: false });
    const start = await startPopup('');
    expect(start).toMatchObject({ kind: 'ready', mode: 'manual' });
    expect(await settled(start)).toEqual({ step: 'input' });
    await vi.waitFor(() => expect(apiCalls()).toEqual(['GET /api/v1/links']));
  });

  it('sends nothing when the page has a draft: what the user typed wins', async () => {
    await configure(server.url, server.apiKey);
    await fakeBrowser.storage.session.set({ drafts: { [PAGE]: { form: { domainId: '1', alias: 'mine' }, errors: {}, savedAt: 1 } } });
    const start = await startPopup('');
    expect(start).toMatchObject({ mode: 'manual', read: { draft: { form: { alias: 'mine' } } } });
    // Settled on the form once the page's link was looked for: a store would have followed that answer.
    expect(await settled(start)).toMatchObject({ step: 'input' });
    await vi.waitFor(() => expect(apiCalls()).toContain('GET /api/v1/links'));
    expect(apiCalls()).toEqual(['GET /api/v1/links']);
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
    expect(await settled(await startPopup(''))).toMatchObject({ step: 'failed', failure: { error: { name: 'InvalidResponseError', tooLarge: true } } });
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
    const start = await startPopup('', { make: (options) => createClient({ ...options, timeoutMs: 600 }) });
    expect(await settled(start)).toMatchObject({ step: 'failed', failure: { error: { name: 'TimeoutError' } } });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(stores).toBe(0);
  });
});
