/**
 * The popup's first script at work (lib/boot/run.ts), over real HTTP against the reference server:
 * what reaches the server, what `#boot` shows, what is copied, and what it leaves for the app — whose
 * client, taking the boot's requests over (adopt.ts), must not send any of them a second time.
 */
import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createClient } from '../../../lib/api/client';
import type { Link } from '../../../lib/api/schemas';
import { adoptingFetch, adoptLocal } from '../../../lib/boot/adopt';
import { startBoot, type BootExtension } from '../../../lib/boot/run';
import { findBoot, publishBoot, requestKey, type BootState } from '../../../lib/boot/state';
import { findDuplicate } from '../../../components/popup/shorten-ops';
import { parseSettings } from '../../../lib/settings/schema';
import { defaultCreateInput, duplicateQuery } from '../../../lib/shorten';
import { startServer, type RefServer } from '../../server';

const PAGE = 'https://example.com/article';
const TITLE = 'An article';

let server: RefServer;
beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 5, pixels: 0 } });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** Every request a boot sent, so none is still on its way when the next test starts. */
const inFlight: Array<Promise<unknown>> = [];
afterEach(async () => {
  await Promise.allSettled(inFlight.splice(0));
});

interface Setup {
  settings?: Record<string, unknown>;
  key?: string;
  tabUrl?: string;
  /** What the background's index answers; a function for a custom answer. */
  index?: Link | null | (() => Promise<unknown>);
  /** The active tab's query, when it is not the plain answer. */
  tabs?: () => Promise<Array<{ url?: string; title?: string }>>;
}

/** The extension APIs the boot calls, answering from plain objects. */
function fakeExt({ settings = {}, key, tabUrl = PAGE, index = null, tabs }: Setup = {}) {
  const local: Record<string, unknown> = {
    settings: { instanceUrl: server.url, defaultDomainId: 1, defaultSpaceId: null, defaultPixelIds: [], shortenOnOpen: true, autoCopy: true, ...settings },
    settings$: { v: 2 },
    apiKey: { origin: server.origin, key: key ?? server.apiKey },
  };
  const pick = (from: Record<string, unknown>) => async (keys: string[]) => Object.fromEntries(keys.filter((k) => k in from).map((k) => [k, from[k]]));
  const sendMessage = vi.fn(async (_message: unknown) => (typeof index === 'function' ? index() : index));
  const ext = {
    storage: { local: { get: vi.fn(pick(local)) }, session: { get: vi.fn(pick({})) } },
    tabs: { query: vi.fn(tabs ?? (async () => [{ url: tabUrl, title: TITLE }])) },
    runtime: { sendMessage },
    // The English messages, as test/setup.ts gives the fake browser.
    i18n: { getMessage: (name: string) => fakeBrowser.i18n.getMessage(name as never) },
  } satisfies BootExtension;
  return ext;
}

/** The popup's document as popup.html has it before the app renders. */
function popupDocument(): Document {
  const window = new Window({ url: 'chrome-extension://linklet/popup.html' });
  window.document.body.innerHTML = '<div id="boot" hidden></div><div id="app"></div>';
  return window.document as unknown as Document;
}

function boot(setup: Setup & { search?: string; localWaitMs?: number } = {}) {
  const ext = fakeExt(setup);
  const document = popupDocument();
  const copy = vi.fn(async (_text: string) => true);
  const scope = {};
  const state = startBoot(
    { ext, document, search: setup.search ?? '', fetch: (input, init) => fetch(input, init), copy, localWaitMs: setup.localWaitMs },
    scope,
  );
  inFlight.push(state.settled, state.ready.then(() => Promise.allSettled(state.requests.values())));
  return { ext, document, copy, state, scope };
}

const LIST_HREF = () => `${server.url}/api/v1/links?search=${encodeURIComponent(PAGE)}&search_by=url&sort_by=id&sort=desc&per_page=25`;
const STORE_HREF = () => `${server.url}/api/v1/links`;
const wire = () => server.apiRequests().map((r) => `${r.method} ${r.path}`);

/** A link on the server for `url`, made by a client of its own; the server forgets that request. */
async function existingLink(url = PAGE): Promise<Link> {
  const made = await createClient({ baseUrl: server.url, apiKey: server.apiKey }).links.create({ url, domain_id: 2 });
  server.clearRequests();
  return made;
}

/**
 * The next duplicate check answers a list with more pages and no exact match (the page's URL is
 * part of many newer links' URLs): the server's answer is not the whole truth, the index's counts.
 */
function cutShortList(): void {
  const meta = { current_page: 1, last_page: 2, per_page: 25, total: 26 };
  server.inject({ status: 200, body: { data: [], meta }, match: { method: 'GET', path: '/api/v1/links' } });
}

function shown(document: Document) {
  const root = document.getElementById('boot')!;
  const field = root.querySelector('input');
  const label = field ? root.querySelector(`label[for="${field.id}"]`) : null;
  return {
    hidden: root.hidden,
    heading: root.querySelector('h2')?.textContent,
    label: label?.textContent,
    value: field?.value,
    readOnly: field?.readOnly,
    page: root.querySelector('.target')?.textContent,
    pageTitle: root.querySelector('.target')?.getAttribute('title'),
    focused: document.activeElement === field && field !== null,
  };
}

describe('startBoot: nothing known for the page', () => {
  it('sends one duplicate check, then one store, shows the new short link and copies it', async () => {
    const { state, document, copy, scope, ext } = boot();
    expect(findBoot(scope)).toBe(state);
    await state.ready;
    expect([...state.requests.keys()].sort()).toEqual([requestKey('GET', LIST_HREF()), requestKey('POST', STORE_HREF())].sort());
    await state.settled;

    expect(wire()).toEqual(['GET /api/v1/links', 'POST /api/v1/links']);
    const [list, store] = server.apiRequests();
    expect(list?.query).toEqual({ search: [PAGE], search_by: ['url'], sort_by: ['id'], sort: ['desc'], per_page: ['25'] });
    expect(store?.body).toBe(`url=${encodeURIComponent(PAGE)}&domain_id=1`);
    expect(store!.time).toBeGreaterThanOrEqual(list!.time);
    // The server's list was complete: the background's index was not asked (its message costs time).
    expect(ext.runtime.sendMessage).not.toHaveBeenCalled();

    const created = server.db.links.at(-1)!;
    const shortUrl = `https://sho.rt/${created.alias}`;
    expect(shown(document)).toEqual({
      hidden: false,
      heading: 'Your short link',
      label: 'Short link',
      value: shortUrl,
      readOnly: true,
      page: `Page: ${TITLE}`,
      pageTitle: TITLE,
      focused: true,
    });
    expect(copy).toHaveBeenCalledTimes(1);
    expect(copy).toHaveBeenCalledWith(shortUrl);

    // The app gets the responses themselves, unread.
    const storeResponse = await state.requests.get(requestKey('POST', STORE_HREF()));
    expect(storeResponse?.status).toBe(201);
    expect(((await storeResponse!.json()) as { data: Link }).data.short_url).toBe(shortUrl);
    const listResponse = await state.requests.get(requestKey('GET', LIST_HREF()));
    expect(((await listResponse!.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('does not copy when "Copy the short link automatically" is off', async () => {
    const { state, document, copy } = boot({ settings: { autoCopy: false } });
    await state.settled;
    expect(wire()).toEqual(['GET /api/v1/links', 'POST /api/v1/links']);
    expect(shown(document).value).toMatch(/^https:\/\/sho\.rt\//);
    expect(copy).not.toHaveBeenCalled();
  });

  it('shows the link even when copying fails', async () => {
    const { state, document, copy } = boot();
    copy.mockRejectedValue(new Error('not focused'));
    await state.settled;
    expect(shown(document).hidden).toBe(false);
  });

  it('stores with the default space and pixels', async () => {
    const { state } = boot({ settings: { defaultSpaceId: 2, defaultPixelIds: [] } });
    await state.settled;
    expect(server.apiRequests()[1]?.body).toBe(`url=${encodeURIComponent(PAGE)}&domain_id=1&space_id=2`);
    expect(server.db.links.at(-1)).toMatchObject({ url: PAGE, domain_id: 1, space_id: 2 });
  });

  it('stores when the server only knows links that contain the URL (its search is a substring one)', async () => {
    await existingLink(`${PAGE}/comments`);
    const { state, document } = boot();
    await state.settled;
    expect(wire()).toEqual(['GET /api/v1/links', 'POST /api/v1/links']);
    expect(shown(document).heading).toBe('Your short link');
  });
});

describe('startBoot: a link exists', () => {
  it('on the server: shows it and sends no store', async () => {
    const link = await existingLink();
    const { state, document, copy } = boot();
    await state.settled;
    expect(wire()).toEqual(['GET /api/v1/links']);
    expect(shown(document)).toMatchObject({ hidden: false, heading: 'This page already has a short link', value: link.short_url });
    expect(copy).toHaveBeenCalledWith(link.short_url);
    expect(await state.requests.get(requestKey('POST', STORE_HREF()))).toBeNull();
  });

  it('in the background’s index, when the server’s list is cut short: shows it and sends no store', async () => {
    const hit = { id: 99, url: PAGE, short_url: 'https://sho.rt/idx', alias: 'idx', title: TITLE } as Link;
    cutShortList();
    const { state, document, copy, ext } = boot({ index: hit });
    await state.settled;
    await state.requests.get(requestKey('GET', LIST_HREF()));
    expect(wire()).toEqual(['GET /api/v1/links']);
    expect(shown(document)).toMatchObject({ hidden: false, heading: 'This page already has a short link', value: 'https://sho.rt/idx' });
    expect(copy).toHaveBeenCalledWith('https://sho.rt/idx');
    expect(await state.requests.get(requestKey('POST', STORE_HREF()))).toBeNull();
    expect(await state.local?.answer).toBe(hit);
    expect(ext.runtime.sendMessage).toHaveBeenCalledWith({ linklet: 'findLinkByUrl', data: { url: PAGE } });
  });

  it('only in the index while the server’s list is complete: the link is gone from the server, so a new one is made', async () => {
    const stale = { id: 99, url: PAGE, short_url: 'https://sho.rt/deleted', alias: 'deleted', title: TITLE } as Link;
    const { state, document } = boot({ index: stale });
    await state.settled;
    expect(wire()).toEqual(['GET /api/v1/links', 'POST /api/v1/links']);
    expect(shown(document)).toMatchObject({ hidden: false, heading: 'Your short link' });
    expect(shown(document).value).not.toBe(stale.short_url);
  });

  it('does not wait for the index when the server’s list is complete', async () => {
    const { state } = boot({ index: () => new Promise(() => undefined), localWaitMs: 60_000 });
    await state.settled;
    expect(wire()).toEqual(['GET /api/v1/links', 'POST /api/v1/links']);
  });

  it('in the index with a short URL it cannot show: stores nothing and shows nothing (the app shows it)', async () => {
    cutShortList();
    const { state, document, copy } = boot({ index: { id: 5, url: PAGE, short_url: 'javascript:alert(1)' } as Link });
    await state.settled;
    await state.requests.get(requestKey('GET', LIST_HREF()));
    expect(wire()).toEqual(['GET /api/v1/links']);
    expect(shown(document).hidden).toBe(true);
    expect(copy).not.toHaveBeenCalled();
  });

  it('ignores an index answer for another page', async () => {
    const { state } = boot({ index: { id: 5, url: 'https://example.com/other', short_url: 'https://sho.rt/x' } as Link });
    await state.settled;
    expect(wire()).toEqual(['GET /api/v1/links', 'POST /api/v1/links']);
  });
});

describe('startBoot: when the list fails, the store is the app’s', () => {
  it.each<[string, Setup, () => void]>([
    ['a rejected key (401)', { key: 'wrong-key' }, () => undefined],
    ['a server error', {}, () => server.inject({ status: 500, match: { method: 'GET', path: '/api/v1/links' } })],
    ['an HTML page', {}, () => server.inject({ status: 200, body: '<html>login</html>', match: { method: 'GET', path: '/api/v1/links' } })],
  ])('%s: no store, nothing shown, ready and settled', async (_, setup, fault) => {
    fault();
    const { state, document, copy } = boot(setup);
    await state.ready;
    await state.settled;
    expect(wire()).toEqual(['GET /api/v1/links']);
    expect(shown(document)).toMatchObject({ hidden: true });
    expect(shown(document).value ?? '').toBe('');
    expect(copy).not.toHaveBeenCalled();
    expect(await state.requests.get(requestKey('POST', STORE_HREF()))).toBeNull();
    // The app reads the answer itself and explains it.
    expect((await state.requests.get(requestKey('GET', LIST_HREF())))?.status).not.toBe(201);
  });

  it('a connection dropped: no store, and the app gets the failure to explain', async () => {
    server.inject({ drop: true, match: { method: 'GET', path: '/api/v1/links' } });
    const { state } = boot();
    await state.settled;
    expect(wire()).toEqual(['GET /api/v1/links']);
    expect(await state.requests.get(requestKey('POST', STORE_HREF()))).toBeNull();
    await expect(state.requests.get(requestKey('GET', LIST_HREF()))).rejects.toThrow();
  });

  it('a refused store: nothing shown, the 422 left for the app', async () => {
    const { state, document } = boot({ settings: { defaultDomainId: 99 } });
    await state.settled;
    expect(wire()).toEqual(['GET /api/v1/links', 'POST /api/v1/links']);
    expect(shown(document).hidden).toBe(true);
    expect((await state.requests.get(requestKey('POST', STORE_HREF())))?.status).toBe(422);
  });
});

describe('startBoot: not its to do', () => {
  it.each([
    ['the automatic mode is off', { settings: { shortenOnOpen: false } }],
    ['the tab cannot be shortened', { tabUrl: 'chrome://settings/' }],
    ['there is no default domain', { settings: { defaultDomainId: null } }],
  ])('%s: no request at all, and it settles', async (_, setup) => {
    const { state, document, ext } = boot(setup);
    await state.ready;
    await state.settled;
    expect(server.requests).toEqual([]);
    expect(state.requests.size).toBe(0);
    expect(state.local).toBeUndefined();
    expect(ext.runtime.sendMessage).not.toHaveBeenCalled();
    expect(shown(document).hidden).toBe(true);
    // The view it built while reading is taken down: the page keeps one main, the app's.
    await vi.waitFor(() => expect(document.querySelectorAll('#boot main')).toHaveLength(0));
  });

  it('a popup in its own window (?tab=): reads nothing either', async () => {
    const { state, ext } = boot({ search: '?tab=4' });
    await state.settled;
    expect(ext.storage.local.get).not.toHaveBeenCalled();
    expect(ext.tabs.query).not.toHaveBeenCalled();
    expect(server.requests).toEqual([]);
  });

  it('extension APIs that fail: ready and settled still resolve, nothing is sent', async () => {
    const { state } = boot({ tabs: () => Promise.reject(new Error('No tab with id')) });
    await state.ready;
    await state.settled;
    expect(server.requests).toEqual([]);
  });
});

describe('startBoot: a background that does not answer', () => {
  it('decides without the index within localWaitMs (the server’s list cut short, so it is asked)', async () => {
    cutShortList();
    const started = performance.now();
    const { state, document } = boot({ index: () => new Promise(() => undefined), localWaitMs: 40 });
    await state.settled;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(wire()).toEqual(['GET /api/v1/links', 'POST /api/v1/links']);
    expect(shown(document).heading).toBe('Your short link');
    // The app is handed the same (timed-out) answer, not a second wait.
    expect(await state.local?.answer).toBeNull();
  });

  it('treats a background that is asleep (the message rejects) as knowing nothing', async () => {
    cutShortList();
    const { state } = boot({ index: () => Promise.reject(new Error('Receiving end does not exist.')) });
    await state.settled;
    expect(wire()).toEqual(['GET /api/v1/links', 'POST /api/v1/links']);
    expect(await state.local?.answer).toBeNull();
  });
});

describe('the app after the boot: nothing is sent twice', () => {
  /** The popup's duplicate check and automatic store, through a client that takes the boot's requests. */
  async function appShortens(state: BootState) {
    // The app finds the boot where popup-boot.js publishes it, and decides with its own findDuplicate.
    publishBoot(state);
    const ask = vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue(null);
    try {
      const client = createClient({ baseUrl: server.url, apiKey: server.apiKey, fetch: adoptingFetch(state, (input, init) => fetch(input, init)) });
      const found = await findDuplicate(client, PAGE);
      if (found) return { link: found, existing: true, ask };
      const settings = parseSettings({ defaultDomainId: 1 });
      return { link: await client.links.create(defaultCreateInput(settings, PAGE)), existing: false, ask };
    } finally {
      delete (globalThis as Record<string, unknown>).__linkletBoot;
      ask.mockRestore();
    }
  }

  it('takes the boot’s list and store: the same link, one GET and one POST on the server', async () => {
    const { state, document } = boot();
    await state.ready;
    const app = await appShortens(state);
    await state.settled;
    expect(app.existing).toBe(false);
    expect(app.link.short_url).toBe(shown(document).value);
    expect(app.link.id).toBe(server.db.links.at(-1)!.id);
    expect(wire()).toEqual(['GET /api/v1/links', 'POST /api/v1/links']);
    expect(server.db.links.filter((l) => l.url === PAGE)).toHaveLength(1);
    expect(app.ask).not.toHaveBeenCalled();
    expect(state.requests.size).toBe(0);
  });

  it('decides as the boot did on a stale index link: the server’s complete list wins, one link made', async () => {
    const stale = { id: 99, url: PAGE, short_url: 'https://sho.rt/deleted', alias: 'deleted', title: TITLE } as Link;
    const { state, document } = boot({ index: stale });
    await state.ready;
    const app = await appShortens(state);
    await state.settled;
    expect(app.existing).toBe(false);
    expect(app.link.short_url).toBe(shown(document).value);
    expect(wire()).toEqual(['GET /api/v1/links', 'POST /api/v1/links']);
  });

  it('takes the existing link: one GET, no POST', async () => {
    const link = await existingLink();
    const { state } = boot();
    await state.ready;
    const app = await appShortens(state);
    expect(app).toMatchObject({ existing: true, link: { id: link.id, short_url: link.short_url } });
    expect(wire()).toEqual(['GET /api/v1/links']);
  });

  it('takes the index’s answer (the server’s list cut short) without asking the background again', async () => {
    const hit = { id: 99, url: PAGE, short_url: 'https://sho.rt/idx', alias: 'idx', title: TITLE } as Link;
    cutShortList();
    const { state, ext } = boot({ index: hit });
    await state.ready;
    const app = await appShortens(state);
    expect(app).toMatchObject({ existing: true, link: hit });
    expect(app.ask).not.toHaveBeenCalled();
    expect(ext.runtime.sendMessage).toHaveBeenCalledTimes(1);
    // The boot's check went out with the index's question; the app has no need of it.
    await state.requests.get(requestKey('GET', LIST_HREF()));
    expect(wire()).toEqual(['GET /api/v1/links']);
  });

  it('reads the boot’s 401 as its own rejected key, without asking again', async () => {
    const { state } = boot({ key: 'wrong-key' });
    await state.ready;
    const client = createClient({ baseUrl: server.url, apiKey: 'wrong-key', fetch: adoptingFetch(state, (input, init) => fetch(input, init)) });
    await expect(client.links.list(duplicateQuery(PAGE))).rejects.toMatchObject({ name: 'UnauthorizedError' });
    expect(wire()).toEqual(['GET /api/v1/links']);
  });

  it('sends the store itself when the boot left it (the list failed once), and only once', async () => {
    server.inject({ status: 503, match: { method: 'GET', path: '/api/v1/links' } });
    const { state } = boot();
    await state.ready;
    const app = await appShortens(state);
    // The client retried the 503 itself; the boot sent no store, so the app's is the only one.
    expect(app.existing).toBe(false);
    expect(wire()).toEqual(['GET /api/v1/links', 'GET /api/v1/links', 'POST /api/v1/links']);
    expect(server.db.links.filter((l) => l.url === PAGE)).toHaveLength(1);
  });
});
