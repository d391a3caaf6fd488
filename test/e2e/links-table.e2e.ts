import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../scripts/demo-messages';
import { startServer, type RefServer } from '../server';
import { isMine, type StoredLink } from '../server/types';
import { expectAccessible } from './a11y-checks';
import { configureExtension } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { ManagerPage } from './manager-page';

// The Links view as a table people read and act on at once (issue 30: short URLs broke inside the
// port, destinations wrapped letter by letter, the Title column was empty, nothing acted on several
// links), in Chromium against the reference server (v44, which has disabled links).
let server: RefServer;
let session: ExtensionSession;
let m: ManagerPage;
const SEED = { links: 60 };
const poll = { timeout: 10_000 };

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

/** The page's links, newest first, as the table shows them. */
const newest = (count: number) =>
  server.db.links
    .filter(isMine)
    .sort((a, b) => b.id - a.id)
    .slice(0, count);
const shortOf = (link: StoredLink) => `https://${server.db.domains.find((d) => d.id === link.domain_id)!.name}/${link.alias}`;

async function openLinks(): Promise<void> {
  await m.open('#links');
  await expect.poll(() => m.shownShortUrls(), poll).toHaveLength(25);
}

/**
 * Each body cell whose content is more than one line: the text of every cell sits on one line (its
 * fragments share one line box), and no cell's content box is two lines high.
 */
function cellsOverOneLine(page: Page): Promise<string[]> {
  return page.locator('table.manager-table tbody').evaluate((body) =>
    [...body.querySelectorAll('td')].flatMap((cell) => {
      const style = getComputedStyle(cell);
      const line = parseFloat(style.lineHeight);
      const content = cell.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      const range = document.createRange();
      range.selectNodeContents(cell);
      const tops = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => r.top + r.height / 2);
      const spread = tops.length ? Math.max(...tops) - Math.min(...tops) : 0;
      return content >= 2 * line || spread >= line / 2
        ? [`${cell.className || cell.dataset.label}: ${Math.round(content)} px, "${cell.textContent!.slice(0, 40)}"`]
        : [];
    }),
  );
}

/** What Ctrl+V pastes into a new field (an extension page cannot be granted clipboard reading). */
async function pasted(): Promise<string> {
  const area = await m.page.evaluateHandle(() => document.body.appendChild(document.createElement('textarea')));
  await area.asElement()!.focus();
  await m.page.keyboard.press('Control+V');
  const text = await area.evaluate((el) => (el as HTMLTextAreaElement).value);
  await area.evaluate((el) => el.remove());
  return text;
}

const select = (shortUrl: string) => m.row(shortUrl).getByRole('checkbox').check();
/** The selection's actions, in their bar over the bottom of the page. */
const bar = () => m.page.getByRole('region', { name: msg('managerBulkLabel') });

describe('the Links table', () => {
  it('puts every cell of every row on one line, in comfortable and compact rows; compact is remembered', async () => {
    await openLinks();
    expect(await cellsOverOneLine(m.page)).toEqual([]);
    const comfortable = await m.page
      .locator('table.manager-table tbody tr')
      .first()
      .evaluate((row) => row.getBoundingClientRect().height);
    await m.page.getByLabel(msg('managerCompact'), { exact: true }).check();
    expect(await cellsOverOneLine(m.page)).toEqual([]);
    const compact = await m.page
      .locator('table.manager-table tbody tr')
      .first()
      .evaluate((row) => row.getBoundingClientRect().height);
    expect(compact).toBeLessThan(comfortable);
    await expectAccessible(m.page);
    await m.page.reload();
    await expect.poll(() => m.page.getByLabel(msg('managerCompact'), { exact: true }).isChecked(), poll).toBe(true);
    await m.page.getByLabel(msg('managerCompact'), { exact: true }).uncheck();
  });

  it('cuts long texts with an ellipsis, whole in their title and over the rows below while the row has the keyboard’s focus (nothing moves); a link without a title shows where it goes', async () => {
    const [first] = newest(1);
    first!.url = `https://www.example.com/${'long-path-segment/'.repeat(6)}pricing?plan=team`;
    first!.title = '';
    await openLinks();
    const row = m.row(shortOf(first!));
    const destination = row.locator('td.manager-url .manager-clip');
    expect(await destination.getAttribute('title')).toBe(first!.url);
    const clipped = () => destination.evaluate((el) => ({ clipped: el.scrollWidth > el.clientWidth, ellipsis: getComputedStyle(el).textOverflow }));
    expect(await clipped()).toEqual({ clipped: true, ellipsis: 'ellipsis' });
    expect(await row.locator('td.manager-title').textContent()).toBe(`www.example.com/${'long-path-segment/'.repeat(6)}pricing`);
    // The keyboard reaches the row (its checkbox): its texts show whole, over the rows below,
    // which do not move (issue 41: a row growing then shrinking moved what was under the pointer).
    const rows = m.page.locator('table.manager-table tbody tr');
    const tops = () => rows.evaluateAll((all) => all.map((tr) => Math.round(tr.getBoundingClientRect().top)));
    const before = await tops();
    const whole = () =>
      destination.evaluate((el) => {
        const after = getComputedStyle(el, '::after');
        return { shown: after.position === 'absolute' && after.content !== 'none', content: after.content };
      });
    expect((await whole()).shown).toBe(false);
    await row.getByRole('checkbox').focus();
    await m.page.keyboard.press('Shift+Tab');
    await m.page.keyboard.press('Tab');
    await expect.poll(async () => whole(), poll).toMatchObject({ shown: true });
    expect(await tops()).toEqual(before);
    await m.page.screenshot({ path: 'test-results/links-focus.png' }).catch(() => undefined);
  });

  it('keeps Copy and Edit on the row and the rest behind “More”, which opens over the rows', async () => {
    await openLinks();
    const [first] = await m.shownShortUrls();
    const row = m.row(first!);
    const height = await row.evaluate((el) => el.getBoundingClientRect().height);
    await row.getByRole('button', { name: msg('managerMore'), exact: true }).click();
    await row.getByRole('button', { name: msg('managerDelete'), exact: true }).waitFor();
    expect(await row.evaluate((el) => el.getBoundingClientRect().height)).toBe(height);
    await expectAccessible(m.page);
    await m.page.keyboard.press('Escape');
    await row.getByRole('button', { name: msg('managerDelete'), exact: true }).waitFor({ state: 'hidden' });
  });
});

describe('selected links', () => {
  it('are copied as lines, Markdown or CSV', async () => {
    await openLinks();
    const [a, , b] = newest(3);
    await select(shortOf(a!));
    await select(shortOf(b!));
    await bar().getByText(msg('managerSelectedOther', '2'), { exact: true }).waitFor();
    await expectAccessible(m.page);
    const copy = async (format: string) => {
      await bar().getByLabel(msg('managerSelectionCopyAs'), { exact: true }).selectOption(format);
      await bar()
        .getByRole('button', { name: msg('managerSelectionCopy'), exact: true })
        .click();
      await bar().getByText(msg('managerSelectionCopiedOther', '2'), { exact: true }).waitFor();
      return pasted();
    };
    expect(await copy('lines')).toBe(`${shortOf(a!)}\n${shortOf(b!)}`);
    expect((await copy('markdown')).split('\n')).toEqual([
      '| Short URL | Destination | Title |',
      '| --- | --- | --- |',
      `| ${shortOf(a!)} | ${a!.url} | ${a!.title.replace(/\|/g, '\\|')} |`,
      `| ${shortOf(b!)} | ${b!.url} | ${b!.title.replace(/\|/g, '\\|')} |`,
    ]);
    // A textarea turns CRLF into LF.
    expect((await copy('csv')).split('\n')[0]).toBe('Short URL,Destination,Title');
  });

  it('“Select all on this page” selects the 25 rows, and clears them', async () => {
    await openLinks();
    const all = m.page.getByLabel(msg('managerSelectAll'), { exact: true });
    await all.check();
    await bar().getByText(msg('managerSelectedOther', '25'), { exact: true }).waitFor();
    expect(await m.page.locator('table.manager-table tbody input[type="checkbox"]:checked').count()).toBe(25);
    await all.uncheck();
    expect(await m.page.locator('table.manager-table tbody input[type="checkbox"]:checked').count()).toBe(0);
  });

  it('are deleted after one question: one DELETE each, the rows gone, the page filled again', async () => {
    await openLinks();
    const doomed = newest(3).slice(1);
    for (const link of doomed) await select(shortOf(link));
    server.clearRequests();
    await bar()
      .getByRole('button', { name: msg('managerSelectionDelete'), exact: true })
      .click();
    const dialog = m.dialog(msg('managerDeleteLinksTitle', '2'));
    // The dialog opens on the next render: wait for it to name the links.
    await expect
      .poll(() => dialog.getByRole('listitem').allTextContents(), { timeout: 15_000 })
      .toEqual(doomed.map((link) => shortOf(link).replace('https://', '')));
    await expectAccessible(m.page);
    expect(m.extensionRequests('DELETE')).toEqual([]);
    await dialog.getByRole('button', { name: msg('managerDeleteLinksOther', '2'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await bar()
      .getByText(`${msg('managerDelete')}: ${msg('managerBulkDeletedOther', '2')}.`, { exact: true })
      .waitFor();
    expect(m.extensionRequests('DELETE').map((r) => r.path)).toEqual(doomed.map((link) => `/api/v1/links/${link.id}`));
    for (const link of doomed) expect(server.db.links.some((l) => l.id === link.id)).toBe(false);
    await expect.poll(() => m.shownShortUrls(), poll).toEqual(newest(25).map(shortOf));
  });

  it('are disabled and enabled on v44, a PATCH of `disabled` each', async () => {
    await openLinks();
    const chosen = newest(2);
    for (const link of chosen) await select(shortOf(link));
    server.clearRequests();
    await bar()
      .getByRole('button', { name: msg('managerDisable'), exact: true })
      .click();
    await bar()
      .getByText(`${msg('managerDisable')}: ${msg('managerBulkChangedOther', '2')}.`, { exact: true })
      .waitFor();
    expect(m.extensionRequests('PATCH').map((r) => [r.path, r.body])).toEqual(chosen.map((link) => [`/api/v1/links/${link.id}`, 'disabled=1']));
    for (const link of chosen) await m.row(shortOf(link)).getByText(msg('managerStatusDisabled'), { exact: true }).waitFor();
    await bar()
      .getByRole('button', { name: msg('managerEnable'), exact: true })
      .click();
    await bar()
      .getByText(`${msg('managerEnable')}: ${msg('managerBulkChangedOther', '2')}.`, { exact: true })
      .waitFor();
    for (const link of chosen) expect(server.db.links.find((l) => l.id === link.id)!.disabled).toBe(0);
  });

  it('at 420 px wide: each row a card with its checkbox, nothing scrolling sideways', async () => {
    await m.page.setViewportSize({ width: 420, height: 800 });
    try {
      await openLinks();
      const [first] = await m.shownShortUrls();
      await select(first!);
      await bar().getByText(msg('managerSelectedOne'), { exact: true }).waitFor();
      expect(await m.scrollsSideways()).toBe(false);
      await expectAccessible(m.page);
    } finally {
      await m.page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
