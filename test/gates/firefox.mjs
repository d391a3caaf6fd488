// `npm run test:firefox`: the Firefox build (LINKLET_OUT_DIR or .output, `firefox-mv3`) must pass
// `web-ext lint` with no errors and no unexplained warnings, then install in firefox-esr as a
// temporary add-on without a JavaScript error from the extension. The journeys themselves run in
// Firefox in `npm run test:e2e-firefox` (test/e2e-firefox/).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const sourceDir = resolve(root, process.env.LINKLET_OUT_DIR ?? '.output', 'firefox-mv3');
const webExt = join(root, 'node_modules/web-ext/bin/web-ext.js');
const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const INSTALL_TIMEOUT_MS = 60_000;
// Errors from the background page show up within moments of the install.
const SETTLE_MS = 3_000;

/**
 * Lint warnings that come from libraries, each recognised by the code it points at (README,
 * "Permissions and privacy", lists them). Anything else fails until it is fixed or explained.
 */
const EXPLAINED_WARNINGS = [
  {
    code: 'UNSAFE_VAR_ASSIGNMENT',
    why: "Preact's renderer assigns `dangerouslySetInnerHTML.__html` to innerHTML; Linklet never passes that prop",
    matches: (code) => /^[\w$.]*\.innerHTML\s*=\s*[\w$]+\.__html\b/.test(code),
  },
];

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

/** The source text a lint message points at (line and column are 1-based). */
function codeAt({ file, line, column }) {
  if (!file || !line) return '';
  const text = readFileSync(join(sourceDir, file), 'utf8').split('\n')[line - 1] ?? '';
  return text.slice(Math.max(0, (column ?? 1) - 1), (column ?? 1) + 120);
}

function lint() {
  const run = spawnSync(process.execPath, [webExt, 'lint', '--source-dir', sourceDir, '--output', 'json', '--no-config-discovery'], {
    encoding: 'utf8',
  });
  const json = run.stdout.slice(run.stdout.indexOf('{'));
  let report;
  try {
    report = JSON.parse(json);
  } catch {
    fail(`web-ext lint gave no report:\n${run.stdout}\n${run.stderr}`);
  }
  const where = (m) => `${m.file ?? 'manifest'}${m.line ? `:${m.line}:${m.column}` : ''} ${m.code}: ${m.message}`;
  if (report.errors.length) fail(`web-ext lint errors:\n${report.errors.map(where).join('\n')}`);
  const unexplained = [];
  for (const warning of report.warnings) {
    const explained = EXPLAINED_WARNINGS.find((w) => w.code === warning.code && w.matches(codeAt(warning)));
    if (explained) console.log(`  explained warning ${where(warning)} — ${explained.why}`);
    else unexplained.push(warning);
  }
  for (const notice of report.notices) console.log(`  notice ${where(notice)}`);
  if (unexplained.length) {
    fail(`web-ext lint warnings to fix or explain (here and in README):\n${unexplained.map(where).join('\n')}`);
  }
  console.log(`✓ web-ext lint: 0 errors, ${report.warnings.length} explained warnings, ${report.notices.length} notices`);
}

/** Installs the build in Firefox and resolves with what it printed once it has settled. */
function loadInFirefox() {
  // Firefox prints its console (and so the extension's errors) only with these prefs and --verbose.
  const args = [webExt, 'run', '--source-dir', sourceDir, `--firefox=${firefox}`, '--arg=--headless'];
  args.push('--no-input', '--no-reload', '--no-config-discovery', '--verbose');
  args.push('--pref', 'devtools.console.stdout.chrome=true', '--pref', 'devtools.console.stdout.content=true');
  // Its own process group, so stopping it also stops the Firefox it started.
  const child = spawn(process.execPath, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const groupAlive = () => {
    try {
      process.kill(-child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  // Stops web-ext and every Firefox process it started; SIGKILL what is left after 10 s.
  const stop = async () => {
    if (groupAlive()) process.kill(-child.pid, 'SIGTERM');
    for (let waited = 0; groupAlive() && waited < 10_000; waited += 100) {
      await new Promise((wait) => setTimeout(wait, 100));
    }
    if (groupAlive()) process.kill(-child.pid, 'SIGKILL');
  };
  return new Promise((done) => {
    const started = Date.now();
    const poll = setInterval(async () => {
      const installed = /Installed .* as a temporary add-on/.test(output);
      const gone = child.exitCode !== null;
      if (!installed && !gone && Date.now() - started < INSTALL_TIMEOUT_MS) return;
      clearInterval(poll);
      if (installed) await new Promise((wait) => setTimeout(wait, SETTLE_MS));
      await stop();
      done({ installed, output, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    }, 200);
  });
}

async function load() {
  if (!existsSync(firefox)) fail(`No Firefox at ${firefox}: apt-get install -y firefox-esr (or set FIREFOX_PATH).`);
  const { installed, output, seconds } = await loadInFirefox();
  const tail = output.split('\n').slice(-40).join('\n');
  if (!installed) fail(`Firefox did not install the add-on within ${INSTALL_TIMEOUT_MS / 1000} s:\n${tail}`);
  // e.g. "JavaScript error: moz-extension://<uuid>/background.js, line 1: Error: …"
  const errors = output.split('\n').filter((line) => /JavaScript error: moz-extension:\/\//.test(line));
  if (errors.length) fail(`The extension threw in Firefox:\n${errors.join('\n')}`);
  console.log(`✓ firefox-esr installed the add-on without errors (${seconds} s)`);
}

if (!existsSync(join(sourceDir, 'manifest.json'))) {
  fail(`No Firefox build in ${sourceDir}: run \`npx wxt build -b firefox --mv3\` (same LINKLET_OUT_DIR) first.`);
}
lint();
await load();
