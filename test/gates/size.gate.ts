/**
 * Size guards of the built Chrome extension (bench/budgets.ts): they catch an accident, not a budget: the popup's start-up JS + CSS
 * (what it loads before first paint, counted as size.test.ts shows) and the background worker,
 * gzipped. Timings are measured by `npm run bench`, never asserted.
 */
import { describe, expect, it } from 'vitest';
import { ACCIDENT_GUARDS } from '../../bench/budgets';
import { backgroundBytes, KB, pageStartupBytes, type StartupBytes } from '../../bench/bytes';
import { buildDir } from './built';

const list = (b: StartupBytes) => b.files.map((f) => `${f.file} ${f.gzip} B gzip`).join(', ');

describe('size guards of the Chrome build (accidents only)', () => {
  const dir = buildDir('chrome');

  it(`popup start-up JS + CSS ≤ ${ACCIDENT_GUARDS.popupGzip / KB} KB gzipped`, () => {
    const popup = pageStartupBytes(dir, 'popup.html');
    expect(popup.files.some((f) => f.file.endsWith('.js'))).toBe(true);
    expect(popup.gzip, `popup loads ${list(popup)}`).toBeLessThanOrEqual(ACCIDENT_GUARDS.popupGzip);
  });

  it(`background ≤ ${ACCIDENT_GUARDS.backgroundGzip / KB} KB gzipped`, () => {
    const background = backgroundBytes(dir);
    expect(background.files.some((f) => f.file.endsWith('.js'))).toBe(true);
    expect(background.gzip, `background loads ${list(background)}`).toBeLessThanOrEqual(ACCIDENT_GUARDS.backgroundGzip);
  });
});
