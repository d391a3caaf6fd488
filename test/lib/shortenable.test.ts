import { describe, expect, it } from 'vitest';
import { checkShortenable } from '../../lib/url/shortenable';

describe('checkShortenable', () => {
  it.each([['https://example.com/a?b=c#d'], ['http://localhost:8080/'], ['https://例え.jp/パス']])('accepts %s', (url) => {
    expect(checkShortenable(url)).toEqual({ ok: true, url: new URL(url).href });
  });

  it.each([
    [undefined, 'missing'],
    ['', 'missing'],
    ['not a url', 'invalid'],
    ['chrome://settings', 'scheme'],
    ['chrome://newtab/', 'scheme'],
    ['edge://flags', 'scheme'],
    ['about:blank', 'scheme'],
    ['about:addons', 'scheme'],
    ['file:///home/me/a.pdf', 'scheme'],
    ['data:text/html,hi', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['blob:https://example.com/1234', 'scheme'],
    ['view-source:https://example.com', 'scheme'],
    ['ftp://example.com/file', 'scheme'],
    ['chrome-extension://abcdefghijklmnopabcdefghijklmnop/popup.html', 'extension'],
    ['moz-extension://0f6c2d0e-1/popup.html', 'extension'],
    ['chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/index.html?src=https://x.test/a.pdf', 'pdf-viewer'],
  ])('refuses %s (%s)', (url, reason) => {
    expect(checkShortenable(url)).toEqual({ ok: false, reason });
  });
});
