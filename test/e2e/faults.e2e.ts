import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { POPUP_TIMEOUT_MS } from '../../lib/popup/timeout';
import type { Fault, RefServer } from '../server';
import { journey } from './fixture';
import { stopServiceWorker, type ExtensionSession } from './harness';
import { alertText, type Background, linkPosts, linksTo, POLL, popupField, setPageOffline, shortenButton, sleep } from './helpers';

// Faults during a shorten, end to end: the reference server answers 422, 500, a proxy's HTML 502,
// too late, or not at all; the worker running a background shorten is stopped; the server rate
// limits lists and stores. Each ends with a clear message, what the user typed intact, and
// nothing created twice. (A taken alias at "Alias" across reopening, a timeout and a dropped
// connection retried with "Try again", and one request per double click are in popup.e2e.ts.)
const it = journey({ server: { seed: { links: 30 } }, settings: { defaultDomainId: 1, autoCopy: false } });

it.beforeAll(async ({ background }) => {
  await background.indexFilled(30);
});

const onStore = (fault: Fault): Fault => ({ ...fault, match: { method: 'POST', path: '/api/v1/links' } });
const shortLink = (popup: Page) => popupField(popup, 'Short link');

/** Alias up front, a click limit and a password under "More options": what the user typed. */
async function typeDraft(popup: Page, draft: { alias: string; clicks: string; password: string }): Promise<void> {
  await popupField(popup, 'Alias').fill(draft.alias);
  await popup.getByRole('button', { name: 'More options' }).click();
  await popupField(popup, 'Click limit').fill(draft.clicks);
  await popupField(popup, 'Link password').fill(draft.password);
}

/**
 * What the user typed is all there, "More options" open: it is open already, or opens by itself
 * (a reopened popup's draft sets its fields, or one of them has a message).
 */
async function expectDraft(popup: Page, draft: { alias: string; clicks: string; password: string }): Promise<void> {
  await expect.poll(() => popupField(popup, 'Alias').inputValue(), POLL).toBe(draft.alias);
  const disclosure = popup.getByRole('button', { name: 'More options' });
  await expect.poll(() => disclosure.getAttribute('aria-expanded'), POLL).toBe('true');
  const clicks = popupField(popup, 'Click limit');
  await expect.poll(() => clicks.inputValue(), POLL).toBe(draft.clicks);
  expect(await popupField(popup, 'Link password').inputValue()).toBe(draft.password);
}

describe('1. a shorten that fails keeps the draft across closing and reopening the popup', () => {
  const cases: Array<{ name: string; fault?: Fault; offline?: boolean; text: string }> = [
    { name: 'a 500 with the server’s JSON', fault: { status: 500, body: { message: 'Server Error' } }, text: 'The server had a problem.' },
    {
      name: 'a proxy’s HTML 502',
      fault: { status: 502, body: '<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>' },
      text: 'The server had a problem.',
    },
    {
      name: 'no network (offline)',
      offline: true,
      text: 'Could not reach the server. Check the address and your connection; a certificate the browser does not trust has the same effect.',
    },
  ];

  it.for(cases)('$name: a clear message, the draft kept, then one link', async ({ name, fault, offline, text }, { server, pages }) => {
    const draft = { alias: `fault-${name.length}-${Date.now() % 100000}`, clicks: '42', password: 'pass word' };
    const { popup, tab, url } = await pages.popupOver(name);
    await typeDraft(popup, draft);
    server.clearRequests();
    if (fault) server.inject(onStore(fault));
    if (offline) await setPageOffline(popup, true);
    await shortenButton(popup).click();

    await expect.poll(() => alertText(popup), POLL).toContain(text);
    // The proxy's page is named by its status, never pasted in.
    expect(await alertText(popup)).not.toMatch(/nginx|<html/);
    await expectDraft(popup, draft);
    expect(linkPosts(server)).toHaveLength(offline ? 0 : 1);
    expect(linksTo(server, url)).toEqual([]);

    await popup.close();
    const again = await pages.reopen(tab);
    await expectDraft(again, draft);
    await shortenButton(again).click();
    await expect.poll(() => shortLink(again).inputValue(), POLL).toBe(`https://sho.rt/${draft.alias}`);
    expect(linksTo(server, url)).toEqual([expect.objectContaining({ alias: draft.alias, expiration_clicks: 42 })]);
    expect(linkPosts(server)).toHaveLength(offline ? 1 : 2);
  });

  it('a 422 on a field under "More options": the message at that field, kept across reopening', async ({ server, pages }) => {
    const message = 'The expiration clicks must be at least 5.';
    const draft = { alias: `fault-422-${Date.now() % 100000}`, clicks: '3', password: 'pw' };
    const { popup, tab, url } = await pages.popupOver('Unprocessable');
    await typeDraft(popup, draft);
    server.inject(onStore({ status: 422, body: { message, errors: { expiration_clicks: [message] } } }));
    await shortenButton(popup).click();

    const clicks = popupField(popup, 'Click limit');
    await expect.poll(() => clicks.getAttribute('aria-invalid'), POLL).toBe('true');
    // The message is the field's description (read by screen readers with it), not only nearby text.
    const described = () =>
      clicks.evaluate((field) => (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? ''));
    await expect.poll(described, POLL).toContain(message);
    await expectDraft(popup, draft);
    await popup.close();

    const again = await pages.reopen(tab);
    await expectDraft(again, draft);
    await again.getByText(message).waitFor();
    await popupField(again, 'Click limit').fill('7');
    await shortenButton(again).click();
    await expect.poll(() => shortLink(again).inputValue(), POLL).toBe(`https://sho.rt/${draft.alias}`);
    expect(linksTo(server, url)).toEqual([expect.objectContaining({ alias: draft.alias, expiration_clicks: 7 })]);
  });

  it('a timeout whose store landed after all: "Try again" finds that link instead of making a second', async ({ server, pages }) => {
    const { popup, url } = await pages.popupOver('Late answer');
    await popup.getByRole('button', { name: 'More options' }).click();
    await popupField(popup, 'Click limit').fill('9');
    server.clearRequests();
    // The server stores the link, but answers only after the popup gave up.
    server.inject(onStore({ delayMs: POPUP_TIMEOUT_MS + 1000 }));
    await shortenButton(popup).click();
    await popup.getByText('The server did not answer in time.').waitFor({ timeout: POPUP_TIMEOUT_MS + 5000 });
    expect(await popupField(popup, 'Click limit').inputValue()).toBe('9');
    await expect.poll(() => linksTo(server, url).length, POLL).toBe(1);

    await popup.getByRole('button', { name: 'Try again' }).click();
    const landed = linksTo(server, url)[0]!;
    await expect.poll(() => shortLink(popup).inputValue(), POLL).toBe(`https://sho.rt/${landed.alias}`);
    await popup.getByText('This page already has a short link').waitFor();
    expect(linkPosts(server)).toHaveLength(1);
    expect(linksTo(server, url)).toHaveLength(1);
  }, 30_000);
});

/** What the worker journeys act through. */
interface Handles {
  server: RefServer;
  session: ExtensionSession;
  background: Background;
}

describe('2. the service worker stopped in the middle of a background shorten', () => {
  /** "Shorten this page" from the context menu; the worker is stopped while the store is under way. */
  async function interruptedShorten({ server, session, background: bg }: Handles, title: string, fault: Fault): Promise<string> {
    const url = `${server.url}/page/${encodeURIComponent(title)}`;
    server.clearRequests();
    server.inject(onStore(fault));
    await bg.menuClick({ menuItemId: 'shorten-page', pageUrl: url, editable: false });
    await expect.poll(() => linkPosts(server).length, POLL).toBe(1);
    await stopServiceWorker(session);
    // The server finishes (or drops) the request with nobody left to hear the answer.
    await sleep((fault.delayMs ?? 0) + 500);
    return url;
  }

  /** Shortening the page again ends with ✓ and the page's one link named in the button's title. */
  async function shortenAgain({ server, background: bg }: Omit<Handles, 'session'>, url: string): Promise<void> {
    await bg.menuClick({ menuItemId: 'shorten-page', pageUrl: url, editable: false });
    await expect.poll(async () => (await bg.badge()).text, POLL).toBe('✓');
    const [link] = linksTo(server, url);
    expect((await bg.badge()).title).toContain(`https://sho.rt/${link!.alias}`);
  }

  it('the store landed: shortening again reuses that link (one link, no second store)', async ({ server, session, background }) => {
    const url = await interruptedShorten({ server, session, background }, 'Handles stopped, store landed', { delayMs: 1500 });
    expect(linksTo(server, url)).toHaveLength(1);
    await shortenAgain({ server, background }, url);
    expect(linksTo(server, url)).toHaveLength(1);
    expect(linkPosts(server)).toHaveLength(1);
  });

  it('the store was lost: shortening again makes the one link', async ({ server, session, background }) => {
    const url = await interruptedShorten({ server, session, background }, 'Handles stopped, store lost', { delayMs: 1500, drop: true });
    expect(linksTo(server, url)).toHaveLength(0);
    await shortenAgain({ server, background }, url);
    expect(linksTo(server, url)).toHaveLength(1);
    expect(linkPosts(server)).toHaveLength(2);
  });

  // The background records a shorten as pending before its request; the next worker finds it and
  // says it was interrupted (lib/background/pending.ts).
  it('the user is told it was interrupted (badge, stored error, popup), and trying again makes one link', async ({
    server,
    session,
    background: bg,
    pages,
  }) => {
    // The store landed: the retry the message asks for must find it, not make a second.
    const url = await interruptedShorten({ server, session, background: bg }, 'Handles stopped, told', { delayMs: 1500 });
    const reason = 'The browser stopped Linklet before the server answered; try again (it will not make a second link).';
    await expect.poll(() => bg.badge(), POLL).toEqual({ text: '!', title: `Linklet couldn’t shorten. ${reason}` });
    const stored = await bg.run(async () => (await (globalThis as any).chrome.storage.session.get('lastBackgroundError')).lastBackgroundError, null);
    expect(stored).toMatchObject({ source: 'context-menu', url, problem: { name: 'Interrupted' } });

    const { popup } = await pages.popupOver('Told');
    const notice = popup.getByRole('alert').filter({ hasText: '“Shorten” from the context menu failed' });
    await expect.poll(() => notice.textContent(), POLL).toContain(reason);
    expect(await notice.textContent()).toContain(url);

    await shortenAgain({ server, background: bg }, url);
    expect(linksTo(server, url)).toHaveLength(1);
    expect(linkPosts(server)).toHaveLength(1);
  });
});

describe('7. rate limits', () => {
  const RATE_LIMITED = 'Too many requests; try again';

  it('on a shorten: exactly one store per click, "try again in …" for every Retry-After (bounded to 10 min), the draft kept; once the wait is over the shorten goes by itself', async ({
    server,
    pages,
  }) => {
    const { popup, url } = await pages.popupOver('Rate limited');
    const alias = `limited-${Date.now() % 100000}`;
    await popupField(popup, 'Alias').fill(alias);
    server.clearRequests();
    const inAWhile = new Date(Date.now() + 200_000).toUTCString();
    // Waits longer than the journey: no store but the click's.
    const answers: Array<[string, string]> = [
      // An hour asked for is bounded: Linklet never waits on a server for more than ten minutes.
      ['3600', `${RATE_LIMITED} in about 10 min.`],
      [inAWhile, `${RATE_LIMITED} in about 3 min.`],
      ['soon, maybe', `${RATE_LIMITED} in a moment.`],
    ];
    for (const [n, [retryAfter, text]] of answers.entries()) {
      server.inject(onStore({ status: 429, headers: { 'Retry-After': retryAfter }, body: { message: 'Too Many Attempts.' } }));
      await shortenButton(popup).click();
      await expect.poll(() => alertText(popup), POLL).toContain(text);
      await sleep(300);
      expect(linkPosts(server)).toHaveLength(n + 1);
      expect(await popupField(popup, 'Alias').inputValue()).toBe(alias);
    }
    expect(linksTo(server, url)).toEqual([]);
    // A short wait: the notice counts down, then the shorten goes by itself, with no click.
    server.inject(onStore({ status: 429, headers: { 'Retry-After': '2' }, body: { message: 'Too Many Attempts.' } }));
    await shortenButton(popup).click();
    await expect.poll(() => alertText(popup), POLL).toContain(`${RATE_LIMITED} in 2 s.`);
    // When the server refused, not when the test saw it (later on a busy machine).
    const refused = linkPosts(server)[answers.length]!.time;
    await expect.poll(() => shortLink(popup).inputValue(), POLL).toBe(`https://sho.rt/${alias}`);
    const [, , , , last] = linkPosts(server);
    expect(last!.time - refused).toBeGreaterThanOrEqual(1500);
    expect(linkPosts(server)).toHaveLength(answers.length + 2);
    expect(linksTo(server, url)).toHaveLength(1);
  });

  describe('on a list (the options page’s Links view)', () => {
    let page: Page;
    const listCalls = (server: RefServer) =>
      server.apiRequests().filter((r) => r.method === 'GET' && r.path === '/api/v1/links' && r.query.per_page?.[0] === '25');
    const rows = () => page.locator('table.manager-table tbody tr');

    async function openLinks({ server, session }: Omit<Handles, 'background'>, retryAfter: string): Promise<void> {
      server.clearRequests();
      // The Links view's own list (25 a page): the worker's index, which may ask at the same moment, pages by 100.
      server.inject({ status: 429, headers: { 'Retry-After': retryAfter }, match: { method: 'GET', path: '/api/v1/links', query: { per_page: '25' } } });
      page ??= await session.context.newPage();
      await page.goto('about:blank');
      await page.goto(session.pageUrl('options.html#links'));
    }

    // One settings page for these tests, as one user would keep it open.
    it.afterAll(async () => page?.close());

    it('Retry-After: 2 → one retry, at least 2 s later, and the list', async ({ server, session }) => {
      await openLinks({ server, session }, '2');
      await expect.poll(() => rows().count(), POLL).toBe(25);
      const [first, second, ...more] = listCalls(server);
      expect(more).toEqual([]);
      expect(second!.time - first!.time).toBeGreaterThanOrEqual(2000);
      expect(await page.getByRole('alert').count()).toBe(0);
    });

    it.for([
      ['0', 'at once'],
      [new Date(Date.now() - 60_000).toUTCString(), 'a date already past'],
      ['soon, maybe', 'garbage: the usual short backoff'],
    ])('Retry-After: %s → one retry (%s) and the list', async ([retryAfter], { server, session }) => {
      await openLinks({ server, session }, retryAfter!);
      await expect.poll(() => rows().count(), POLL).toBe(25);
      expect(listCalls(server)).toHaveLength(2);
    });

    // The one notice (components/ErrorNotice.tsx) offers "Try again" once the wait is over, as the
    // popup does: before, the server would refuse it again.
    it('Retry-After: 3600 → no wait, no retry: "try again in about 10 min" (an hour, bounded), and no "Try again" before then', async ({ server, session }) => {
      await openLinks({ server, session }, '3600');
      await expect.poll(() => alertText(page), POLL).toContain(`${RATE_LIMITED} in about 10 min.`);
      await sleep(500);
      expect(listCalls(server)).toHaveLength(1);
      expect(await page.getByRole('alert').getByRole('button', { name: 'Try again' }).count()).toBe(0);
    });
  });
});
