import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

/** The API part first, then the browser journeys: file names say the order (1-…, 2-…). */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

// The conformance suite against a real phpShort (`npm run test:real`, through test/real/run.mjs,
// which explains the variables it needs). One worker runs every file in turn without isolation,
// so the rate-limit pacer's knowledge of the server's budget carries from file to file; WXT's
// fake browser stands in for storage where lib/ code keeps the instance's facts. Waits for the
// rate limit's window take up to a minute each, hence the long timeouts.
export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['test/real/**/*.real.ts'],
    globalSetup: ['test/real/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    isolate: false,
    fileParallelism: false,
    sequence: { sequencer: ByName },
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
