/**
 * What the popup's first script plans (lib/boot/plan.ts): only when the app would send exactly the
 * same requests, and then requests that are, field for field, the ones the app's client sends — the
 * client takes them over by method and URL (adopt.ts), so any difference would be a second store.
 */
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createClient } from '../../../lib/api/client';
import { planBoot, type BootInput } from '../../../lib/boot/plan';
import { getConnection } from '../../../lib/connection';
import { parseSettings } from '../../../lib/settings/schema';
import { SETTINGS_VERSION } from '../../../lib/settings/version';
import { defaultCreateInput, duplicateQuery, findExistingLink } from '../../../lib/shorten';

const PAGE = 'https://example.com/article';

/** Storage as the options page saves it, with the automatic mode on, and a tab to shorten. */
function input(patch: Partial<Omit<BootInput, 'settings'>> & { settings?: Record<string, unknown> } = {}): BootInput {
  const { settings, ...rest } = patch;
  return {
    search: '',
    settings: {
      instanceUrl: 'https://sho.rt',
      rememberKey: true,
      defaultDomainId: 1,
      defaultSpaceId: null,
      defaultPixelIds: [],
      shortenOnOpen: true,
      autoCopy: true,
      ...settings,
    },
    settingsMeta: { v: 2 },
    localKey: { origin: 'https://sho.rt', key: 'secret-key' },
    sessionKey: undefined,
    drafts: undefined,
    tabUrl: PAGE,
    ...rest,
  };
}

const LIST_HREF = 'https://sho.rt/api/v1/links?search=https%3A%2F%2Fexample.com%2Farticle&search_by=url&sort_by=id&sort=desc&per_page=25';
const STORE_HREF = 'https://sho.rt/api/v1/links';
const SAFE = { redirect: 'manual', credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer' } as const;

describe('planBoot: the requests', () => {
  it('plans the duplicate check and the store with the default domain, and copies by default', () => {
    expect(planBoot(input())).toEqual({
      url: PAGE,
      list: {
        href: LIST_HREF,
        init: { method: 'GET', headers: { Accept: 'application/json', Authorization: 'Bearer secret-key' }, body: undefined, ...SAFE },
      },
      store: {
        href: STORE_HREF,
        init: {
          method: 'POST',
          headers: { Accept: 'application/json', Authorization: 'Bearer secret-key', 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'url=https%3A%2F%2Fexample.com%2Farticle&domain_id=1',
          ...SAFE,
        },
      },
      autoCopy: true,
    });
  });

  it('stores with the default space and pixels', () => {
    const plan = planBoot(input({ settings: { defaultDomainId: 2, defaultSpaceId: 4, defaultPixelIds: [3, 5] } }));
    expect(plan?.store.init.body).toBe('url=https%3A%2F%2Fexample.com%2Farticle&domain_id=2&space_id=4&pixel_ids%5B%5D=3&pixel_ids%5B%5D=5');
  });

  it.each([
    ['a missing space', { defaultSpaceId: undefined }],
    ['missing pixels', { defaultPixelIds: undefined }],
  ])('reads %s as the default (none)', (_, settings) => {
    expect(planBoot(input({ settings }))?.store.init.body).toBe('url=https%3A%2F%2Fexample.com%2Farticle&domain_id=1');
  });

  it.each([
    [undefined, true],
    [true, true],
    [false, false],
    ['no', true],
  ])('autoCopy stored as %j copies: %j (as parseSettings reads it)', (autoCopy, copies) => {
    expect(planBoot(input({ settings: { autoCopy } }))?.autoCopy).toBe(copies);
    expect(parseSettings({ autoCopy }).autoCopy).toBe(copies);
  });

  it('plans for the query string of a toolbar popup without a tab parameter', () => {
    expect(planBoot(input({ search: '?from=toolbar' }))).not.toBeNull();
  });

  it('plans when the drafts are for other pages', () => {
    expect(planBoot(input({ drafts: { 'https://example.com/other': { form: {} } } }))).not.toBeNull();
  });
});

describe('planBoot: the key', () => {
  const origin = 'https://sho.rt';
  const bearer = (plan: ReturnType<typeof planBoot>) => (plan?.list.init.headers as Record<string, string> | undefined)?.Authorization;

  it('takes the session key before the local one', () => {
    expect(bearer(planBoot(input({ sessionKey: { origin, key: 'session-key' } })))).toBe('Bearer session-key');
  });

  it('takes the local key when the session one is for another origin', () => {
    expect(bearer(planBoot(input({ sessionKey: { origin: 'https://old.example', key: 'old-key' } })))).toBe('Bearer secret-key');
  });

  it('trims the key like the client does (a pasted line break)', () => {
    const plan = planBoot(input({ localKey: { origin, key: '  secret-key\n' } }));
    expect(bearer(plan)).toBe('Bearer secret-key');
    expect((plan?.store.init.headers as Record<string, string>).Authorization).toBe('Bearer secret-key');
  });

  it.each([
    ['no key', { localKey: undefined }],
    ['a key for another origin', { localKey: { origin: 'https://evil.example', key: 'secret-key' } }],
    ['a session key for another origin only', { localKey: undefined, sessionKey: { origin: 'https://evil.example', key: 'k' } }],
    ['a key for the same host over http', { localKey: { origin: 'http://sho.rt', key: 'secret-key' } }],
    ['an empty key', { localKey: { origin, key: '' } }],
    ['a key of spaces', { localKey: { origin, key: '   ' } }],
    ['a key with a space inside', { localKey: { origin, key: 'secret key' } }],
    ['a key that is not a string', { localKey: { origin, key: 42 } }],
    ['a bare string', { localKey: 'secret-key' }],
  ])('plans nothing with %s', (_, patch) => {
    expect(planBoot(input(patch))).toBeNull();
  });

  it('never falls back to the local key when the session holds an unusable one for the origin (the app would not)', () => {
    // The app's loadApiKey hands out the session's '  ' and the client refuses it: nothing is sent.
    expect(planBoot(input({ sessionKey: { origin, key: '  ' } }))).toBeNull();
  });
});

describe('planBoot: when it leaves everything to the app', () => {
  it.each<[string, Parameters<typeof input>[0]]>([
    ['the automatic mode off', { settings: { shortenOnOpen: false } }],
    ['the automatic mode missing', { settings: { shortenOnOpen: undefined } }],
    ['the automatic mode as a string', { settings: { shortenOnOpen: 'true' } }],
    ['no version', { settingsMeta: undefined }],
    ['version 1 (the app migrates first)', { settingsMeta: { v: 1 } }],
    ['a newer version', { settingsMeta: { v: SETTINGS_VERSION + 1 } }],
    ['the version as a string', { settingsMeta: { v: String(SETTINGS_VERSION) } }],
    ['no instance', { settings: { instanceUrl: '' } }],
    ['an instance that is not a string', { settings: { instanceUrl: 7 } }],
    ['an http instance that is not this machine', { settings: { instanceUrl: 'http://sho.rt' } }],
    ['an instance with a query', { settings: { instanceUrl: 'https://sho.rt/?x=1' } }],
    ['no default domain', { settings: { defaultDomainId: null } }],
    ['a missing default domain', { settings: { defaultDomainId: undefined } }],
    ['domain 0', { settings: { defaultDomainId: 0 } }],
    ['a negative domain', { settings: { defaultDomainId: -1 } }],
    ['a fractional domain', { settings: { defaultDomainId: 1.5 } }],
    ['a domain as a string', { settings: { defaultDomainId: '1' } }],
    ['an unsafe integer domain', { settings: { defaultDomainId: 2 ** 53 } }],
    ['space 0', { settings: { defaultSpaceId: 0 } }],
    ['a fractional space', { settings: { defaultSpaceId: 2.5 } }],
    ['a space as a string', { settings: { defaultSpaceId: '4' } }],
    ['pixels that are not a list', { settings: { defaultPixelIds: 3 } }],
    ['pixel 0', { settings: { defaultPixelIds: [1, 0] } }],
    ['a pixel as a string', { settings: { defaultPixelIds: [1, '2'] } }],
    ['a fractional pixel', { settings: { defaultPixelIds: [1.5] } }],
    ['a browser page', { tabUrl: 'chrome://settings/' }],
    ['about:blank', { tabUrl: 'about:blank' }],
    ['a local file', { tabUrl: 'file:///home/me/a.html' }],
    ['a data URL', { tabUrl: 'data:text/html,hi' }],
    ['an extension page', { tabUrl: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop/popup.html' }],
    ['a Firefox extension page', { tabUrl: 'moz-extension://1234/options.html' }],
    ['the PDF viewer', { tabUrl: 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/index.html' }],
    ['a tab without a URL', { tabUrl: undefined }],
    ['a tab with an empty URL', { tabUrl: '' }],
    ['a URL that does not parse', { tabUrl: 'https://' }],
    ['a URL with a space', { tabUrl: 'https://example.com/a b' }],
    ['a draft for the page', { drafts: { [PAGE]: { form: { alias: 'mine' }, errors: {}, savedAt: 1 } } }],
    ['a popup in its own window', { search: '?tab=9' }],
    ['a tab parameter among others', { search: '?x=1&tab=abc' }],
  ])('%s', (_, patch) => {
    expect(planBoot(input(patch))).toBeNull();
  });

  it.each([[undefined], [null], [[]], ['settings'], [42]])('settings stored as %j', (settings) => {
    expect(planBoot({ ...input(), settings })).toBeNull();
  });
});

/** A fetch that records what it was asked and answers 401 (never retried), so nothing waits. */
function recorder() {
  const calls: Array<{ href: string; init: RequestInit }> = [];
  const fetch: typeof globalThis.fetch = async (request, init = {}) => {
    calls.push({ href: String(request), init });
    return new Response('{"message":"Unauthenticated."}', { status: 401, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fetch };
}

/** What a real request carries, for comparing with a planned one (the signal is the client's own). */
function sent({ href, init }: { href: string; init: RequestInit }) {
  const { signal, ...rest } = init;
  expect(signal).toBeInstanceOf(AbortSignal);
  return { href, init: rest };
}

describe('planBoot: exactly what the app’s client sends', () => {
  // Settings as stored, with the key the app hands the client (the stored one, untrimmed).
  const cases: Array<[string, Parameters<typeof input>[0], string]> = [
    ['the plain defaults', {}, 'secret-key'],
    ['a space and pixels', { settings: { defaultDomainId: 3, defaultSpaceId: 7, defaultPixelIds: [2, 9, 4] } }, 'secret-key'],
    ['missing space and pixels', { settings: { defaultSpaceId: undefined, defaultPixelIds: undefined } }, 'secret-key'],
    [
      'a pasted instance URL with /api/v1/ and capitals',
      { settings: { instanceUrl: 'https://Sho.RT/api/v1/' }, localKey: { origin: 'https://sho.rt', key: 'secret-key' } },
      'secret-key',
    ],
    [
      'an install under a path',
      { settings: { instanceUrl: 'https://example.org/short/' }, localKey: { origin: 'https://example.org', key: 'k-1' } },
      'k-1',
    ],
    ['this machine over http', { settings: { instanceUrl: 'http://localhost:8000' }, localKey: { origin: 'http://localhost:8000', key: 'k' } }, 'k'],
    ['a key with spaces around it', { localKey: { origin: 'https://sho.rt', key: ' secret-key \n' } }, ' secret-key \n'],
    ['a page with a query, a fragment and non-ASCII', { tabUrl: 'https://example.com/ä?q=a+b&x=1%202#part' }, 'secret-key'],
    ['a page URL with a plus and an ampersand', { tabUrl: 'https://example.com/search?q=c++&lang=en' }, 'secret-key'],
  ];

  it.each(cases)('%s', async (_, patch, storedKey) => {
    const given = input(patch);
    const plan = planBoot(given);
    if (!plan) throw new Error('expected a plan');
    const settings = parseSettings(given.settings);
    const { calls, fetch } = recorder();
    const client = createClient({ baseUrl: settings.instanceUrl, apiKey: storedKey, fetch });

    // The duplicate check, as the popup's findDuplicate and the background send it.
    await expect(client.links.list(duplicateQuery(plan.url))).rejects.toMatchObject({ name: 'UnauthorizedError' });
    await expect(findExistingLink(client, plan.url)).rejects.toMatchObject({ name: 'UnauthorizedError' });
    // The automatic store, as use-shorten.ts builds it from the parsed settings.
    await expect(client.links.create(defaultCreateInput(settings, plan.url))).rejects.toMatchObject({ name: 'UnauthorizedError' });

    expect(calls).toHaveLength(3);
    const [list, found, store] = calls.map(sent);
    expect(list).toEqual(plan.list);
    expect(found).toEqual(plan.list);
    expect(store).toEqual(plan.store);
  });

  it('is what getConnection’s client sends for the same storage (key chosen by origin, session first)', async () => {
    const given = input({
      settings: { defaultSpaceId: 4, defaultPixelIds: [1] },
      sessionKey: { origin: 'https://sho.rt', key: 'session-key' },
      localKey: { origin: 'https://sho.rt', key: 'local-key' },
    });
    await fakeBrowser.storage.local.set({ settings: given.settings, settings$: given.settingsMeta, apiKey: given.localKey });
    await fakeBrowser.storage.session.set({ apiKey: given.sessionKey });
    const plan = planBoot(given);
    const { calls, fetch } = recorder();
    const connection = await getConnection({ fetch });
    if (!connection.ready || !plan) throw new Error('expected a connection and a plan');
    await expect(findExistingLink(connection.client, plan.url)).rejects.toThrow();
    await expect(connection.client.links.create(defaultCreateInput(connection.settings, plan.url))).rejects.toThrow();
    expect(calls.map(sent)).toEqual([plan.list, plan.store]);
    expect((plan.list.init.headers as Record<string, string>).Authorization).toBe('Bearer session-key');
  });
});
