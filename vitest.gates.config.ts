import { defineConfig } from 'vitest/config';

// Gates on the BUILT extensions (`*.gate.ts`: manifests, every shipped file), so they run after
// the builds, with LINKLET_OUT_DIR choosing which builds. The scanners' own tests (`*.test.ts`) run
// here too, and in the unit suite, which needs no build.
export default defineConfig({
  test: {
    include: ['test/gates/**/*.gate.ts', 'test/gates/**/*.test.ts'],
  },
});
