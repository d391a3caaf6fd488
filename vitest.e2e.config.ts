import { defineConfig } from 'vitest/config';

// Journeys in real Chromium loading the built extension (.output/chrome-mv3). Files run on
// LINKLET_E2E_WORKERS workers (test/e2e/run.mjs sets it and gives each worker its own display);
// the tests of one file run one after another in that file's browser.
const workers = Math.max(1, Number(process.env.LINKLET_E2E_WORKERS ?? 1));

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    setupFiles: ['test/e2e/display.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
