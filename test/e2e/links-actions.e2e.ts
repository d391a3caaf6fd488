import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../scripts/demo-messages';
import { startServer, type RefServer } from '../server';
import { shortUrl } from '../server/link-view';
import { isMine, type StoredLink } from '../server/types';
import { expectAccessible } from './a11y-checks';
import { configureExtension, grantHostPermission } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { ManagerPage } from './manager-page';

// Acting on many links at once (issue 41), at 1280 × 800 against the reference server in each
// dialect: removing a pixel from three links is three updates paced under the rate limit and
// stopped mid-way; disabling and expiring reach each version in its own fields (v44 `disabled`
// and the expiry; v49 the active period); each link's result, with Try again. The extension has
// host access, so it reads the server's rate-limit headers as it does for a user who granted it.
const SEED = { links: 60 };
const poll = { timeout: 15_000 };

describe.each([44, 49] as const)('actions on the selection, phpShort v%i', (version) => {
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

  /** The account's links, newest first, as the table lists them; the first `skip` left out. */
  const newest = (count: number, skip = 0) =>
    server.db.links
      .filter(isMine)
      .sort((a, b) => b.id - a.id)
      .slice(skip, skip + count);
  /** Links every action changes: no expiry, no period, not disabled, no click limit. */
  const plain = (link: StoredLink): StoredLink =>
    Object.assign(link, {
      disabled: 0,
      expiration_date: null,
      expiration_time: null,
      active_period_start_at: null,
      active_period_end_at: null,
      expiration_clicks: 0,
    });
  const bar = () => m.page.getByRole('region', { name: msg('managerBulkLabel') });
  const patches = () => m.extensionRequests('PATCH');
  const bodyOf = (body: string) => [...new URLSearchParams(body)];
  const result = (action: string, ...parts: string[]) => bar().getByText(`${action}: ${parts.join(', ')}.`, { exact: true });

  async function openLinks(): Promise<void> {
    await m.open('#links');
    await expect.poll(() => m.shownShortUrls(), poll).toHaveLength(25);
  }
  async function select(links: StoredLink[]): Promise<void> {
    for (const link of links) await m.row(shortUrl(server.db, link)).getByRole('checkbox').check();
    await bar()
      .getByText(msg(links.length === 1 ? 'managerSelectedOne' : 'managerSelectedOther', String(links.length)), { exact: true })
      .waitFor();
  }

  it('removes a pixel from three links: three updates whose pixel sets lack exactly that pixel, paced, and Stop works mid-way', async () => {
    const [fb, ga, tag, ads] = server.db.pixels.filter(isMine);
    const chosen = newest(3);
    const before = [[fb!.id, ga!.id], [fb!.id], [tag!.id, fb!.id, ads!.id]];
    chosen.forEach((link, i) => (link.pixel_ids = before[i]!));
    await openLinks();
    await m.page
      .getByRole('group', { name: msg('managerColumns') })
      .getByLabel(msg('managerColumnPixels'), { exact: true })
      .check();
    await select(chosen);
    server.clearRequests();
    // The first answer says four requests remain this minute: the run leaves them to the user and waits.
    server.inject({ headers: { 'X-RateLimit-Remaining': '4' }, match: { method: 'PATCH', path: /^\/api\/v1\/links\/\d+$/ } });
    await bar()
      .getByRole('button', { name: msg('managerBulkRemovePixelsButton'), exact: true })
      .click();
    const dialog = m.dialog(msg('managerBulkRemovePixels'));
    await dialog.getByRole('checkbox', { name: new RegExp(fb!.name) }).check();
    await expectAccessible(m.page);
    await dialog.getByRole('button', { name: msg('managerBulkApply'), exact: true }).click();
    await expect.poll(() => patches().length, poll).toBe(1);
    await bar()
      .getByText(/Remove pixels: Waiting \d+ s for the server’s rate limit…/)
      .waitFor();
    // Paced: nothing more goes out during the wait.
    await m.page.waitForTimeout(1500);
    expect(patches()).toHaveLength(1);
    await expectAccessible(m.page);
    const stopped = Date.now();
    await bar()
      .getByRole('button', { name: msg('bulkStop'), exact: true })
      .click();
    await result(msg('managerBulkRemovePixels'), msg('managerBulkChangedOne'), msg('managerBulkSkippedOther', '2')).waitFor();
    expect(Date.now() - stopped).toBeLessThan(5_000);
    expect(patches()).toHaveLength(1);
    await bar()
      .getByRole('button', { name: msg('managerBulkContinueOther', '2'), exact: true })
      .click();
    await result(msg('managerBulkRemovePixels'), msg('managerBulkChangedOther', '2')).waitFor();

    expect(patches().map((r) => r.path)).toEqual(chosen.map((link) => `/api/v1/links/${link.id}`));
    patches().forEach((request, i) => {
      const sent = bodyOf(request.body);
      expect(sent.every(([name]) => name === 'pixel_ids[]')).toBe(true);
      expect(sent.map(([, id]) => Number(id)).filter(Boolean)).toEqual(before[i]!.filter((id) => id !== fb!.id));
    });
    // The second link had only that pixel: its set is sent empty the way the server takes it.
    expect(patches()[1]!.body).toBe('pixel_ids%5B%5D=');
    chosen.forEach((link, i) => expect(link.pixel_ids.sort()).toEqual(before[i]!.filter((id) => id !== fb!.id).sort()));
    for (const link of chosen) expect(await m.row(shortUrl(server.db, link)).locator('td.manager-pixels').textContent()).not.toContain(fb!.name);
  });

  it(
    version === 44
      ? 'disables with `disabled` and expires with the expiry date and time'
      : 'disables by ending the active period now, enables by removing it, and sets its end',
    async () => {
      const chosen = newest(2).map(plain);
      const others = newest(2, 2).map(plain);
      await openLinks();
      await select(chosen);
      server.clearRequests();
      await bar()
        .getByRole('button', { name: msg('managerDisable'), exact: true })
        .click();
      await result(msg('managerDisable'), msg('managerBulkChangedOther', '2')).waitFor();
      const now = new Date();
      const minute = (at: Date) => at.toISOString().slice(0, 16);
      if (version === 44) {
        expect(patches().map((r) => r.body)).toEqual(['disabled=1', 'disabled=1']);
        for (const link of chosen) expect(link.disabled).toBe(1);
        for (const link of chosen) await m.row(shortUrl(server.db, link)).getByText(msg('managerStatusDisabled'), { exact: true }).waitFor();
        // Expire now: the next two links' expiry is this minute, in the account's zone (UTC here).
        await m.page.getByRole('button', { name: msg('managerClearSelection'), exact: true }).click();
        await select(others);
        server.clearRequests();
        await bar()
          .getByRole('button', { name: msg('managerBulkExpire'), exact: true })
          .click();
        await result(msg('managerBulkExpire'), msg('managerBulkChangedOther', '2')).waitFor();
        for (const request of patches()) {
          const sent = Object.fromEntries(bodyOf(request.body));
          expect(Object.keys(sent)).toEqual(['expiration_date', 'expiration_time']);
          expect(Math.abs(Date.parse(`${sent.expiration_date}T${sent.expiration_time}:00Z`) - Date.parse(`${minute(now)}:00Z`))).toBeLessThanOrEqual(60_000);
        }
        for (const link of others) await m.row(shortUrl(server.db, link)).getByText(msg('managerStatusExpired'), { exact: true }).waitFor();
      } else {
        expect(await bar().getByText(msg('managerBulkNote49'), { exact: true }).isVisible()).toBe(true);
        for (const request of patches()) {
          const sent = Object.fromEntries(bodyOf(request.body));
          expect(Object.keys(sent)).toEqual(['active_period_start_at', 'active_period_end_at']);
          expect(Math.abs(Date.parse(`${sent.active_period_end_at!.replace(' ', 'T')}:00Z`) - Date.parse(`${minute(now)}:00Z`))).toBeLessThanOrEqual(60_000);
          expect(sent.active_period_start_at! < sent.active_period_end_at!).toBe(true);
        }
        for (const link of chosen) expect(Date.parse(link.active_period_end_at!)).toBeLessThanOrEqual(Date.now());
        for (const link of chosen) await m.row(shortUrl(server.db, link)).getByText(msg('managerStatusExpired'), { exact: true }).waitFor();
        // The server's own list counts them as active still (its scope reads an ended period so): the view does not.
        server.clearRequests();
        await bar()
          .getByRole('button', { name: msg('managerEnable'), exact: true })
          .click();
        await result(msg('managerEnable'), msg('managerBulkChangedOther', '2')).waitFor();
        expect(patches().map((r) => r.body)).toEqual(Array(2).fill('active_period_start_at=&active_period_end_at='));
        for (const link of chosen) expect([link.active_period_start_at, link.active_period_end_at]).toEqual([null, null]);
        // Active until: the end of the period, its start kept from the link's creation.
        server.clearRequests();
        await bar()
          .getByRole('button', { name: msg('managerBulkUntilButton49'), exact: true })
          .click();
        const dialog = m.dialog(msg('managerBulkUntil49'));
        await dialog.getByLabel(msg('linkFormActiveUntil'), { exact: true }).fill('2099-12-31T23:59');
        await dialog.getByRole('button', { name: msg('managerBulkApply'), exact: true }).click();
        await result(msg('managerBulkUntil49'), msg('managerBulkChangedOther', '2')).waitFor();
        for (const [i, request] of patches().entries()) {
          const sent = Object.fromEntries(bodyOf(request.body));
          expect(sent).toEqual({ active_period_start_at: chosen[i]!.created_at.slice(0, 16).replace('T', ' '), active_period_end_at: '2099-12-31 23:59' });
        }
      }
      expect(patches().every((r) => !r.body.includes(version === 44 ? 'active_period' : 'disabled'))).toBe(true);
    },
  );

  it('lists a link it could not change with why, and Try again sends that one alone', async () => {
    const chosen = newest(3).map(plain);
    const [, space] = server.db.spaces.filter(isMine);
    await openLinks();
    await select(chosen);
    server.clearRequests();
    server.inject({
      status: 422,
      body: { message: { space_id: ['The space id field is invalid.'] }, status: 422 },
      match: { method: 'PATCH', path: `/api/v1/links/${chosen[1]!.id}` },
    });
    await bar()
      .getByRole('button', { name: msg('managerBulkMoveButton'), exact: true })
      .click();
    const dialog = m.dialog(msg('managerBulkMove'));
    await dialog.getByLabel(msg('managerBulkSpace'), { exact: true }).selectOption({ label: space!.name });
    await dialog.getByRole('button', { name: msg('managerBulkApply'), exact: true }).click();
    await result(msg('managerBulkMove'), msg('managerBulkChangedOther', '2'), msg('managerBulkFailedOne')).waitFor();
    const failure = bar().getByRole('alert');
    await expect.poll(() => failure.textContent(), poll).toContain(shortUrl(server.db, chosen[1]!).replace('https://', ''));
    await bar().getByText(msg('managerBulkEach'), { exact: true }).click();
    await expectAccessible(m.page);
    server.clearRequests();
    await bar()
      .getByRole('button', { name: msg('managerBulkTryAgainOne'), exact: true })
      .click();
    await result(msg('managerBulkMove'), msg('managerBulkChangedOne')).waitFor();
    expect(patches().map((r) => [r.path, r.body])).toEqual([[`/api/v1/links/${chosen[1]!.id}`, `space_id=${space!.id}`]]);
    for (const link of chosen) expect(link.space_id).toBe(space!.id);
  });

  it('offers every state of the version in the status filter, and lists each as the rows say it', async () => {
    const [soon, off] = newest(2).map(plain);
    soon!.active_period_start_at = '2099-01-01T00:00:00.000000Z';
    soon!.active_period_end_at = '2099-02-01T00:00:00.000000Z';
    off!.disabled = 1;
    await openLinks();
    const options = await m.control(msg('managerStatus')).locator('option').allTextContents();
    const states =
      version === 44
        ? ['managerStatusActive', 'managerStatusExpired', 'managerStatusDisabled']
        : ['managerStatusActive', 'managerStatusScheduled', 'managerStatusExpired'];
    expect(options).toEqual([msg('managerStatusAll'), ...states.map((key) => msg(key))]);
    server.clearRequests();
    await m.choose(msg('managerStatus'), { label: msg(version === 44 ? 'managerStatusDisabled' : 'managerStatusScheduled') });
    const wanted = version === 44 ? off! : soon!;
    await expect.poll(() => m.shownShortUrls(), poll).toContain(shortUrl(server.db, wanted));
    const label = msg(version === 44 ? 'managerStatusDisabled' : 'managerStatusScheduled');
    // The list before the filter holds the wanted link too: wait for the filtered rows, each in the state chosen.
    const table = m.page.locator('table.manager-table tbody tr');
    const badges = async () => ({ rows: await table.count(), texts: await table.locator('.manager-state').allTextContents() });
    await expect
      .poll(async () => {
        const { rows, texts } = await badges();
        return rows > 0 && texts.length === rows && texts.every((text) => text === label);
      }, poll)
      .toBe(true);
    // v44's server filters by status; v49's cannot tell these states, so the view reads them from the links.
    // (With host access the extension's GETs carry no Origin: the view's are those of 25 or 100 a page.)
    const asked = server
      .apiRequests()
      .filter((r) => r.method === 'GET' && r.path === '/api/v1/links' && r.query.sort_by?.[0] === 'id' && ['25', '100'].includes(r.query.per_page?.[0] ?? ''))
      .map((r) => r.query.status?.[0]);
    expect(asked.length).toBeGreaterThan(0);
    if (version === 44) expect(asked).toContain('3');
    else expect(asked.every((status) => status === undefined)).toBe(true);
    await expectAccessible(m.page);
  });
});
