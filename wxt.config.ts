import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

// The manifest is a function of the target so Firefox-only keys stay out of Chrome's manifest.
// Permissions are the least the features need; see README "Permissions and privacy".
export default defineConfig({
  // LINKLET_OUT_DIR lets parallel builds (e.g. a benchmark beside a test run) use their own folder.
  outDir: process.env.LINKLET_OUT_DIR ?? '.output',
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({
    plugins: [preact()],
    build: {
      // Deterministic output for store reviewers; no inline source maps in release builds.
      sourcemap: false,
    },
  }),
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: [
      'storage',
      'activeTab',
      'contextMenus',
      'alarms',
      ...(browser === 'firefox' ? ['clipboardWrite'] : ['offscreen']),
    ],
    // No host is asked for at install. The options page requests exactly `<instance origin>/*`.
    optional_host_permissions: ['https://*/*', 'http://localhost/*', 'http://127.0.0.1/*', 'http://[::1]/*'],
    action: {
      default_title: '__MSG_actionTitle__',
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
    ...(browser === 'firefox'
      ? {
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
