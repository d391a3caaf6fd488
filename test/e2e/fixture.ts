/**
 * The journey fixture: one file's browser, reference server, host-permission grant and
 * configuration, set up when its first test asks for them and closed after its last, and the
 * pages each test opens, closed after that test (with the server's faults cleared).
 *
 *   const it = journey({ server: { seed: { links: 30 } }, settings: { defaultDomainId: 1 } });
 *   it('shortens the page', async ({ server, pages }) => {
 *     const { popup, url } = await pages.popupOver('An article');
 *     …
 *   });
 *
 * Files written before it (their own beforeAll/afterEach) keep working: harness.ts, configure.ts
 * and helpers.ts are what it is made of.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { startServer, type RefServer } from '../server';
import { configureExtension, grantHostPermission, type ConfigureOptions } from './configure';
import { launchExtension, openToolbarPopup, type ExtensionSession, type LaunchOptions } from './harness';
import { Background, POLL } from './helpers';

type ServerOptions = NonNullable<Parameters<typeof startServer>[0]>;

export interface JourneySetup {
  /** The reference server's options; it always listens on a free port. */
  server?: Omit<ServerOptions, 'port'>;
  /** Chromium's; headful unless `grant` is false (only a headful browser answers the grant's prompt). */
  launch?: LaunchOptions;
  /** The server's origin granted the way a user grants it (default true), so the popup sees a tab's URL. */
  grant?: boolean;
  /** Connected to the server with these settings (lib/settings/schema.ts) before the first test; left unset without. */
  settings?: ConfigureOptions['settings'];
  /** With `settings`: the key kept in storage.session instead of remembered. */
  rememberKey?: boolean;
  /** With `settings`: the background's index holds this many links before the first test (what the popup's recent links come from). */
  indexed?: number;
}

/** The pages one test opened, closed when it ends: tabs of the server and the toolbar popup over them. */
export class JourneyPages {
  private readonly opened: Page[] = [];
  private count = 0;

  constructor(
    private readonly session: ExtensionSession,
    private readonly server: RefServer,
  ) {}

  /** Closed with the others at the end of the test. */
  track<T extends Page>(page: T): T {
    this.opened.push(page);
    return page;
  }

  /** A new tab at `url` (about:blank, a page of the server, an extension page). */
  async open(url: string): Promise<Page> {
    const tab = this.track(await this.session.context.newPage());
    await tab.goto(url);
    return tab;
  }

  /** An extension page, e.g. `extensionPage('options.html')`. */
  extensionPage(path: string): Promise<Page> {
    return this.open(this.session.pageUrl(path));
  }

  /** A fresh page of the server titled `title` in front, and the toolbar popup over it. */
  async popupOver(title: string): Promise<{ popup: Page; tab: Page; url: string }> {
    const url = `${this.server.url}/page/${encodeURIComponent(`${title} ${++this.count}`)}`;
    const tab = await this.open(url);
    return { popup: await this.reopen(tab), tab, url };
  }

  /** The toolbar popup (again) over `tab`, which is brought to the front. */
  async reopen(tab: Page): Promise<Page> {
    await tab.bringToFront();
    const popup = this.track(await openToolbarPopup(this.session));
    // playwright-core waits forever by default; a journey should fail where it got stuck.
    popup.setDefaultTimeout(POLL.timeout);
    return popup;
  }

  async closeAll(): Promise<void> {
    for (const page of this.opened.splice(0)) await page.close().catch(() => undefined);
  }
}

export function journey(setup: JourneySetup = {}) {
  const grant = setup.grant ?? true;
  return (
    test
      // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern, and the server has none.
      .extend('server', { scope: 'file' }, async ({}, { onCleanup }) => {
        const server = await startServer({ ...setup.server, port: 0 });
        onCleanup(() => server.close());
        return server;
      })
      .extend('session', { scope: 'file' }, async ({ server }, { onCleanup }) => {
        const session = await launchExtension({ headful: grant, ...setup.launch });
        onCleanup(() => session.close());
        if (grant) expect(await grantHostPermission(session, server.origin)).toBe(true);
        if (setup.settings) {
          await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: setup.settings, rememberKey: setup.rememberKey });
          if (setup.indexed !== undefined) {
            const background = new Background(session);
            await background.indexFilled(setup.indexed).finally(() => background.close());
          }
        }
        return session;
      })
      .extend('background', { scope: 'file' }, async ({ session }, { onCleanup }) => {
        const background = new Background(session);
        onCleanup(() => background.close());
        return background;
      })
      .extend('pages', async ({ session, server }, { onCleanup }) => {
        const pages = new JourneyPages(session, server);
        onCleanup(async () => {
          await pages.closeAll();
          server.clearFaults();
        });
        return pages;
      })
  );
}
