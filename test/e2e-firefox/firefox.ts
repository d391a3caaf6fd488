/**
 * Starts Debian's firefox-esr on a fresh profile with Marionette on, installs the built extension
 * as a temporary add-on, and runs scripts in its two worlds: `chrome` (the browser's own window,
 * with Services, gBrowser and the extension's internals) and `content` (the selected tab, an
 * extension page or a web page). Headful under xvfb-run (run.mjs): the permission prompt and the
 * X clipboard are real only with a window.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Marionette } from './marionette';

/** The Firefox build under test; `npm test` builds it before the journeys run. */
export const EXTENSION_DIR = resolve(import.meta.dirname, '../..', process.env.LINKLET_OUT_DIR ?? '.output', 'firefox-mv3');
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const ADDON_ID = 'linklet@linklet.dev';
/** Pinned in the profile (extensions.webextensions.uuids), so the extension's pages have a known address. */
export const EXTENSION_UUID = '5f1c0b7e-3d2a-4c6b-9e8f-11a2b3c4d5e6';
export const EXTENSION_ORIGIN = `moz-extension://${EXTENSION_UUID}`;

export interface FirefoxOptions {
  /** Grant optional permission requests without the prompt (default false: the prompt shows). */
  grantWithoutPrompt?: boolean;
  /** More profile preferences, e.g. `network.dns.localDomains` for a name on "the user's network". */
  prefs?: Record<string, string | number | boolean>;
  /**
   * The home folder Firefox runs with (its HOME): where it looks for the user's managed-storage
   * manifests (`~/.mozilla/managed-storage/<add-on id>.json`), so a journey's policy is its own
   * Firefox's alone. Default: the caller's.
   */
  home?: string;
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

function profilePrefs(port: number, options: FirefoxOptions): string {
  const prefs: Record<string, string | number | boolean> = {
    'marionette.port': port,
    'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: EXTENSION_UUID }),
    'extensions.webextOptionalPermissionPrompts': !options.grantWithoutPrompt,
    // browser.action.openPopup() outside a click, as the keyboard journeys need.
    'extensions.openPopupWithoutUserGesture.enabled': true,
    'xpinstall.signatures.required': false,
    'browser.shell.checkDefaultBrowser': false,
    'browser.aboutwelcome.enabled': false,
    'browser.startup.homepage_override.mstone': 'ignore',
    'datareporting.policy.dataSubmissionEnabled': false,
    'browser.tabs.warnOnClose': false,
    // Xvfb has no window manager to give the browser window focus, so a panel that moves (the
    // popup growing to show its result) is rolled up at once; under a window manager (openbox,
    // checked) it stays open, as on a desktop. Journeys close the popup themselves.
    'ui.popup.disable_autohide': true,
    ...options.prefs,
  };
  return Object.entries(prefs)
    .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
    .join('\n');
}

export class Firefox {
  private context: 'chrome' | 'content' = 'content';

  private constructor(
    readonly marionette: Marionette,
    /** What Firefox printed, for a failure's message. */
    readonly output: string[],
    private readonly stop: () => Promise<void>,
  ) {}

  static async launch(options: FirefoxOptions = {}): Promise<Firefox> {
    if (!existsSync(FIREFOX)) throw new Error(`No Firefox at ${FIREFOX}: apt-get install -y firefox-esr (or set FIREFOX_PATH).`);
    if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) throw new Error(`No Firefox build in ${EXTENSION_DIR}: run npm run build:firefox first.`);
    if (!process.env.DISPLAY) throw new Error('The Firefox journeys need a display: run them with npm run test:e2e-firefox (xvfb-run).');
    const profile = mkdtempSync(join(tmpdir(), 'linklet-ff-'));
    const port = await freePort();
    writeFileSync(join(profile, 'user.js'), profilePrefs(port, options));
    const args = ['--marionette', '--remote-allow-system-access', '--no-remote', '--profile', profile];
    // Its own process group, so closing stops every process Firefox started.
    const child = spawn(FIREFOX, args, {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(options.home ? { HOME: options.home } : {}), MOZ_CRASHREPORTER_DISABLE: '1' },
    });
    const output: string[] = [];
    child.stdout.on('data', (chunk) => output.push(String(chunk)));
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    const alive = () => {
      try {
        process.kill(-child.pid!, 0);
        return true;
      } catch {
        return false;
      }
    };
    let marionette: Marionette | undefined;
    const stop = async () => {
      marionette?.close();
      if (alive()) process.kill(-child.pid!, 'SIGTERM');
      for (let waited = 0; alive() && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
      if (alive()) process.kill(-child.pid!, 'SIGKILL');
      rmSync(profile, { recursive: true, force: true });
    };
    try {
      marionette = await Marionette.connect(port);
      await marionette.send('WebDriver:NewSession', { capabilities: { alwaysMatch: { acceptInsecureCerts: true } } });
      await marionette.send('Addon:Install', { path: EXTENSION_DIR, temporary: true });
    } catch (error) {
      await stop();
      throw new Error(`Firefox did not start with the extension: ${String(error)}\n${output.join('').slice(-2000)}`);
    }
    return new Firefox(marionette, output, stop);
  }

  /** Runs `body` (a function body; `arguments[i]`; may return a promise) in the browser's chrome. */
  async chrome<T = unknown>(body: string, ...args: unknown[]): Promise<T> {
    await this.setContext('chrome');
    return this.marionette.execute<T>(body, args);
  }

  /** Runs `body` in the current tab's page. */
  async content<T = unknown>(body: string, ...args: unknown[]): Promise<T> {
    await this.setContext('content');
    return this.marionette.execute<T>(body, args);
  }

  /** Opens `url` in a new tab, selected unless `background`, and makes it the current tab. */
  async openTab(url: string, { background = false } = {}): Promise<string> {
    await this.setContext('content');
    const { handle } = await this.marionette.send<{ handle: string }>('WebDriver:NewWindow', { type: 'tab', focus: !background });
    await this.switchTo(handle, !background);
    await this.marionette.send('WebDriver:Navigate', { url });
    return handle;
  }

  /** Makes `handle` the tab scripts run in; `select` also brings it to the front. */
  async switchTo(handle: string, select = true): Promise<void> {
    await this.setContext('content');
    await this.marionette.send('WebDriver:SwitchToWindow', { handle, focus: select });
  }

  async tabs(): Promise<Array<{ handle: string; url: string }>> {
    await this.setContext('content');
    const handles = await this.marionette.send<string[]>('WebDriver:GetWindowHandles');
    const tabs = [];
    for (const handle of handles) {
      await this.marionette.send('WebDriver:SwitchToWindow', { handle, focus: false });
      tabs.push({ handle, url: await this.marionette.send<string>('WebDriver:GetCurrentURL') });
    }
    return tabs;
  }

  async closeTab(handle: string): Promise<void> {
    await this.switchTo(handle, false);
    await this.marionette.send('WebDriver:CloseWindow');
  }

  /** A real click on an element a content script returned (WebDriver's element reference). */
  async click(element: unknown): Promise<void> {
    await this.setContext('content');
    await this.marionette.send('WebDriver:ElementClick', { id: elementId(element) });
  }

  /** Clears a field and types `text` into it, key by key. */
  async type(element: unknown, text: string): Promise<void> {
    await this.setContext('content');
    await this.marionette.send('WebDriver:ElementClear', { id: elementId(element) });
    await this.marionette.send('WebDriver:ElementSendKeys', { id: elementId(element), text });
  }

  close(): Promise<void> {
    return this.stop();
  }

  private async setContext(context: 'chrome' | 'content'): Promise<void> {
    if (this.context === context) return;
    await this.marionette.send('Marionette:SetContext', { value: context });
    this.context = context;
  }
}

function elementId(element: unknown): string {
  const id = element && typeof element === 'object' ? Object.values(element)[0] : undefined;
  if (typeof id !== 'string') throw new Error(`Not an element: ${JSON.stringify(element)}`);
  return id;
}
