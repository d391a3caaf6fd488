import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, openToolbarPopup, type ExtensionSession } from './harness';

describe('the built extension in Chromium', () => {
  let session: ExtensionSession;
  beforeAll(async () => {
    session = await launchExtension();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('loads with a service worker', () => {
    expect(session.extensionId).toMatch(/^[a-p]{32}$/);
  });

  it('opens the toolbar popup', async () => {
    const popup = await openToolbarPopup(session);
    // The start's hidden early view goes once the app's own view is ready (a lazy chunk here).
    await popup.locator('#early').waitFor({ state: 'detached' });
    await expect(popup.locator('main').count()).resolves.toBe(1);
  });

  it('opens the options page', async () => {
    const page = await session.context.newPage();
    await page.goto(session.pageUrl('options.html'));
    await expect(page.locator('main').count()).resolves.toBe(1);
  });
});
