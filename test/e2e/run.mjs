// Runs the end-to-end journeys, under a virtual display when there is none: some journeys answer
// the host-permission prompt, which only a headful Chromium shows.
import { spawnSync } from 'node:child_process';

const vitest = ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)];
const needsDisplay = !process.env.DISPLAY;
const [cmd, args] = needsDisplay ? ['xvfb-run', ['-a', '-s', '-screen 0 1280x900x24', 'npx', ...vitest]] : ['npx', vitest];
const result = spawnSync(cmd, args, { stdio: 'inherit' });
if (result.error) {
  console.error(`Could not start ${cmd}: ${result.error.message}. Install it: apt-get install -y xvfb`);
  process.exit(1);
}
process.exit(result.status ?? 1);
