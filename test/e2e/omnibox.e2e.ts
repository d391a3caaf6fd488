import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { isMine } from '../server/types';
import { configureExtension } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { OmniboxPage } from './omnibox-page';

// The address bar in Chromium, through the browser's own autocomplete (chrome://omnibox): the
// first row says what Enter does with the text typed, on every keystroke (issue 30 saw "best
// match for “roadma”" under `ln roadmap`, and a pasted URL cut short), and an address typed
// without its scheme is shortened as https://. A link's suggestion shows where it leads, and the
// first row says what `*` does in plain words (issue 40 read "(* first: of every profile)").
let server: RefServer;
let session: ExtensionSession;
let omnibox: OmniboxPage;
const poll = { timeout: 10_000, interval: 50 };
type Chrome = any; // the worker's `chrome`, untyped on the test side

beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 40 } });
  session = await launchExtension();
  await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: { defaultDomainId: 1 } });
  omnibox = await OmniboxPage.open(session);
});
afterAll(async () => {
  await session?.close();
  await server?.close();
});
beforeEach(() => server.clearRequests());

describe('the first row of `ln …`', () => {
  it('names the text typed on every keystroke: `ln roadmap` one key at a time ends naming “roadmap”', async () => {
    await omnibox.type('ln ');
    const shown: string[] = [];
    let typed = '';
    for (const key of 'roadmap') {
      typed += key;
      await omnibox.type(key);
      // Chromium fills the first row in as the key arrives: it names this text, never the one before.
      await expect.poll(() => omnibox.firstKeywordRow(), poll).toContain(`“${typed}”`);
      shown.push((await omnibox.firstKeywordRow())!);
    }
    expect(shown.at(-1)).toMatch(
      /^Linklet: open your best match for “roadmap”, or shorten it if it is a web address\. Start with \* to search every profile\./,
    );
    expect(shown.every((row, i) => row.includes(`“${'roadmap'.slice(0, i + 1)}”`))).toBe(true);
  });

  it('names a pasted URL whole', async () => {
    await omnibox.paste('ln https://example.com/omni-result?from=paste');
    await expect.poll(() => omnibox.firstKeywordRow(), poll).toContain('“https://example.com/omni-result?from=paste”');
  });
});

describe('an address without its scheme', () => {
  it('is offered as the https:// URL it is shortened as, and stored so on Enter', async () => {
    const worker = await session.currentWorker();
    const suggestions: Array<{ content: string; description: string }> = await worker.evaluate(
      (text) => new Promise((resolve) => (globalThis as unknown as { chrome: Chrome }).chrome.omnibox.onInputChanged.dispatch(text, resolve)),
      'example.com/pricing',
    );
    expect(suggestions[0]).toEqual({
      content: 'https://example.com/pricing',
      description: expect.stringMatching(/^Shorten <url>https:\/\/example\.com\/pricing<\/url>/),
    });
    expect(server.apiRequests().filter((r) => r.method === 'POST')).toEqual([]);

    await worker.evaluate(
      (text) => (globalThis as unknown as { chrome: Chrome }).chrome.omnibox.onInputEntered.dispatch(text, 'currentTab'),
      'example.com/pricing',
    );
    const stores = () => server.apiRequests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
    await expect.poll(() => stores().length, poll).toBe(1);
    expect(new URLSearchParams(stores()[0]!.body).get('url')).toBe('https://example.com/pricing');
    expect(server.db.links.at(-1)!.url).toBe('https://example.com/pricing');
  });
});

describe('a link’s suggestion', () => {
  it('shows the short link, where it leads and its title', async () => {
    const link = server.db.links.filter(isMine).find((l) => l.alias.length >= 6 && l.title && server.db.links.filter((o) => o.alias === l.alias).length === 1)!;
    const worker = await session.currentWorker();
    const suggest = (text: string): Promise<Array<{ content: string; description: string }>> =>
      worker.evaluate((t) => new Promise((resolve) => (globalThis as unknown as { chrome: Chrome }).chrome.omnibox.onInputChanged.dispatch(t, resolve)), text);
    // Once the index has it (filled in the background after configuring).
    await expect.poll(async () => (await suggest(link.alias))[0]?.description ?? '', { timeout: 30_000, interval: 200 }).toContain('→');
    const [first] = await suggest(link.alias);
    const destination = link.url.replace(/^https?:\/\/(www\.)?/, '');
    // Chrome's markup: the short link as a URL, the destination after the arrow, then the title.
    expect(first!.description).toMatch(new RegExp(`^<url>.*<match>${link.alias}</match></url> → `));
    expect(first!.description.replace(/<\/?match>/g, '')).toContain(`→ ${destination.replace(/&/g, '&amp;').slice(0, 60)}`);
    expect(first!.description).not.toContain('first:');
  });
});
