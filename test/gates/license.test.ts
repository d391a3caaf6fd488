/**
 * The licence a person finding the repository can read: `LICENSE` (MIT, as package.json says),
 * named in the README and shipped in the sources archive reviewers rebuild from.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../wxt.config';
import { REPO_ROOT } from './built';

const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');

describe('the licence', () => {
  it('is MIT, with the project and the year, as package.json says', () => {
    const licence = read('LICENSE');
    expect(licence).toMatch(/^MIT License\n/);
    expect(licence).toContain('Copyright (c) 2026 Linklet contributors');
    expect(licence).toContain('THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND');
    expect(JSON.parse(read('package.json')).license).toBe('MIT');
  });

  it('is named in the README, as a link to the file', () => {
    expect(read('README.md')).toMatch(/\[[^\]]*\]\(LICENSE\)/);
  });

  it('goes into the sources archive (the reproducible check also finds it in the zip)', () => {
    expect(config.zip?.includeSources).toContain('LICENSE');
  });
});
