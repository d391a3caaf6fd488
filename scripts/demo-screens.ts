/**
 * The demo's screenshots: each screen in the light and the dark theme (`prefers-color-scheme`
 * emulated), written as `<outDir>/screens/<screen>-<theme>.png` once nothing in view names a
 * loopback address. docs/screens.md lists them; the README shows some.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Every screen the demo photographs in both themes, in docs/screens.md's order. */
export const SCREENS = [
  'popup-form',
  'popup-result',
  'popup-qr',
  'popup-recent',
  'popup-search',
  'popup-statistics',
  'popup-error',
  'links',
  'pixels',
  'bulk',
  'settings-connection',
  'settings-defaults',
  'settings-shortcuts',
  'settings-backup',
] as const;

/** A loopback host as text: 127.x.x.x, localhost, [::1]. */
const LOOPBACK = /\b127(?:\.\d{1,3}){3}\b|\blocalhost\b|\[::1\]/i;

/**
 * What in `page` names a loopback address: its title, every text node (in open shadow roots too),
 * every control's value, and the placeholders, titles, alt texts and accessible labels a user
 * can see or hear. Each finding as `where: text`.
 */
export async function loopbackInView(page: Page): Promise<string[]> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate((source) => {
    const loopback = new RegExp(source, 'i');
    const seen: Array<[string, string | null | undefined]> = [['title', document.title]];
    const roots: Array<Document | ShadowRoot> = [document];
    for (let root = roots.pop(); root; root = roots.pop()) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          seen.push([`text in <${node.parentElement?.localName}>`, node.nodeValue]);
          continue;
        }
        const element = node as Element;
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
          seen.push([`value of <${element.localName}>`, element.value]);
        }
        for (const attribute of ['placeholder', 'title', 'alt', 'aria-label', 'aria-description']) {
          seen.push([`${attribute} of <${element.localName}>`, element.getAttribute(attribute)]);
        }
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    return seen.filter(([, text]) => text && loopback.test(text)).map(([where, text]) => `${where}: ${text!.trim().slice(0, 200)}`);
  }, LOOPBACK.source);
}

/** Throws when anything in view names a loopback address. */
export async function expectNoLoopback(page: Page, screen: string): Promise<void> {
  const found = await loopbackInView(page);
  if (found.length) throw new Error(`${screen} shows a loopback address:\n  ${found.join('\n  ')}`);
}

/** The page once its fonts are in and two frames have painted the theme just emulated. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
}

/**
 * `page` in each theme, checked and (with an `outDir`) written. The page is left in the light
 * theme it started in, so a journey goes on as before.
 */
export async function shootScreen(page: Page, screen: string, outDir: string | undefined, themes: readonly Theme[] = THEMES): Promise<void> {
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    await settled(page);
    await expectNoLoopback(page, `${screen} (${theme})`);
    if (!outDir) continue;
    mkdirSync(join(outDir, 'screens'), { recursive: true });
    await page.screenshot({ path: join(outDir, 'screens', `${screen}-${theme}.png`), animations: 'disabled', caret: 'hide' });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
