import { describe, expect, it } from 'vitest';
import { extractUrls, trimUrl } from '../../../lib/bulk/extract';

describe('trimUrl', () => {
  it.each([
    ['https://a.org/x.', 'https://a.org/x'],
    ['https://a.org/x,', 'https://a.org/x'],
    ['https://a.org/x?!', 'https://a.org/x'],
    ['https://a.org/x);', 'https://a.org/x'],
    ['https://en.wikipedia.org/wiki/Pipe_(computing)', 'https://en.wikipedia.org/wiki/Pipe_(computing)'],
    ['https://en.wikipedia.org/wiki/Pipe_(computing))', 'https://en.wikipedia.org/wiki/Pipe_(computing)'],
    ['https://a.org/x]', 'https://a.org/x'],
    ['https://a.org/[1]', 'https://a.org/[1]'],
    ['https://a.org/x}.', 'https://a.org/x'],
    ['https://a.org/?q=1&r=2', 'https://a.org/?q=1&r=2'],
    ['https://a.org/#top', 'https://a.org/#top'],
  ])('%s → %s', (raw, trimmed) => {
    expect(trimUrl(raw)).toBe(trimmed);
  });
});

describe('extractUrls', () => {
  it.each([
    ['one a line', 'https://a.org/1\nhttps://a.org/2\r\nhttp://b.org', ['https://a.org/1', 'https://a.org/2', 'http://b.org/']],
    ['in prose', 'Read https://a.org/post, then (see https://b.org/x). Done.', ['https://a.org/post', 'https://b.org/x']],
    [
      'in Markdown and HTML',
      '[a](https://a.org/md) <https://b.org/angle> <a href="https://c.org/q">c</a>',
      ['https://a.org/md', 'https://b.org/angle', 'https://c.org/q'],
    ],
    ['quoted', `'https://a.org/s' "https://b.org/d"`, ['https://a.org/s', 'https://b.org/d']],
    ['upper-case scheme, read as the parser writes it', 'HTTPS://A.ORG/X', ['https://a.org/X']],
    ['nothing', 'no links here: just words.', []],
  ])('%s', (_, text, urls) => {
    expect(extractUrls(text).urls).toEqual(urls);
  });

  it('collapses duplicates, keeping the first place', () => {
    const out = extractUrls('https://a.org/1 https://b.org https://a.org/1. https://a.org/1');
    expect(out.urls).toEqual(['https://a.org/1', 'https://b.org/']);
    expect(out.duplicates).toBe(2);
  });

  it.each([
    ['ftp://files.example/x', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['data:text/html,hi', 'scheme'],
    ['mailto:me@example.com', 'scheme'],
    ['chrome://settings', 'scheme'],
    ['chrome-extension://abc/page.html', 'scheme'],
    ['http://exa%mple.org', 'invalid'],
    ['http://[oops/x', 'invalid'],
  ])('refuses %s with the reason %s', (text, reason) => {
    const out = extractUrls(`see ${text} and https://ok.org`);
    expect(out.urls).toEqual(['https://ok.org/']);
    expect(out.refused[0]).toMatchObject({ reason });
  });

  it('takes at most `max` URLs and counts the rest', () => {
    const text = Array.from({ length: 7 }, (_, i) => `https://a.org/${i}`).join('\n');
    const out = extractUrls(text, 5);
    expect(out.urls).toHaveLength(5);
    expect(out.urls.at(-1)).toBe('https://a.org/4');
    expect(out.overLimit).toBe(2);
  });
});

describe('addresses without a scheme', () => {
  it('get https:// (the one rule of lib/url/typed-url.ts), listed so the form can show them before the run', () => {
    const out = extractUrls('example.com/pricing\nSee www.example.org too, and shop.example/a?b=1.\nexample.net\n');
    expect(out.urls).toEqual(['https://example.com/pricing', 'https://www.example.org/', 'https://shop.example/a?b=1', 'https://example.net/']);
    expect(out.completed).toEqual([
      { text: 'example.com/pricing', url: 'https://example.com/pricing' },
      { text: 'www.example.org', url: 'https://www.example.org/' },
      { text: 'shop.example/a?b=1', url: 'https://shop.example/a?b=1' },
      { text: 'example.net', url: 'https://example.net/' },
    ]);
    expect(out.refused).toEqual([]);
  });

  it('leave words with a dot, e-mail addresses and the hosts inside full URLs alone', () => {
    const out = extractUrls('Read readme.md about Node.js, write to bob@example.com, see https://a.org/x/example.com/y or e.g. v1.2');
    expect(out.urls).toEqual(['https://a.org/x/example.com/y']);
    expect(out.completed).toEqual([]);
    expect(out.refused).toEqual([]);
  });

  it('count one address pasted with and without its scheme once', () => {
    const out = extractUrls('https://example.com/a\nexample.com/a');
    expect(out.urls).toEqual(['https://example.com/a']);
    expect(out.duplicates).toBe(1);
  });
});
