/** The manifest rules must bite on manifests that ask for too much. Needs no build. */
import { describe, expect, it } from 'vitest';
import {
  chromeProblems,
  cspProblems,
  EXPECTED_PERMISSIONS,
  geckoProblems,
  optionalHostProblems,
  optionalPermissionProblems,
  permissionProblems,
} from './manifest-rules';

describe('required permissions', () => {
  it('accept exactly the expected set, in any order', () => {
    expect(permissionProblems(['storage', 'offscreen', 'activeTab', 'alarms', 'contextMenus'], 'chrome')).toEqual([]);
    expect(permissionProblems([...EXPECTED_PERMISSIONS.firefox].reverse(), 'firefox')).toEqual([]);
  });

  it('report extra, missing and host permissions', () => {
    expect(permissionProblems(['storage', 'activeTab', 'contextMenus', 'alarms', 'offscreen', 'tabs'], 'chrome')).toEqual([
      'unexpected permissions: tabs (justify them in README and here)',
    ]);
    expect(permissionProblems(['storage', 'activeTab', 'contextMenus', 'offscreen'], 'firefox')).toEqual([
      'unexpected permissions: offscreen (justify them in README and here)',
      'missing permissions: alarms',
    ]);
    const withHosts = [...EXPECTED_PERMISSIONS.chrome, '<all_urls>', 'https://*/*'];
    expect(permissionProblems(withHosts, 'chrome')).toContain('host patterns among install-time permissions: <all_urls>, https://*/*');
  });
});

describe('required permissions of each browser', () => {
  it('Chrome: exactly storage, activeTab, contextMenus, alarms and offscreen; clipboardWrite is not among them', () => {
    expect([...EXPECTED_PERMISSIONS.chrome].sort()).toEqual(['activeTab', 'alarms', 'contextMenus', 'offscreen', 'storage']);
    expect(permissionProblems(['storage', 'activeTab', 'contextMenus', 'alarms', 'offscreen', 'clipboardWrite'], 'chrome')).toEqual([
      'unexpected permissions: clipboardWrite (justify them in README and here)',
    ]);
  });

  // Firefox warns about clipboardWrite at install too ("Input data to the clipboard", issue 16).
  it('Firefox: exactly storage, activeTab, contextMenus and alarms; clipboardWrite is not among them', () => {
    expect([...EXPECTED_PERMISSIONS.firefox].sort()).toEqual(['activeTab', 'alarms', 'contextMenus', 'storage']);
    expect(permissionProblems([...EXPECTED_PERMISSIONS.firefox, 'clipboardWrite'], 'firefox')).toEqual([
      'unexpected permissions: clipboardWrite (justify them in README and here)',
    ]);
  });
});

describe('optional permissions', () => {
  it.each(['chrome', 'firefox'] as const)('%s may ask later for clipboardWrite and tabs, or nothing', (browser) => {
    expect(optionalPermissionProblems(['clipboardWrite'], browser)).toEqual([]);
    expect(optionalPermissionProblems(['clipboardWrite', 'tabs'], browser)).toEqual([]);
    expect(optionalPermissionProblems([], browser)).toEqual([]);
    expect(optionalPermissionProblems(undefined, browser)).toEqual([]);
  });

  it('report anything else', () => {
    expect(optionalPermissionProblems(['clipboardWrite', 'tabs', 'history', 'https://*/*'], 'chrome')).toEqual([
      'unexpected optional permissions: history, https://*/* (justify them in README and here)',
    ]);
    expect(optionalPermissionProblems(['clipboardWrite', 'offscreen'], 'firefox')).toEqual([
      'unexpected optional permissions: offscreen (justify them in README and here)',
    ]);
    expect(optionalPermissionProblems('clipboardWrite', 'chrome')).toEqual(['`optional_permissions` is not a list']);
  });
});

describe('optional host permissions', () => {
  it('accept https origins and local http', () => {
    const ok = ['https://*/*', 'https://links.example.com/*', 'https://*.example.com/*', 'http://localhost/*', 'http://127.0.0.1:8080/*', 'http://[::1]/*'];
    expect(optionalHostProblems(ok)).toEqual([]);
    expect(optionalHostProblems(undefined)).toEqual([]);
  });

  it.each(['http://*/*', '*://*/*', '<all_urls>', 'file:///*', 'http://example.com/*', 'http://192.168.1.2/*', 'https://*/admin/*'])('report %s', (pattern) => {
    expect(optionalHostProblems([pattern])).toHaveLength(1);
  });
});

describe('content security policy', () => {
  it.each([
    ['absent (the default)', undefined],
    ["Chrome's default", { extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self';" }],
    ["Firefox's default with Chrome's object-src", { extension_pages: "script-src 'self'; object-src 'self'; upgrade-insecure-requests;" }],
    ['stricter', { extension_pages: "default-src 'none'; script-src 'self'; connect-src https:" }],
  ])('accepts %s', (_, csp) => {
    expect(cspProblems(csp)).toEqual([]);
  });

  it.each([
    ['unsafe-eval', { extension_pages: "script-src 'self' 'unsafe-eval'" }, "script-src allows 'unsafe-eval'"],
    ['a remote script host', { extension_pages: "script-src 'self' https://cdn.jsdelivr.net" }, 'script-src allows https://cdn.jsdelivr.net'],
    ['inline scripts', { extension_pages: "script-src-elem 'self' 'unsafe-inline'" }, "script-src-elem allows 'unsafe-inline'"],
    ['any object', { extension_pages: "script-src 'self'; object-src *" }, 'object-src allows *'],
    ['a loose default-src', { extension_pages: 'default-src *' }, 'default-src allows *'],
    ['no script-src', { extension_pages: "object-src 'self'" }, 'no script-src'],
    ['no object-src', { extension_pages: "script-src 'self'" }, 'no object-src'],
    ["Firefox's MV3 default as a policy of one's own", { extension_pages: "script-src 'self'; upgrade-insecure-requests;" }, 'no object-src'],
    ['sandboxed pages', { sandbox: "sandbox allow-scripts; script-src 'self' 'unsafe-eval'" }, 'sandboxed pages may eval'],
    ['the MV2 string form', "script-src 'self'", 'must be an object'],
  ])('reports %s', (_, csp, problem) => {
    expect(cspProblems(csp).join('\n')).toContain(problem);
  });
});

describe('Firefox settings', () => {
  const good = {
    browser_specific_settings: {
      gecko: { id: 'linklet@linklet.dev', strict_min_version: '140.0', data_collection_permissions: { required: ['none'] } },
      gecko_android: { strict_min_version: '142.0' },
    },
  };

  it('accept an id, a data-collection declaration and versions that support it', () => {
    expect(geckoProblems(good)).toEqual([]);
    const guid = structuredClone(good);
    guid.browser_specific_settings.gecko.id = '{12345678-abcd-4ef0-9876-0123456789ab}';
    guid.browser_specific_settings.gecko.data_collection_permissions.required = ['browsingActivity'];
    expect(geckoProblems(guid)).toEqual([]);
  });

  it.each([
    ['no id', { id: undefined }, 'gecko.id missing'],
    ['no data declaration', { data_collection_permissions: undefined }, 'must list the data sent'],
    ['an empty declaration', { data_collection_permissions: { required: [] } }, 'must list the data sent'],
    ['"none" among data types', { data_collection_permissions: { required: ['none', 'browsingActivity'] } }, 'mixes "none"'],
    ['a version without data consent', { strict_min_version: '128.0' }, 'below 140'],
  ])('report %s', (_, gecko, problem) => {
    const manifest = structuredClone(good);
    Object.assign(manifest.browser_specific_settings.gecko, gecko);
    expect(geckoProblems(manifest).join('\n')).toContain(problem);
  });

  it('report an Android version without data consent', () => {
    expect(geckoProblems({ browser_specific_settings: { gecko: good.browser_specific_settings.gecko } })).toEqual([
      'gecko_android.strict_min_version below 142: undefined',
    ]);
  });
});

describe('chromeProblems', () => {
  it.each([
    ['declared at 120', { minimum_chrome_version: '120' }, []],
    ['declared later', { minimum_chrome_version: '131.0' }, []],
    ['not declared', {}, ['minimum_chrome_version is not declared']],
    ['too old for URL.canParse', { minimum_chrome_version: '116' }, ['minimum_chrome_version below 120: 116']],
  ])('%s', (_, manifest, problems) => {
    expect(chromeProblems(manifest as never)).toEqual(problems);
  });
});
