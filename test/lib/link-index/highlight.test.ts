import { describe, expect, it } from 'vitest';
import { highlight } from '../../../lib/link-index/highlight';

const marked = (text: string, query: string) =>
  highlight(text, query)
    .map((s) => (s.match ? `[${s.text}]` : s.text))
    .join('');

describe('highlight', () => {
  it.each([
    ['Example page', 'page', 'Example [page]'],
    ['Café de Flore', 'cafe', '[Café] de Flore'],
    ['ÉTÉ été', 'ete', '[ÉTÉ] [été]'],
    ['news about news', 'NEWS', '[news] about [news]'],
    ['Linklet docs', 'docs link', '[Link]let [docs]'],
    ['nothing here', 'zzz', 'nothing here'],
    ['aaaa', 'aa', '[aaaa]'],
  ])('%s with %s → %s', (text, query, expected) => {
    expect(marked(text, query)).toBe(expected);
  });

  it('keeps the original text whole', () => {
    const text = 'Crème <b>brûlée</b> & co';
    expect(
      highlight(text, 'brulee')
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });

  it('answers no pieces for empty text and one unmarked piece for an empty query', () => {
    expect(highlight('', 'x')).toEqual([]);
    expect(highlight('abc', '  ')).toEqual([{ text: 'abc', match: false }]);
  });
});
