/**
 * `npm run demo -- --store`: the store images, in each language of public/_locales and in the light
 * and dark themes, written to docs/store/images/ (or --out DIR):
 *   <locale>-screenshot-1-<theme>.png  1280 × 800: the popup after one click, beside the name and description
 *   <locale>-screenshot-2-<theme>.png  1280 × 800: the Links manager
 *   <locale>-screenshot-3-<theme>.png  1280 × 800: the settings
 *   <locale>-promo-small-<theme>.png   440 × 280: the small promo tile
 * Each language runs in its own Chromium with the browser in that language (test/e2e/harness.ts),
 * against the reference server with sample links. PNGs go through pngquant when it is installed
 * (apt-get install -y pngquant): about a fifth of the bytes, no visible change.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { openToolbarPopup } from '../test/e2e/harness';
import { messagesOf } from '../test/e2e/locale-messages';
import { expectNoLoopback } from './demo-screens';
import { startDemo } from './demo-setup';

const ROOT = resolve(import.meta.dirname, '..');
const LOCALES_DIR = join(ROOT, 'public/_locales');
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
const WINDOW = { width: 1280, height: 800 };
const TILE = { width: 440, height: 280 };
const WAIT = { timeout: 20_000 };

/** The languages Linklet has messages for, English first: folder names (pt_BR) and browser tags (pt-BR). */
function languages(): Array<{ folder: string; tag: string }> {
  const folders = readdirSync(LOCALES_DIR).filter((name) => statSync(join(LOCALES_DIR, name)).isDirectory());
  return folders.sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b))).map((folder) => ({ folder, tag: folder.replace('_', '-') }));
}

const COLORS: Record<Theme, { background: string; text: string; muted: string; accent: string; card: string }> = {
  light: { background: '#eef3fb', text: '#14213d', muted: '#44516b', accent: '#1d5fd6', card: '#ffffff' },
  dark: { background: '#101726', text: '#eef2fa', muted: '#b6c0d4', accent: '#7fb0ff', card: '#1b2435' },
};

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const ICON = dataUrl(readFileSync(join(ROOT, 'public/icon/128.png')));

/** A page of its own (no extension code): the name, a line of text and, beside them, a picture. */
function composed(theme: Theme, lang: string, { title, text, picture }: { title: string; text: string; picture?: Buffer }): string {
  const c = COLORS[theme];
  return `<!doctype html><html lang="${lang}"><meta charset="utf-8"><style>
  html, body { margin: 0; height: 100%; }
  body { background: ${c.background}; color: ${c.text}; font-family: system-ui, Roboto, 'Liberation Sans', Arial, sans-serif; display: flex; align-items: center; gap: 48px; padding: 0 64px; box-sizing: border-box; }
  .words { flex: 1; min-width: 0; }
  .name { display: flex; align-items: center; gap: 16px; font-size: 56px; font-weight: 700; margin: 0 0 24px; }
  .name img { width: 72px; height: 72px; }
  p { font-size: 30px; line-height: 1.35; color: ${c.muted}; margin: 0; }
  .shot { flex: none; border-radius: 12px; box-shadow: 0 12px 40px rgba(0, 0, 0, 0.28); background: ${c.card}; max-height: 720px; }
  body.tile { gap: 0; padding: 24px 28px; flex-direction: column; align-items: flex-start; justify-content: center; }
  .tile .words { flex: none; }
  .tile .name { font-size: 44px; margin-bottom: 14px; } .tile .name img { width: 56px; height: 56px; }
  .tile p { font-size: 22px; color: ${c.text}; } .tile .rule { width: 64px; height: 6px; border-radius: 3px; background: ${c.accent}; margin-bottom: 16px; }
  </style><body class="${picture ? '' : 'tile'}"><div class="words">${picture ? '' : '<div class="rule"></div>'}<div class="name"><img src="${ICON}" alt="">${escapeHtml(title)}</div><p>${escapeHtml(text)}</p></div>${
    picture ? `<img class="shot" src="${dataUrl(picture)}" alt="">` : ''
  }</body></html>`;
}

async function shoot(page: Page, path: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  writeFileSync(path, await page.screenshot({ animations: 'disabled', caret: 'hide' }));
}

/** pngquant in place, when the machine has it (lossy, at a quality no one sees). */
export function optimise(paths: string[]): boolean {
  if (!paths.length) return false;
  const result = spawnSync('pngquant', ['--force', '--skip-if-larger', '--quality=70-95', '--speed=1', '--strip', '--ext', '.png', ...paths]);
  return !result.error && (result.status === 0 || result.status === 98 || result.status === 99);
}

async function imagesOf({ folder, tag }: { folder: string; tag: string }, outDir: string): Promise<string[]> {
  const say = messagesOf(folder);
  // The demo's instance and article under their public names, connected and granted (demo-setup.ts).
  const demo = await startDemo({ links: 120, grantWithXdotool: true, language: tag });
  const { session, site } = demo;
  const written: string[] = [];
  const path = (name: string) => {
    const file = join(outDir, `${folder}-${name}.png`);
    written.push(file);
    return file;
  };
  try {
    // 1: the popup after one click over the sample article.
    const article = await session.context.newPage();
    await article.goto(site.articleUrl);
    await article.bringToFront();
    const popup = await openToolbarPopup(session);
    const shortLink = popup.getByLabel(say('popupShortLink'), { exact: true });
    const deadline = Date.now() + WAIT.timeout;
    while (!/^https:/.test(await shortLink.inputValue().catch(() => ''))) {
      if (Date.now() > deadline) throw new Error(`${tag}: the popup made no short link`);
      await new Promise((done) => setTimeout(done, 100));
    }
    await popup
      .getByRole('status')
      .filter({ hasText: say('popupCopied') })
      .first()
      .waitFor(WAIT);
    // Both themes before another tab opens, which closes the popup.
    const pictures = new Map<Theme, Buffer>();
    for (const theme of THEMES) {
      await popup.emulateMedia({ colorScheme: theme });
      await expectNoLoopback(popup, `${tag} popup`);
      pictures.set(theme, await popup.screenshot({ animations: 'disabled', caret: 'hide' }));
    }
    await popup.close().catch(() => undefined);
    const frame = await session.context.newPage();
    await frame.setViewportSize(WINDOW);
    for (const theme of THEMES) {
      await frame.setContent(composed(theme, tag, { title: say('extName'), text: say('extDescription'), picture: pictures.get(theme) }));
      await shoot(frame, path(`screenshot-1-${theme}`));
    }
    // 2 and 3: the Links manager and the settings, as a 1280 × 800 laptop shows them.
    const page = await session.context.newPage();
    await page.setViewportSize(WINDOW);
    for (const [index, hash] of [
      [2, '#links'],
      [3, '#settings'],
    ] as const) {
      await page.goto('about:blank');
      await page.goto(session.pageUrl(`options.html${hash}`));
      if (hash === '#links') await page.locator('.manager-table tbody tr').nth(10).waitFor(WAIT);
      else await page.getByLabel(say('optionsInstanceUrl'), { exact: true }).waitFor(WAIT);
      await page.waitForFunction(`!document.querySelector('.manager-table[aria-busy="true"], .manager-list-status [role="status"]')`, undefined, WAIT);
      await expectNoLoopback(page, `${tag} ${hash}`);
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        await shoot(page, path(`screenshot-${index}-${theme}`));
      }
    }
    // The small promo tile.
    await frame.setViewportSize(TILE);
    for (const theme of THEMES) {
      await frame.setContent(composed(theme, tag, { title: say('extName'), text: say('actionTitle') }));
      await shoot(frame, path(`promo-small-${theme}`));
    }
    return written;
  } finally {
    await demo.close();
  }
}

/** Writes every image; returns the files and their total size, and whether pngquant made them smaller. */
export async function writeStoreImages(outDir = join(ROOT, 'docs/store/images')): Promise<{ files: string[]; bytes: number; optimised: boolean }> {
  mkdirSync(outDir, { recursive: true });
  const files: string[] = [];
  for (const language of languages()) {
    console.log(`store images: ${language.tag}`);
    files.push(...(await imagesOf(language, outDir)));
  }
  const optimised = optimise(files);
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  return { files, bytes, optimised };
}
