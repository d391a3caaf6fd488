import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../scripts/demo-messages';
import { startServer, type RefServer } from '../server';
import { expectAccessible } from './a11y-checks';
import { configureExtension } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { ManagerPage, type Query } from './manager-page';

// The managers' one toolbar (issue 51): the filters in a Filter menu, each one applied shown as a
// chip that takes it off; sorting by the columns' headings (aria-sort); empty states with a way
// out and no pager for one page; every new state accessible in light and dark.
const SEED = { links: 60, pixels: 30 };
const LINKS = '/api/v1/links';
const poll = { timeout: 15_000 };
const base: Query = { sort_by: 'id', sort: 'desc', per_page: '25', page: '1' };

let server: RefServer;
let session: ExtensionSession;
let m: ManagerPage;

beforeAll(async () => {
  server = await startServer({ port: 0, seed: SEED });
  session = await launchExtension();
  await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey });
  m = new ManagerPage(await session.context.newPage(), session, server);
  await m.page.setViewportSize({ width: 1280, height: 800 });
});
afterAll(async () => {
  await session?.close();
  await server?.close();
});
beforeEach(() => server.reset(SEED));

async function expectLinks(query: Query): Promise<void> {
  await expect.poll(() => m.lastListQuery(LINKS), poll).toEqual(query);
  const answer = await m.serverAnswer<{ short_url: string }>(LINKS, query);
  await expect.poll(() => m.shownShortUrls(), poll).toEqual(answer.map((link) => link.short_url));
}

const chips = () => m.filters.getByRole('list', { name: msg('managerFiltersInForce') }).getByRole('listitem');
const chip = (text: string) => m.filters.getByRole('button', { name: msg('managerRemoveFilter', text), exact: true });

describe('the Links toolbar', () => {
  it('keeps the filters in one menu: each chosen one is applied and shown as a chip, and its chip takes it off', async () => {
    await m.open('#links');
    await expectLinks(base);
    // One line: the filters' controls are not on the page until Filter is pressed.
    expect(await m.control(msg('managerStatus')).isVisible()).toBe(false);
    const filter = m.filters.getByRole('button', { name: msg('managerFilter'), exact: true });
    await filter.click();
    expect(await filter.getAttribute('aria-expanded')).toBe('true');
    await m.control(msg('managerStatus')).waitFor();
    await expectAccessible(m.page);

    await m.choose(msg('managerStatus'), { label: msg('managerStatusActive') });
    await expectLinks({ ...base, status: '1' });
    await m.choose(msg('managerSpace'), { label: 'Research' });
    await expectLinks({ ...base, status: '1', space_id: '2' });
    await m.choose(msg('managerDomain'), { label: 'go.example.com' });
    await expectLinks({ ...base, status: '1', space_id: '2', domain_id: '2' });
    const statusChip = msg('managerFilterChip', msg('managerStatus'), msg('managerStatusActive'));
    const spaceChip = msg('managerFilterChip', msg('managerSpace'), 'Research');
    const domainChip = msg('managerFilterChip', msg('managerDomain'), 'go.example.com');
    expect(await chips().allTextContents()).toEqual([statusChip, spaceChip, domainChip].map((text) => `${text}×`));

    // Escape closes the menu, the focus back on Filter; the chips stay.
    await m.control(msg('managerDomain')).focus();
    await m.page.keyboard.press('Escape');
    expect(await filter.getAttribute('aria-expanded')).toBe('false');
    expect(await m.hasFocus(filter)).toBe(true);
    await expectAccessible(m.page);

    // A chip takes its filter off, and only it.
    await chip(spaceChip).click();
    await expectLinks({ ...base, status: '1', domain_id: '2' });
    expect(await chips().count()).toBe(2);
    await chip(statusChip).click();
    await expectLinks({ ...base, domain_id: '2' });
    await chip(domainChip).click();
    await expectLinks(base);
    expect(await m.filters.getByRole('list', { name: msg('managerFiltersInForce') }).count()).toBe(0);
  });

  it('sorts by a column’s heading, which says its order', async () => {
    await m.open('#links');
    await expectLinks(base);
    expect(await m.heading(msg('managerColumnCreated')).getAttribute('aria-sort')).toBe('descending');
    await m.sortBy(msg('managerColumnClicks'));
    await expectLinks({ ...base, sort_by: 'clicks' });
    expect(await m.heading(msg('managerColumnClicks')).getAttribute('aria-sort')).toBe('descending');
    expect(await m.heading(msg('managerColumnCreated')).getAttribute('aria-sort')).toBe('none');
    const clicks = await m.page.locator('td.manager-number').allTextContents();
    const numbers = clicks.map((text) => Number(text.replace(/\D/g, '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    // The same heading again turns the order round; the keyboard presses it too.
    await m.heading(msg('managerColumnClicks')).getByRole('button').focus();
    await m.page.keyboard.press('Enter');
    await expectLinks({ ...base, sort_by: 'clicks', sort: 'asc' });
    expect(await m.heading(msg('managerColumnClicks')).getAttribute('aria-sort')).toBe('ascending');
    await expectAccessible(m.page);
  });

  it('says when nothing matches and offers “Clear filters”; a single page has no pager; the page size is the pager’s', async () => {
    await m.open('#links?search=no-such-link-anywhere');
    await m.page.getByText(msg('managerLinksNoMatch'), { exact: true }).waitFor();
    expect(await m.page.getByRole('navigation', { name: msg('managerPages') }).count()).toBe(0);
    await expectAccessible(m.page);
    await m.page
      .locator('.manager-empty')
      .getByRole('button', { name: msg('managerClearFilters'), exact: true })
      .click();
    await expectLinks(base);
    // 60 links, 25 a page: the pager, and its page size.
    const pager = m.page.getByRole('navigation', { name: msg('managerPages') });
    await pager.waitFor();
    // (50: the page object leaves the background's own 100-a-page reads out of the view's queries.)
    await m.choose(msg('managerPerPage'), { value: '50' });
    await expectLinks({ ...base, per_page: '50' });
    // A search that finds one link: one page, no pager.
    const [one] = await m.serverAnswer<{ alias: string }>(LINKS, base);
    await m.open(`#links?search=${encodeURIComponent(one!.alias)}&search_by=alias`);
    await expectLinks({ ...base, search: one!.alias, search_by: 'alias' });
    expect(await m.shownShortUrls()).toHaveLength(1);
    expect(await pager.count()).toBe(0);
  });

  it('copies from the row, and its toast names the link, accessible in both themes', async () => {
    await m.open('#links');
    await expectLinks(base);
    const shown = (await m.page.locator('table.manager-table tbody tr').first().locator('.manager-short').textContent())!;
    await m.page
      .locator('table.manager-table tbody tr')
      .first()
      .getByRole('button', { name: msg('managerCopy'), exact: true })
      .click();
    await m.page
      .getByRole('status')
      .filter({ hasText: msg('managerCopiedLink', shown) })
      .waitFor();
    await expectAccessible(m.page);
  });
});

describe('the Pixels toolbar', () => {
  it('filters by type in the menu, shows it as a chip, and has no red column of Delete buttons', async () => {
    await m.open('#pixels');
    await m.page.locator('table.manager-table tbody tr').first().waitFor();
    expect(await m.page.locator('table.manager-table tbody button.danger:visible').count()).toBe(0);
    await m.choose(msg('managerPixelType'), { label: 'Google Tag Manager' });
    await expect.poll(() => m.lastListQuery('/api/v1/pixels')?.type, poll).toBe('google-tag-manager');
    const typeChip = msg('managerFilterChip', msg('managerPixelType'), 'Google Tag Manager');
    await chip(typeChip).waitFor();
    await expectAccessible(m.page);
    await chip(typeChip).click();
    await expect.poll(() => m.lastListQuery('/api/v1/pixels')?.type, poll).toBeUndefined();
    // The unfiltered page shown (its rows replace the filtered ones) before a row's menu is opened.
    const answer = await m.serverAnswer<{ name: string }>('/api/v1/pixels', base);
    await expect.poll(() => m.shownPixelNames(), poll).toEqual(answer.map((pixel) => pixel.name));
    // A row's actions are behind its More.
    const row = m.page.locator('table.manager-table tbody tr').first();
    await row.getByRole('button', { name: msg('managerMore'), exact: true }).click();
    await row.getByRole('button', { name: msg('managerDelete'), exact: true }).waitFor();
    await expectAccessible(m.page);
  });
});
