/**
 * Helpers shared by the fault, trust, hostile-input and secret journeys: the toolbar popup over a
 * test page, a handle on the background that survives worker restarts, every storage area at
 * once, and the service worker's own log (which Playwright's `console` events miss).
 */
import { chromium, type CDPSession, type Page, type Worker } from 'playwright-core';
import { afterEach } from 'vitest';
import type { RecordedRequest, RefServer } from '../server';
import { openToolbarPopup, type ExtensionSession } from './harness';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const POLL = { timeout: 15_000, interval: 100 };

/** Polls until `check` holds (usable in hooks, where `expect.poll` is not). */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

// The worker's `chrome`, untyped on the test side.
type Chrome = any;

let pageCount = 0;

/** A fresh page of `site` in front (its origin must be granted, so the popup sees its URL), and the popup over it. */
export async function popupOver(session: ExtensionSession, site: RefServer, title: string): Promise<{ popup: Page; tab: Page; url: string }> {
  const tab = await session.context.newPage();
  const url = `${site.url}/page/${encodeURIComponent(`${title} ${++pageCount}`)}`;
  await tab.goto(url);
  return { popup: await reopenPopup(session, tab), tab, url };
}

/** The toolbar popup again over `tab` (a closed popup keeps nothing in memory). */
export async function reopenPopup(session: ExtensionSession, tab: Page): Promise<Page> {
  await tab.bringToFront();
  const popup = await openToolbarPopup(session);
  // playwright-core waits forever by default; a journey should fail where it got stuck.
  popup.setDefaultTimeout(POLL.timeout);
  return popup;
}

/** The popup's controls by their visible labels. */
export const popupField = (popup: Page, label: string) => popup.getByLabel(label, { exact: true });
export const shortenButton = (popup: Page) => popup.getByRole('button', { name: 'Shorten', exact: true });
export const alertText = async (page: Page) => (await page.getByRole('alert').allTextContents()).join(' ');

/** Store requests of links the server received (faulted ones included). */
export const linkPosts = (server: RefServer): RecordedRequest[] => server.apiRequests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
export const linksTo = (server: RefServer, url: string) => server.db.links.filter((l) => l.url === url);

/**
 * Talks to the background from an extension page that does nothing by itself, as the popup does.
 * A message also wakes a stopped worker, after which `worker()` is the new one.
 */
export class Background {
  private page?: Page;
  /** A page of the web the helper puts in front (see `ask`). */
  private front?: Page;
  constructor(private readonly session: ExtensionSession) {}

  async ask<T = any>(type: string, data: unknown = {}): Promise<T> {
    if (!this.page || this.page.isClosed()) {
      this.page = await this.session.context.newPage();
      await this.page.goto(this.session.pageUrl('offscreen.html'));
      // Behind a page of the web, as a user's tabs are.
      this.front = await this.session.context.newPage();
      await this.front.goto('about:blank');
      await this.front.bringToFront();
    }
    return this.page.evaluate(
      async ([linklet, d]) => {
        // Every question about links names its profile (issue 47): the active one, as a page started now would.
        const chromeApi = (globalThis as unknown as { chrome: Chrome }).chrome;
        const { settings } = await chromeApi.storage.local.get('settings');
        return chromeApi.runtime.sendMessage({ linklet, data: { profileId: settings?.activeProfileId ?? 'default', ...(d as object) } });
      },
      [type, data] as const,
    );
  }

  /** The running worker, woken first (after a stop, a listed worker may be the dead one). */
  async worker(): Promise<Worker> {
    await this.ask('getIndexStatus');
    return this.session.currentWorker();
  }

  /** Runs `fn` in the worker (it is serialised: it may use only `arg` and globals). */
  async run<T>(fn: (arg: any) => T | Promise<T>, arg: unknown = null): Promise<T> {
    return (await this.worker()).evaluate(fn, arg);
  }

  async menuClick(info: Record<string, unknown>): Promise<void> {
    const worker = await this.worker();
    await worker.evaluate(
      (i) => (globalThis as unknown as { chrome: Chrome }).chrome.contextMenus.onClicked.dispatch(i, { id: 1, index: 0, url: i.pageUrl }),
      info,
    );
  }

  async badge(): Promise<{ text: string; title: string }> {
    return this.run(async () => {
      const chrome = (globalThis as unknown as { chrome: Chrome }).chrome;
      return { text: await chrome.action.getBadgeText({}), title: await chrome.action.getTitle({}) };
    }, null);
  }

  /**
   * The index holds `count` links and its refresh is over (it is filled in the background after
   * configuring). The user goes on to a page of the web meanwhile.
   */
  async indexFilled(count: number): Promise<void> {
    await this.ask('getIndexStatus');
    if (this.front && !this.front.isClosed()) await this.front.bringToFront();
    await until(
      `an index of ${count} links`,
      async () => {
        const status = await this.ask<{ count: number; refreshing?: unknown }>('getIndexStatus');
        return status.count === count && !status.refreshing;
      },
      60_000,
    );
    // The refresh's last writes are done; let its promise settle before the next one is asked for.
    await sleep(200);
  }

  async close(): Promise<void> {
    await this.page?.close().catch(() => undefined);
  }
}

export interface StorageAreas {
  local: Record<string, unknown>;
  session: Record<string, unknown>;
  sync: Record<string, unknown>;
}

export async function storageAreas(background: Background): Promise<StorageAreas> {
  return background.run(async () => {
    const chrome = (globalThis as unknown as { chrome: Chrome }).chrome;
    return { local: await chrome.storage.local.get(null), session: await chrome.storage.session.get(null), sync: await chrome.storage.sync.get(null) };
  }, null);
}

/**
 * Every log entry, uncaught exception and console call of the extension's service workers, the
 * ones running now and the ones started later. Playwright reports console calls only; an
 * "Unchecked runtime.lastError" (a duplicate menu id, say) reaches only the Log domain. Attached
 * through the deprecated but working `Target.sendMessageToTarget`, since a Playwright CDP session
 * cannot be opened on a worker. `Log.enable` replays what was logged before it attached.
 */
export class WorkerLog {
  readonly lines: string[] = [];
  private readonly attached = new Set<string>();

  private constructor(
    private readonly session: ExtensionSession,
    private readonly cdp: CDPSession,
  ) {}

  static async attach(session: ExtensionSession): Promise<WorkerLog> {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${session.debugPort}`);
    session.cdpConnections.push(browser);
    const log = new WorkerLog(session, await browser.newBrowserCDPSession());
    log.cdp.on('Target.receivedMessageFromTarget', (event: { message: string }) => log.record(JSON.parse(event.message)));
    log.cdp.on('Target.targetCreated', (event: { targetInfo: TargetInfo }) => void log.attachTo(event.targetInfo));
    await log.cdp.send('Target.setDiscoverTargets', { discover: true });
    const { targetInfos } = (await log.cdp.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
    for (const target of targetInfos) await log.attachTo(target);
    return log;
  }

  /** Attaches to a worker started since (e.g. woken by a message) and lets its replay arrive. */
  async refresh(): Promise<void> {
    const { targetInfos } = (await this.cdp.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
    for (const target of targetInfos) await this.attachTo(target);
    await sleep(300);
  }

  matching(pattern: RegExp): string[] {
    return this.lines.filter((line) => pattern.test(line));
  }

  private async attachTo(target: TargetInfo): Promise<void> {
    if (target.type !== 'service_worker' || !target.url.includes(this.session.extensionId) || this.attached.has(target.targetId)) return;
    this.attached.add(target.targetId);
    try {
      const { sessionId } = (await this.cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false })) as { sessionId: string };
      let id = 1;
      for (const method of ['Runtime.enable', 'Log.enable']) {
        await this.cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: id++, method }) });
      }
    } catch {
      // The worker stopped before we could attach; what it logged is gone with it.
    }
  }

  private record(message: { method?: string; params?: any }): void {
    const { method, params } = message;
    if (method === 'Log.entryAdded') this.lines.push(`${params.entry.level}: ${params.entry.text}`);
    else if (method === 'Runtime.exceptionThrown') {
      const details = params.exceptionDetails;
      this.lines.push(`exception: ${details.exception?.description ?? details.text}`);
    } else if (method === 'Runtime.consoleAPICalled') {
      const text = (params.args as Array<{ value?: unknown; description?: string }>)
        .map((a) => (a.value !== undefined ? String(a.value) : (a.description ?? '')))
        .join(' ');
      this.lines.push(`${params.type}: ${text}`);
    }
  }
}

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}

/** Makes the popup page lose (or regain) its network, as being offline does. */
export async function setPageOffline(page: Page, offline: boolean): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

/**
 * Takes the extension's access to `origin` away the way a user does, in chrome://extensions
 * (whose page may call `developerPrivate`). Unlike the extension's own `permissions.remove`,
 * after which Chrome gives the access back without asking, the next request prompts again.
 */
export async function revokeHostAccessAsUser(session: ExtensionSession, origin: string): Promise<void> {
  const page = await session.context.newPage();
  try {
    await page.goto('chrome://extensions');
    await page.evaluate(([id, pattern]) => (globalThis as unknown as { chrome: Chrome }).chrome.developerPrivate.removeHostPermission(id, pattern), [
      session.extensionId,
      `${origin}/*`,
    ] as const);
  } finally {
    await page.close();
  }
}

/**
 * The address of every tab, from the browser itself: a tab the toolbar popup opens is reported to
 * neither of Playwright's contexts, and `tabs.query` hides the address of sites without access.
 */
export async function tabAddresses(session: ExtensionSession): Promise<string[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${session.debugPort}`);
  try {
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
    return targetInfos.filter((t) => t.type === 'page').map((t) => t.url);
  } finally {
    await browser.close();
  }
}

/**
 * The pages each test of the calling file or describe opens (it pushes them here), closed when the
 * test ends, then `after` (a server's faults cleared): what journey files not on ./fixture.ts share.
 */
export function pagesOfEachTest(after?: () => void): Page[] {
  const opened: Page[] = [];
  afterEach(async () => {
    for (const page of opened.splice(0)) await page.close().catch(() => undefined);
    after?.();
  });
  return opened;
}
