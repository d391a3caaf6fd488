/**
 * Gate on every BUILT file of both browsers (run after the builds: `npm run test:gates`): no eval
 * or Function constructor, no code or styles from elsewhere, no address of a third party. The
 * rules and their allow-list are in scan.ts, scan-js.ts and urls.ts; scan.test.ts proves they bite.
 */
import { describe, expect, it } from 'vitest';
import { BROWSERS, buildDir } from './built';
import { formatFindings, scanDir } from './scan';

describe.each(BROWSERS)('the built %s extension', (browser) => {
  const { files, findings } = scanDir(buildDir(browser));

  it('was scanned whole: manifest, pages and scripts', () => {
    expect(files).toContain('manifest.json');
    expect(files.some((file) => file.endsWith('.html'))).toBe(true);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  });

  it('runs no strings as code, loads nothing from elsewhere and names no third party', () => {
    expect(formatFindings(findings), 'findings (file:line:col rule — snippet)').toBe('');
  });
});
