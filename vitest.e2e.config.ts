import { defineConfig } from 'vitest/config';

// Journeys in real Chromium loading the built extension (.output/chrome-mv3). One file at a time:
// the machine has two cores and each file drives a browser.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
