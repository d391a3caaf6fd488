import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createClient } from '../../../lib/api';
import { answerWhileBusy, duringUserAction, QUIET_MS, userIsActive } from '../../../lib/background/user-activity';
import { startServer, type RefServer } from '../../server';

// What the link index refresh waits for (issue 40): the user's own requests on their way, not a
// Linklet page merely open. Pages answer the background's question for themselves; here the
// page's side and the background's side share the fake browser, and a page's requests go to the
// reference server through the real client.

let server: RefServer;
beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 3 } });
});
afterAll(async () => {
  await server.close();
});

/** Messages reach every listener but the sender's own; no listener answering is Chrome's "Receiving end does not exist". */
function deliverMessages(): void {
  fakeBrowser.runtime.sendMessage = (async (message: unknown) => {
    const answers = await fakeBrowser.runtime.onMessage.trigger(message, { id: fakeBrowser.runtime.id });
    const answer = answers.find((a) => a !== undefined);
    if (answer === undefined) throw new Error('Could not establish connection. Receiving end does not exist.');
    return answer;
  }) as never;
}

beforeEach(() => {
  fakeBrowser.reset();
  deliverMessages();
  server.clearFaults();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('whether the user’s own requests are on their way', () => {
  it('not while no page answers and no action runs: a Linklet page merely open holds nothing back', async () => {
    expect(await userIsActive()).toBe(false);
    // A page that has sent nothing answers nothing.
    answerWhileBusy();
    expect(await userIsActive()).toBe(false);
  });

  it('while a page’s request is on its way, and for a moment after it (the next of a sequence is about to leave)', async () => {
    answerWhileBusy();
    const client = createClient({ version: 44, baseUrl: server.url, apiKey: server.apiKey, retries: 0 });
    server.inject({ delayMs: 300, match: { path: '/api/v1/links' } });
    const shorten = client.links.list({ per_page: 10 });
    expect(await userIsActive()).toBe(true);
    await shorten;
    expect(await userIsActive()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS + 50));
    expect(await userIsActive()).toBe(false);
  });

  it('while a user action the background runs is under way, and for a moment after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let finish!: () => void;
    const action = duringUserAction(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(await userIsActive()).toBe(true);
    finish();
    await action;
    expect(await userIsActive()).toBe(true);
    vi.advanceTimersByTime(QUIET_MS);
    expect(await userIsActive()).toBe(false);
  });

  it('in the background, a request answered after the refresh’s own last one: it is another’s (Save’s check, a search a page asked for)', async () => {
    const client = createClient({ version: 44, baseUrl: server.url, apiKey: server.apiKey, retries: 0 });
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS + 50));
    // The refresh's own page, just answered: nothing else.
    await client.links.list({ per_page: 100 });
    expect(await userIsActive(Date.now())).toBe(false);
    // Another request answered after it: the user's, for a moment.
    const since = Date.now();
    await client.account.get();
    expect(await userIsActive(since)).toBe(true);
    // Under way: whenever it started.
    server.inject({ delayMs: 200, match: { path: '/api/v1/links' } });
    const pending = client.links.list({ per_page: 10 });
    expect(await userIsActive(Date.now() + 60_000)).toBe(true);
    await pending;
  });

  it('answers only the extension’s own question', async () => {
    answerWhileBusy();
    const client = createClient({ version: 44, baseUrl: server.url, apiKey: server.apiKey, retries: 0 });
    server.inject({ delayMs: 200, match: { path: '/api/v1/links' } });
    const pending = client.links.list({ per_page: 10 });
    const [fromOther] = await fakeBrowser.runtime.onMessage.trigger('linklet-busy?', { id: 'another-extension' });
    const [otherQuestion] = await fakeBrowser.runtime.onMessage.trigger({ linklet: 'searchIndex' }, { id: fakeBrowser.runtime.id });
    expect([fromOther, otherQuestion]).toEqual([undefined, undefined]);
    await pending;
  });
});
