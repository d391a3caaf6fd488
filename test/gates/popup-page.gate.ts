/**
 * Gate on the BUILT popup.html of both browsers: its first script comes first, and the app it
 * starts (wxt.config.ts deferPopupApp → <meta name="linklet-app">) is in the package, with no
 * module script left in the page that would load the app alongside the first script's work.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSERS, buildDir } from './built';

describe.each(BROWSERS)('the built %s popup page', (browser) => {
  const dir = buildDir(browser);
  const html = readFileSync(join(dir, 'popup.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]!);

  it('runs popup-boot.js first, as a classic script, and it is in the package', () => {
    expect(scripts[0]).toMatch(/\bsrc="\/popup-boot\.js"/);
    expect(scripts[0]).not.toMatch(/type="module"/);
    expect(existsSync(join(dir, 'popup-boot.js'))).toBe(true);
  });

  it('names the app for the first script to load, and does not load it itself', () => {
    const app = /<meta name="linklet-app" content="\/([^"]+)"/.exec(html)?.[1];
    expect(app).toMatch(/^chunks\/popup-[\w-]+\.js$/);
    expect(existsSync(join(dir, app!))).toBe(true);
    expect(scripts.filter((attrs) => /type="module"/.test(attrs))).toEqual([]);
  });
});
