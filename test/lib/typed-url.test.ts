import { describe, expect, it } from 'vitest';
import { readTypedUrl } from '../../lib/url/typed-url';

describe('readTypedUrl', () => {
  it.each([
    ['https://example.com/pricing', 'https://example.com/pricing'],
    ['  http://localhost:8080/x  ', 'http://localhost:8080/x'],
    ['HTTPS://EXAMPLE.COM/A', 'https://example.com/A'],
    ['https://例え.jp/パス', 'https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9'],
  ])('takes the URL %s as the parser writes it (what is checked is what is sent)', (typed, url) => {
    expect(readTypedUrl(typed)).toEqual({ ok: true, url, completed: false });
    expect(readTypedUrl(typed, 'words')).toEqual({ ok: true, url, completed: false });
  });

  it.each([
    ['example.com/pricing', 'https://example.com/pricing'],
    [' example.com/pricing?plan=team#faq ', 'https://example.com/pricing?plan=team#faq'],
    ['www.example.com', 'https://www.example.com/'],
    ['sub.example.co.uk/a/b', 'https://sub.example.co.uk/a/b'],
    ['localhost:8080/x', 'https://localhost:8080/x'],
    ['example.com:8443/admin', 'https://example.com:8443/admin'],
    ['127.0.0.1:8050/a', 'https://127.0.0.1:8050/a'],
    ['münchen.de/karte', 'https://xn--mnchen-3ya.de/karte'],
    ['xn--mnchen-3ya.de/karte', 'https://xn--mnchen-3ya.de/karte'],
  ])('gives %s https:// wherever it is typed', (typed, url) => {
    expect(readTypedUrl(typed)).toEqual({ ok: true, url, completed: true });
    expect(readTypedUrl(typed, 'words')).toEqual({ ok: true, url, completed: true });
  });

  it.each(['example.com', 'node.js', 'localhost:8080', '127.0.0.1'])('takes the bare host %s as an address only where only an address is typed', (typed) => {
    expect(readTypedUrl(typed)).toEqual({ ok: true, url: `https://${typed}/`, completed: true });
    expect(readTypedUrl(typed, 'words')).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each<[string, string]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['roadmap', 'invalid'],
    ['summer sale', 'invalid'],
    ['example.com/a b', 'invalid'],
    ['bob@example.com', 'invalid'],
    ['v1.2', 'invalid'],
    ['http://exa%mple.org', 'invalid'],
    ['https://', 'invalid'],
    ['//example.com/x', 'invalid'],
    ['ftp://files.example/x', 'scheme'],
    ['mailto:me@example.com', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['chrome://settings', 'scheme'],
    ['data:text/html,hi', 'scheme'],
  ])('refuses %j (%s)', (typed, reason) => {
    expect(readTypedUrl(typed)).toEqual({ ok: false, reason });
  });
});
