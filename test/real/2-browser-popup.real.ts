import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasHostPermission } from '../e2e/configure';
import type { ExtensionSession } from '../e2e/harness';
import { Background } from '../e2e/helpers';
import type { Link } from '../../lib/api/schemas';
import { checkIndexRefresh } from './lib/index-refresh';
import { ensureHostPermission, startBrowser, startPageServer, type PageServer, type RateWatch } from './lib/browser';
import { connect, openOptions, testConnection } from './lib/options-page';
import { field, fillMoreOptions, popupOver, shorten, WAIT } from './lib/popup';
import { note, suite, type Suite } from './lib/suite';
import { pixelTypeName } from '../../components/link-fields/pixel-option';

// The extension in real Chromium against the real server, as a new user meets it: connecting in
// the options page, Test connection, shortening the page in front from the toolbar popup (with
// the defaults, then with every "More options" field), an alias already taken, Recent links'
// search, and an index refresh under the rate limit. Each step first makes sure the rate limit leaves room for what it will ask.
let s: Suite;
let pages: PageServer;
let session: ExtensionSession;
let watch: RateWatch;
let background: Background;
const opened: Page[] = [];
let pixel: { id: number; name: string; type: string } | undefined;
let fullLink: Link;

const reserve = (requests: number) => s.pacer.reserve(requests, s.probe);

/** This run's link whose destination is `url`, found through the API (and tracked for clean-up). */
async function linkTo(url: string): Promise<Link | undefined> {
  const found = await s.client.links.list({ search: new URL(url).pathname, search_by: 'url', per_page: 10 });
  const link = found.items.find((l) => l.url === url);
  return link && s.tracker.link(link);
}

async function popupAt(what: string) {
  const opened_ = await popupOver(session, watch, pages.url(what));
  opened.push(opened_.popup, opened_.tab);
  return opened_;
}

beforeAll(async () => {
  s = await suite();
  pages = await startPageServer(s.names.marker);
  const made = await s.makePixel('px-popup', 'linkedin', '424242');
  if (made) pixel = { id: made.id, name: made.name!, type: made.type! };
  ({ session, watch } = await startBrowser(s.pacer, s.env.url));
  background = new Background(session);
  // The popup sees the tab's address only with access to the page's site.
  await ensureHostPermission(session, pages.origin);
});
afterAll(async () => {
  for (const page of opened) await page.close().catch(() => undefined);
  await background?.close();
  await session?.close();
  await pages?.close();
  await s?.tracker.cleanUp(s.client);
});

describe('connecting', () => {
  it('saves the instance and key in the options page, granting access to the instance', async () => {
    await reserve(15);
    const options = await openOptions(session);
    opened.push(options);
    await connect(session, options, s.env.url, s.env.key);
    expect(await hasHostPermission(session, new URL(s.env.url).origin)).toBe(true);
    // A new install shortens on the toolbar click; the journeys below choose first.
    await options.getByLabel('Let me choose before shortening', { exact: true }).check();
    await expect
      .poll(async () => await background.run(async () => (await (globalThis as any).chrome.storage.local.get('settings')).settings?.shortenOnOpen), {
        timeout: 10_000,
      })
      .toBe(false);
  });

  it('Test connection names the version and counts the links', async () => {
    await reserve(10);
    const { total } = (await s.client.links.list({ per_page: 10 })).meta;
    const options = opened.at(-1)!;
    const text = await testConnection(options);
    expect(text).toContain(`phpShort v${s.info.version}`);
    // Counted as the page writes numbers (in the browser's language).
    const count = await options.evaluate((n) => new Intl.NumberFormat().format(n), total!);
    expect(text).toContain(`${count} link${total === 1 ? '' : 's'}`);
  });
});

describe('shortening the page in front', () => {
  it('with the defaults: one link to the page, on the default domain', async () => {
    await reserve(15);
    const url = pages.url('popup-defaults');
    const { popup } = await popupAt('popup-defaults');
    const shown = await shorten(popup);
    const link = await linkTo(url);
    expect(link, `no link to ${url} on the server`).toBeDefined();
    expect(link!.short_url).toBe(shown);
    expect(typeof link!.domain === 'object' ? link!.domain?.id : link!.domain).toBe(s.domainId);
  });

  it('with every "More options" field of the version, each read back through the API', async () => {
    await reserve(20);
    const url = pages.url('popup-full');
    const spaces = s.allows('spaces') ? await s.client.spaces.list({ per_page: 10, sort_by: 'id', sort: 'asc' }) : null;
    const { popup } = await popupAt('popup-full');
    await field(popup, 'Alias').fill(s.names.alias('popup-full'));
    if (pixel) await popup.getByLabel(`${pixel.name} (${pixelTypeName(pixel.type)})`, { exact: true }).check();
    const { checks, skipped } = await fillMoreOptions(popup, {
      version: s.info.version,
      allows: s.allows,
      spaceId: spaces?.items[0]?.id,
      expiredUrl: s.names.url('popup-expired'),
      ruleUrl: (country) => s.names.url(`popup-${country}`),
    });
    for (const why of skipped) note(`Not checked on this account: ${why}`);
    const shown = await shorten(popup);
    expect(shown.endsWith(`/${s.names.alias('popup-full')}`)).toBe(true);
    fullLink = (await linkTo(url))!;
    const read = await s.client.links.get(fullLink.id);
    for (const check of checks) expect(check.actual(read), check.what).toEqual(check.expected);
    console.log(`[linklet real] popup link read back: ${checks.map((c) => c.what).join(', ')}${pixel ? ', pixel' : ''}`);
    if (pixel) expect(read.pixels?.map((p) => (typeof p === 'number' ? p : p.id))).toEqual([pixel.id]);
  });

  it('reuses the page’s link only when it is what the defaults would make (issue 39)', async () => {
    await reserve(20);
    const url = pages.url('popup-reuse');
    // The page's link as a colleague made it: on another domain of the account when there is one,
    // with the run's pixel when the plan has pixels — not what the defaults (default domain, no pixel) make.
    const domains = await s.client.domains.list({ per_page: 10 });
    const otherDomain = domains.items.find((d) => d.id !== s.domainId)?.id;
    if (!otherDomain && !pixel) return note('Not checked on this account: reuse (no second domain and no pixels)');
    const colleague = s.tracker.link(
      await s.client.links.create({
        url,
        domain_id: otherDomain ?? s.domainId,
        alias: s.names.alias('popup-reuse'),
        ...(pixel ? { pixel_ids: [pixel.id] } : {}),
      }),
    );
    const first = await popupAt('popup-reuse');
    // The form first: the colleague's link is named, not shown as the page's.
    await first.popup.getByRole('button', { name: `Use it: ${colleague.short_url.replace(/^https?:\/\//, '')}` }).waitFor(WAIT);
    expect(await first.popup.getByText('This page already has a short link').count()).toBe(0);
    const made = await shorten(first.popup);
    expect(made).not.toBe(colleague.short_url);
    const mine = await s.client.links.list({ search: new URL(url).pathname, search_by: 'url', per_page: 10 });
    const ours = mine.items.filter((l) => l.url === url);
    for (const link of ours) s.tracker.link(link);
    expect(ours.map((l) => l.short_url).sort()).toEqual([colleague.short_url, made].sort());
    // The same page again: the link just made is exactly the defaults' one, shown, and nothing more is made.
    const again = await popupAt('popup-reuse');
    await again.popup.getByText('This page already has a short link').waitFor(WAIT);
    expect(await field(again.popup, 'Short link').inputValue()).toBe(made);
    const after = await s.client.links.list({ search: new URL(url).pathname, search_by: 'url', per_page: 10 });
    expect(after.items.filter((l) => l.url === url)).toHaveLength(2);
  });

  it('shows an alias already taken at the Alias field, and makes no link', async () => {
    await reserve(15);
    const url = pages.url('popup-taken');
    const { popup } = await popupAt('popup-taken');
    await field(popup, 'Alias').fill(s.names.alias('popup-full'));
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    const alias = field(popup, 'Alias');
    await popup.locator('#alias[aria-invalid="true"]').waitFor(WAIT);
    const message = (await popup.locator('#alias-error').textContent())?.trim() ?? '';
    expect(message.length).toBeGreaterThan(0);
    expect(await alias.inputValue()).toBe(s.names.alias('popup-full'));
    expect(await linkTo(url)).toBeUndefined();
  });
});

describe('finding it again', () => {
  it('Recent links’ search finds the link by its alias', async () => {
    await reserve(15);
    const { popup } = await popupAt('popup-search');
    await field(popup, 'Search links').fill(s.names.alias('popup-full'));
    const row = popup.locator('.recent-row').filter({ hasText: s.names.alias('popup-full') });
    await row.first().waitFor(WAIT);
    expect(await row.locator('.recent-url').textContent()).toBe(fullLink.url);
  });
});

describe('the background under the rate limit', () => {
  it('refreshes the index when asked, pacing itself: the server’s Remaining never reaches 0', async () => {
    await reserve(30);
    await checkIndexRefresh(s, watch, background);
  });

  it('was never refused with a 429 during these journeys', () => {
    expect(watch.seen.filter((r) => r.status === 429).map((r) => `${r.method} ${r.url.pathname}`)).toEqual([]);
  });
});
