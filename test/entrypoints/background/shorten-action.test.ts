import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { shortenAndCopy } from '../../../entrypoints/background/shorten-action';
import { loadBackgroundError, settleBadge } from '../../../lib/background/feedback';
import { loadBackgroundResult, loadUncopiedResult } from '../../../lib/background/result';
import { findByUrl, refreshLinks } from '../../../lib/link-index';
import { createClient } from '../../../lib/api';
import { revalidate } from '../../../lib/instance/revalidate';
import { startServer, type RefServer } from '../../server';
import { badge, badgeDetail, configure, posts, stubOffscreenClipboard, stubOpenOptionsPage } from './helpers';
import { scopeOf } from '../../lib/link-index/fixtures';

let server: RefServer;
beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 30 } });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => server.reset({ links: 30 }));

const shortUrlOf = (url: string) => {
  const link = server.db.links.find((l) => l.url === url)!;
  return `https://${server.db.domains.find((d) => d.id === link.domain_id)!.name}/${link.alias}`;
};

/** The settings whose defaults make exactly `link` (its domain, space and pixels): its page's link is then reused. */
const defaultsOf = (link: { domain_id: number; space_id: number | null; pixel_ids: number[] }) => ({
  defaultDomainId: link.domain_id,
  defaultSpaceId: link.space_id,
  defaultPixelIds: link.pixel_ids,
});

describe('shortenAndCopy', () => {
  it('records the shorten as pending while its request is out, and clears it when it ends', async () => {
    await configure(server);
    stubOffscreenClipboard();
    server.inject({ delayMs: 300, match: { method: 'POST', path: '/api/v1/links' } });
    const pending = () => fakeBrowser.storage.local.get('backgroundPending').then((v) => v.backgroundPending);
    const running = shortenAndCopy('https://example.org/slow', 'context-menu');
    await vi.waitFor(async () => expect(await pending()).toMatchObject({ url: 'https://example.org/slow', source: 'context-menu' }));
    await running;
    expect(await pending()).toBeUndefined();
    server.inject({ status: 500, match: { method: 'POST', path: '/api/v1/links' } });
    await shortenAndCopy('https://example.org/failing', 'command');
    expect(await pending()).toBeUndefined();
  });

  it('creates the link with the default domain, space and pixels, indexes it, copies it and shows ✓', async () => {
    await configure(server, { defaultDomainId: 2, defaultSpaceId: 1, defaultPixelIds: [1, 3] });
    const clipboard = stubOffscreenClipboard();
    const url = 'https://example.org/new-page';
    const outcome = await shortenAndCopy(url, 'context-menu');
    expect(outcome).toMatchObject({ ok: true, existing: false });
    expect(posts(server)).toHaveLength(1);
    const form = new URLSearchParams(posts(server)[0]!.body);
    expect([form.get('url'), form.get('domain_id'), form.get('space_id'), form.getAll('pixel_ids[]')]).toEqual([url, '2', '1', ['1', '3']]);
    expect(clipboard.copied).toEqual([shortUrlOf(url)]);
    expect(clipboard.createDocument).toHaveBeenCalledWith(
      expect.objectContaining({ reasons: ['CLIPBOARD'], url: 'chrome-extension://test-extension-id/offscreen.html' }),
    );
    expect((await findByUrl(scopeOf(server.origin), url))?.short_url).toBe(shortUrlOf(url));
    expect(await badge()).toEqual({ text: '✓', title: `Copied ${shortUrlOf(url)}` });
    // What the link got, under it.
    expect((await badgeDetail())[0]).toMatch(/^Domain \S+ · (Space .+|No space) · (Pixels .+|No pixels)$/);
  });

  it('asks the server even when the index knows the page: the server’s exact match wins, nothing is made', async () => {
    await configure(server, defaultsOf(server.db.links[4]!));
    await refreshLinks(createClient({ version: 44, baseUrl: server.url, apiKey: server.apiKey }), scopeOf(server.origin));
    const clipboard = stubOffscreenClipboard();
    server.clearRequests();
    const known = server.db.links[4]!;
    expect(await shortenAndCopy(known.url, 'command')).toMatchObject({ ok: true, existing: true, link: { id: known.id } });
    expect(server.apiRequests().map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v1/links']);
    expect(clipboard.copied).toEqual([shortUrlOf(known.url)]);
  });

  it('does not reuse a link only the index knows (deleted on the server since): a new one is made', async () => {
    await configure(server);
    await refreshLinks(createClient({ version: 44, baseUrl: server.url, apiKey: server.apiKey }), scopeOf(server.origin));
    stubOffscreenClipboard();
    const known = server.db.links[4]!;
    server.db.links.splice(4, 1);
    expect(await shortenAndCopy(known.url, 'command')).toMatchObject({ ok: true, existing: false });
    expect(posts(server)).toHaveLength(1);
  });

  it('takes the index’s link when the server’s list is cut short (more links contain the page’s URL)', async () => {
    await configure(server, defaultsOf(server.db.links[4]!));
    await refreshLinks(createClient({ version: 44, baseUrl: server.url, apiKey: server.apiKey }), scopeOf(server.origin));
    stubOffscreenClipboard();
    const known = server.db.links[4]!;
    server.inject({
      match: { method: 'GET', path: '/api/v1/links' },
      status: 200,
      body: { data: [], meta: { current_page: 1, last_page: 3, per_page: 25, total: 60 } },
    });
    expect(await shortenAndCopy(known.url, 'command')).toMatchObject({ ok: true, existing: true, link: { id: known.id } });
    expect(posts(server)).toHaveLength(0);
  });

  it('reuses a link the server finds by URL, and adds it to the index', async () => {
    await configure(server, defaultsOf(server.db.links[4]!));
    stubOffscreenClipboard();
    const known = server.db.links[4]!;
    expect(await shortenAndCopy(known.url, 'command')).toMatchObject({ ok: true, existing: true });
    expect(posts(server)).toHaveLength(0);
    expect(server.apiRequests()[0]!.query).toMatchObject({ search: [known.url], search_by: ['url'] });
    expect((await findByUrl(scopeOf(server.origin), known.url))?.id).toBe(known.id);
  });

  it('creates nothing twice: a second shorten of the same page reuses the first link', async () => {
    await configure(server);
    stubOffscreenClipboard();
    await shortenAndCopy('https://example.org/twice', 'context-menu');
    await shortenAndCopy('https://example.org/twice', 'context-menu');
    expect(posts(server)).toHaveLength(1);
  });

  it('opens the options page when Linklet is not connected', async () => {
    const openOptionsPage = stubOpenOptionsPage();
    expect(await shortenAndCopy('https://example.org/', 'context-menu')).toEqual({ ok: false, reason: 'not-configured' });
    expect(openOptionsPage).toHaveBeenCalledOnce();
    expect(server.apiRequests()).toEqual([]);
  });

  it('shows ! with the reason and stores the whole error when the server refuses', async () => {
    await configure(server);
    stubOffscreenClipboard();
    server.inject({ status: 422, body: { message: { url: ['The url format is invalid.'] }, status: 422 }, match: { method: 'POST' } });
    const url = 'https://example.org/refused';
    expect(await shortenAndCopy(url, 'context-menu')).toEqual({ ok: false, reason: 'api' });
    expect(await badge()).toEqual({ text: '!', title: 'Linklet couldn’t shorten. The url format is invalid.' });
    expect(await loadBackgroundError()).toMatchObject({
      source: 'context-menu',
      url,
      problem: { name: 'ValidationError', status: 422, fields: { url: ['The url format is invalid.'] } },
    });
  });

  it('with no default domain chosen, uses the account’s default as a page learned it (the worker asks no facts)', async () => {
    await configure(server, { defaultDomainId: null });
    // A settings page or the popup asked the instance's facts, as each does when it opens.
    const client = createClient({ version: 44, baseUrl: server.url, apiKey: server.apiKey });
    await revalidate(client, { profileId: 'default', origin: server.origin }, ['account', 'links', 'domains']);
    server.clearRequests();
    stubOffscreenClipboard();
    await shortenAndCopy('https://example.org/first-day', 'command');
    const store = server.apiRequests().find((r) => r.method === 'POST');
    expect(new URLSearchParams(store?.body).get('domain_id')).toBe('1');
    expect(server.apiRequests().filter((r) => r.path !== '/api/v1/links')).toEqual([]);
  });

  it('with no default domain chosen and nothing learned of the account, says to choose one and sends no store', async () => {
    await configure(server, { defaultDomainId: null });
    stubOffscreenClipboard();
    await shortenAndCopy('https://example.org/', 'command');
    expect((await badge()).title).toBe('Linklet couldn’t shorten. Choose a default domain in Linklet’s options first.');
    expect(server.apiRequests()).toEqual([]);
  });

  it('with no default domain chosen and several domains on a server without an account, says to choose one', async () => {
    server.setContractOnly(true);
    server.db.links.find((l) => l.domain_id === 1)!.domain_id = 2;
    await configure(server, { defaultDomainId: null });
    stubOffscreenClipboard();
    await shortenAndCopy('https://example.org/', 'command');
    expect((await badge()).title).toBe('Linklet couldn’t shorten. Choose a default domain in Linklet’s options first.');
    expect(server.apiRequests().some((r) => r.method === 'POST')).toBe(false);
  });

  it('records the copied link as copied, so the popup offers nothing', async () => {
    await configure(server);
    stubOffscreenClipboard();
    const url = 'https://example.org/copied';
    await shortenAndCopy(url, 'context-menu');
    expect(await loadBackgroundResult()).toMatchObject({ shortUrl: shortUrlOf(url), url, source: 'context-menu', copied: true });
    expect(await loadUncopiedResult()).toBeNull();
  });

  it('never puts the API key in the stored error, the badge or the index', async () => {
    await configure(server);
    stubOffscreenClipboard();
    server.inject({ status: 500, body: 'oops', contentType: 'text/plain', match: { method: 'POST' } });
    const keys = ['linkIndexHead', 'lastBackgroundError', 'lastBackgroundResult'];
    const stored = async () => [await fakeBrowser.storage.local.get(keys), await fakeBrowser.storage.session.get(keys), await badge()];
    await shortenAndCopy('https://example.org/fails', 'command');
    const afterFailure = await stored();
    server.clearFaults();
    await shortenAndCopy('https://example.org/works', 'command');
    const everything = JSON.stringify([afterFailure, await stored()]);
    expect(everything).toContain('fails');
    expect(everything).toContain('works');
    expect(everything).not.toContain(server.apiKey);
  });

  it('keeps its failures in session storage (memory only), never in local storage', async () => {
    await configure(server);
    server.inject({ status: 500, match: { method: 'POST' } });
    await shortenAndCopy('https://example.org/fails', 'command');
    expect((await fakeBrowser.storage.session.get('lastBackgroundError')).lastBackgroundError).toMatchObject({ url: 'https://example.org/fails' });
    expect(await fakeBrowser.storage.local.get('lastBackgroundError')).toEqual({});
  });
});

describe('shortenAndCopy without the clipboardWrite permission (optional on Chrome)', () => {
  it('makes the link without trying the offscreen copy, shows ✓ with how to copy it, and stores it for the popup', async () => {
    await configure(server);
    const clipboard = stubOffscreenClipboard({ granted: false });
    const url = 'https://example.org/not-allowed';
    const outcome = await shortenAndCopy(url, 'context-menu');
    expect(outcome).toMatchObject({ ok: true, existing: false, copied: false });
    expect(posts(server)).toHaveLength(1);
    // Not even tried: Chrome refuses the offscreen document's copy without the permission.
    expect(clipboard.createDocument).not.toHaveBeenCalled();
    expect(fakeBrowser.runtime.sendMessage).not.toHaveBeenCalled();
    expect(clipboard.copied).toEqual([]);
    const shortUrl = shortUrlOf(url);
    expect(await badge()).toEqual({ text: '✓', title: `Short link ready: ${shortUrl} — open Linklet to copy it` });
    expect(await loadUncopiedResult()).toMatchObject({ shortUrl, url, source: 'context-menu', copied: false, at: expect.any(String) });
    expect((await findByUrl(scopeOf(server.origin), url))?.short_url).toBe(shortUrl);
    expect(await loadBackgroundError()).toBeNull();
  });

  it('reuses an existing link the same way', async () => {
    await configure(server, defaultsOf(server.db.links[4]!));
    stubOffscreenClipboard({ granted: false });
    const known = server.db.links[4]!;
    expect(await shortenAndCopy(known.url, 'command')).toMatchObject({ ok: true, existing: true, copied: false });
    expect(posts(server)).toHaveLength(0);
    expect(await loadUncopiedResult()).toMatchObject({ shortUrl: shortUrlOf(known.url), source: 'command' });
  });

  it('keeps the ready badge: no timer resets it', async () => {
    await configure(server);
    stubOffscreenClipboard({ granted: false });
    await shortenAndCopy('https://example.org/kept', 'omnibox');
    await settleBadge(Date.now() + 60_000);
    expect((await badge()).text).toBe('✓');
  });

  it('treats a refused copy like a missing permission: the link waits in the popup', async () => {
    await configure(server);
    const clipboard = stubOffscreenClipboard({ refuse: true });
    const url = 'https://example.org/no-clipboard';
    expect(await shortenAndCopy(url, 'command')).toMatchObject({ ok: true, copied: false });
    expect(clipboard.createDocument).toHaveBeenCalledOnce();
    expect(await badge()).toEqual({ text: '✓', title: `Short link ready: ${shortUrlOf(url)} — open Linklet to copy it` });
    expect(await loadUncopiedResult()).toMatchObject({ shortUrl: shortUrlOf(url), copied: false });
  });
});

describe.each([44, 49] as const)('the page’s link by the one rule, from the menu and the shortcut (phpShort v%i, issue 39)', (version) => {
  let own: RefServer;
  beforeAll(async () => {
    own = await startServer({ port: 0, version, seed: { links: 0 } });
  });
  afterAll(async () => {
    await own?.close();
  });

  it('a page whose only link is on another domain and without the pixel gets one with the defaults; with exactly the defaults it is reused', async () => {
    own.reset({ links: 0 });
    const url = 'https://example.org/spring';
    // The page's link on domain 1 without pixels (as another person made it).
    await createClient({ baseUrl: own.url, apiKey: own.apiKey, version }).links.create({ url, domain_id: 1, alias: 'spring26' });
    await configure(own, { defaultDomainId: 2, defaultPixelIds: [1] });
    const clipboard = stubOffscreenClipboard();
    own.clearRequests();
    const first = await shortenAndCopy(url, 'command');
    expect(first).toMatchObject({ ok: true, existing: false });
    expect(posts(own)).toHaveLength(1);
    const form = new URLSearchParams(posts(own)[0]!.body);
    expect([form.get('domain_id'), form.getAll('pixel_ids[]')]).toEqual(['2', ['1']]);
    expect(clipboard.copied).not.toContain(expect.stringContaining('spring26'));
    // The link made now is what the defaults make: the next shorten reuses it, nothing more is stored.
    own.clearRequests();
    const second = await shortenAndCopy(url, 'context-menu');
    expect(second).toMatchObject({ ok: true, existing: true, link: { id: first.ok ? first.link.id : -1 } });
    expect(posts(own)).toHaveLength(0);
  });

  it('never sends a user:password@ of the address, in the check or the store', async () => {
    own.reset({ links: 0 });
    await configure(own, { defaultDomainId: 1 });
    stubOffscreenClipboard();
    own.clearRequests();
    expect(await shortenAndCopy('https://alice:s3cret@example.org/private', 'command')).toMatchObject({ ok: true });
    expect(JSON.stringify(own.apiRequests())).not.toContain('s3cret');
    expect(own.db.links.at(-1)?.url).toBe('https://example.org/private');
    // Nor is it kept on disk in the last result the popup offers (issue 47).
    expect(await loadBackgroundResult()).toMatchObject({ url: 'https://example.org/private' });
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('s3cret');
  });

  it.each(['context-menu', 'command'] as const)(
    'a page of the own network is not published by one click from the %s; nothing is sent (issue 47)',
    async (source) => {
      own.reset({ links: 0 });
      await configure(own, { defaultDomainId: 1 });
      stubOffscreenClipboard();
      own.clearRequests();
      expect(await shortenAndCopy('http://10.1.2.3/admin/users/42/edit', source)).toEqual({ ok: false, reason: 'private' });
      expect(own.apiRequests()).toEqual([]);
      expect(await loadBackgroundError()).toMatchObject({ problem: { name: 'PrivateAddress' } });
    },
  );

  it('a page of the own network is shortened at once once the person allowed it', async () => {
    own.reset({ links: 0 });
    await configure(own, { defaultDomainId: 1, allowPrivateOneClick: true });
    stubOffscreenClipboard();
    expect(await shortenAndCopy('http://10.1.2.3/admin', 'context-menu')).toMatchObject({ ok: true });
    expect(own.db.links.at(-1)?.url).toBe('http://10.1.2.3/admin');
  });

  it.each([
    'https://app.example/cb#access_token=ya29.abc&token_type=Bearer&state=/inbox?tab=1',
    'https://app.example/a;jsessionid=0A1B2C3D4E5F',
    'https://app.example/reset-password/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  ])('%s: held, nothing sent, not even the duplicate check (issue 47)', async (url) => {
    own.reset({ links: 0 });
    await configure(own, { defaultDomainId: 1 });
    own.clearRequests();
    expect(await shortenAndCopy(url, 'context-menu')).toEqual({ ok: false, reason: 'secret' });
    expect(own.apiRequests()).toEqual([]);
  });
});
