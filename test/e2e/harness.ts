import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Worker } from 'playwright-core';

/** The built Chrome extension under test; `npm test` builds it before the journeys run. */
export const EXTENSION_DIR = resolve(import.meta.dirname, '../..', process.env.LINKLET_OUT_DIR ?? '.output', 'chrome-mv3');

export interface ExtensionSession {
  /** The persistent context that loaded the extension (tabs, pages, service worker). */
  context: BrowserContext;
  /** CDP connections opened by `openToolbarPopup`, closed with the session. */
  cdpConnections: Browser[];
  worker: Worker;
  extensionId: string;
  /** Chromium's remote-debugging port. */
  debugPort: number;
  /** URL of one of the extension's pages, e.g. `pageUrl('options.html')`. */
  pageUrl(path: string): string;
  /** Every console line of every extension page and the worker, for secret audits. */
  consoleLines: string[];
  /** The current service worker (it changes after a restart). */
  currentWorker(): Promise<Worker>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** Headful under Xvfb: needed to answer permission prompts with xdotool. */
  headful?: boolean;
  /** Reuse a profile to test what survives a browser restart. */
  userDataDir?: string;
  /** More Chromium switches, e.g. `--host-resolver-rules=MAP nas.lan 127.0.0.1` for a name on "the user's network". */
  args?: string[];
  /** Linklet's button pinned to the toolbar from the start, as a user who pinned it has it (a new profile only). */
  pinned?: boolean;
  /**
   * The browser's language, e.g. "de" or "pt-BR" (a new profile only). On Linux Chromium takes its
   * UI language, which `i18n.getUILanguage()` reports and extensions' messages follow, from the
   * LANGUAGE environment variable (with chromium-l10n's locale files installed); `--lang` alone
   * changes extensions' messages but not getUILanguage. The accept-languages preference is set too,
   * as a person's browser in that language has it.
   */
  language?: string;
  /** More environment for Chromium, e.g. the demo's `FONTCONFIG_FILE`. */
  env?: Record<string, string>;
  /** The built extension loaded (its path decides its id): EXTENSION_DIR unless a journey has its own copy. */
  extensionDir?: string;
}

/**
 * A copy of the build of a journey's own, for a journey that changes it (a new version's manifest)
 * or that a machine-wide policy names by its id (its folder decides it): the other worker's
 * journeys go on with the build itself. `remove` deletes it.
 */
export function ownBuildCopy(): { dir: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'linklet-build-'));
  const dir = join(root, 'chrome-mv3');
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * The id Chromium gives the unpacked extension in `dir`: the first 128 bits of the SHA-256 of its
 * path, each hex digit written as a letter a–p. Known before launch, so a profile can pin it.
 */
export function unpackedExtensionId(dir: string): string {
  const hex = createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}

/** Writes the new profile's preferences: Linklet pinned (Chromium keeps pins there; no API sets one), the languages. */
function writePreferences(userDataDir: string, extensionDir: string, { pinned, language }: LaunchOptions): void {
  mkdirSync(join(userDataDir, 'Default'), { recursive: true });
  const preferences = {
    ...(pinned ? { extensions: { pinned_extensions: [unpackedExtensionId(extensionDir)] } } : {}),
    ...(language ? { intl: { accept_languages: `${language},en`, selected_languages: `${language},en` } } : {}),
  };
  writeFileSync(join(userDataDir, 'Default', 'Preferences'), JSON.stringify(preferences));
}

/** The toolbar button as the browser has it for Linklet (`action.getUserSettings`): pinned or not. */
export async function toolbarSettings(session: ExtensionSession): Promise<{ isOnToolbar?: boolean }> {
  return (await session.currentWorker()).evaluate(() => (globalThis as unknown as { chrome: any }).chrome.action.getUserSettings());
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export async function launchExtension(options: LaunchOptions = {}): Promise<ExtensionSession> {
  const ownProfile = !options.userDataDir;
  const extensionDir = options.extensionDir ?? EXTENSION_DIR;
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'linklet-e2e-'));
  if (options.pinned || options.language) {
    if (!ownProfile) throw new Error('pinned, language: only in a new profile');
    writePreferences(userDataDir, extensionDir, options);
  }
  const debugPort = await freePort();
  const headless = !options.headful;
  if (!headless && !process.env.DISPLAY) throw new Error('A headful journey needs a display: run it through `npm run test:e2e` (xvfb-run).');
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    channel: 'chromium',
    headless,
    ...(options.language || options.env
      ? { env: { ...process.env, ...options.env, ...(options.language ? { LANGUAGE: options.language.replace('-', '_') } : {}) } }
      : {}),
    args: [
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      `--remote-debugging-port=${debugPort}`,
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--disable-gpu',
      ...(options.language ? [`--lang=${options.language}`] : []),
      ...(options.args ?? []),
    ],
  });
  const consoleLines: string[] = [];
  const watch = (page: Page) => page.on('console', (msg) => consoleLines.push(msg.text()));
  context.on('page', watch);
  context.pages().forEach(watch);
  const watchWorker = (worker: Worker) => worker.on('console', (msg) => consoleLines.push(msg.text()));
  context.on('serviceworker', watchWorker);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  context.serviceWorkers().forEach(watchWorker);
  const extensionId = new URL(worker.url()).host;
  if (options.pinned && extensionId !== unpackedExtensionId(extensionDir)) throw new Error(`pinned: the extension's id is ${extensionId}, not the one pinned`);
  const cdpConnections: Browser[] = [];
  return {
    context,
    cdpConnections,
    worker,
    extensionId,
    debugPort,
    consoleLines,
    pageUrl: (path) => `chrome-extension://${extensionId}/${path.replace(/^\//, '')}`,
    async currentWorker() {
      const live = context.serviceWorkers().find((w) => w.url().includes(extensionId));
      return live ?? (await context.waitForEvent('serviceworker'));
    },
    async close() {
      for (const cdp of cdpConnections) await cdp.close().catch(() => {});
      await context.close().catch(() => {});
      if (ownProfile) rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens the real toolbar popup over the active tab and returns it as a page. Playwright's
 * persistent context never lists the popup, and a CDP connection lists only the targets that
 * exist when it connects, so a fresh connection is made once the popup is open.
 */
export async function openToolbarPopup(session: ExtensionSession): Promise<Page> {
  const popupUrl = session.pageUrl('popup.html');
  // A popup still open is closed first, as the user's click elsewhere does: Chromium 150 refuses
  // openPopup while one is open ("Failed to open popup"), where 156 replaced it.
  const open = await chromium.connectOverCDP(`http://127.0.0.1:${session.debugPort}`);
  for (const page of open.contexts().flatMap((c) => c.pages())) if (page.url().startsWith(popupUrl)) await page.close().catch(() => undefined);
  await open.close();
  const worker = await session.currentWorker();
  const openPopup = () => worker.evaluate(() => (globalThis as unknown as { chrome: { action: { openPopup(): Promise<void> } } }).chrome.action.openPopup());
  // The closed popup's window may still be going away for a moment: asked again until then.
  for (let tries = 1; ; tries++) {
    try {
      await openPopup();
      break;
    } catch (error) {
      if (tries >= 20 || !String(error).includes('Failed to open popup')) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${session.debugPort}`);
    session.cdpConnections.push(cdp);
    const popup = cdp
      .contexts()
      .flatMap((c) => c.pages())
      .find((p) => p.url().startsWith(popupUrl));
    if (popup) {
      popup.on('console', (msg) => session.consoleLines.push(msg.text()));
      await popup.waitForLoadState('domcontentloaded');
      return popup;
    }
    await cdp.close();
    session.cdpConnections.pop();
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('The toolbar popup did not open');
}

/** Stops the extension's service worker through CDP, as Chrome does when it idles. */
export async function stopServiceWorker(session: ExtensionSession): Promise<void> {
  const page = session.context.pages()[0] ?? (await session.context.newPage());
  const client = await session.context.newCDPSession(page);
  await client.send('ServiceWorker.enable');
  await client.send('ServiceWorker.stopAllWorkers');
  await client.detach();
}

export { workerHeapMb } from './worker-heap';
