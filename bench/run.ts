/**
 * `npm run bench`: measures the built Chrome extension (LINKLET_OUT_DIR or .output) and prints one
 * table; writes it as bench/results.json. `--runs N` sets the popup/floor rounds (default 20),
 * `--readme` also puts the headline figures into README.md and the table into docs/performance.md.
 * Timings are reported, never asserted; the size budgets are asserted by test/gates/size.gate.ts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { benchInBrowser, INDEX_SIZES } from './browser-bench';
import { startupComposition } from './composition';
import { buildDir } from '../test/gates/built';
import { backgroundBytes, pageStartupBytes } from './bytes';
import { updateReadme } from './readme';
import { benchScaleNode } from './scale-node';
import { fullReport, headlineTable, type BenchResults } from './table';
import { attempt } from './util';

const ROOT = resolve(import.meta.dirname, '..');

// Host-permission prompts are answered with xdotool in a headful Chromium: give it a display.
if (!process.env.DISPLAY) {
  const again = spawnSync('xvfb-run', ['-a', '-s', '-screen 0 1280x900x24', 'npx', 'tsx', ...process.argv.slice(1)], { stdio: 'inherit' });
  if (again.error) console.error(`Could not start xvfb-run: ${again.error.message}. Install it: apt-get install -y xvfb xdotool`);
  process.exit(again.status ?? 1);
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}

const rounds = Number(option('--runs') ?? 20);
// Throws with the build command when there is no build: `npm run bench` builds first.
const dir = buildDir('chrome');

console.error(`Bench of ${dir}`);
const bytes = {
  popup: pageStartupBytes(dir, 'popup.html'),
  options: pageStartupBytes(dir, 'options.html'),
  background: backgroundBytes(dir),
};
const loadBefore = loadavg()[0]!;
console.error('What start-up is made of (a build with source maps)…');
const composition = await startupComposition();
const search = [];
for (const links of INDEX_SIZES) {
  console.error(`The index in Node at ${links.toLocaleString('en')} links…`);
  search.push(await benchScaleNode(links));
}
console.error(`Chromium: ${rounds} rounds of popup and floor…`);
const browser = await attempt(() => benchInBrowser(dir, rounds));

const results: BenchResults = {
  date: new Date().toISOString(),
  commit: commit(),
  machine: {
    cpus: availableParallelism(),
    node: process.version,
    chromium: 'error' in browser ? undefined : browser.chromium,
    // Other work on the machine shows in the timings: the 1-minute load average before and after.
    load: [Math.round(loadBefore * 10) / 10, Math.round(loadavg()[0]! * 10) / 10],
  },
  bytes,
  composition,
  search,
  browser,
};
writeFileSync(join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
const report = fullReport(results);
console.log(report);
if (process.argv.includes('--readme')) {
  // The README shows the headline figures; docs/performance.md the whole table.
  updateReadme(join(ROOT, 'README.md'), headlineTable(results));
  updateReadme(join(ROOT, 'docs', 'performance.md'), report);
}
// Everything is written: exit rather than wait for handles a browser or server left open (the run
// otherwise stayed alive, idle, after printing its table).
process.exit(0);
