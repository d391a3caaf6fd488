// `npm test`: every check of the README, the independent ones side by side on a 2-core machine.
// 1. typecheck and lint;
// 2. the unit tests (two vitest workers: 207 s against 458 s on one, the builds' minute shared) beside the builds: both browsers'
//    release zips (`wxt zip` builds .output/chrome-mv3 and firefox-mv3 as `wxt build` does), then
//    the gates on them, the Firefox install check and the reproducibility check (one rebuild from
//    the sources zip, compared with these builds);
// 3. the Chromium journeys (test/e2e/run.mjs: two workers, each on a display of its own) with the
//    Firefox journeys beside them (on a display of their own): a journey mostly waits for its
//    browser, so two or three browsers share the two cores (the machine is about half busy).
// Fails fast: the first step that fails stops the others. Prints each step's time.
import { spawn } from 'node:child_process';

const outDir = process.env.LINKLET_OUT_DIR ?? '.output';
const wxt = ['node_modules/wxt/bin/wxt.mjs'];
const running = new Set();
const times = [];
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);

class StepFailed extends Error {}

/** Runs one command; beside others (`live` false) its output is printed in one piece when it ends. */
function step(name, command, args, { live = false, env = {} } = {}) {
  return async () => {
    const since = Date.now();
    console.log(`▶ ${name}`);
    const child = spawn(command, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => {
      child.on('error', (error) => resolve(`${error.message}`));
      child.on('close', (status, signal) => resolve(status ?? signal));
    });
    running.delete(child);
    if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    times.push([name, seconds(since)]);
    if (code !== 0) throw new StepFailed(`✗ ${name} failed (${code}) after ${seconds(since)} s`);
    console.log(`✓ ${name} (${seconds(since)} s)`);
  };
}

const sequence =
  (...steps) =>
  async () => {
    for (const run of steps) await run();
  };
const together =
  (...steps) =>
  () =>
    Promise.all(steps.map((run) => run()));

const suite = sequence(
  together(step('typecheck', 'npm', ['run', '--silent', 'typecheck']), step('lint', 'npm', ['run', '--silent', 'lint'])),
  together(
    step('unit tests', 'npx', ['vitest', 'run', '--maxWorkers=2']),
    sequence(
      step('build Chrome', process.execPath, [...wxt, 'zip']),
      step('build Firefox', process.execPath, [...wxt, 'zip', '-b', 'firefox', '--mv3']),
      step('gates', 'npx', ['vitest', 'run', '--config', 'vitest.gates.config.ts']),
      step('Firefox install', process.execPath, ['test/gates/firefox.mjs']),
      step('reproducible', process.execPath, ['test/gates/reproducible.mjs'], { env: { LINKLET_REPRO_RELEASE: outDir } }),
    ),
  ),
  together(
    step('Chromium journeys', process.execPath, ['test/e2e/run.mjs'], { live: true }),
    // Printed in one piece when they end; no display of the caller's, so never the Chromium journeys' one.
    step('Firefox journeys', process.execPath, ['test/e2e-firefox/run.mjs'], { env: { DISPLAY: '' } }),
  ),
);

let failure;
try {
  await suite();
} catch (error) {
  failure = error;
  for (const child of running) child.kill();
}
console.log(`\n${times.map(([name, s]) => `  ${name}: ${s} s`).join('\n')}\n  npm test: ${seconds(started)} s in all`);
if (failure) {
  console.error(failure instanceof StepFailed ? failure.message : failure);
  process.exit(1);
}
