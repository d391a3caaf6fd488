import { describe, expect, it } from 'vitest';
import { highlight, MAX_MARKS } from '../../../lib/link-index/highlight';
import { clip, SHOWN_MAX } from '../../../lib/text';

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

describe('highlight of long server text', () => {
  it('shows at most a few hundred characters, cut with an ellipsis', () => {
    const parts = highlight(`${'a'.repeat(100_000)} end`, 'end');
    const shown = parts.map((p) => p.text).join('');
    expect(shown.length).toBe(SHOWN_MAX);
    expect(shown.endsWith('…')).toBe(true);
    expect(parts.some((p) => p.match)).toBe(false);
  });

  it(`marks at most ${MAX_MARKS} pieces, the rest plain`, () => {
    const parts = highlight('a b '.repeat(100), 'a');
    expect(parts.filter((p) => p.match)).toHaveLength(MAX_MARKS);
    expect(parts.map((p) => p.text).join('')).toBe('a b '.repeat(100).slice(0, SHOWN_MAX - 1) + '…');
  });

  it('never cuts between the two halves of a surrogate pair', () => {
    const text = `${'x'.repeat(SHOWN_MAX - 2)}😀😀`;
    expect(clip(text)).toBe(`${'x'.repeat(SHOWN_MAX - 2)}…`);
  });
});
