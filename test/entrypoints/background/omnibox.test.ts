import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { onInputEntered, setupOmnibox, suggestionsFor } from '../../../entrypoints/background/omnibox';
import { describeLink, escapeXml } from '../../../entrypoints/background/omnibox-text';
import { commitFull } from '../../lib/link-index/fixtures';
import { makeLink, makeLinks } from '../../lib/link-index/fixtures';
import { startServer, type RefServer } from '../../server';
import { loadUncopiedResult } from '../../../lib/background-result';
import { badge, configure, fakeEvent, posts, stub, stubClipboardPermission, stubOffscreenClipboard } from './helpers';

let server: RefServer;
beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 5 } });
});
afterAll(async () => {
  await server?.close();
});

const promo = makeLink(31, { alias: 'promo', title: 'Summer <sale> & more', short_url: 'https://sho.rt/promo', url: 'https://shop.example/summer' });

beforeEach(async () => {
  server.reset({ links: 5 });
  await configure(server);
  await commitFull(server.origin, [...makeLinks(30), promo], 0);
});

describe('omnibox suggestions', () => {
  it('suggest links of the index, content the short URL, matches highlighted and text escaped', async () => {
    const answer = await suggestionsFor('promo', true);
    expect(answer.suggestions[0]).toEqual({
      content: 'https://sho.rt/promo',
      description: '<match>promo</match> <dim>·</dim> Summer &lt;sale&gt; &amp; more <dim>·</dim> <url>sho.rt/<match>promo</match></url>',
    });
    expect(answer.defaultDescription).toBe('Open your best match for “promo”');
  });

  it('carry no character XML cannot (U+FFFE, U+FFFF, lone surrogates, controls): one would empty Chrome’s list', async () => {
    const odd = makeLink(40, { alias: 'oddity', title: 'Bad\uFFFE\uFFFF \uD800 \uDC00 \u0001 but 😀 stays', short_url: 'https://sho.rt/oddity' });
    await commitFull(server.origin, [odd], 0);
    for (const markup of [true, false]) {
      const [suggestion] = (await suggestionsFor('oddity', markup)).suggestions;
      expect(suggestion!.description).toMatch(/Bad\s+but 😀 stays/);
      expect(suggestion!.description).not.toMatch(/[\uFFFE\uFFFF\u0001]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    const typed = await suggestionsFor('https://example.com/\uFFFF', true);
    expect(typed.defaultDescription).not.toContain('\uFFFF');
  });

  it('cut each part to a line: a title of 200 KB does not reach the drop-down', async () => {
    const huge = makeLink(41, { alias: 'huge', title: `Huge ${'word '.repeat(40_000)}`, short_url: 'https://sho.rt/huge' });
    await commitFull(server.origin, [huge], 0);
    const [suggestion] = (await suggestionsFor('huge word', true)).suggestions;
    expect(suggestion!.description.length).toBeLessThan(1000);
    expect(suggestion!.description).toContain('…');
    const typed = await suggestionsFor(`https://example.com/${'x'.repeat(5000)}`, false);
    expect(typed.defaultDescription.length).toBeLessThan(300);
  });

  it('are plain text where the browser takes no markup (Firefox)', async () => {
    const answer = await suggestionsFor('summer', false);
    expect(answer.suggestions[0]!.description).toBe('promo · Summer <sale> & more · sho.rt/promo');
  });

  it('are at most six', async () => {
    expect((await suggestionsFor('page', true)).suggestions).toHaveLength(6);
  });

  it('offer "Shorten <url>" for a URL', async () => {
    stubClipboardPermission(true);
    const answer = await suggestionsFor('  https://example.org/a?b=1&c=2 ', true);
    expect(answer.defaultDescription).toBe('Shorten <url>https://example.org/a?b=1&amp;c=2</url> and copy the short link');
  });

  it('promise no copy without the clipboardWrite permission (optional on Chrome)', async () => {
    stubClipboardPermission(false);
    const answer = await suggestionsFor('https://example.org/a', true);
    expect(answer.defaultDescription).toBe('Shorten <url>https://example.org/a</url> (Linklet’s popup offers the link to copy)');
  });

  it('say when nothing matches', async () => {
    expect(await suggestionsFor('zzzz', true)).toEqual({ defaultDescription: 'no link matches “zzzz”', suggestions: [] });
  });

  it('invite to search when nothing is typed', async () => {
    expect(await suggestionsFor('', true)).toEqual({ defaultDescription: 'Search your Linklet links (start with * to search every profile), or enter a URL to shorten it', suggestions: [] });
  });

  it('escape everything XML would read', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(describeLink(makeLink(1, { alias: null, title: null, short_url: 'https://s.rt/x' }), 'x', true)).toBe('<url>s.rt/<match>x</match></url>');
  });
});

describe('choosing in the omnibox', () => {
  it.each([
    ['currentTab', { update: 'https://sho.rt/promo' }],
    ['newForegroundTab', { create: { url: 'https://sho.rt/promo', active: true } }],
    ['newBackgroundTab', { create: { url: 'https://sho.rt/promo', active: false } }],
  ] as const)('opens a chosen link (%s)', async (disposition, expected) => {
    const update = vi.fn(async () => ({}));
    const create = vi.fn(async () => ({}));
    Object.assign(fakeBrowser.tabs, { update, create });
    await onInputEntered('https://sho.rt/promo', disposition);
    if ('update' in expected) expect(update).toHaveBeenCalledWith({ url: expected.update });
    else expect(create).toHaveBeenCalledWith(expected.create);
    expect(posts(server)).toHaveLength(0);
  });

  it('opens the best match for words entered without choosing', async () => {
    const create = vi.fn(async () => ({}));
    Object.assign(fakeBrowser.tabs, { create });
    await onInputEntered('summer sale', 'newForegroundTab');
    expect(create).toHaveBeenCalledWith({ url: 'https://sho.rt/promo', active: true });
  });

  it('shortens and copies an entered URL, opening nothing', async () => {
    const clipboard = stubOffscreenClipboard();
    const create = vi.fn(async () => ({}));
    Object.assign(fakeBrowser.tabs, { create, update: create });
    await onInputEntered('https://example.org/from-the-omnibox', 'currentTab');
    expect(posts(server).map((r) => new URLSearchParams(r.body).get('url'))).toEqual(['https://example.org/from-the-omnibox']);
    expect(clipboard.copied).toHaveLength(1);
    expect(create).not.toHaveBeenCalled();
    expect((await badge()).text).toBe('✓');
  });

  it('without clipboardWrite: shortens an entered URL, copies nothing and leaves the link for the popup', async () => {
    const clipboard = stubOffscreenClipboard({ granted: false });
    await onInputEntered('https://example.org/no-copy', 'currentTab');
    expect(posts(server)).toHaveLength(1);
    expect(clipboard.createDocument).not.toHaveBeenCalled();
    expect((await badge()).title).toMatch(/^Short link ready: .+ — open Linklet to copy it$/);
    expect(await loadUncopiedResult()).toMatchObject({ url: 'https://example.org/no-copy', source: 'omnibox', copied: false });
  });

  it('never opens a link that is not http(s)', async () => {
    await commitFull(server.origin, [makeLink(1, { alias: 'evil', short_url: 'javascript:alert(1)' })], 0);
    const create = vi.fn(async () => ({}));
    Object.assign(fakeBrowser.tabs, { create, update: create });
    await onInputEntered('evil', 'newForegroundTab');
    expect(create).not.toHaveBeenCalled();
  });

  it('says so when nothing matches', async () => {
    await onInputEntered('zzzz', 'currentTab');
    expect(await badge()).toEqual({ text: '!', title: 'Linklet: no link matches “zzzz”' });
  });
});

describe('setupOmnibox', () => {
  const stubOmnibox = () => {
    const api = {
      onInputStarted: fakeEvent<[]>(),
      onInputChanged: fakeEvent<[string, (s: unknown[]) => void]>(),
      onInputEntered: fakeEvent<[string, string]>(),
      setDefaultSuggestion: vi.fn(async (_suggestion: { description: string }) => undefined),
    };
    stub('omnibox', api);
    return api;
  };
  const change = (api: ReturnType<typeof stubOmnibox>, text: string) =>
    new Promise<unknown[]>((resolve) => void api.onInputChanged.trigger(text, resolve));

  it('answers the omnibox events with the suggestions and a default suggestion', async () => {
    const api = stubOmnibox();
    setupOmnibox({ firefox: false });
    await api.onInputStarted.trigger();
    expect(api.setDefaultSuggestion).toHaveBeenLastCalledWith({ description: 'Search your Linklet links (start with * to search every profile), or enter a URL to shorten it' });
    const suggested = await change(api, 'promo');
    expect(suggested[0]).toMatchObject({ content: 'https://sho.rt/promo' });
    expect(api.setDefaultSuggestion).toHaveBeenLastCalledWith({ description: 'Open your best match for “promo”' });
  });

  // Firefox builds the first row from the description stored before onInputChanged fires: one
  // that answers the text would always describe the text one keystroke earlier (issue 16).
  it('on Firefox, keeps one default suggestion that holds for any text, set before the first keystroke', async () => {
    const api = stubOmnibox();
    setupOmnibox({ firefox: true });
    const fixed = { description: 'Linklet: open your best match (* first: of every profile), or shorten the URL you typed' };
    expect(api.setDefaultSuggestion).toHaveBeenCalledWith(fixed);
    await api.onInputStarted.trigger();
    for (const text of ['p', 'pr', 'promo', 'https://example.org/a', 'zzzz']) {
      const suggested = await change(api, text);
      if (text === 'promo') expect(suggested[0]).toMatchObject({ content: 'https://sho.rt/promo' });
    }
    expect(api.setDefaultSuggestion.mock.calls.map(([suggestion]) => suggestion)).toEqual(api.setDefaultSuggestion.mock.calls.map(() => fixed));
  });
});
