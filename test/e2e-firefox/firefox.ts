/**
 * Starts Debian's firefox-esr on a fresh profile with Marionette on, and installs the built
 * extension as a temporary add-on. Headful (under xvfb-run from run.mjs): the permission prompt
 * and the X clipboard are real only with a window.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Marionette } from './marionette';

/** The Firefox build under test; `npm test` builds it before the journeys run. */
export const EXTENSION_DIR = resolve(import.meta.dirname, '../..', process.env.LINKLET_OUT_DIR ?? '.output', 'firefox-mv3');
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const ADDON_ID = 'linklet@linklet.dev';
/** Pinned in the profile, so every page of the extension has a known address. */
export const EXTENSION_UUID = '5f1c0b7e-3d2a-4c6b-9e8f-11a2b3c4d5e6';
export const EXTENSION_ORIGIN = `moz-extension://${EXTENSION_UUID}`;

export interface FirefoxOptions {
  /** Grant optional permission requests without the prompt (default false: the prompt shows). */
  grantWithoutPrompt?: boolean;
}

export interface FirefoxSession {
  marionette: Marionette;
  process: ChildProcess;
  /** What Firefox printed (stdout and stderr), for a failure's message. */
  output: string[];
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function userJs(prefs: Record<string, string | number | boolean>): string {
  return Object.entries(prefs)
    .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
    .join('\n');
}

export async function launchFirefox(options: FirefoxOptions = {}): Promise<FirefoxSession> {
  if (!existsSync(FIREFOX)) throw new Error(`No Firefox at ${FIREFOX}: apt-get install -y firefox-esr (or set FIREFOX_PATH).`);
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) throw new Error(`No Firefox build in ${EXTENSION_DIR}: run npm run build:firefox first.`);
  if (!process.env.DISPLAY) throw new Error('The Firefox journeys need a display: run them through npm run test:e2e-firefox (xvfb-run).');
  const profile = mkdtempSync(join(tmpdir(), 'linklet-ff-'));
  const port = await freePort();
  writeFileSync(
    join(profile, 'user.js'),
    userJs({
      'marionette.port': port,
      'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: EXTENSION_UUID }),
      'extensions.webextOptionalPermissionPrompts': !options.grantWithoutPrompt,
      'extensions.openPopupWithoutUserGesture.enabled': true,
      'xpinstall.signatures.required': false,
      'browser.shell.checkDefaultBrowser': false,
      'browser.aboutwelcome.enabled': false,
      'browser.startup.page': 0,
      'browser.startup.homepage_override.mstone': 'ignore',
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.reportingpolicy.firstRun': false,
      'browser.tabs.warnOnClose': false,
      // A page opened behind another renders late (background tabs are throttled).
      'dom.min_background_timeout_value': 4,
    }),
  );
  const args = ['--marionette', '--remote-allow-system-access', '--no-remote', '--profile', profile];
  // Its own process group, so closing stops every process Firefox started.
  const child = spawn(FIREFOX, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' } });
  const output: string[] = [];
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  const close = async () => {
    marionette?.close();
    if (groupAlive()) process.kill(-child.pid!, 'SIGTERM');
    for (let waited = 0; groupAlive() && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    if (groupAlive()) process.kill(-child.pid!, 'SIGKILL');
    rmSync(profile, { recursive: true, force: true });
  };
  let marionette: Marionette | undefined;
  try {
    marionette = await Marionette.connect(port);
    await marionette.send('WebDriver:NewSession', { capabilities: { alwaysMatch: { acceptInsecureCerts: true } } });
    await marionette.send('Addon:Install', { path: EXTENSION_DIR, temporary: true });
  } catch (error) {
    await close();
    throw new Error(`Firefox did not start with the extension: ${String(error)}\n${output.join('').slice(-2000)}`);
  }
  return { marionette, process: child, output, close };
}
