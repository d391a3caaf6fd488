import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Journeys in real Chromium loading the built extension (.output/chrome-mv3). Files run on
// LINKLET_E2E_WORKERS workers (test/e2e/run.mjs sets it and gives each worker its own display);
// the tests of one file run one after another in that file's browser.
const workers = Math.max(1, Number(process.env.LINKLET_E2E_WORKERS ?? 2));

// The longest files start first — those that wait out a rate limit (first-minute, rate-limited)
// before the others — so that on two workers the rest fill the time beside them instead of one of
// them starting last.
const WAITING_FIRST = ['first-minute', 'rate-limited', 'faults', 'bulk', 'scale'];
class WaitingFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = WAITING_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}.e2e.ts`));
      return at < 0 ? WAITING_FIRST.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    setupFiles: ['test/e2e/display.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    sequence: { sequencer: WaitingFirst },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
