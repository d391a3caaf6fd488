import preact from '@preact/preset-vite';
import JSZip from 'jszip';
import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'wxt';

/** public/managed-schema.json: the policies an administrator may set (Chrome's `storage.managed_schema`). */
const MANAGED_SCHEMA = 'managed-schema.json';

// The manifest is a function of the target so Firefox-only keys stay out of Chrome's manifest.
// Permissions are the least the features need; see README "Permissions and privacy".
export default defineConfig({
  // LINKLET_OUT_DIR lets parallel builds (e.g. a benchmark beside a test run) use their own folder.
  outDir: process.env.LINKLET_OUT_DIR ?? '.output',
  modules: ['@wxt-dev/webextension-polyfill'],
  // `npm run zip` → linklet-<version>-chrome.zip, -firefox.zip and the -sources.zip Firefox
  // reviewers rebuild from: exactly what the build reads, nothing else from the working tree.
  zip: {
    artifactTemplate: '{{name}}-{{version}}-{{browser}}.zip',
    sourcesTemplate: '{{name}}-{{version}}-sources.zip',
    includeSources: [
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'wxt.config.ts',
      'README.md',
      'LICENSE',
      'entrypoints/**',
      'components/**',
      'lib/**',
      'public/**',
    ],
    excludeSources: ['**/*'],
  },
  hooks: {
    // The popup is built on its own, apart from the settings page and the other pages, and its
    // whole start goes into one file (`startChunk`): read and parsed in one go instead of sixteen
    // chunks shared with the settings page, about 15 ms sooner to the popup's first request and
    // the gzip of one file instead of sixteen (docs/performance.md).
    'entrypoints:grouped': (_, groups) => {
      for (const group of groups) {
        if (!Array.isArray(group)) continue;
        const popup = group.findIndex((entry) => entry.type === 'popup');
        if (popup < 0 || group.length === 1) continue;
        groups.push(group.splice(popup, 1));
        return;
      }
    },
    'vite:build:extendConfig': (entries, config) => {
      // The background worker, read whole at every cold start, is minified by terser in two
      // passes: about 400 B gzip smaller than the default minifier's (measured); the pages keep
      // the default, which is as small for them.
      if (entries.length === 1 && entries[0]!.type === 'background') {
        config.build = { ...config.build, minify: 'terser', terserOptions: { compress: { passes: 2 }, ecma: 2020 } };
        return;
      }
      if (entries.length !== 1 || entries[0]!.type !== 'popup') return;
      const output = config.build?.rollupOptions?.output;
      if (Array.isArray(output)) throw new Error('wxt.config.ts: one Rollup output expected for the popup');
      config.build!.rollupOptions!.output = { ...output, manualChunks: startChunk };
    },
    // The policy schema is Chrome's alone (see the manifest's `storage`).
    'build:publicAssets': (wxt, files) => {
      if (wxt.config.browser !== 'firefox') return;
      const schema = files.findIndex((file) => file.relativeDest === MANAGED_SCHEMA);
      if (schema >= 0) files.splice(schema, 1);
    },
    'zip:extension:done': (_, zipPath) => makeZipReproducible(zipPath),
    'zip:sources:done': (_, zipPath) => makeZipReproducible(zipPath),
  },
  vite: () => ({
    plugins: [preact()],
    build: {
      // Deterministic output for store reviewers; no inline source maps in release builds.
      sourcemap: false,
      // No module preloading: extension files are read from disk, so preloading a lazy chunk's
      // imports saves nothing measurable, while its polyfill and dependency lists cost about
      // 1 KB gzipped of the popup's start-up (bench/bytes.ts).
      modulePreload: false,
    },
  }),
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    // clipboardWrite lets the background copy a link made from the context menu, the shortcut or
    // the omnibox. Both browsers warn about it at install (Chrome: "Modify data you copy and
    // paste"; Firefox: "Input data to the clipboard"), so it is optional on both, asked for from
    // the options page. Chrome's service worker copies through an offscreen document; Firefox's
    // background page copies itself.
    permissions: ['storage', 'activeTab', 'contextMenus', 'alarms', ...(browser === 'firefox' ? [] : ['offscreen'])],
    // tabs: asked for only when the user turns on "Show when the page I'm on already has a short
    // link" or clicks "Shorten all tabs in this window", which need the tabs' addresses (browsers
    // warn "Read your browsing history").
    optional_permissions: ['clipboardWrite', 'tabs'],
    // No host is asked for at install. The options page requests exactly `<instance origin>/*`.
    optional_host_permissions: ['https://*/*', 'http://localhost/*', 'http://127.0.0.1/*', 'http://[::1]/*'],
    // WXT lists public/icon/<size>.png as the manifest's `icons`; the toolbar button names its own
    // (1× and 2×) rather than leaning on each browser's fallback to `icons`.
    action: {
      default_title: '__MSG_actionTitle__',
      default_icon: { 16: 'icon/16.png', 32: 'icon/32.png' },
    },
    commands: {
      _execute_action: {
        suggested_key: { default: 'Alt+Shift+L' },
      },
      'shorten-current-page': {
        suggested_key: { default: 'Alt+Shift+K' },
        description: '__MSG_commandShortenCurrentPage__',
      },
    },
    omnibox: { keyword: 'ln' },
    // The oldest Chrome with everything the build uses: URL.canParse (120), AbortSignal.any and
    // runtime.getContexts (116), the offscreen API (109). Firefox's minimum is set below.
    ...(browser === 'firefox' ? {} : { minimum_chrome_version: '120' }),
    // What an administrator may set by policy (docs/deploy.md), shown in chrome://policy with these
    // names and descriptions. Firefox has no schema: it hands over its enterprise policy's
    // `3rdparty` section or a managed-storage manifest as written, and lib/policy checks both.
    ...(browser === 'firefox' ? {} : { storage: { managed_schema: MANAGED_SCHEMA } }),
    ...(browser === 'firefox'
      ? {
          // Firefox's default policy for extension pages without its `upgrade-insecure-requests`,
          // which turns every http request into https: plain http to an instance on the user's
          // own network (which they opt into) would never leave. Scripts are as restricted as by
          // default; the only http Linklet requests is the instance's, checked by httpScope.
          // `object-src 'self'` as Chrome's default has it (Firefox's MV3 default names none).
          content_security_policy: { extension_pages: "script-src 'self'; object-src 'self'" },
          browser_specific_settings: {
            gecko: {
              id: 'linklet@linklet.dev',
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['none'] },
            },
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  }),
});

/**
 * Rollup's `manualChunks` for the popup's own build: every module its entry reaches through static
 * imports goes into one chunk, `popup`, the entry's; what it imports with `import()` (QR code,
 * statistics, editors…) stays in chunks of its own, loaded when needed.
 */
interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null;
}

function startChunk(id: string, { getModuleInfo }: ModuleGraph): string | undefined {
  const seen = new Set<string>();
  const reachesEntry = (moduleId: string): boolean => {
    if (seen.has(moduleId)) return false;
    seen.add(moduleId);
    const info = getModuleInfo(moduleId);
    if (!info) return false;
    return info.isEntry || info.importers.some(reachesEntry);
  };
  return reachesEntry(id) ? 'popup' : undefined;
}

// Store packages are byte-for-byte reproducible (test/gates/reproducible.mjs). WXT's zip stamps
// each entry with the time of zipping and lists files in directory order, so each archive is
// rewritten with sorted entries, no folder entries and one date: SOURCE_DATE_EPOCH when set
// (reproducible-builds.org), else 1980-02-01 UTC, late enough to stay in 1980 in every time zone.
async function makeZipReproducible(zipPath: string): Promise<void> {
  const seconds = Number(process.env.SOURCE_DATE_EPOCH ?? Date.UTC(1980, 1, 1) / 1000);
  const date = new Date(seconds * 1000);
  const source = await JSZip.loadAsync(await readFile(zipPath));
  const stable = new JSZip();
  for (const name of Object.keys(source.files).sort()) {
    const entry = source.files[name]!;
    if (!entry.dir) stable.file(name, await entry.async('uint8array'), { date, createFolders: false });
  }
  const options = { compression: 'DEFLATE', compressionOptions: { level: 9 } } as const;
  await writeFile(zipPath, await stable.generateAsync({ type: 'nodebuffer', ...options }));
}
