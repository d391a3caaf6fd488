import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg, msgPattern } from '../../scripts/demo-messages';
import { startServer, type RefServer } from '../server';
import { configureExtension, grantHostPermission } from './configure';
import { launchExtension, openToolbarPopup, type ExtensionSession } from './harness';

// axe-core in real Chromium on every page and state a user meets, light and dark: WCAG 2.1 A and
// AA, which covers names and labels of every control and colour contrast. The script is
// evaluated through CDP (Playwright's evaluate), which an extension page's CSP does not block.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

async function violations(page: Page, scheme: Scheme): Promise<string[]> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return found.flatMap((v) => v.nodes.map((n) => `[${scheme}] ${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')}\n    ${n.failureSummary ?? ''}`));
}

/**
 * Controls whose name users cannot see: named only by aria-label, title or placeholder, or by a
 * visually hidden label. axe accepts those; our standard asks for a visible label on each.
 */
async function withoutVisibleLabel(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element | null) => {
      if (!el) return false;
      const box = el.getBoundingClientRect();
      return box.width > 2 && box.height > 2 && (el.textContent ?? '').trim() !== '' && getComputedStyle(el).visibility !== 'hidden';
    };
    const byIds = (el: Element) =>
      (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean).some((id) => shown(document.getElementById(id)));
    const controls = [...document.querySelectorAll<HTMLElement>('button, input:not([type="hidden"]), select, textarea, a[href]')];
    return controls
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => {
        if (byIds(el)) return false;
        if (el instanceof HTMLButtonElement || el instanceof HTMLAnchorElement) return !shown(el);
        if (el instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(el.type)) return el.value.trim() === '';
        const labels = (el as HTMLInputElement).labels;
        return !labels || ![...labels].some(shown);
      })
      .map((el) => `${el.outerHTML.slice(0, 120)}`);
  });
}

/** Light and dark, every violation listed in the failure message. */
async function expectAccessible(page: Page): Promise<void> {
  const unlabelled = await withoutVisibleLabel(page);
  expect(unlabelled, `controls without a visible label:\n${unlabelled.join('\n')}`).toEqual([]);
  const found: string[] = [];
  for (const scheme of SCHEMES) found.push(...(await violations(page, scheme)));
  await page.emulateMedia({ colorScheme: null });
  expect(found, found.join('\n')).toEqual([]);
}

/**
 * Walks the page with Tab: each control reached shows a focus indicator (an outline or a box
 * shadow under :focus-visible), and focus never sticks on one element.
 */
async function expectVisibleFocusWithTab(page: Page, most = 12): Promise<void> {
  const seen: string[] = [];
  // Never Tab past the last control: leaving the document closes the toolbar popup.
  const tabbable = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
        (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0,
      ).length,
  );
  const presses = Math.min(most, tabbable);
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      return { what: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"`, ring };
    });
    if (!focus) continue;
    expect(focus.ring, `no visible focus on ${focus.what}`).toBe(true);
    seen.push(focus.what);
  }
  expect(new Set(seen).size, `Tab moved through ${seen.join(', ')}`).toBeGreaterThan(1);
}

describe('accessibility of the popup and the options page', () => {
  let server: RefServer;
  let session: ExtensionSession;
  let pageCount = 0;

  /** The toolbar popup over a fresh page of the server (granted, so the popup sees its URL). */
  async function popupOverNewPage(): Promise<Page> {
    const tab = await session.context.newPage();
    await tab.goto(`${server.url}/page/${encodeURIComponent(`Accessible page ${++pageCount}`)}`);
    await tab.bringToFront();
    return openToolbarPopup(session);
  }

  async function optionsView(hash: string): Promise<Page> {
    const page = await session.context.newPage();
    await page.goto(session.pageUrl(`options.html#${hash}`));
    return page;
  }

  beforeAll(async () => {
    server = await startServer({ port: 0, seed: { links: 40 } });
    session = await launchExtension({ headful: true });
    expect(await grantHostPermission(session, server.origin)).toBe(true);
  });
  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it('popup, not configured', async () => {
    const popup = await popupOverNewPage();
    await popup.getByRole('button', { name: msg('popupOpenOptions') }).waitFor();
    await expectAccessible(popup);
  });

  it('options, first run (welcome, nothing saved)', async () => {
    const page = await optionsView('settings');
    await page.getByLabel(msg('optionsInstanceUrl'), { exact: true }).waitFor();
    await expectAccessible(page);
    await expectVisibleFocusWithTab(page);
  });

  const configure = () =>
    configureExtension(session, {
      instanceUrl: server.url,
      apiKey: server.apiKey,
      settings: { defaultDomainId: 1, defaultPixelIds: [1], shortenOnOpen: false },
    });

  describe('configured', () => {
    beforeAll(configure);

    it('popup, ready to shorten, then with the short link', async () => {
      const popup = await popupOverNewPage();
      const shorten = popup.getByRole('button', { name: msg('popupShorten'), exact: true });
      await shorten.waitFor();
      await expectAccessible(popup);
      await expectVisibleFocusWithTab(popup);
      await popup.getByRole('button', { name: msg('popupMoreOptions'), exact: true }).click();
      await popup.locator('#more-options input').first().waitFor();
      await expectAccessible(popup);
      await shorten.click();
      await popup.getByLabel(msg('popupShortLink'), { exact: true }).waitFor();
      await expectAccessible(popup);
    });

    it('popup, recent links and a search', async () => {
      const popup = await popupOverNewPage();
      await popup.getByRole('button', { name: msg('popupRecentLinks'), exact: true }).click();
      await popup.locator('.recent-row').first().waitFor();
      await expectAccessible(popup);
      await popup.getByRole('searchbox', { name: msg('recentSearchLabel'), exact: true }).fill('a');
      await popup.getByRole('heading', { name: msg('recentResultsTitle'), exact: true }).waitFor();
      await popup.getByText(msg('recentSearchingServer')).waitFor({ state: 'hidden' });
      await expectAccessible(popup);
    });

    it('popup, with a server error', async () => {
      server.inject({ status: 500, match: { method: 'POST', path: '/api/v1/links' } });
      const popup = await popupOverNewPage();
      await popup.getByRole('button', { name: msg('popupShorten'), exact: true }).click();
      await popup.getByRole('alert').first().waitFor();
      await expectAccessible(popup);
    });

    it('popup, with a field the server rejected', async () => {
      server.inject({
        status: 422,
        match: { method: 'POST', path: '/api/v1/links' },
        body: { message: 'The alias has already been taken.', errors: { alias: ['The alias has already been taken.'] } },
      });
      const popup = await popupOverNewPage();
      await popup.getByRole('button', { name: msg('popupShorten'), exact: true }).click();
      await popup.getByText('The alias has already been taken.').first().waitFor();
      await expectAccessible(popup);
    });

    it('options, settings', async () => {
      const page = await optionsView('settings');
      await page.getByRole('button', { name: msg('optionsTestConnection'), exact: true }).click();
      await page.getByText(msgPattern('optionsOutcomeConnectedOther')).waitFor();
      await expectAccessible(page);
    });

    it('options, links', async () => {
      const page = await optionsView('links');
      await page.locator('.manager-table tbody tr').first().waitFor();
      await expectAccessible(page);
      await expectVisibleFocusWithTab(page);
      await page.getByRole('button', { name: msg('managerEdit'), exact: true }).first().click();
      await page.getByRole('dialog').waitFor();
      await expectAccessible(page);
    });

    it('options, pixels', async () => {
      const page = await optionsView('pixels');
      await page.locator('.manager-table tbody tr').first().waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: msg('managerNewPixel'), exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await expectAccessible(page);
    });
  });

  // Results arrive without moving what is on screen (components/theme.css reserves the room).
  describe('steady layout', () => {
    beforeAll(configure);
    const height = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().height);

    it('the popup opens at about its final size and does not shrink under the short link', async () => {
      const popup = await popupOverNewPage();
      const shorten = popup.getByRole('button', { name: msg('popupShorten'), exact: true });
      await popup.getByRole('checkbox').first().waitFor();
      const form = await height(popup, 'main');
      await shorten.click();
      await popup.getByLabel(msg('popupShortLink'), { exact: true }).waitFor();
      const result = await height(popup, 'main');
      // The first frame, "Loading…" under the header, is too brief to catch: rebuild it here.
      const loading = await popup.locator('main').evaluate((main, text) => {
        main.setAttribute('aria-busy', 'true');
        main.replaceChildren(main.querySelector('header')!, Object.assign(document.createElement('p'), { className: 'hint', textContent: text }));
        return main.getBoundingClientRect().height;
      }, msg('popupLoading'));
      expect(loading, `"Loading…" ${loading}px, then the form ${form}px`).toBeGreaterThanOrEqual(form * 0.85);
      expect(result, `the short link ${result}px after "Loading…" ${loading}px`).toBeGreaterThanOrEqual(loading);
    });

    it('status lines of the short link and of Recent links keep their line when they empty', async () => {
      const popup = await popupOverNewPage();
      await popup.getByRole('button', { name: msg('popupShorten'), exact: true }).click();
      await popup.getByText(msg('popupCopied'), { exact: true }).waitFor();
      await popup.getByRole('button', { name: msg('popupRecentLinks'), exact: true }).click();
      await popup.locator('.recent-row').first().waitFor();
      for (const selector of ['.result .status', '.recent-links .status']) {
        const line = popup.locator(selector);
        const sizes = await line.evaluate((el) => {
          const box = () => el.getBoundingClientRect().height + parseFloat(getComputedStyle(el).marginTop) + parseFloat(getComputedStyle(el).marginBottom);
          el.textContent = 'Copied';
          const full = box();
          el.textContent = '';
          return { full, empty: box() };
        });
        expect(sizes.empty, selector).toBe(sizes.full);
      }
    });

    it('the links list keeps the line of its loading text once the links are there', async () => {
      server.inject({ delayMs: 1500, match: { method: 'GET', path: '/api/v1/links' }, times: 3 });
      const page = await optionsView('links');
      await page.getByText(msg('managerLinksLoading')).waitFor();
      const loading = await height(page, '.manager-list-status');
      await page.locator('.manager-table tbody tr').first().waitFor();
      expect(await height(page, '.manager-list-status')).toBe(loading);
    });
  });

  // The checks themselves: they must see what they are there to catch.
  describe('the checks', () => {
    it('report an unlabelled field and low-contrast text', async () => {
      const page = await optionsView('settings');
      await page.getByLabel(msg('optionsInstanceUrl'), { exact: true }).waitFor();
      await page.evaluate(() => {
        const field = document.createElement('input');
        const faint = document.createElement('p');
        faint.textContent = 'faint';
        faint.style.color = '#ccc';
        faint.style.background = '#fff';
        document.body.append(field, faint);
      });
      const found = (await violations(page, 'light')).join('\n');
      expect(found).toContain('label');
      expect(found).toContain('color-contrast');
    });

    it('report a control named only for screen readers', async () => {
      const page = await optionsView('settings');
      await page.getByLabel(msg('optionsInstanceUrl'), { exact: true }).waitFor();
      await page.evaluate(() => {
        const field = document.createElement('input');
        field.setAttribute('aria-label', 'invisible name');
        const button = document.createElement('button');
        button.setAttribute('aria-label', 'close');
        document.body.append(field, button);
      });
      expect(await withoutVisibleLabel(page)).toHaveLength(2);
    });

    it('report a control without a focus indicator', async () => {
      const page = await optionsView('settings');
      await page.getByLabel(msg('optionsInstanceUrl'), { exact: true }).waitFor();
      await page.addStyleTag({ content: '*, *:focus-visible { outline: none !important; box-shadow: none !important; }' });
      await expect(expectVisibleFocusWithTab(page, 3)).rejects.toThrow(/no visible focus/);
    });
  });
});
