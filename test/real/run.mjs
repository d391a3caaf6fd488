// `npm run test:real`: the conformance suite against a real phpShort instance. Checks the
// environment first and explains itself when the two required variables are missing (no browser
// is launched then); builds the extension when there is no build; runs vitest with
// vitest.real.config.ts, under a virtual display when there is none (the journeys answer
// Chromium's permission prompt, which only a headful browser shows).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const USAGE = `Linklet conformance suite against a real phpShort instance (v44 or v49)

Usage:
  PHPSHORT_URL=https://links.example.com PHPSHORT_KEY=<API key> npm run test:real

What it does (several minutes: it keeps under the server's 60 requests a minute):
  1. API client: detects the version, reads the account, domains, spaces and links (with each
     filter), makes a pixel and a link with every field of that version, reads each field back,
     reads the link's statistics, updates and deletes both.
  2. Browser journeys: real Chromium with the built extension (.output/chrome-mv3): connecting in
     the options page, Test connection, shortening a page from the popup (with the defaults and
     with every "More options" field), an alias already taken, search, editing and deleting in
     the Links manager, its filters, the Pixels manager, and an index refresh under the rate limit.
  3. Firefox journeys: firefox-esr with the Firefox build (.output/firefox-mv3): connecting, Test
     connection, the popup in click and automatic mode, an alias already taken, the context menu,
     the keyboard shortcut, the address bar's "ln" keyword, the background stopped and woken.

It is safe on a live account:
  - everything it creates starts with "linklet-test-<run id>-" (aliases, pixel names; link
    destinations are https://example.com/linklet-test-<run id>/... or a page it serves itself on
    http://127.0.0.1), and is deleted at the end, even after a failure (then a final sweep finds
    and deletes whatever of this run is left, and fails the run if anything remains);
  - it never changes or deletes anything it did not create, and creates no domain; its one space
    (named with the prefix, empty, as a policy's TeamSpaces asks) is deleted at the end (a
    link of the run may be put in an existing space, which itself is not changed);
  - it paces itself under the rate limit, leaving a margin for your other clients.

Required:
  PHPSHORT_URL   the instance's address (https; http only for localhost / 127.0.0.1)
  PHPSHORT_KEY   an API key of the account to test with (Account → API)

Optional:
  PHPSHORT_RATE_MARGIN   requests always left unspent in the server's minute (default 8)
  LINKLET_REAL_PARTS     api, browser (Chromium and Firefox), chromium, firefox or all (default all)
  LINKLET_TEST_RUN_ID    the run id (default: a fresh one); 6-12 lower-case letters or digits
  LINKLET_REAL_REBUILD   1: run "npm run build" first even if a build exists
  CHROMIUM_PATH          Chromium (default /usr/bin/chromium)
  FIREFOX_PATH           Firefox (default /usr/bin/firefox-esr)
  LINKLET_OUT_DIR        where the build is (default .output)

Extra arguments go to vitest, e.g. npm run test:real -- -t "Pixels"`;

const { PHPSHORT_URL, PHPSHORT_KEY } = process.env;
if (!PHPSHORT_URL?.trim() || !PHPSHORT_KEY?.trim()) {
  console.error(USAGE);
  console.error(`\nMissing: ${[!PHPSHORT_URL?.trim() && 'PHPSHORT_URL', !PHPSHORT_KEY?.trim() && 'PHPSHORT_KEY'].filter(Boolean).join(' and ')}.`);
  process.exit(2);
}
try {
  const url = new URL(PHPSHORT_URL.trim());
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) throw new Error('use https:// (http:// only for localhost)');
} catch (error) {
  console.error(`PHPSHORT_URL=${PHPSHORT_URL} cannot be used: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}

const parts = process.env.LINKLET_REAL_PARTS ?? 'all';
const FILES = { api: ['test/real/1-'], browser: ['test/real/2-', 'test/real/3-'], chromium: ['test/real/2-'], firefox: ['test/real/3-'], all: [] };
if (!(parts in FILES)) {
  console.error(`LINKLET_REAL_PARTS is api, browser, chromium, firefox or all, got ${parts}`);
  process.exit(2);
}

const root = resolve(import.meta.dirname, '../..');
const BUILDS = [
  { needed: ['browser', 'chromium', 'all'], folder: 'chrome-mv3', script: 'build' },
  { needed: ['browser', 'firefox', 'all'], folder: 'firefox-mv3', script: 'build:firefox' },
];
for (const { needed, folder, script } of BUILDS) {
  const manifest = join(root, process.env.LINKLET_OUT_DIR ?? '.output', folder, 'manifest.json');
  if (!needed.includes(parts) || (process.env.LINKLET_REAL_REBUILD !== '1' && existsSync(manifest))) continue;
  console.error(`[linklet real] building the extension (npm run ${script})…`);
  const build = spawnSync('npm', ['run', script], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const vitest = ['vitest', 'run', '--config', 'vitest.real.config.ts', ...FILES[parts], ...process.argv.slice(2)];
const needsDisplay = parts !== 'api' && !process.env.DISPLAY;
const [cmd, args] = needsDisplay ? ['xvfb-run', ['-a', '-s', '-screen 0 1280x900x24', 'npx', ...vitest]] : ['npx', vitest];
const started = Date.now();
const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root });
if (result.error) {
  console.error(`Could not start ${cmd}: ${result.error.message}. Install it: apt-get install -y xvfb`);
  process.exit(1);
}
console.error(`[linklet real] finished in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(result.status ?? 1);
