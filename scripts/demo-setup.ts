/**
 * Everything the demo starts: the reference server with rich sample data, a sample website, and
 * Chromium with the built extension in a fresh profile, already connected to the server.
 * Shared by `npm run demo` and the e2e test that runs the demo's journeys.
 */
import type { Page } from 'playwright-core';
import { startServer, type RefServer } from '../test/server';
import { configureExtension, grantHostPermission } from '../test/e2e/configure';
import { launchExtension, type ExtensionSession } from '../test/e2e/harness';
import { dressForDemo } from './demo-data';
import { demoBrowserArgs, demoBrowserEnv, INSTANCE_URL, portOf, throwawayTls } from './demo-hosts';
import { startSampleSite, type SampleSite } from './demo-site';

export interface DemoOptions {
  /** Reference server port; 0 picks a free one. */
  port?: number;
  /** Number of sample links (the seed also makes 3 domains, 3 spaces and 8 pixels of 8 types). */
  links?: number;
  /**
   * Answer the host-permission prompts with xdotool. Only under a virtual display of our own:
   * on someone's desktop, synthetic key presses could land in another window.
   */
  grantWithXdotool?: boolean;
  /** The browser's language, e.g. "de" or "pt-BR" (test/e2e/harness.ts). */
  language?: string;
}

export interface Demo {
  /** The reference server; its own `url` is the loopback one the demo's browser never shows. */
  server: RefServer;
  /** The instance as the extension knows it: `https://go.acme-studio.com` (demo-hosts.ts). */
  instanceUrl: string;
  site: SampleSite;
  session: ExtensionSession;
  /** The settings written to storage, as lib/settings reads them. */
  settings: DemoSettings;
  close(): Promise<void>;
}

export interface DemoSettings {
  defaultDomainId: number;
  defaultSpaceId: number;
  defaultPixelIds: number[];
  shortenOnOpen: boolean;
  autoCopy: boolean;
}

export const DEMO_API_KEY = 'demo-key-linklet';

/** Domain 1 (the instance's own), space 1 (Spring launch), the Meta and GA4 pixels; one click shortens and copies. */
export const DEMO_SETTINGS: DemoSettings = {
  defaultDomainId: 1,
  defaultSpaceId: 1,
  defaultPixelIds: [1, 2],
  shortenOnOpen: true,
  autoCopy: true,
};

/** The install opens the welcome page; the demo is already connected, so it goes. */
function closeWelcomePages(session: ExtensionSession): () => void {
  const welcome = session.pageUrl('options.html?welcome=1');
  const close = (page: Page) => {
    if (page.url().startsWith(welcome)) void page.close().catch(() => {});
  };
  session.context.pages().forEach(close);
  const onPage = (page: Page) =>
    void page.waitForLoadState('domcontentloaded').then(
      () => close(page),
      () => {},
    );
  session.context.on('page', onPage);
  return () => session.context.off('page', onPage);
}

export async function startDemo(options: DemoOptions = {}): Promise<Demo> {
  const tls = throwawayTls();
  const server = await startServer({ port: options.port ?? 0, apiKey: DEMO_API_KEY, seed: { links: options.links ?? 300 }, tls });
  dressForDemo(server.db);
  const cleanups: Array<() => Promise<void> | void> = [() => server.close()];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const site = await startSampleSite(INSTANCE_URL, tls);
    cleanups.push(() => site.close());
    // A fresh profile whose toolbar shows Linklet's button instead of hiding it in the puzzle menu.
    const session = await launchExtension({
      headful: true,
      pinned: true,
      language: options.language,
      args: demoBrowserArgs({ instance: portOf(server.url), site: site.port }),
      env: demoBrowserEnv(),
    });
    cleanups.push(() => session.close());
    const stopClosingWelcome = closeWelcomePages(session);
    await configureExtension(session, { instanceUrl: INSTANCE_URL, apiKey: server.apiKey, settings: { ...DEMO_SETTINGS } });
    if (options.grantWithXdotool) {
      for (const origin of [INSTANCE_URL, site.origin]) {
        if (!(await grantHostPermission(session, origin))) throw new Error(`The host permission for ${origin} was not granted`);
      }
    }
    setTimeout(stopClosingWelcome, 5_000).unref();
    return { server, instanceUrl: INSTANCE_URL, site, session, settings: DEMO_SETTINGS, close: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
