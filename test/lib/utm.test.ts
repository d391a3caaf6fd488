import { describe, expect, it } from 'vitest';
import { applyUtm, hasUtm, removeUtm, utmKeyProblem, utmOf, utmPairs, withUtm } from '../../lib/url/utm';

const CAMPAIGN = { source: 'news', medium: 'email', campaign: 'spring' };

describe('applyUtm: the URL to shorten with its UTM parameters', () => {
  it.each([
    ['no query', 'https://a.example/p', CAMPAIGN, 'https://a.example/p?utm_source=news&utm_medium=email&utm_campaign=spring'],
    ['existing query kept in order and encoding', 'https://a.example/p?b=2&a=x%20y+z&c', { source: 's' }, 'https://a.example/p?b=2&a=x%20y+z&c&utm_source=s'],
    [
      'existing utm_ of the same name replaced, others kept',
      'https://a.example/?utm_source=old&utm_medium=web&x=1',
      { source: 'new' },
      'https://a.example/?utm_medium=web&x=1&utm_source=new',
    ],
    ['utm_ names match whatever their case', 'https://a.example/?UTM_Source=old&x=1', { source: 'new' }, 'https://a.example/?x=1&utm_source=new'],
    ['an encoded existing name is recognised', 'https://a.example/?utm%5Fsource=old', { source: 'new' }, 'https://a.example/?utm_source=new'],
    ['fragment kept at the end', 'https://a.example/p?x=1#part?a=b', { campaign: 'c' }, 'https://a.example/p?x=1&utm_campaign=c#part?a=b'],
    ['fragment without a query', 'https://a.example/p#top', { term: 't' }, 'https://a.example/p?utm_term=t#top'],
    ['values encoded: space as %20, & = + # escaped', 'https://a.example/', { content: 'a b&c=d+e#f' }, 'https://a.example/?utm_content=a%20b%26c%3Dd%2Be%23f'],
    ['unicode values as UTF-8', 'https://a.example/', { campaign: 'été 🎉' }, 'https://a.example/?utm_campaign=%C3%A9t%C3%A9%20%F0%9F%8E%89'],
    ['empty and blank values not added', 'https://a.example/', { source: '', medium: '  ', campaign: 'c' }, 'https://a.example/?utm_campaign=c'],
    ['nothing to add: the URL as typed (trimmed)', ' https://a.example/p?x=1 ', {}, 'https://a.example/p?x=1'],
    [
      'free pairs after the five, replacing an exact name only',
      'https://a.example/?ref=old&REF=kept',
      { source: 's', extra: [{ key: 'ref', value: 'new' }] },
      'https://a.example/?REF=kept&utm_source=s&ref=new',
    ],
    [
      'free pairs with an empty value or a bad key left out',
      'https://a.example/',
      {
        extra: [
          { key: 'a', value: '' },
          { key: 'b c', value: 'x' },
          { key: 'ok', value: '1' },
        ],
      },
      'https://a.example/?ok=1',
    ],
    ['an empty query (trailing ?) gets the pairs', 'https://a.example/?', { source: 's' }, 'https://a.example/?utm_source=s'],
    [
      'the five fields in their fixed order',
      'https://a.example/',
      { content: 'e', term: 'd', campaign: 'c', medium: 'b', source: 'a' },
      'https://a.example/?utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e',
    ],
  ])('%s', (_name, url, utm, expected) => {
    expect(applyUtm(url, utm)).toEqual({ ok: true, url: expected });
  });

  it.each([
    ['not a URL', 'example com', 'invalid-url'],
    ['empty', '', 'invalid-url'],
    ['not http(s)', 'ftp://a.example/file', 'not-http'],
    ['javascript:', 'javascript:alert(1)', 'not-http'],
  ])('refuses %s with a reason', (_name, url, reason) => {
    expect(applyUtm(url, CAMPAIGN)).toEqual({ ok: false, reason });
  });

  it('the result still parses to the same place, with the values readable', () => {
    const result = applyUtm('https://a.example/p?q=1#h', { source: 'a b', extra: [{ key: 'k', value: 'ü' }] });
    const url = new URL(result.ok ? result.url : '');
    expect([url.pathname, url.hash, url.searchParams.get('q'), url.searchParams.get('utm_source'), url.searchParams.get('k')]).toEqual([
      '/p',
      '#h',
      '1',
      'a b',
      'ü',
    ]);
  });
});

describe('free keys and pairs', () => {
  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['a b', 'bad'],
    ['a=b', 'bad'],
    ['a&b', 'bad'],
    ['ref', null],
    ['fb_click-id.2~', null],
  ])('key %j: %s', (key, problem) => {
    expect(utmKeyProblem(key)).toBe(problem);
  });

  it('pairs and whether anything is added', () => {
    expect(utmPairs({ source: ' s ', extra: [{ key: 'k', value: ' v ' }] })).toEqual([
      ['utm_source', 's'],
      ['k', 'v'],
    ]);
    expect(hasUtm({ source: ' ' })).toBe(false);
    expect(hasUtm(undefined)).toBe(false);
    expect(hasUtm({ extra: [{ key: 'k', value: 'v' }] })).toBe(true);
  });
});

describe('removeUtm and utmOf: switching presets and the one-off builder', () => {
  it.each([
    [
      'the pairs of a preset removed, the rest kept',
      'https://a.example/p?x=1&utm_source=s&ref=r&UTM_MEDIUM=m#h',
      { source: 'other', medium: 'm', extra: [{ key: 'ref', value: 'v' }] },
      'https://a.example/p?x=1#h',
    ],
    ['the query gone when nothing is left', 'https://a.example/p?utm_source=s#h', { source: 's' }, 'https://a.example/p#h'],
    ['nothing to remove', 'https://a.example/p?x=1', {}, 'https://a.example/p?x=1'],
    ['no preset', 'https://a.example/p?utm_source=s', undefined, 'https://a.example/p?utm_source=s'],
  ])('%s', (_name, url, utm, expected) => {
    expect(removeUtm(url, utm)).toBe(expected);
  });

  it('removing then adding another preset’s parameters leaves only the new ones', () => {
    const first = applyUtm('https://a.example/?q=1', { source: 'a', campaign: 'x' });
    const second = applyUtm(removeUtm(first.ok ? first.url : '', { source: 'a', campaign: 'x' }), { medium: 'b' });
    expect(second).toEqual({ ok: true, url: 'https://a.example/?q=1&utm_medium=b' });
  });

  it('reads the five UTM fields of a URL, decoded, whatever the case of their names', () => {
    expect(utmOf('https://a.example/?UTM_Source=a%20b&utm_campaign=c&ref=x')).toEqual({ source: 'a b', campaign: 'c' });
    expect(utmOf('not a url')).toEqual({});
  });
});

describe('withUtm: tagged, or as it is', () => {
  it('tags an http(s) address, and leaves one it cannot tag, or no UTM, as typed', () => {
    expect(withUtm('https://example.com/a?x=1#top', { source: 'news' })).toBe('https://example.com/a?x=1&utm_source=news#top');
    expect(withUtm(' not a url ', { source: 'news' })).toBe(' not a url ');
    expect(withUtm('ftp://example.com/', { source: 'news' })).toBe('ftp://example.com/');
    expect(withUtm(' https://example.com/ ', undefined)).toBe(' https://example.com/ ');
  });
});
