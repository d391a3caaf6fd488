/**
 * What each a11y journey file starts from: the reference server with 40 links and a headful
 * Chromium with the extension, granted the server's origin, with the popup and the options page
 * one call away. Each file gets its own (the journeys of one file share it, in order).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startServer, type RefServer } from '../server';
import { configureExtension, grantHostPermission } from './configure';
import { launchExtension, openToolbarPopup, type ExtensionSession } from './harness';

export class A11ySession {
  server!: RefServer;
  session!: ExtensionSession;
  private pageCount = 0;

  /** Registers the file's set-up and tear-down; call it at the top of the file. */
  static start(): A11ySession {
    const journey = new A11ySession();
    beforeAll(async () => {
      journey.server = await startServer({ port: 0, seed: { links: 40 } });
      journey.session = await launchExtension({ headful: true });
      expect(await grantHostPermission(journey.session, journey.server.origin)).toBe(true);
    });
    afterAll(async () => {
      await journey.session?.close();
      await journey.server?.close();
    });
    return journey;
  }

  /** The toolbar popup over a fresh page of the server (granted, so the popup sees its URL). */
  async popupOverNewPage(): Promise<Page> {
    const tab = await this.session.context.newPage();
    await tab.goto(`${this.server.url}/page/${encodeURIComponent(`Accessible page ${++this.pageCount}`)}`);
    await tab.bringToFront();
    return openToolbarPopup(this.session);
  }

  async optionsView(hash: string): Promise<Page> {
    const page = await this.session.context.newPage();
    await page.goto(this.session.pageUrl(`options.html#${hash}`));
    return page;
  }

  /** Configured for the server: a default domain and pixel, and no automatic shorten. */
  configure(): Promise<void> {
    return configureExtension(this.session, {
      instanceUrl: this.server.url,
      apiKey: this.server.apiKey,
      settings: { defaultDomainId: 1, defaultPixelIds: [1], shortenOnOpen: false },
    });
  }
}
