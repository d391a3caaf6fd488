import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../scripts/demo-messages';
import { startServer, type RefServer } from '../server';
import { isMine, type StoredLink } from '../server/types';
import { expectAccessible } from './a11y-checks';
import { configureExtension, grantHostPermission } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { ManagerPage } from './manager-page';

// "Select all that match" (issue 48), at 1280 × 800 against the reference server in each dialect:
// a search that finds 302 links over four pages of 100, "Select all 302 that match", Disable,
// one question naming 302, then every match disabled in the version's own fields, each keeping
// its pixels and space, and no other link changed.
const SEED = { links: 400 };
const MATCHES = 302;
const poll = { timeout: 60_000 };

describe.each([44, 49] as const)('all that match, phpShort v%i', (version) => {
  let server: RefServer;
  let session: ExtensionSession;
  let m: ManagerPage;

  beforeAll(async () => {
    server = await startServer({ port: 0, version, seed: SEED });
    session = await launchExtension({ headful: true });
    expect(await grantHostPermission(session, server.origin)).toBe(true);
    await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey });
    m = new ManagerPage(await session.context.newPage(), session, server);
    await m.page.setViewportSize({ width: 1280, height: 800 });
  });
  afterAll(async () => {
    await session?.close();
    await server?.close();
  });
  beforeEach(() => server.reset(SEED));

  /** Every link of the account on: no expiry, no period, not disabled, no click limit; 302 of them titled "Spring …". */
  function prepare(): { matching: StoredLink[]; others: StoredLink[] } {
    const mine = server.db.links.filter(isMine).sort((a, b) => b.id - a.id);
    expect(mine.length).toBeGreaterThan(MATCHES);
    const [pixel] = server.db.pixels.filter(isMine);
    mine.forEach((link, i) =>
      Object.assign(link, {
        title: i < MATCHES ? `Spring sale ${i}` : `Autumn notes ${i}`,
        disabled: 0,
        expiration_date: null,
        expiration_time: null,
        active_period_start_at: null,
        active_period_end_at: null,
        expiration_clicks: 0,
        // Pixels on some: a change of the state must keep them.
        pixel_ids: i % 3 === 0 ? [pixel!.id] : [],
      }),
    );
    return { matching: mine.slice(0, MATCHES), others: mine.slice(MATCHES) };
  }
  const bar = () => m.page.getByRole('region', { name: msg('managerBulkLabel') });
  /** A stored date, ISO or the form's `YYYY-MM-DD HH:MM` (UTC: the seeded account's zone). */
  const when = (text: string) => (Number.isNaN(Date.parse(text)) ? Date.parse(`${text.replace(' ', 'T')}Z`) : Date.parse(text));
  const isOff = (link: StoredLink) =>
    version === 44 ? link.disabled === 1 : !!link.active_period_end_at && when(link.active_period_end_at) <= Date.now() + 60_000;

  it('selects all 302 that match across four pages, asks once naming 302, disables every match and no other link', async () => {
    const { matching, others } = prepare();
    const othersBefore = JSON.stringify(others);
    const kept = matching.map((link) => [link.id, link.pixel_ids, link.space_id, link.url, link.alias]);
    await m.open('#links?search=spring&per_page=100');
    await expect.poll(() => m.shownShortUrls(), poll).toHaveLength(100);
    await m.page.getByLabel(msg('managerSelectAll'), { exact: true }).check();
    await m.page.getByRole('button', { name: msg('managerSelectAllMatches', String(MATCHES)) }).click();
    await bar()
      .getByText(msg('managerAllMatchesSelected', String(MATCHES)), { exact: true })
      .waitFor();
    await bar()
      .getByRole('button', { name: msg('managerDisable'), exact: true })
      .click();
    const dialog = m.page.getByRole('dialog', { name: msg('managerAskDisableOther', String(MATCHES)) });
    await dialog.waitFor();
    // v49 says what Disable loses there; v44's switch keeps the rest.
    const said = await dialog.textContent();
    if (version === 49) expect(said).toContain('a scheduled end is replaced');
    else expect(said).toContain('its expiry, pixels, space and targeting stay');
    expect(m.extensionRequests('PATCH')).toHaveLength(0);
    await expectAccessible(m.page);
    await dialog.getByRole('button', { name: msg('managerAskConfirmOther', String(MATCHES)) }).click();
    await bar()
      .getByText(`${msg('managerDisable')}: ${msg('managerBulkChangedOther', String(MATCHES))}.`, { exact: true })
      .waitFor({ timeout: poll.timeout });
    // One PATCH per match, none for any other link; the matches read at the server's largest page.
    const patched = m.extensionRequests('PATCH').map((r) => Number(r.path.split('/').pop()));
    expect(patched.sort((a, b) => a - b)).toEqual(matching.map((link) => link.id).sort((a, b) => a - b));
    // (Every request to the server is the extension's: this test reads the server's records directly.)
    const reads = server
      .apiRequests()
      .filter((r) => r.method === 'GET' && r.path === '/api/v1/links')
      .filter((r) => r.query.per_page?.[0] === '100' && r.query.search?.[0] === 'spring');
    expect(new Set(reads.map((r) => r.query.page?.[0] ?? '1'))).toEqual(new Set(['1', '2', '3', '4']));
    expect(reads.length).toBeGreaterThanOrEqual(4);
    for (const link of matching) expect(isOff(link), `${link.alias} is still on`).toBe(true);
    expect(matching.map((link) => [link.id, link.pixel_ids, link.space_id, link.url, link.alias])).toEqual(kept);
    expect(JSON.stringify(others)).toBe(othersBefore);
  });

  it('drops "all that match" when the search changes', async () => {
    prepare();
    await m.open('#links?search=spring&per_page=100');
    await expect.poll(() => m.shownShortUrls(), poll).toHaveLength(100);
    await m.page.getByLabel(msg('managerSelectAll'), { exact: true }).check();
    await m.page.getByRole('button', { name: msg('managerSelectAllMatches', String(MATCHES)) }).click();
    await bar()
      .getByText(msg('managerAllMatchesSelected', String(MATCHES)), { exact: true })
      .waitFor();
    await m.search('autumn');
    await expect.poll(() => bar().count(), poll).toBe(0);
    expect(m.extensionRequests('PATCH')).toHaveLength(0);
  });
});
