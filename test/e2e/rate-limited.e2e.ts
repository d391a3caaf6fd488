import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { configureExtension, grantHostPermission } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { alertText, linkPosts, linksTo, POLL, popupOver, sleep } from './helpers';

// Someone else behind the user's address (a colleague, another tool) has spent the server's
// budget: the server answers 429 to everyone until its window ends. The popup says how long to
// wait and counts down, and once the wait is over it shortens by itself and shows its pixel
// list, without a reload. The window here is 12 s, not phpShort's minute, to keep the journey short.

const WINDOW_MS = 12_000;
const SLOW = { timeout: WINDOW_MS + 15_000, interval: 200 };

let server: RefServer;
let session: ExtensionSession;

beforeAll(async () => {
  server = await startServer({ seed: { links: 20 } });
  session = await launchExtension({ headful: true });
  expect(await grantHostPermission(session, server.origin)).toBe(true);
  // The welcome the install opened is closed: an open settings page reads the instance's lists
  // as soon as it is configured, and one read before the budget is spent left the popup nothing to wait for.
  for (const page of session.context.pages()) if (page.url().startsWith(session.pageUrl(''))) await page.close();
});
afterAll(async () => {
  await session?.close();
  await server?.close();
});

/** Another client at the user's address spends the whole window's budget. */
async function spendBudget(): Promise<void> {
  server.setRateLimit({ limit: 60, windowMs: WINDOW_MS });
  for (let i = 0; i < 60; i++)
    await fetch(`${server.url}/api/v1/links?per_page=10`, { headers: { Accept: 'application/json', Authorization: `Bearer ${server.apiKey}` } });
  const refused = await fetch(`${server.url}/api/v1/links?per_page=10`, { headers: { Accept: 'application/json', Authorization: `Bearer ${server.apiKey}` } });
  expect(refused.status).toBe(429);
  server.clearRequests();
}

describe('with the budget spent by another client', () => {
  it('the form’s pixel list counts down to the end of the wait, then comes by itself', { timeout: 60_000 }, async () => {
    await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: { defaultDomainId: 1, autoCopy: false } });
    await spendBudget();
    const { popup } = await popupOver(session, server, 'Pixels later');
    const failed = popup.getByText(/The pixels could not be loaded: Too many requests; try again in (\d+) s/);
    await failed.waitFor({ timeout: 15_000 });
    const first = Number(/in (\d+) s/.exec((await failed.textContent()) ?? '')![1]);
    // The countdown moves.
    await expect.poll(async () => Number(/in (\d+) s/.exec((await failed.textContent().catch(() => '')) ?? '')?.[1] ?? 0), SLOW).toBeLessThan(first);
    const pixel = server.db.pixels[0]!.name;
    await popup.getByText(pixel).first().waitFor({ timeout: SLOW.timeout });
    // Each refused request waits out its own Retry-After, whole seconds counted from when it was
    // refused: a list refused a moment after the pixels' may still say "1 s" as they arrive.
    await expect.poll(() => alertText(popup), { timeout: 2_500, interval: 100 }).not.toContain('Too many requests');
    await popup.close();
  });

  it('the toolbar click’s shorten waits out the refusal and goes by itself: one link, made once', { timeout: 60_000 }, async () => {
    await configureExtension(session, {
      instanceUrl: server.url,
      apiKey: server.apiKey,
      settings: { defaultDomainId: 1, autoCopy: false, shortenOnOpen: true },
    });
    // The previous window may still run: let it end, then spend a fresh one.
    await sleep(WINDOW_MS);
    await spendBudget();
    const { popup, url } = await popupOver(session, server, 'Shorten later');
    await expect.poll(() => alertText(popup), POLL).toMatch(/Too many requests; try again in \d+ s/);
    expect(linksTo(server, url)).toEqual([]);
    await expect
      .poll(
        () =>
          popup
            .getByLabel('Short link', { exact: true })
            .inputValue()
            .catch(() => ''),
        SLOW,
      )
      .toMatch(/^https:\/\//);
    expect(linksTo(server, url)).toHaveLength(1);
    expect(linkPosts(server).filter((r) => r.status === 201)).toHaveLength(1);
    expect(await alertText(popup)).toBe('');
    await popup.close();
  });
});
