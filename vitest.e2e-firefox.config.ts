import { defineConfig } from 'vitest/config';

// Journeys in real Firefox (Debian's firefox-esr, driven over Marionette) with the built extension
// (.output/firefox-mv3). One file at a time: the machine has two cores and each file drives a
// browser; run through test/e2e-firefox/run.mjs, which gives them a display.
export default defineConfig({
  test: {
    include: ['test/e2e-firefox/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
