import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// Unit tests: WXT's fake browser stands in for `wxt/browser`. Component tests opt into a DOM with
// `// @vitest-environment happy-dom`. End-to-end journeys have their own config (vitest.e2e.config.ts).
export default defineConfig({
  plugins: [WxtVitest(), preact()],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
  },
});
