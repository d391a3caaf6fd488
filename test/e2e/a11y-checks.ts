/**
 * The accessibility checks the a11y journeys run on each page and state: axe-core's WCAG rules,
 * a visible label on every control, and a visible focus on every control Tab reaches.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// axe-core in real Chromium on every page and state a user meets, light and dark: WCAG 2.1 A and
// AA, which covers names and labels of every control and colour contrast. The script is
// evaluated through CDP (Playwright's evaluate), which an extension page's CSP does not block.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

export async function violations(page: Page, scheme: Scheme): Promise<string[]> {
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
export async function withoutVisibleLabel(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element | null) => {
      if (!el) return false;
      const box = el.getBoundingClientRect();
      return box.width > 2 && box.height > 2 && (el.textContent ?? '').trim() !== '' && getComputedStyle(el).visibility !== 'hidden';
    };
    const byIds = (el: Element) =>
      (el.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .some((id) => shown(document.getElementById(id)));
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
export async function expectAccessible(page: Page): Promise<void> {
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
export async function expectVisibleFocusWithTab(page: Page, most = 12): Promise<void> {
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
      return {
        what: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"`,
        ring,
      };
    });
    if (!focus) continue;
    expect(focus.ring, `no visible focus on ${focus.what}`).toBe(true);
    seen.push(focus.what);
  }
  expect(new Set(seen).size, `Tab moved through ${seen.join(', ')}`).toBeGreaterThan(1);
}
