// @vitest-environment happy-dom
/**
 * The whole popup with its first script, as popup.html runs them: popup-boot.js (startBoot) with
 * the browser's APIs, then the app once appMayStart lets it (entrypoints/popup/main.tsx), against
 * the reference server over real HTTP. Each request reaches the server once, the app shows the
 * link, and the boot's view is gone once the app's is there.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Popup } from '../../../components/popup/Popup';
import { startBoot, type BootExtension } from '../../../lib/boot/run';
import { appMayStart, type BootState } from '../../../lib/boot/state';
import { copyText } from '../../../lib/clipboard-page';
import { startServer, type RefServer } from '../../server';
import { activeTab, background, clipboard, PAGE_URL } from './setup';

/**
 * Real HTTP through the environment's fetch, the answer buffered into a fresh Response: happy-dom
 * 21's `clone()` of a network response leaves both copies empty, where a browser's tees the body
 * (the boot reads a clone and hands the original over).
 */
const environmentFetch = globalThis.fetch;
async function httpFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const answer = await environmentFetch(input, init);
  const body = answer.status === 204 ? null : await answer.arrayBuffer();
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
}

let server: RefServer;
beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 5, pixels: 2 } });
});
afterAll(() => server.close());

let writeText: ReturnType<typeof clipboard>;
/** What the boot sends, and what the app sends itself (its client's fetch is the global one). */
let bootFetch: ReturnType<typeof vi.fn<typeof fetch>>;
let appFetch: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(async () => {
  server.reset();
  bootFetch = vi.fn(httpFetch);
  appFetch = vi.fn(httpFetch);
  globalThis.fetch = appFetch;
  writeText = clipboard();
  activeTab();
  background({ findLinkByUrl: null });
  // popup.html's body before the app renders.
  document.body.innerHTML = '<div id="boot" hidden></div><div id="app"></div>';
  await fakeBrowser.storage.local.set({
    settings: { instanceUrl: server.url, defaultDomainId: 1, defaultSpaceId: null, defaultPixelIds: [], shortenOnOpen: true, autoCopy: true },
    settings$: { v: 2 },
    apiKey: { origin: server.origin, key: server.apiKey },
  });
});

let boot: BootState | undefined;
afterEach(async () => {
  cleanup();
  // Nothing of one test may reach the server during the next.
  if (boot) await Promise.allSettled([boot.settled, ...boot.requests.values()]);
  await Promise.allSettled([...bootFetch.mock.results, ...appFetch.mock.results].map((result) => result.value as unknown));
  boot = undefined;
  delete (globalThis as Record<string, unknown>).__linkletBoot;
  globalThis.fetch = environmentFetch;
});

const startFirstScript = () =>
  startBoot({ ext: fakeBrowser as unknown as BootExtension, document, search: '', fetch: (input, init) => bootFetch(input, init), copy: copyText });

/** popup.html: the first script, then the app once it may start. */
async function openPopup() {
  boot = startFirstScript();
  await appMayStart(boot);
  const bootShown = document.getElementById('boot')?.hidden === false;
  render(<Popup search="" />, { container: document.getElementById('app')! });
  return { bootShown };
}

/** The app's own view (the boot's is in #boot, outside it). */
const app = () => within(document.getElementById('app')!);

const apiCalls = (spy: typeof bootFetch) => spy.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`).filter((c) => c.includes('/api/'));

const wire = () => server.apiRequests().map((r) => `${r.method} ${r.path}${r.method === 'GET' ? `?search_by=${r.query.search_by}` : ''}`);

describe('the popup with its first script, "Shorten as soon as the popup opens"', () => {
  it('sends the duplicate check and the store once each, shows the app’s link and says it was copied', async () => {
    const { bootShown } = await openPopup();
    // On a fast server the boot is done, and shows the link, before the app starts.
    expect(bootShown).toBe(true);
    const field = (await app().findByLabelText('Short link')) as HTMLInputElement;
    // Gone in the same render that shows the app's link: the two never show together.
    expect(document.getElementById('boot')).toBeNull();
    const created = server.db.links.at(-1)!;
    expect(created.url).toBe(PAGE_URL);
    expect(field.value).toBe(`https://sho.rt/${created.alias}`);
    await app().findByText('Copied');
    expect(app().getByRole('heading', { name: 'Your short link' })).toBeTruthy();

    await boot!.settled;
    expect(wire()).toEqual(['GET /api/v1/links?search_by=url', 'POST /api/v1/links']);
    // Both sent by the boot; the app took them over and sent nothing of its own.
    expect(apiCalls(bootFetch)).toEqual(['GET /api/v1/links', 'POST /api/v1/links']);
    expect(apiCalls(appFetch)).toEqual([]);
    expect(server.db.links.filter((l) => l.url === PAGE_URL)).toHaveLength(1);
    // The boot copies as soon as it shows the link, the app again when it takes over.
    expect(writeText.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(writeText.mock.calls.length).toBeLessThanOrEqual(2);
    for (const [text] of writeText.mock.calls) expect(text).toBe(`https://sho.rt/${created.alias}`);
  });

  it('shows the boot’s link until the app’s view replaces it', async () => {
    boot = startFirstScript();
    await boot.settled;
    console.log('DBG', wire(), [...boot.requests.keys()], document.readyState, document.body.innerHTML.slice(0, 300), server.db.links.map(l=>l.url));
    const root = document.getElementById('boot')!;
    expect(root.hidden).toBe(false);
    const bootValue = (root.querySelector('#boot-short-url') as HTMLInputElement).value;

    render(<Popup search="" />, { container: document.getElementById('app')! });
    const field = (await app().findByLabelText('Short link')) as HTMLInputElement;
    expect(field.value).toBe(bootValue);
    expect(document.getElementById('boot')).toBeNull();
    expect(screen.getAllByLabelText('Short link')).toHaveLength(1);
    expect(wire()).toEqual(['GET /api/v1/links?search_by=url', 'POST /api/v1/links']);
    expect(apiCalls(appFetch)).toEqual([]);
  });

  it.each([
    ['the duplicate check', 'GET'],
    ['the store', 'POST'],
  ])('a slow server (%s): the app starts meanwhile, takes the request over and still sends nothing twice', async (_, method) => {
    server.inject({ delayMs: 600, match: { method, path: '/api/v1/links' } });
    const { bootShown } = await openPopup();
    expect(bootShown).toBe(false); // appMayStart's grace, not the boot's link, let the app start
    const field = (await app().findByLabelText('Short link', {}, { timeout: 3000 })) as HTMLInputElement;
    await boot!.settled;
    expect(field.value).toBe(`https://sho.rt/${server.db.links.at(-1)!.alias}`);
    expect(wire()).toEqual(['GET /api/v1/links?search_by=url', 'POST /api/v1/links']);
    expect(apiCalls(appFetch)).toEqual([]);
    expect(server.db.links.filter((l) => l.url === PAGE_URL)).toHaveLength(1);
  });

  it('a page with a link: one check, no store, the existing link shown', async () => {
    server.db.links.push({ ...server.db.links[0]!, id: 500, url: PAGE_URL, alias: 'known', domain_id: 1 });
    await openPopup();
    const field = (await app().findByLabelText('Short link')) as HTMLInputElement;
    expect(field.value).toBe('https://sho.rt/known');
    await app().findByRole('heading', { name: 'This page already has a short link' });
    await waitFor(() => expect(document.getElementById('boot')).toBeNull());
    await boot!.settled;
    expect(wire()).toEqual(['GET /api/v1/links?search_by=url']);
    expect(apiCalls(bootFetch)).toEqual(['GET /api/v1/links']);
    expect(apiCalls(appFetch)).toEqual([]);
  });

  it('a draft for the page: the boot does nothing and the app shows the form as before', async () => {
    await fakeBrowser.storage.session.set({ drafts: { [PAGE_URL]: { form: { domainId: '1', alias: 'mine' }, errors: {}, savedAt: 1 } } });
    await openPopup();
    expect(boot!.requests.size).toBe(0);
    expect(boot!.local).toBeUndefined();
    expect(((await screen.findByLabelText('Alias')) as HTMLInputElement).value).toBe('mine');
    await waitFor(() => expect(document.getElementById('boot')).toBeNull());
    expect(screen.queryByLabelText('Short link')).toBeNull();
    expect(writeText).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Only the app's own requests: its duplicate check and the form's choices, never a store.
    expect(wire()).not.toContain('POST /api/v1/links');
    expect(wire().filter((r) => r === 'GET /api/v1/links?search_by=url')).toHaveLength(1);
    expect(bootFetch).not.toHaveBeenCalled();
    expect(server.db.links.filter((l) => l.url === PAGE_URL)).toHaveLength(0);
  });
});
