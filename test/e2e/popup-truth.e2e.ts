import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { expectAccessible } from './a11y-checks';
import { configureExtension, grantHostPermission } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { Background, linkPosts, POLL, popupField, popupOver, reopenPopup, pagesOfEachTest } from './helpers';

// Issue 48, in real Chromium on the reference server in both dialects: "Also on …" names an
// expired link expired and never offers it for use; a draft kept for the page is named on reopen
// in one-click mode, where the page's link shows first.

describe.each([44, 49] as const)('the popup tells the truth, phpShort v%i', (version) => {
  let server: RefServer;
  let session: ExtensionSession;
  let bg: Background;
  const opened = pagesOfEachTest();

  beforeAll(async () => {
    server = await startServer({ port: 0, version, seed: { links: 0 } });
    session = await launchExtension({ headful: true });
    expect(await grantHostPermission(session, server.origin)).toBe(true);
    await configureExtension(session, {
      instanceUrl: server.url,
      apiKey: server.apiKey,
      settings: { shortenOnOpen: true, autoCopy: false, defaultDomainId: 1 },
    });
    bg = new Background(session);
  });
  afterAll(async () => {
    await bg?.close();
    await session?.close();
    await server?.close();
  });

  const shortLink = (popup: Page) => popupField(popup, 'Short link');
  const shown = async (popup: Page) => {
    await expect
      .poll(
        () =>
          shortLink(popup)
            .inputValue()
            .catch(() => ''),
        POLL,
      )
      .toMatch(/^https?:/);
    return shortLink(popup).inputValue();
  };

  it('an expired link of the page is named expired, not offered for use, and a new one is made', async () => {
    const { tab, url, popup: first } = await popupOver(session, server, 'Spring sale');
    opened.push(tab);
    await shown(first);
    await first.close();
    // The link that page's popup made, now expired (each version its own way).
    const old = server.db.links.find((link) => link.url === url)!;
    if (version === 44) Object.assign(old, { expiration_date: '2026-01-01', expiration_time: '00:00' });
    else Object.assign(old, { active_period_start_at: '2025-12-01 00:00', active_period_end_at: '2026-01-01 00:00' });
    server.clearRequests();
    const popup = await reopenPopup(session, tab);
    opened.push(popup);
    const link = await shown(popup);
    expect(link).not.toContain(`/${old.alias}`);
    expect(linkPosts(server)).toHaveLength(1);
    const host = new URL(link).host;
    const line = popup.locator('p.page-links', { hasText: `Also on ${host}: ${old.alias}` });
    await line.waitFor();
    expect(await line.textContent()).toContain('(expired)');
    expect(await line.getByRole('button', { name: /^Use it/ }).count()).toBe(0);
    await expectAccessible(popup);
  });

  it('a draft kept for the page is named on reopen in one-click mode, and Continue opens it', async () => {
    const { tab, popup } = await popupOver(session, server, 'Spring newsletter');
    opened.push(tab, popup);
    await shown(popup);
    // "Create another": an alias typed, then Esc (the popup closes), then the toolbar button again.
    // (Behind the result card's "More".)
    await popup.getByRole('button', { name: 'More', exact: true }).click();
    await popup.getByRole('button', { name: 'Create another', exact: true }).click();
    await popupField(popup, 'Alias').fill('spring');
    expect(await popupField(popup, 'Alias').inputValue()).toBe('spring');
    await expect
      .poll(() => bg.run(async () => JSON.stringify((await (globalThis as any).chrome.storage.session.get('drafts')).drafts ?? null)), POLL)
      .toContain(`"alias":"spring"`);
    // Esc closes the popup itself (the press may not see its own end).
    await popup.keyboard.press('Escape').catch(() => undefined);
    await expect.poll(() => popup.isClosed(), POLL).toBe(true);
    const again = await reopenPopup(session, tab);
    opened.push(again);
    await shown(again);
    const line = again.getByText(/^Draft kept: …\/spring/);
    await line.waitFor();
    await expectAccessible(again);
    await again.getByRole('button', { name: 'Continue the draft …/spring', exact: true }).click();
    expect(await popupField(again, 'Alias').inputValue()).toBe('spring');
  });
});
