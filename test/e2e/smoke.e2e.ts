import { describe, expect } from 'vitest';
import { journey } from './fixture';
import { openToolbarPopup } from './harness';

// Headless and unconfigured: the build loads, and its popup and settings page open.
const it = journey({ grant: false });

describe('the built extension in Chromium', () => {
  it('loads with a service worker', ({ session }) => {
    expect(session.extensionId).toMatch(/^[a-p]{32}$/);
  });

  it('opens the toolbar popup', async ({ session, pages }) => {
    const popup = pages.track(await openToolbarPopup(session));
    // The start's hidden early view goes once the app's own view is ready (a lazy chunk here).
    await popup.locator('#early').waitFor({ state: 'detached' });
    await expect(popup.locator('main').count()).resolves.toBe(1);
  });

  it('opens the options page', async ({ pages }) => {
    const page = await pages.extensionPage('options.html');
    await expect(page.locator('main').count()).resolves.toBe(1);
  });
});
