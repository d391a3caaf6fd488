/**
 * Gate on the store listings (docs/store/<locale>.md): one per language Linklet speaks, each with
 * every part the three stores ask for, a short description Chrome takes (132 characters) and
 * Edge's description its 250 at least, a justification for each permission of the built
 * manifests, and the privacy policy.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSERS, REPO_ROOT, readManifest } from './built';

const STORE = join(REPO_ROOT, 'docs/store');
const LOCALES = ['en', 'de', 'fr', 'es', 'pt_BR'];
const between = (text: string, name: string) => text.match(new RegExp(`<!-- ${name}:start -->\\n([\\s\\S]*?)\\n<!-- ${name}:end -->`))?.[1]?.trim() ?? '';
const permissions = [
  ...new Set(
    BROWSERS.flatMap((browser) => {
      const manifest = readManifest(browser) as { permissions?: string[]; optional_permissions?: string[] };
      return [...(manifest.permissions ?? []), ...(manifest.optional_permissions ?? [])];
    }),
  ),
];

describe.each(LOCALES)('the %s store listing', (locale) => {
  const path = join(STORE, `${locale}.md`);
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';

  it('exists, with the name, the descriptions, the categories, the single purpose, the data use and the privacy policy', () => {
    expect(text, `${path} missing`).not.toBe('');
    // Nine parts: name, short and long description, category, single purpose, permissions, data use, privacy, images.
    expect(text.match(/^## /gm)).toHaveLength(9);
    expect(text).toContain('(../privacy.md)');
    for (const store of ['Chrome Web Store', 'Firefox Add-ons', 'Edge Add-ons']) expect(text).toContain(store);
  });

  it('has a short description Chrome takes and a description Edge takes', () => {
    const short = between(text, 'short');
    expect(short.length).toBeGreaterThan(20);
    expect(short.length).toBeLessThanOrEqual(132);
    expect(between(text, 'long').length).toBeGreaterThanOrEqual(250);
  });

  it('justifies each permission and optional permission of the built manifests, and the host access', () => {
    const rows = text.split('\n').filter((line) => line.startsWith('| `'));
    expect(
      permissions.filter((permission) => !rows.some((row) => row.startsWith(`| \`${permission}\``))),
      'permissions without a row',
    ).toEqual([]);
    expect(text).toContain('`https://*/*`');
  });

  it.runIf(locale !== 'en')('is written in its language, not copied from English', () => {
    const english = readFileSync(join(STORE, 'en.md'), 'utf8');
    expect(between(text, 'short')).not.toBe(between(english, 'short'));
    expect(between(text, 'long')).not.toBe(between(english, 'long'));
  });
});

describe('the privacy policy', () => {
  it('is docs/privacy.md, linked from the README and the listings’ index', () => {
    expect(readFileSync(join(REPO_ROOT, 'docs/privacy.md'), 'utf8')).toMatch(/^# Linklet privacy policy/);
    expect(readFileSync(join(REPO_ROOT, 'README.md'), 'utf8')).toContain('(docs/privacy.md)');
    expect(readFileSync(join(STORE, 'README.md'), 'utf8')).toContain('(../privacy.md)');
  });
});
