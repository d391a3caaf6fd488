import { defineConfig } from 'vitest/config';

// Gates on the BUILT extensions (`*.gate.ts`: manifests, every shipped file), so they run after
// the builds, with LINKLET_OUT_DIR choosing which builds. The scanners' own tests (`*.test.ts`)
// need no build and run once, in the unit suite.
export default defineConfig({
  test: {
    include: ['test/gates/**/*.gate.ts'],
  },
});
