/**
 * One storage layer: every part of the extension reads and writes storage through lib/storage/kv.ts
 * (items declared by their owners with lib/storage/item.ts), so WXT's own storage (versioned
 * items, migrations, its lock) is in no bundle of either browser's build (docs/design.md
 * "Stored items" says why).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSERS, buildDir } from './built';

describe.each(BROWSERS)('the %s build', (browser) => {
  it('does not contain WXT storage in any script', () => {
    const dir = buildDir(browser);
    const scripts = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(scripts).toContain('background.js');
    // Its own words, which a minifier keeps: any part of it in a bundle brings one of them.
    const wxtStorage = ['[@wxt-dev/storage]', 'Storage key should be in the form of', 'superlock', 'Version downgrade detected'];
    for (const file of scripts) {
      const code = readFileSync(join(dir, file), 'utf8');
      for (const words of wxtStorage) expect(code, file).not.toContain(words);
    }
    // Storage is used, through lib/storage/kv.ts: its own error message is in the worker.
    expect(readFileSync(join(dir, 'background.js'), 'utf8')).toContain('storage refused the write');
  });
});
