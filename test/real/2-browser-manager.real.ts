import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureExtension } from '../e2e/configure';
import type { ExtensionSession } from '../e2e/harness';
import { ManagerPage } from '../e2e/manager-page';
import type { RefServer } from '../server';
import { isApiError } from '../../lib/api/errors';
import { linkPixelIds, type Link } from '../../lib/api/schemas';
import { optionFeature } from '../../lib/api/versions';
import { ensureHostPermission, startBrowser, type RateWatch } from './lib/browser';
import { chooseFilter, editLink, expectView, removeRules } from './lib/manager';
import { WAIT } from './lib/popup';
import { note, suite, type Suite } from './lib/suite';

// The options page's Links and Pixels managers against the real server, on records of this run
// only: the search, each filter reaching the request (and the page showing what the server
// answers to it), an edit that removes every pixel and rule, a deletion, and a pixel's life.
let s: Suite;
let session: ExtensionSession;
let watch: RateWatch;
let m: ManagerPage;
let edited: Link;
let doomed: Link;
let pixelId: number | undefined;
let spaceId: number | undefined;
const targeting = () => s.allows(optionFeature('targetRules', s.info.version));

const reserve = (requests: number) => s.pacer.reserve(requests, s.probe);

beforeAll(async () => {
  s = await suite();
  const { names, client } = s;
  pixelId = (await s.makePixel('px-mgr', 'bing', '31337'))?.id;
  if (s.allows('spaces')) spaceId = (await client.spaces.list({ per_page: 10, sort_by: 'id', sort: 'asc' })).items[0]?.id;
  const rules = [{ key: 'US', value: names.url('mgr-us') }];
  const rulesInput = s.info.version === 44 ? { target_type: 1 as const, country: rules } : { targets_type: 'countries', targets: rules };
  edited = s.tracker.link(
    await client.links.create({
      url: names.url('mgr-edit'),
      domain_id: s.domainId,
      alias: names.alias('mgr-edit'),
      ...(pixelId ? { pixel_ids: [pixelId] } : {}),
      ...(spaceId ? { space_id: spaceId } : {}),
      ...(targeting() ? rulesInput : {}),
    }),
  );
  doomed = s.tracker.link(await client.links.create({ url: names.url('mgr-delete'), domain_id: s.domainId, alias: names.alias('mgr-delete') }));
  ({ session, watch } = await startBrowser(s.pacer, s.env.url));
  // Access first: without it the background could not read the rate-limit headers while it fills its index.
  await ensureHostPermission(session, new URL(s.env.url).origin);
  await configureExtension(session, { instanceUrl: s.env.url, apiKey: s.env.key, settings: { defaultDomainId: s.domainId } });
  // The page object's server bookkeeping is the reference server's; only its UI steps are used here.
  m = new ManagerPage(await session.context.newPage(), session, {} as RefServer);
  m.page.setDefaultTimeout(WAIT.timeout);
  watch.attach(m.page);
});
afterAll(async () => {
  await session?.close();
  await s?.tracker.cleanUp(s.client);
});

describe('Links manager', () => {
  it('finds this run’s link by its alias', async () => {
    await reserve(20);
    await m.open('#links');
    await m.choose('Search by', { value: 'alias' });
    await m.search(s.names.alias('mgr-edit'));
    const shown = await expectView(s, watch, m, { search: s.names.alias('mgr-edit'), search_by: 'alias' });
    expect(shown).toEqual([edited.short_url]);
  });

  it('sends status, space, domain and pixel filters, and shows what the server answers to each', async () => {
    await reserve(25);
    await m.open('#links');
    await m.choose('Search by', { value: 'url' });
    await m.search(s.names.marker);
    const query: Record<string, string> = { search: s.names.marker, search_by: 'url' };
    await expectView(s, watch, m, query);
    const filters: Array<[string, string, string | number | undefined]> = [
      // Active: v44's server filters by it; v49's counts a link whose period is over as active, so
      // the view reads v49 states from the links themselves (below).
      ['Status', 'status', s.info.version === 44 ? 1 : undefined],
      ['Space', 'space_id', spaceId],
      ['Domain', 'domain_id', s.domainId],
      ['Pixel', 'pixel_id', pixelId],
    ];
    for (const [label, param, value] of filters) {
      if (value === undefined) {
        note(`The ${label} filter was not checked: the account has no ${label.toLowerCase()} this run could use`);
        continue;
      }
      await reserve(6);
      await chooseFilter(m, label, Number(value));
      query[param] = String(value);
      await expectView(s, watch, m, query);
    }
    // The link made for this file meets every filter.
    expect(await m.shownShortUrls()).toContain(edited.short_url);
    if (s.info.version === 49) {
      // Active on v49: the server's list with the other filters, a hundred a request, no `status`.
      await reserve(6);
      await m.choose('Status', { value: '1' });
      // The rows shown hold still while the view reads: wait for its reading, not for the rows.
      const asked = () =>
        watch.seen.filter(
          (r) => r.url.pathname.endsWith('/links') && r.url.searchParams.get('per_page') === '100' && r.url.searchParams.get('search') === s.names.marker,
        );
      await expect.poll(() => asked().filter((r) => r.status !== undefined).length, { timeout: 30_000 }).toBeGreaterThan(0);
      await expect.poll(() => m.shownShortUrls(), { timeout: 30_000 }).toContain(edited.short_url);
      expect(asked().every((r) => !r.url.searchParams.has('status') && r.status === 200)).toBe(true);
    }
  });

  it('edits a link: a new destination, every pixel and targeting rule removed, as the server then has it', async () => {
    await reserve(20);
    await m.open(`#links?search=${s.names.alias('mgr-edit')}&search_by=alias`);
    await editLink(m, edited.short_url, async (dialog) => {
      await dialog.getByLabel('Destination URL').fill(s.names.url('mgr-edited'));
      for (const box of await dialog.locator('fieldset.pixels input[type="checkbox"]:checked').all()) await box.uncheck();
      await removeRules(dialog);
    });
    let read = await s.client.links.get(edited.id);
    expect(read.url).toBe(s.names.url('mgr-edited'));
    expect(linkPixelIds(read)).toEqual([]);
    expect(Object.values(read.targeting?.rules ?? {}).flat()).toEqual([]);
    if (!targeting()) return note('The plan has no targeting: no rule to remove');
    // Then no targeting at all.
    await reserve(10);
    await editLink(m, edited.short_url, (dialog) => dialog.getByLabel('Targeting type').selectOption(''));
    read = await s.client.links.get(edited.id);
    expect(read.targeting?.kind ?? null).toBeNull();
  });

  it('deletes a link after confirmation; the server no longer has it', async () => {
    await reserve(20);
    await m.open(`#links?search=${s.names.alias('mgr-delete')}&search_by=alias`);
    await (await m.rowAction(doomed.short_url, 'Delete')).click();
    await m.dialog('Delete this link?').getByRole('button', { name: 'Delete' }).click();
    await m.row(doomed.short_url).waitFor({ state: 'detached' });
    const gone = await s.client.links.get(doomed.id).catch((error: unknown) => error);
    expect(isApiError(gone, 'NotFoundError')).toBe(true);
    s.tracker.forgetLink(doomed.id);
  });
});

describe('Pixels manager', () => {
  it('creates, edits and deletes a pixel, each step as the server then has it', async () => {
    if (!s.allows('pixels')) return note('The plan has no pixels: the Pixels manager was not checked');
    await reserve(20);
    const name = s.names.pixelName('px-ui');
    await m.open('#pixels');
    await m.page.getByRole('button', { name: 'New pixel' }).click();
    const form = m.dialog('New pixel');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Type').selectOption('facebook');
    await form.getByLabel('Value').fill('5550001');
    await form.getByRole('button', { name: 'Create pixel' }).click();
    await form.waitFor({ state: 'detached' });
    const [made] = (await s.client.pixels.list({ search: name, search_by: 'name', per_page: 10 })).items;
    expect(made).toMatchObject({ name, type: 'facebook', value: '5550001' });
    s.tracker.pixel(made!);

    await reserve(10);
    await m.search(name);
    await m.row(name).getByRole('button', { name: 'Edit' }).click();
    await m.dialog().getByLabel('Value').fill('NEWVALUE1');
    await m.dialog().getByRole('button', { name: 'Save' }).click();
    await m.dialog().waitFor({ state: 'detached' });
    expect(await s.client.pixels.get(made!.id)).toMatchObject({ name, type: 'facebook', value: 'NEWVALUE1' });

    await reserve(10);
    await m.row(name).getByRole('button', { name: 'Delete' }).click();
    const confirm = m.dialog('Delete this pixel?');
    await confirm.getByText(`No link uses “${name}”.`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await m.row(name).waitFor({ state: 'detached' });
    const gone = await s.client.pixels.get(made!.id).catch((error: unknown) => error);
    expect(isApiError(gone, 'NotFoundError')).toBe(true);
    s.tracker.forgetPixel(made!.id);
  });

  it('none of these pages was refused with a 429', () => {
    expect(watch.seen.filter((r) => r.status === 429).map((r) => `${r.method} ${r.url.pathname}`)).toEqual([]);
  });
});
