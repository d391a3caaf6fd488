/**
 * Page object of the options page's Links and Pixels views, and what the reference server saw
 * of them. Journeys read like a user's steps; locators and request bookkeeping live here.
 */
import type { Locator, Page } from 'playwright-core';
import type { RecordedRequest, RefServer } from '../server';
import type { ExtensionSession } from './harness';

export type Query = Record<string, string>;

const flat = (query: Record<string, string[]>): Query => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v[0] ?? '']));

export class ManagerPage {
  constructor(
    readonly page: Page,
    private readonly session: ExtensionSession,
    private readonly server: RefServer,
  ) {}

  /** A fresh load of the options page at `hash` (a same-URL goto would not reload it). */
  async open(hash: string): Promise<void> {
    await this.page.goto('about:blank');
    await this.page.goto(this.session.pageUrl(`options.html${hash}`));
  }

  get filters(): Locator {
    return this.page.locator('.manager-filters');
  }

  dialog(name?: string | RegExp): Locator {
    return this.page.getByRole('dialog', name === undefined ? {} : { name });
  }

  /** A list control by its label: the page size is the pager's, the rest the toolbar's (some in its Filter menu). */
  control(label: string): Locator {
    const where = label === 'Per page' ? this.page.locator('.manager-pager') : this.filters;
    return where.getByLabel(label, { exact: true });
  }

  /** The toolbar's Filter menu, opened (it stays open while filters are chosen). */
  async openFilters(): Promise<void> {
    const button = this.filters.getByRole('button', { name: 'Filter', exact: true });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  }

  async choose(label: string, option: { value?: string; label?: string }): Promise<void> {
    const control = this.control(label);
    if (!(await control.isVisible())) await this.openFilters();
    await control.selectOption(option);
  }

  /** A column's heading, which sorts by it. */
  heading(name: string): Locator {
    return this.page.locator('table.manager-table thead th').filter({ has: this.page.getByRole('button', { name, exact: true }) });
  }

  async sortBy(name: string): Promise<void> {
    await this.heading(name).getByRole('button').click();
  }

  async search(text: string): Promise<void> {
    await this.control('Search').fill(text);
    await this.control('Search').press('Enter');
  }

  /** The short URLs of the table's rows, whole (each row shows its own without the scheme, and the whole one in its title). */
  async shownShortUrls(): Promise<string[]> {
    return this.page.locator('table.manager-table tbody tr .manager-short').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('title') ?? ''));
  }

  /** The short URLs as the rows show them. */
  async shownShortTexts(): Promise<string[]> {
    return this.page.locator('table.manager-table tbody tr .manager-short').allTextContents();
  }

  async shownPixelNames(): Promise<string[]> {
    return this.page.locator('table.manager-table tbody tr td:first-child').allTextContents();
  }

  /** The row showing `text` (a short URL is shown without its scheme). */
  row(text: string): Locator {
    const shown = text.replace(/^https?:\/\//, '');
    return this.page.locator('table.manager-table tbody tr').filter({ has: this.page.getByText(shown, { exact: true }) });
  }

  /** A row's action: a link's Copy is beside it, the others behind the row's "More". */
  async rowAction(text: string, name: string): Promise<Locator> {
    const row = this.row(text);
    const action = row.getByRole('button', { name, exact: true });
    if (!(await action.isVisible())) await row.getByRole('button', { name: 'More', exact: true }).click();
    return action;
  }

  /** Whether `locator` has the focus. */
  async hasFocus(locator: Locator): Promise<boolean> {
    return locator.evaluate((el) => el === document.activeElement);
  }

  /** Whether anything of the page or of the list's table reaches past the window's right edge. */
  async scrollsSideways(): Promise<boolean> {
    return this.page.evaluate(() => {
      const root = document.scrollingElement!;
      const wrap = document.querySelector('.manager-table-wrap');
      return root.scrollWidth > root.clientWidth || (wrap !== null && wrap.scrollWidth > wrap.clientWidth);
    });
  }

  /** Requests the extension made (they carry its Origin), as opposed to this test's own reads. */
  extensionRequests(method?: string, path?: string | RegExp): RecordedRequest[] {
    return this.server
      .apiRequests()
      .filter(
        (r) =>
          (r.headers.origin ?? '').startsWith('chrome-extension://') &&
          (method === undefined || r.method === method) &&
          (path === undefined || (typeof path === 'string' ? r.path === path : path.test(r.path))),
      );
  }

  /** Query of the newest list request of `path` the page made. */
  lastListQuery(path = '/api/v1/links'): Query | undefined {
    const last = this.extensionRequests('GET', path)
      .map((request) => flat(request.query))
      .filter((query) => !isNewestLinksPage(query))
      .at(-1);
    return last;
  }

  /** What the server answers for `query`, asked directly (the list must show exactly this). */
  async serverAnswer<T>(path: string, query: Query): Promise<T[]> {
    return (await this.serverPage<T>(path, query)).data;
  }

  async serverPage<T>(path: string, query: Query): Promise<{ data: T[]; meta: { last_page: number; total: number } }> {
    const url = `${this.server.url}${path}?${new URLSearchParams(query)}`;
    const response = await fetch(url, { headers: { Authorization: `Bearer ${this.server.apiKey}`, Accept: 'application/json' } });
    return (await response.json()) as { data: T[]; meta: { last_page: number; total: number } };
  }

  /** Ids of the links the background's index finds for `text` (the popup's instant search). */
  async indexHits(text: string): Promise<number[]> {
    return this.page.evaluate(async (search) => {
      const chromeApi = (globalThis as unknown as { chrome: any }).chrome;
      const { settings } = await chromeApi.storage.local.get('settings');
      const data = { profileId: settings?.activeProfileId ?? 'default', text: search };
      const hits = (await chromeApi.runtime.sendMessage({ linklet: 'searchIndex', data })) as Array<{ link: { id: number } }>;
      return hits.map((hit) => hit.link.id);
    }, text);
  }

  /** The form body of the newest write of `method` to `path`, as field → value. */
  lastWrite(method: string, path: string): Query | undefined {
    const last = this.extensionRequests(method, path).at(-1);
    return last && Object.fromEntries(new URLSearchParams(last.body));
  }
}

/**
 * The newest links, a hundred a page, with no filter: what the background's index refresh and the
 * domain/space choices (when the instance has no lists of them) ask for, at times of their own.
 * The views never send it (their default order is the same but their page size is 25), so it is
 * left out of "the view's last query".
 */
function isNewestLinksPage(query: Query): boolean {
  const keys = Object.keys(query).sort().join();
  return keys === 'page,per_page,sort,sort_by' && query.per_page === '100' && query.sort === 'desc' && query.sort_by === 'id';
}
