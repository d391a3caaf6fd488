/**
 * The background worker reads and writes storage through lib/kv.ts and reads settings with
 * lib/settings/read.ts: @wxt-dev/storage (versioned items, migrations, its lock) stays out of its
 * bundle, in both browsers' builds (size budget, see size.gate.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSERS, buildDir } from './built';

describe.each(BROWSERS)('the %s background bundle', (browser) => {
  it('does not contain WXT storage', () => {
    const code = readFileSync(join(buildDir(browser), 'background.js'), 'utf8');
    expect(code).toMatch(/storage/); // it does use storage: through lib/kv.ts
    expect(code).not.toContain('defineItem');
    expect(code).not.toContain('[@wxt-dev/storage]');
  });
});
