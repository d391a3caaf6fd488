// Runs the end-to-end journeys. Each vitest worker gets a virtual display of its own (some journeys
// answer the host-permission prompt with xdotool, which types into whatever window has the focus of
// its display, and only a headful Chromium shows that prompt). Journey files run on
// LINKLET_E2E_WORKERS workers at once (default 2); every file has its own browser profile, server port and debugging port,
// and a managed journey its own copy of the build (chromium-policy.ts), so its policy reaches no other file's browser.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const args = process.argv.slice(2);
// Two workers unless asked: a journey mostly waits for its browser (one worker kept the machine a fifth busy).
const workers = Math.max(1, Math.min(availableParallelism(), Number(process.env.LINKLET_E2E_WORKERS ?? 2)));

/** An Xvfb on a free display number, which it reports itself (no race between two runners choosing one). */
function startDisplay() {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
    let number = '';
    xvfb.on('error', (error) => reject(new Error(`Could not start Xvfb: ${error.message}. Install it: apt-get install -y xvfb`)));
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before reporting its display`)));
    xvfb.stdio[3].on('data', (chunk) => {
      number += chunk;
      if (number.includes('\n')) resolve({ display: `:${number.trim()}`, xvfb });
    });
  });
}

// One display of the caller's is enough for one worker; otherwise each worker has its own.
const ownDisplays = workers > 1 || !process.env.DISPLAY;
const displays = ownDisplays ? await Promise.all(Array.from({ length: workers }, startDisplay)) : [];
const env = {
  ...process.env,
  LINKLET_E2E_WORKERS: String(workers),
  ...(ownDisplays ? { LINKLET_E2E_DISPLAYS: displays.map((d) => d.display).join(','), DISPLAY: displays[0].display } : {}),
};
const started = Date.now();
const child = spawn('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...args], { stdio: 'inherit', env });
const status = await new Promise((resolve) => {
  child.on('error', (error) => {
    console.error(`Could not start vitest: ${error.message}`);
    resolve(1);
  });
  child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});
for (const { xvfb } of displays) {
  xvfb.removeAllListeners('exit');
  xvfb.kill();
}
console.log(`Chromium journeys: ${((Date.now() - started) / 1000).toFixed(0)} s on ${workers} worker${workers > 1 ? 's' : ''}`);
process.exit(status);
