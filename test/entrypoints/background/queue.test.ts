import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setupMessages } from '../../../entrypoints/background/messages';
import { flushNow, QUEUE_ALARM, setupQueue } from '../../../entrypoints/background/queue';
import { shortenAndCopy } from '../../../entrypoints/background/shorten-action';
import { loadBackgroundError, settleBadge, SUCCESS_BADGE_MS } from '../../../lib/background/feedback';
import { madeLinks } from '../../../lib/queue/made';
import type { MessageData, MessageType } from '../../../lib/messaging';
import { patchQueued, readQueue } from '../../../lib/queue/queue';
import { startServer, type RefServer } from '../../server';
import { saveApiKey, saveSettings } from '../../../lib/settings';
import { addProfile, chooseProfile, removeProfile } from '../../../lib/settings/profiles';
import { badge, configure, posts, stubOffscreenClipboard } from './helpers';

// The offline queue in the background, against the reference server: a shorten that meets an
// outage waits, the badge counts it, and the alarm, the `online` event or the worker's start send
// it once the server answers — each page stored once.
let server: RefServer;
beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 5 } });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  server.reset({ links: 5 });
  await configure(server);
});
afterEach(() => vi.unstubAllGlobals());

/** The server refuses every connection until `up()`. */
function outage() {
  server.inject({ drop: true, times: 1000 });
  return { up: () => server.clearFaults() };
}
const linksTo = (url: string) => server.db.links.filter((l) => l.url === url);

async function ask<K extends MessageType>(type: K, data: MessageData<K>) {
  const answers = await fakeBrowser.runtime.onMessage.trigger({ linklet: type, data }, { id: fakeBrowser.runtime.id });
  return answers.find((answer) => answer !== undefined);
}

describe('the offline queue in the background', () => {
  it('queues a context-menu shorten that met an outage, says so, and sends it by the alarm once the server is back', async () => {
    const clipboard = stubOffscreenClipboard();
    const server_ = outage();
    const url = 'https://example.org/offline-page';
    expect(await shortenAndCopy(url, 'context-menu')).toEqual({ ok: false, reason: 'api' });
    expect(await readQueue()).toMatchObject([{ input: { url, domain_id: 1 }, origin: server.origin, source: 'context-menu', state: 'waiting' }]);
    const told = await badge();
    expect(told.text).toBe('!');
    expect(told.title).toBe('Linklet couldn’t shorten. Your instance could not be reached: it will be shortened when the server can be reached again.');
    expect(await loadBackgroundError()).toMatchObject({ problem: { name: 'Queued' }, url });
    expect(await fakeBrowser.alarms.get(QUEUE_ALARM)).toMatchObject({ periodInMinutes: 1 });

    // The worker's start tries at once, and fails too.
    setupQueue();
    await flushNow();
    expect((await readQueue())[0]?.failure).toMatchObject({ name: 'NetworkError' });
    expect(linksTo(url)).toEqual([]);

    server_.up();
    await fakeBrowser.alarms.onAlarm.trigger({ name: QUEUE_ALARM, scheduledTime: Date.now() });
    await vi.waitFor(async () => expect(await readQueue()).toEqual([]));
    expect(linksTo(url)).toHaveLength(1);
    const shortUrl = `https://${server.db.domains.find((d) => d.id === linksTo(url)[0]!.domain_id)!.name}/${linksTo(url)[0]!.alias}`;
    // Queued a moment ago, the person is still waiting for it: copied, as their click asked.
    await vi.waitFor(() => expect(clipboard.copied).toEqual([shortUrl]));
    expect(await madeLinks()).toEqual([]);
    expect(await badge()).toEqual({ text: '✓', title: `Copied ${shortUrl}` });
    expect(await fakeBrowser.alarms.get(QUEUE_ALARM)).toBeUndefined();
  });

  it('does not queue what the server refused (a 422 is not an outage)', async () => {
    server.inject({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { url: ['The url format is invalid.'] } },
      match: { method: 'POST', path: '/api/v1/links' },
    });
    await shortenAndCopy('https://example.org/refused', 'command');
    expect(await readQueue()).toEqual([]);
    expect(await loadBackgroundError()).toMatchObject({ problem: { name: 'ValidationError' } });
  });

  it('the popup queues what the user typed; the badge counts what waits, under the ✓ and ! of newer news', async () => {
    setupMessages();
    expect(await ask('queueShorten', { input: { url: 'https://example.org/p1', domain_id: 2, alias: 'my-alias' }, profileId: 'default' })).toBe(true);
    expect(await ask('queueShorten', { input: { url: 'https://example.org/p2', domain_id: 1 }, profileId: 'default' })).toBe(true);
    expect(await badge()).toEqual({ text: '2', title: 'Linklet: 2 waiting to be shortened when your instance can be reached' });
    const [first] = await readQueue();
    expect(first).toMatchObject({ input: { url: 'https://example.org/p1', domain_id: 2, alias: 'my-alias' }, source: 'popup' });

    // A success badge is shown a while, then the count comes back.
    stubOffscreenClipboard();
    await ask('cancelQueued', { id: first!.id });
    expect((await badge()).text).toBe('1');
    await shortenAndCopy('https://example.org/online-page', 'context-menu');
    expect((await badge()).text).toBe('✓');
    await settleBadge(Date.now() + SUCCESS_BADGE_MS + 1);
    expect((await badge()).text).toBe('1');
    await ask('cancelQueued', { id: (await readQueue())[0]!.id });
    expect(await badge()).toEqual({ text: '', title: 'Shorten this page with Linklet' });
  });

  it('sends the queue when the browser says it is back online, with what the popup queued', async () => {
    const listeners: Record<string, () => void> = {};
    vi.stubGlobal('addEventListener', (name: string, fn: () => void) => void (listeners[name] = fn));
    // Without the clipboard permission, even a link queued a moment ago waits in the popup.
    stubOffscreenClipboard({ granted: false });
    setupMessages();
    const server_ = outage();
    setupQueue();
    await ask('queueShorten', { input: { url: 'https://example.org/typed', domain_id: 2, alias: 'typed-alias' }, profileId: 'default' });
    server_.up();
    listeners.online!();
    await vi.waitFor(async () => expect(await readQueue()).toEqual([]));
    expect(linksTo('https://example.org/typed')).toMatchObject([{ alias: 'typed-alias', domain_id: 2 }]);
    // The flush is over once its link is offered (a flush still running would be joined by the next test's).
    await vi.waitFor(async () => expect(await madeLinks()).toMatchObject([{ url: 'https://example.org/typed' }]));
  });

  it('a link made long after it was queued never overwrites the clipboard: it waits in the popup, and the badge says so (issue 40)', async () => {
    const clipboard = stubOffscreenClipboard();
    setupMessages();
    const server_ = outage();
    await ask('queueShorten', { input: { url: 'https://example.org/later', domain_id: 1 }, profileId: 'default' });
    const [item] = await readQueue();
    // Queued a minute ago: the person has copied other things since.
    await patchQueued(item!.id, { at: Date.now() - 60_000 });
    server_.up();
    expect(await flushNow()).toBe(1);
    expect(clipboard.copied).toEqual([]);
    const made = await madeLinks();
    expect(made).toMatchObject([{ url: 'https://example.org/later', shortUrl: expect.stringMatching(/^https:/) }]);
    expect(await badge()).toEqual({ text: '✓', title: 'Linklet: 1 made now that your instance is back — open Linklet to copy them' });
  });

  it('an item left in flight by a stopped worker whose store landed is answered by that link: nothing is stored again', async () => {
    stubOffscreenClipboard({ granted: false });
    setupMessages();
    const server_ = outage();
    await ask('queueShorten', { input: { url: 'https://example.org/landed', domain_id: 1 }, profileId: 'default' });
    server_.up();
    const [item] = await readQueue();
    await patchQueued(item!.id, { state: 'sending' });
    // The store had reached the server before the worker stopped.
    server.db.links.push({ ...server.db.links[0]!, id: 999, url: 'https://example.org/landed', alias: 'landed', domain_id: 1, space_id: null, pixel_ids: [] });
    server.clearRequests();
    expect(await flushNow()).toBe(1);
    expect(posts(server)).toEqual([]);
    expect(linksTo('https://example.org/landed')).toHaveLength(1);
    expect(await madeLinks()).toMatchObject([{ url: 'https://example.org/landed', shortUrl: expect.stringMatching(/\/landed$/) }]);
  });

  it('an alarm that changes nothing leaves a failure on the badge alone; a new session shows the count', async () => {
    setupMessages();
    const server_ = outage();
    await ask('queueShorten', { input: { url: 'https://example.org/x', domain_id: 1 }, profileId: 'default' });
    await shortenAndCopy('https://example.org/y', 'command');
    expect((await badge()).text).toBe('!');
    await flushNow();
    expect((await badge()).text).toBe('!');
    // A browser restart: the badge starts blank, the queue is still there.
    await fakeBrowser.action.setBadgeText({ text: '' });
    setupQueue();
    await fakeBrowser.runtime.onStartup.trigger();
    expect(await badge()).toEqual({ text: '2', title: 'Linklet: 2 waiting to be shortened when your instance can be reached' });
    await flushNow();
    expect((await badge()).text).toBe('2');
    server_.up();
  });
});

describe('the queue across two profiles on one instance (issue 29)', () => {
  // Two accounts on the reference server: the first profile's key is the server's own, the
  // second profile ("Bea") has the second account's key.
  let shared: RefServer;
  beforeAll(async () => {
    shared = await startServer({ port: 0, seed: { links: 2 }, accounts: [{ apiKey: 'bea-key', name: 'Bea' }] });
  });
  afterAll(async () => {
    await shared?.close();
  });
  let bea = '';
  beforeEach(async () => {
    shared.reset();
    await configure(shared);
    bea = (await addProfile('Bea', { instanceUrl: shared.url, defaultDomainId: 1 })).id;
    await saveApiKey(bea, 'bea-key', shared.origin, true);
  });
  const stores = () => shared.apiRequests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
  const keysOf = (url: string) =>
    stores()
      .filter((r) => new URLSearchParams(r.body).get('url') === url)
      .map((r) => r.headers.authorization);

  it('an item queued under one profile is sent with its key after a switch to the other, into its account', async () => {
    setupMessages();
    shared.inject({ drop: true, times: 1000 });
    await shortenAndCopy('https://example.org/queued-by-default', 'context-menu');
    expect(await ask('queueShorten', { input: { url: 'https://example.org/queued-by-bea', domain_id: 1 }, profileId: bea })).toBe(true);
    expect((await readQueue()).map((q) => q.profileId)).toEqual(['default', bea]);
    await chooseProfile(bea);
    shared.clearFaults();
    shared.clearRequests();
    expect(await flushNow()).toBe(2);
    expect(keysOf('https://example.org/queued-by-default')).toEqual([`Bearer ${shared.apiKey}`]);
    expect(keysOf('https://example.org/queued-by-bea')).toEqual(['Bearer bea-key']);
    expect(shared.db.links.some((l) => l.url === 'https://example.org/queued-by-default')).toBe(true);
    expect(shared.accounts[0]!.db.links.map((l) => l.url)).toEqual(['https://example.org/queued-by-bea']);
  });

  it('"Shorten with <profile>" that met an outage waits for that profile, not the active one', async () => {
    shared.inject({ drop: true, times: 1000 });
    await shortenAndCopy('https://example.org/with-bea', 'context-menu', bea);
    expect(await readQueue()).toMatchObject([{ profileId: bea, origin: shared.origin }]);
    shared.clearFaults();
    expect(await flushNow()).toBe(1);
    expect(keysOf('https://example.org/with-bea')).toEqual(['Bearer bea-key']);
  });

  it('a profile removed, or pointed at another instance, takes its waiting items with it', async () => {
    setupQueue();
    shared.inject({ drop: true, times: 1000 });
    await shortenAndCopy('https://example.org/a', 'context-menu', bea);
    await shortenAndCopy('https://example.org/b', 'context-menu');
    await removeProfile(bea);
    await vi.waitFor(async () => expect((await readQueue()).map((q) => q.input.url)).toEqual(['https://example.org/b']));
    await saveSettings({ instanceUrl: 'https://elsewhere.example' });
    await vi.waitFor(async () => expect(await readQueue()).toEqual([]));
    shared.clearFaults();
  });

  it('the popup cannot queue for a profile that does not exist', async () => {
    setupMessages();
    expect(await ask('queueShorten', { input: { url: 'https://example.org/x', domain_id: 1 }, profileId: 'p-nobody' })).toBe(false);
    expect(await readQueue()).toEqual([]);
  });
});
