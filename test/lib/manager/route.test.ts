import { describe, expect, it } from 'vitest';
import { formatRoute, parseRoute } from '../../../lib/manager/route';

describe('options page route', () => {
  it.each([
    ['', '', ''],
    ['#', '', ''],
    ['#links', 'links', ''],
    ['#links?search=promo&page=3', 'links', 'search=promo&page=3'],
    ['pixels?type=bing', 'pixels', 'type=bing'],
    ['#settings?', 'settings', ''],
    // Typed or linked by anyone: malformed percent-encoding is read as text, never thrown.
    ['#%E0%A4%A', '%E0%A4%A', ''],
    ['#links?search=%E0%A4%A', 'links', 'search=%EF%BF%BD%25A'],
  ])('reads %j as view %j with %j', (hash, view, query) => {
    const route = parseRoute(hash);
    expect(route.view).toBe(view);
    expect(route.params.toString()).toBe(query);
  });

  it('writes a view with its parameters, and a bare view without a question mark', () => {
    expect(formatRoute('links', new URLSearchParams('search=a b&status=2'))).toBe('#links?search=a+b&status=2');
    expect(formatRoute('links', new URLSearchParams())).toBe('#links');
    expect(formatRoute('pixels')).toBe('#pixels');
  });

  it('round-trips search text with characters that mean something in a URL', () => {
    const params = new URLSearchParams({ search: 'a&b=c?#d %' });
    const back = parseRoute(formatRoute('links', params));
    expect(back.params.get('search')).toBe('a&b=c?#d %');
  });
});
