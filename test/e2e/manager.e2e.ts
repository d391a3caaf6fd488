import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { isMine } from '../server/types';
import { configureExtension } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { ManagerPage, type Query } from './manager-page';

// The options page's Links and Pixels views against the reference server: every filter reaches
// the server as its contract parameter, the list shows exactly what the server answers, and
// every write sends exactly what the user changed.
let server: RefServer;
let session: ExtensionSession;
let m: ManagerPage;

const SEED = { links: 120, pixels: 30 };
const LINKS = '/api/v1/links';
const PIXELS = '/api/v1/pixels';
const poll = { timeout: 10_000 };
const base: Query = { sort_by: 'id', sort: 'desc', per_page: '25', page: '1' };

beforeAll(async () => {
  server = await startServer({ port: 0, seed: SEED });
  session = await launchExtension();
  await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey });
  m = new ManagerPage(await session.context.newPage(), session, server);
});
afterAll(async () => {
  await session?.close();
  await server?.close();
});
beforeEach(() => server.reset(SEED));

/** The page asked for exactly `query`, and shows exactly the server's answer to it. */
async function expectLinks(query: Query): Promise<void> {
  await expect.poll(() => m.lastListQuery(LINKS), poll).toEqual(query);
  const answer = await m.serverAnswer<{ short_url: string }>(LINKS, query);
  await expect.poll(() => m.shownShortUrls(), poll).toEqual(answer.map((link) => link.short_url));
}

async function expectPixels(query: Query): Promise<void> {
  await expect.poll(() => m.lastListQuery(PIXELS), poll).toEqual(query);
  const answer = await m.serverAnswer<{ name: string }>(PIXELS, query);
  await expect.poll(() => m.shownPixelNames(), poll).toEqual(answer.map((pixel) => pixel.name));
}

describe('Links view', () => {
  it('lists the newest links, 25 a page, with every column', async () => {
    await m.open('#links');
    await expectLinks(base);
    const newest = server.db.links.filter(isMine).at(-1)!;
    const row = m.row(`https://${server.db.domains.find((d) => d.id === newest.domain_id)!.name}/${newest.alias}`);
    const text = await row.textContent();
    expect(text).toContain(newest.url);
    expect(text).toContain(newest.title);
    // Counts as the reader's language writes them (issue 51: "19,288", not "19288").
    expect(text).toContain(new Intl.NumberFormat('en').format(newest.clicks));
  });

  it('sends each filter and sort as its contract parameter and shows the server’s answer', async () => {
    const sample = server.db.links.find((l) => l.alias.length >= 6)!;
    await m.open('#links');
    await expectLinks(base);

    await m.search(sample.title.slice(0, 12));
    await expectLinks({ ...base, search: sample.title.slice(0, 12).trim(), search_by: 'title' });
    await m.choose('Search by', { value: 'alias' });
    await m.search(sample.alias.slice(1, 5));
    await expectLinks({ ...base, search: sample.alias.slice(1, 5), search_by: 'alias' });
    await m.choose('Search by', { value: 'url' });
    await expectLinks({ ...base, search: sample.alias.slice(1, 5), search_by: 'url' });
    await m.search('wikipedia');
    await expectLinks({ ...base, search: 'wikipedia', search_by: 'url' });

    await m.open('#links');
    for (const [status, label] of [
      ['1', 'Active'],
      ['2', 'Expired'],
      ['3', 'Disabled'],
    ] as const) {
      await m.choose('Status', { label });
      await expectLinks({ ...base, status });
    }
    await m.choose('Status', { label: 'All' });
    await expectLinks(base);

    await m.choose('Space', { label: 'Research' });
    await expectLinks({ ...base, space_id: '2' });
    await m.choose('Domain', { label: 'go.example.com' });
    await expectLinks({ ...base, space_id: '2', domain_id: '2' });
    await m.choose('Space', { label: 'All spaces' });
    await m.choose('Domain', { label: 'All domains' });
    const pixel = server.db.pixels.find((p) => server.db.links.some((l) => l.pixel_ids.includes(p.id)))!;
    await m.choose('Pixel', { label: pixel.name });
    await expectLinks({ ...base, pixel_id: String(pixel.id) });
    await m.choose('Pixel', { label: 'All pixels' });

    // An id typed by hand (installations without the domains list need it).
    await m.choose('Domain', { label: 'Other ID…' });
    await m.filters.getByLabel('Domain ID').fill('3');
    await m.filters.getByLabel('Domain ID').press('Enter');
    await expectLinks({ ...base, domain_id: '3' });

    // Sorting is the columns' headings: numbers and dates largest first, texts from A; the sorted one again turns round.
    await m.open('#links');
    for (const [sortBy, sort, heading] of [
      ['clicks', 'desc', 'Clicks'],
      ['title', 'asc', 'Title'],
      ['alias', 'asc', 'Short URL'],
      ['url', 'asc', 'Destination'],
      ['id', 'desc', 'Created'],
    ] as const) {
      await m.sortBy(heading);
      await expectLinks({ ...base, sort_by: sortBy, sort });
      expect(await m.heading(heading).getAttribute('aria-sort')).toBe(sort === 'asc' ? 'ascending' : 'descending');
    }
    await m.sortBy('Created');
    await expectLinks({ ...base, sort: 'asc' });
    for (const perPage of ['10', '50', '100']) {
      await m.choose('Per page', { value: perPage });
      await expectLinks({ ...base, sort: 'asc', per_page: perPage });
    }
  });

  it('offers the domains and spaces seen on links where the installation has no lists of them', async () => {
    server.setExtras(false);
    // An instance without the lists from the start: nothing known of it from the journeys above.
    await (await session.currentWorker()).evaluate(() => (globalThis as unknown as { chrome: any }).chrome.storage.local.remove('instanceFacts'));
    await m.open('#links');
    await expectLinks(base);
    await m.choose('Domain', { label: 'l.acme.test' });
    await expectLinks({ ...base, domain_id: '3' });
    await m.choose('Space', { label: 'Personal' });
    await expectLinks({ ...base, space_id: '3', domain_id: '3' });
    expect(m.extensionRequests('GET', '/api/v1/domains').length).toBeGreaterThan(0);
  });

  it('pages from meta, and keeps its state in the URL across a reload', async () => {
    await m.open('#links?status=1');
    await expectLinks({ ...base, status: '1' });
    const { meta } = await m.serverPage(LINKS, { ...base, status: '1' });
    expect(meta.last_page).toBeGreaterThan(2);
    await m.page.getByRole('button', { name: 'Next' }).click();
    await expectLinks({ ...base, status: '1', page: '2' });
    expect(m.page.url()).toMatch(/#links\?status=1&page=2$/);
    await m.page.reload();
    await expectLinks({ ...base, status: '1', page: '2' });
    await m.page.getByRole('button', { name: 'Last' }).click();
    const last = String(meta.last_page);
    await expectLinks({ ...base, status: '1', page: last });
    await expect.poll(() => m.page.getByText(`Page ${last} of ${last}`).count()).toBe(1);
    expect(await m.page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await m.page.goBack();
    await expectLinks({ ...base, status: '1', page: '2' });
  });

  it('shows a failed list as an alert, and Try again loads it', async () => {
    // Every list asked meets it: the worker's index may ask before the Links view does.
    server.inject({ status: 500, match: { method: 'GET', path: LINKS }, times: 100 });
    await m.open('#links');
    await m.page.getByRole('alert').filter({ hasText: 'The server had a problem.' }).waitFor();
    server.clearFaults();
    await m.page.getByRole('button', { name: 'Try again' }).click();
    await expectLinks(base);
  });
});

/** A plain link of the seed (no targeting, password or expiry), shown on the first page. */
function plainLink() {
  const firstPage = server.db.links
    .filter(isMine)
    .sort((a, b) => b.id - a.id)
    .slice(0, 25);
  const link = firstPage.find(
    (l) => l.disabled === 0 && l.target_type === 0 && !l.password && l.privacy === 0 && !l.expiration_date && !l.expiration_clicks && l.pixel_ids.length === 0,
  )!;
  const domain = server.db.domains.find((d) => d.id === link.domain_id)!;
  return { link, shortUrl: `https://${domain.name}/${link.alias}` };
}

describe('Links view: row actions', () => {
  it('disables and enables with a PATCH of `disabled` alone, the row showing the server’s answer', async () => {
    const { link, shortUrl } = plainLink();
    await m.open('#links');
    await expectLinks(base);
    const row = m.row(shortUrl);
    await (await m.rowAction(shortUrl, 'Disable')).click();
    await row.getByText('Disabled', { exact: true }).waitFor();
    expect(m.lastWrite('PATCH', `${LINKS}/${link.id}`)).toEqual({ disabled: '1' });
    expect(await row.getByText('Disabled', { exact: true }).count()).toBe(1);
    expect(server.db.links.find((l) => l.id === link.id)!.disabled).toBe(1);

    await (await m.rowAction(shortUrl, 'Enable')).click();
    await row.getByText('Active', { exact: true }).waitFor();
    expect(m.lastWrite('PATCH', `${LINKS}/${link.id}`)).toEqual({ disabled: '0' });
    expect(await row.getByText('Active', { exact: true }).count()).toBe(1);
  });

  it('deletes after confirmation, and only when the server confirms', async () => {
    const { link, shortUrl } = plainLink();
    await m.open('#links');
    await expectLinks(base);
    await (await m.rowAction(shortUrl, 'Delete')).click();
    await expect.poll(() => m.indexHits(link.alias), poll).toContain(link.id);
    const dialog = m.dialog('Delete this link?');
    expect(await dialog.textContent()).toContain(shortUrl);

    server.inject({ status: 503, match: { method: 'DELETE' } });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('alert').waitFor();
    expect(await m.row(shortUrl).count()).toBe(1);

    await dialog.getByRole('button', { name: 'Delete' }).click();
    await m.row(shortUrl).waitFor({ state: 'detached' });
    expect(m.extensionRequests('DELETE', `${LINKS}/${link.id}`)).toHaveLength(2);
    expect(server.db.links.some((l) => l.id === link.id)).toBe(false);
    expect(await dialog.count()).toBe(0);
    // The background's index (the popup's search) no longer has it.
    await expect.poll(() => m.indexHits(link.alias), poll).not.toContain(link.id);
  });

  it('copies the short URL', async () => {
    const { shortUrl } = plainLink();
    await m.open('#links');
    await expectLinks(base);
    await m.row(shortUrl).getByRole('button', { name: 'Copy' }).click();
    await m.page
      .getByRole('status')
      .filter({ hasText: `Copied ${shortUrl.replace(/^https?:\/\//, '')}` })
      .waitFor();
    // Reading the clipboard needs a permission extension pages cannot be granted here: paste it.
    const paste = await m.page.evaluateHandle(() => document.body.appendChild(document.createElement('textarea')));
    await paste.asElement()!.focus();
    await m.page.keyboard.press('Control+V');
    expect(await paste.evaluate((area) => (area as HTMLTextAreaElement).value)).toBe(shortUrl);
  });

  it('shows the short link’s QR code', async () => {
    const { shortUrl } = plainLink();
    await m.open('#links');
    await expectLinks(base);
    await (await m.rowAction(shortUrl, 'QR')).click();
    await m
      .dialog(`QR code of ${shortUrl}`)
      .getByRole('img', { name: `QR code of ${shortUrl}` })
      .waitFor();
    await m.page.keyboard.press('Escape');
    await m.dialog().waitFor({ state: 'detached' });
  });
});

interface EditStep {
  what: string;
  change(dialog: Locator): Promise<unknown>;
  /** Exactly the fields the PATCH must carry. */
  sent: string[];
}

const STEPS: EditStep[] = [
  { what: 'destination', change: (d) => d.getByLabel('Destination URL').fill('https://example.org/new-destination'), sent: ['url'] },
  { what: 'alias', change: (d) => d.getByLabel('Alias', { exact: true }).fill('edited-alias'), sent: ['alias'] },
  { what: 'link password', change: (d) => d.getByLabel('Link password', { exact: true }).fill('open sesame'), sent: ['password'] },
  { what: 'space', change: (d) => d.getByLabel('Space', { exact: true }).selectOption({ label: 'Marketing' }), sent: ['space_id'] },
  { what: 'pixels', change: (d) => d.getByRole('checkbox', { name: 'GA4 property (Google Analytics)', exact: true }).check(), sent: ['pixel_ids[]'] },
  { what: 'disabled', change: (d) => d.getByRole('checkbox', { name: 'Disabled' }).check(), sent: ['disabled'] },
  { what: 'privacy', change: (d) => d.getByLabel('Statistics', { exact: true }).selectOption({ label: 'Private' }), sent: ['privacy'] },
  {
    what: 'statistics password',
    change: async (d) => {
      await d.getByLabel('Statistics', { exact: true }).selectOption({ label: 'Password' });
      await d.getByLabel('Statistics password').fill('stats-pass');
    },
    sent: ['privacy', 'privacy_password'],
  },
  {
    // v44 asks for both: a day without a time is refused.
    what: 'expiration date and time',
    change: async (d) => {
      await d.getByLabel('Expiration date').fill('2031-01-31');
      await d.getByLabel('Expiration time').fill('18:30');
    },
    sent: ['expiration_date', 'expiration_time'],
  },
  { what: 'click limit', change: (d) => d.getByLabel('Click limit').fill('500'), sent: ['expiration_clicks'] },
  { what: 'expiration URL', change: (d) => d.getByLabel('Expiration URL').fill('https://example.org/ended'), sent: ['expiration_url'] },
  {
    what: 'country targeting',
    change: async (d) => {
      await d.getByLabel('Targeting type').selectOption({ label: 'Country' });
      await d.getByRole('button', { name: 'Add country rule' }).click();
      await d.getByLabel('Country (rule 1)').fill('US');
      await d.getByLabel('URL (rule 1)').first().fill('https://example.org/us');
    },
    sent: ['target_type', 'country[0][key]', 'country[0][value]'],
  },
  {
    what: 'language targeting',
    change: async (d) => {
      await d.getByLabel('Targeting type').selectOption({ label: 'Language' });
      await d.getByRole('button', { name: 'Add language rule' }).click();
      await d.getByLabel('Language (rule 1)').fill('de');
      await d.getByLabel('URL (rule 1)').first().fill('https://example.org/de');
    },
    sent: ['target_type', 'language[0][key]', 'language[0][value]'],
  },
  {
    what: 'rotation',
    change: async (d) => {
      await d.getByLabel('Targeting type').selectOption({ label: 'Rotation' });
      await d.getByRole('button', { name: 'Add rotation URL' }).click();
      await d.getByLabel('Rotation URL 1').fill('https://example.org/a');
    },
    sent: ['target_type', 'rotation[0][value]'],
  },
  {
    // What the real server understands: `pixel_ids[]=` (never `pixel_ids=`, a 500 there).
    what: 'no pixels',
    change: (d) => d.getByRole('checkbox', { name: 'GA4 property (Google Analytics)', exact: true }).uncheck(),
    sent: ['pixel_ids[]'],
  },
  {
    // A rotation without URLs is refused at its row; "None" ends targeting: `target_type=0`, as
    // the real server clears it (sending an emptied family as `rotation=` would be a 500).
    what: 'no targeting',
    change: (d) => d.getByLabel('Targeting type').selectOption({ label: 'None' }),
    sent: ['target_type'],
  },
];

describe('Links view: Edit', () => {
  it('edits each field, sending a PATCH of exactly that field', async () => {
    const { link, shortUrl } = plainLink();
    await m.open('#links');
    await expectLinks(base);
    let shown = shortUrl;
    for (const step of STEPS) {
      const writes = m.extensionRequests('PATCH', `${LINKS}/${link.id}`).length;
      await (await m.rowAction(shown, 'Edit')).click();
      const dialog = m.dialog();
      await dialog.getByLabel('Destination URL').waitFor();
      await step.change(dialog);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 10_000 }).catch(async () => {
        throw new Error(`${step.what}: the dialog stayed open: ${await dialog.textContent()}`);
      });
      expect(m.extensionRequests('PATCH', `${LINKS}/${link.id}`), step.what).toHaveLength(writes + 1);
      expect(Object.keys(m.lastWrite('PATCH', `${LINKS}/${link.id}`)!).sort(), step.what).toEqual([...step.sent].sort());
      if (step.what === 'alias') shown = shown.replace(/[^/]+$/, 'edited-alias');
    }
    const stored = server.db.links.find((l) => l.id === link.id)!;
    expect(stored).toMatchObject({
      url: 'https://example.org/new-destination',
      alias: 'edited-alias',
      password: 'open sesame',
      space_id: 1,
      disabled: 1,
      privacy: 2,
      privacy_password: 'stats-pass',
      expiration_date: '2031-01-31',
      expiration_time: '18:30',
      expiration_clicks: 500,
      expiration_url: 'https://example.org/ended',
      // Targeting ended by type; the families are kept as the server keeps them.
      target_type: 0,
      country: [{ key: 'US', value: 'https://example.org/us' }],
      language: [{ key: 'de', value: 'https://example.org/de' }],
    });
    expect(stored.pixel_ids).toEqual([]);
    // The background's index (the popup's search) knows the link by its new alias.
    await expect.poll(() => m.indexHits('edited-alias'), poll).toContain(link.id);
  });

  it('shows the server’s 422 at the field and keeps what was typed', async () => {
    const { link, shortUrl } = plainLink();
    const taken = server.db.links.find((l) => l.domain_id === link.domain_id && l.id !== link.id)!.alias;
    await m.open('#links');
    await expectLinks(base);
    await (await m.rowAction(shortUrl, 'Edit')).click();
    const dialog = m.dialog();
    await dialog.getByLabel('Alias', { exact: true }).fill(taken);
    await dialog.getByRole('button', { name: 'Save' }).click();
    // v44 words its messages with the field's label.
    const message = dialog.getByText('The Alias has already been taken.', { exact: true });
    await message.waitFor();
    const alias = dialog.getByLabel('Alias', { exact: true });
    expect(await alias.getAttribute('aria-describedby')).toContain(await message.getAttribute('id'));
    expect(await alias.inputValue()).toBe(taken);
    expect(await dialog.getByRole('alert').count()).toBeGreaterThan(0);
  });
});

describe('Links view: keeping the list in order', () => {
  it('refills the page after a delete', async () => {
    const query = { ...base, per_page: '10' };
    await m.open('#links?per_page=10');
    await expectLinks(query);
    const [first, ...rest] = await m.shownShortUrls();
    await (await m.rowAction(first!, 'Delete')).click();
    await m.dialog('Delete this link?').getByRole('button', { name: 'Delete' }).click();
    await m.row(first!).waitFor({ state: 'detached' });
    const after = await m.serverAnswer<{ short_url: string }>(LINKS, query);
    expect(after).toHaveLength(10);
    await expect.poll(() => m.shownShortUrls(), poll).toEqual(after.map((link) => link.short_url));
    expect(after.map((link) => link.short_url).slice(0, 9)).toEqual(rest);
  });

  it('pages from the bottom back to the top of the list', async () => {
    await m.page.setViewportSize({ width: 1280, height: 600 });
    try {
      await m.open('#links');
      await expectLinks(base);
      const next = m.page.getByRole('button', { name: 'Next' });
      await next.scrollIntoViewIfNeeded();
      expect(await m.page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await next.click();
      await expectLinks({ ...base, page: '2' });
      const top = await m.page.locator('.manager-list').evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThan(-2);
      expect(top).toBeLessThan(100);
      expect(await m.hasFocus(m.page.locator('.manager-list'))).toBe(true);
    } finally {
      await m.page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('clears every search and filter with “Clear filters”, keeping the sort', async () => {
    await m.open('#links?search=a&search_by=alias&status=1&domain_id=2&sort_by=clicks');
    await expectLinks({ ...base, search: 'a', search_by: 'alias', status: '1', domain_id: '2', sort_by: 'clicks' });
    await m.filters.getByRole('button', { name: 'Clear filters' }).click();
    await expectLinks({ ...base, sort_by: 'clicks' });
    expect(await m.hasFocus(m.control('Search'))).toBe(true);
    expect(await m.page.getByRole('button', { name: 'Clear filters' }).count()).toBe(0);
  });

  it('shows when each link was created and when it expires', async () => {
    const expiring = server.db.links.filter(isMine).find((l) => l.expiration_date && l.expiration_time)!;
    await m.open('#links?search_by=alias&search=' + encodeURIComponent(expiring.alias));
    const [answer] = await m.serverAnswer<{ short_url: string; created_at: string; ends_at: string }>(LINKS, {
      ...base,
      search: expiring.alias,
      search_by: 'alias',
    });
    const row = m.row(answer!.short_url);
    await row.waitFor();
    const headings = await m.page.locator('table.manager-table th').allTextContents();
    expect(headings.slice(5, 7)).toEqual(['Created', 'Expires']);
    const times = await row.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
    expect(times).toEqual([answer!.created_at, answer!.ends_at]);
  });

  it('shows its rows whole at 420 px wide: no sideways scrolling, each short link in view', async () => {
    await m.page.setViewportSize({ width: 420, height: 800 });
    try {
      await m.open('#links');
      await expectLinks(base);
      expect(await m.scrollsSideways()).toBe(false);
      const boxes = await m.page.locator('table.manager-table tbody tr td:first-child').evaluateAll((cells) =>
        cells.map((cell) => {
          const box = cell.getBoundingClientRect();
          return { left: box.left, right: box.right, width: box.width };
        }),
      );
      expect(boxes).toHaveLength(25);
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(420);
        expect(box.width).toBeGreaterThan(100);
      }
      // Each cell says which column it is.
      expect(await m.page.locator('table.manager-table tbody tr').first().locator('td[data-label]').count()).toBeGreaterThan(4);
      const dialogWidth = async () => {
        const first = m.page.locator('table.manager-table tbody tr').first();
        await first.getByRole('button', { name: 'More', exact: true }).click();
        await first.getByRole('button', { name: 'Edit', exact: true }).click();
        await m.dialog().getByLabel('Destination URL').waitFor();
        return m.dialog().evaluate((el) => el.getBoundingClientRect().right);
      };
      expect(await dialogWidth()).toBeLessThanOrEqual(420);
    } finally {
      await m.page.setViewportSize({ width: 1280, height: 720 });
    }
  });
});

describe('Links view: the editor’s focus, error summary and Escape', () => {
  it('moves the focus into the editor, to its first field', async () => {
    const { shortUrl } = plainLink();
    await m.open('#links');
    await expectLinks(base);
    await (await m.rowAction(shortUrl, 'Edit')).click();
    const url = m.dialog().getByLabel('Destination URL');
    await url.waitFor();
    await expect.poll(() => m.hasFocus(url), poll).toBe(true);
  });

  it('lists a refusal at the top, links to the field, and moves the focus to it', async () => {
    const { link, shortUrl } = plainLink();
    const taken = server.db.links.find((l) => l.domain_id === link.domain_id && l.id !== link.id)!.alias;
    await m.open('#links');
    await expectLinks(base);
    await (await m.rowAction(shortUrl, 'Edit')).click();
    const dialog = m.dialog();
    const alias = dialog.getByLabel('Alias', { exact: true });
    await alias.fill(taken);
    await dialog.getByLabel('Expiration URL').fill('https://example.org/ended');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const summary = dialog.getByRole('alert', { name: 'The server refused the changes. Check these fields:' });
    await summary.waitFor();
    expect(await summary.getByRole('link').allTextContents()).toEqual(['Alias: The Alias has already been taken.']);
    await expect.poll(() => m.hasFocus(alias), poll).toBe(true);
    expect(await alias.inputValue()).toBe(taken);

    await dialog.getByLabel('Expiration URL').focus();
    await summary.getByRole('link').click();
    expect(await m.hasFocus(alias)).toBe(true);
    expect(m.page.url()).toMatch(/#links$/);
  });

  it('asks before Escape discards what was typed', async () => {
    const { link, shortUrl } = plainLink();
    await m.open('#links');
    await expectLinks(base);
    // Edit is chosen in the row's "More", where the focus comes back when the editor closes.
    const edit = m.row(shortUrl).getByRole('button', { name: 'More', exact: true });
    await (await m.rowAction(shortUrl, 'Edit')).click();
    const dialog = m.dialog(`Edit ${shortUrl}`);
    await dialog.getByLabel('Destination URL').waitFor();
    await m.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await (await m.rowAction(shortUrl, 'Edit')).click();
    const alias = dialog.getByLabel('Alias', { exact: true });
    await alias.fill('half-typed');
    const ask = m.dialog('Discard your changes?');
    const keep = ask.getByRole('button', { name: 'Keep editing' });
    // Twice in a row, with no click or typing between: each Escape still asks.
    for (let round = 0; round < 2; round++) {
      await m.page.keyboard.press('Escape');
      await keep.waitFor();
      expect(await m.hasFocus(keep)).toBe(true);
      await m.page.keyboard.press('Escape');
      await ask.waitFor({ state: 'detached' });
      expect(await dialog.isVisible()).toBe(true);
      expect(await alias.inputValue()).toBe('half-typed');
    }
    await m.page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => m.hasFocus(edit), poll).toBe(true);
    expect(m.extensionRequests('PATCH', `${LINKS}/${link.id}`)).toHaveLength(0);
  });
});

describe('Pixels view', () => {
  const pixelBase: Query = { sort_by: 'id', sort: 'desc', per_page: '25', page: '1' };

  it('sends each filter and sort as its contract parameter, pages, and shows the server’s answer', async () => {
    await m.open('#pixels');
    await expectPixels(pixelBase);
    await m.page.getByRole('button', { name: 'Next' }).click();
    await expectPixels({ ...pixelBase, page: '2' });
    await m.search('tag');
    await expectPixels({ ...pixelBase, search: 'tag', search_by: 'name' });
    await m.choose('Type', { label: 'Google Tag Manager' });
    await expectPixels({ ...pixelBase, search: 'tag', search_by: 'name', type: 'google-tag-manager' });
    await m.open('#pixels');
    await m.sortBy('Name');
    await expectPixels({ ...pixelBase, sort_by: 'name', sort: 'asc' });
    await m.choose('Per page', { value: '10' });
    await expectPixels({ ...pixelBase, sort_by: 'name', sort: 'asc', per_page: '10' });
  });

  it('refuses a new pixel with a missing field before any request, then shows the server’s 422 at its field', async () => {
    await m.open('#pixels');
    await expectPixels(pixelBase);
    await m.page.getByRole('button', { name: 'New pixel' }).click();
    const dialog = m.dialog('New pixel');
    await dialog.getByLabel('Name').fill('Spring campaign');
    await dialog.getByRole('button', { name: 'Create pixel' }).click();
    await expect.poll(() => dialog.getByLabel('Type').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel('Value').getAttribute('aria-invalid')).toBe('true');
    expect(m.extensionRequests('POST', PIXELS)).toHaveLength(0);

    await dialog.getByLabel('Type').selectOption({ label: 'LinkedIn' });
    await dialog.getByLabel('Value').fill('9'.repeat(300));
    await dialog.getByRole('button', { name: 'Create pixel' }).click();
    const message = dialog.getByText('The value field must not be greater than 255 characters.');
    await message.waitFor();
    expect(await dialog.getByLabel('Value').getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Spring campaign');
    expect(m.extensionRequests('POST', PIXELS)).toHaveLength(1);

    await dialog.getByLabel('Value').fill('4567');
    await dialog.getByRole('button', { name: 'Create pixel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(m.lastWrite('POST', PIXELS)).toEqual({ name: 'Spring campaign', type: 'linkedin', value: '4567' });
    await m.row('Spring campaign').waitFor();
    expect(server.db.pixels.some((p) => p.name === 'Spring campaign' && p.type === 'linkedin')).toBe(true);
  });

  it('edits a pixel sending only what changed', async () => {
    const pixel = server.db.pixels.filter(isMine).sort((a, b) => b.id - a.id)[0]!;
    await m.open('#pixels');
    await expectPixels(pixelBase);
    await (await m.rowAction(pixel.name, 'Edit')).click();
    const dialog = m.dialog();
    await dialog.getByLabel('Value').fill('NEW-VALUE');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(m.lastWrite('PATCH', `${PIXELS}/${pixel.id}`)).toEqual({ value: 'NEW-VALUE' });
    await m.row(pixel.name).getByText('NEW-VALUE').waitFor();
  });

  it('says an edit is saved, and puts a duplicate name’s message at the name field', async () => {
    const [newest, other] = server.db.pixels.filter(isMine).sort((a, b) => b.id - a.id);
    await m.open('#pixels');
    await expectPixels(pixelBase);
    await (await m.rowAction(newest!.name, 'Edit')).click();
    let dialog = m.dialog();
    await dialog.getByLabel('Name').fill(other!.name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const message = dialog.getByText('The name has already been taken.');
    await message.waitFor();
    expect(await dialog.getByLabel('Name').getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
    expect(await dialog.getByLabel('Name').inputValue()).toBe(other!.name);

    await dialog.getByLabel('Name').fill('Renamed pixel');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await m.page.getByRole('status').filter({ hasText: 'Pixel “Renamed pixel” saved.' }).waitFor();
    expect(await m.page.getByText(/” created\./).count()).toBe(0);

    await m.page.getByRole('button', { name: 'New pixel' }).click();
    dialog = m.dialog('New pixel');
    await dialog.getByLabel('Name').fill(other!.name.toUpperCase());
    await dialog.getByLabel('Type').selectOption({ label: 'Bing' });
    await dialog.getByLabel('Value').fill('12345');
    await dialog.getByRole('button', { name: 'Create pixel' }).click();
    const refused = dialog.getByText('The name has already been taken.');
    await refused.waitFor();
    expect(await dialog.getByLabel('Name').getAttribute('aria-describedby')).toBe(await refused.getAttribute('id'));
  });

  it('says how many links use a pixel before deleting it', async () => {
    const used = (id: number) => server.db.links.filter((l) => l.pixel_ids.includes(id)).length;
    const pixel = [...server.db.pixels]
      .sort((a, b) => b.id - a.id)
      .slice(0, 25)
      .find((p) => used(p.id) > 1)!;
    const count = used(pixel.id);
    await m.open('#pixels');
    await expectPixels(pixelBase);
    await (await m.rowAction(pixel.name, 'Delete')).click();
    const dialog = m.dialog('Delete this pixel?');
    await dialog.getByText(`${count} links use “${pixel.name}”. Deleting the pixel removes it from them.`).waitFor();
    expect(m.lastListQuery(LINKS)).toEqual({ pixel_id: String(pixel.id), per_page: '10' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await m.row(pixel.name).waitFor({ state: 'detached' });
    expect(m.extensionRequests('DELETE', `${PIXELS}/${pixel.id}`)).toHaveLength(1);
    expect(server.db.pixels.some((p) => p.id === pixel.id)).toBe(false);
  });
});

describe('without a connection', () => {
  it('points to Settings, and never shows the key anywhere', async () => {
    const worker = await session.currentWorker();
    await worker.evaluate(() => (globalThis as unknown as { chrome: any }).chrome.storage.local.remove('apiKey'));
    await m.open('#links');
    await m.page.getByRole('alert').filter({ hasText: 'no API key' }).waitFor();
    await m.page.getByRole('link', { name: 'Open settings' }).click();
    await m.page.getByLabel('Instance URL').waitFor();
    await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey });
    expect(session.consoleLines.join('\n')).not.toContain(server.apiKey);
  });
});
