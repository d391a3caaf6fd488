/**
 * Gate on the BUILT manifests (run after the builds: `npm run test:gates`): least privilege, no
 * install-time hosts, a default-or-stricter CSP, nothing injected into or exposed to web pages,
 * Firefox's id and data-collection declaration, and every file the manifest names present.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSERS, buildDir, REPO_ROOT, readManifest, type Manifest } from './built';
import {
  chromeProblems,
  cspProblems,
  FORBIDDEN_KEYS,
  geckoProblems,
  optionalHostProblems,
  optionalPermissionProblems,
  permissionProblems,
} from './manifest-rules';

/** Paths inside the build that the manifest refers to. */
function referencedFiles(manifest: Manifest): string[] {
  const background = (manifest.background ?? {}) as { service_worker?: string; scripts?: string[] };
  const pages = [
    (manifest.action as { default_popup?: string } | undefined)?.default_popup,
    (manifest.options_ui as { page?: string } | undefined)?.page,
    background.service_worker,
    ...(background.scripts ?? []),
    ...Object.values((manifest.icons ?? {}) as Record<string, string>),
  ];
  return pages.filter((page): page is string => typeof page === 'string');
}

describe.each(BROWSERS)('the built %s manifest', (browser) => {
  const manifest = readManifest(browser);

  it('is Manifest V3', () => {
    expect(manifest.manifest_version).toBe(3);
  });

  it("carries package.json's version, which the build writes into both manifests (CHANGELOG.md names it)", () => {
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(manifest.version).toBe(version);
    expect(readFileSync(join(REPO_ROOT, 'CHANGELOG.md'), 'utf8')).toContain(`## ${version}`);
  });

  it.runIf(browser === 'chrome')('declares the oldest Chrome it runs in', () => {
    expect(chromeProblems(manifest)).toEqual([]);
  });

  it('asks at install for exactly the permissions the features use', () => {
    expect(permissionProblems(manifest.permissions, browser)).toEqual([]);
  });

  it('asks for no host at install time and only https or local http hosts later', () => {
    expect(manifest.host_permissions ?? []).toEqual([]);
    expect(optionalHostProblems(manifest.optional_host_permissions)).toEqual([]);
  });

  it('asks later only for the optional permissions it may: clipboardWrite', () => {
    expect(optionalPermissionProblems(manifest.optional_permissions, browser)).toEqual([]);
    // Asked for from the options page, never at install, where both browsers warn about it.
    expect(manifest.optional_permissions).toContain('clipboardWrite');
  });

  it('keeps the default content security policy or a stricter one', () => {
    expect(cspProblems(manifest.content_security_policy)).toEqual([]);
  });

  it('injects nothing into web pages and exposes nothing to them', () => {
    const present = FORBIDDEN_KEYS.filter((key) => key in manifest);
    expect(present).toEqual([]);
  });

  it('names only files that are in the package', () => {
    const files = referencedFiles(manifest);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !existsSync(join(buildDir(browser), file)))).toEqual([]);
  });

  it('gives the toolbar button, the extension name and description translated texts', () => {
    expect(manifest.name).toBe('__MSG_extName__');
    expect(manifest.description).toBe('__MSG_extDescription__');
    // WXT takes the popup's <title> unless popup.html's `manifest.title` meta says otherwise.
    expect((manifest.action as { default_title?: string } | undefined)?.default_title).toBe('__MSG_actionTitle__');
  });

  it('has every __MSG_…__ text in the default locale', () => {
    const locale = manifest.default_locale as string;
    const messages = JSON.parse(readFileSync(join(buildDir(browser), '_locales', locale, 'messages.json'), 'utf8')) as object;
    const keys = [...JSON.stringify(manifest).matchAll(/__MSG_(\w+)__/g)].map((m) => m[1]!);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !(key in messages))).toEqual([]);
  });
});

describe('browser-specific keys', () => {
  it('Chrome: a service worker, and no Firefox settings (Chrome warns about unknown keys)', () => {
    const manifest = readManifest('chrome');
    expect(manifest.background).toMatchObject({ service_worker: expect.any(String) });
    expect(manifest.background).not.toHaveProperty('scripts');
    expect(manifest).not.toHaveProperty('browser_specific_settings');
  });

  it('Chrome: the policies an administrator may set, in a schema Chrome loads (a top-level object, one type per policy)', () => {
    const manifest = readManifest('chrome');
    expect(manifest.storage).toEqual({ managed_schema: 'managed-schema.json' });
    const schema = JSON.parse(readFileSync(join(buildDir('chrome'), 'managed-schema.json'), 'utf8')) as {
      type: string;
      properties: Record<string, { type?: unknown }>;
    };
    expect(schema.type).toBe('object');
    expect(schema).not.toHaveProperty('additionalProperties');
    expect(Object.values(schema.properties).every((policy) => typeof policy.type === 'string')).toBe(true);
  });

  it('Firefox: no policy schema (Firefox has none; it reads the same policies without one)', () => {
    expect(readManifest('firefox')).not.toHaveProperty('storage');
    expect(existsSync(join(buildDir('firefox'), 'managed-schema.json'))).toBe(false);
  });

  it('Firefox: an event page, an id, the data-collection declaration and versions that support it', () => {
    const manifest = readManifest('firefox');
    // Firefox has no extension service workers; WXT builds an event page.
    expect(manifest.background).toMatchObject({ scripts: [expect.any(String)] });
    expect(manifest.background).not.toHaveProperty('service_worker');
    expect(geckoProblems(manifest)).toEqual([]);
  });
});
