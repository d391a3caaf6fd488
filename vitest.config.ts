import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// Unit tests: WXT's fake browser stands in for `wxt/browser`. Component tests opt into a DOM with
// `// @vitest-environment happy-dom`. End-to-end journeys have their own config (vitest.e2e.config.ts).
export default defineConfig({
  plugins: [WxtVitest(), preact()],
  resolve: { alias: { '@wxt-dev/browser': fileURLToPath(new URL('node_modules/wxt/dist/virtual/mock-browser.mjs', import.meta.url)) } },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    setupFiles: ['test/setup.ts'],
    // WXT's storage reads `browser` from @wxt-dev/browser, which test/setup.ts's imports would
    // load before the fake browser is installed: inlined, it gets the fake as wxt/browser does.
    server: { deps: { inline: ['@wxt-dev/storage'] } },
    restoreMocks: true,
  },
});
