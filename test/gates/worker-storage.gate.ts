/**
 * One storage layer, WXT's: every stored item is a `storage.defineItem` of its owner, so the
 * worker's bundle holds WXT's storage (its versioned items and migrations) and no layer of our own
 * beside it (docs/design.md "Stored items").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSERS, buildDir } from './built';

describe.each(BROWSERS)('the %s build', (browser) => {
  it("reads and writes storage through WXT's storage items", () => {
    const worker = readFileSync(join(buildDir(browser), 'background.js'), 'utf8');
    // Its own words, which a minifier keeps.
    expect(worker).toContain('Storage key should be in the form of');
    expect(worker).toContain('Version downgrade detected');
    // A refused write is still worded as the browser's storage being full (lib/storage/error.ts).
    expect(worker).toContain('storage refused the write');
  });
});
