import { describe, expect, it } from 'vitest';
import { MARK_TINTS, monogramOf } from '../../../lib/manager/monogram';

describe('monogramOf', () => {
  it.each([
    ['https://www.example.com/page', 'example.com', 'E'],
    ['https://shop.acme.test/a?b=c', 'shop.acme.test', 'S'],
    ['http://127.0.0.1:8080/', '127.0.0.1', '1'],
    ['https://ünicode.example/', 'xn--nicode-2ya.example', 'X'],
    ['mailto:someone@example.com', '', '?'],
    ['not an address', '', '?'],
    ['', '', '?'],
  ])('%s → host %s, letter %s', (address, host, letter) => {
    const mark = monogramOf(address);
    expect(mark.host).toBe(host);
    expect(mark.letter).toBe(letter);
    expect(mark.tint).toBeGreaterThanOrEqual(0);
    expect(mark.tint).toBeLessThan(MARK_TINTS);
  });

  it('gives one host one tint, whatever the path, and tells hosts apart', () => {
    expect(monogramOf('https://a.example/x').tint).toBe(monogramOf('https://a.example/y?z').tint);
    const tints = new Set(['a.test', 'b.test', 'c.test', 'd.test', 'news.test', 'shop.test'].map((host) => monogramOf(`https://${host}/`).tint));
    expect(tints.size).toBeGreaterThan(1);
  });
});
