import { describe, expect, it } from 'vitest';
import { bareUrl, fold, foldQuery, foldWithMap } from '../../../lib/link-index/normalize';

describe('fold', () => {
  it.each([
    ['Crème Brûlée', 'creme brulee'],
    ['ÉCOLE', 'ecole'],
    ['Straße', 'straße'],
    ['Ångström', 'angstrom'],
    ['ΟΔΟΣ', 'οδοσ'],
    ['e\u0301te\u0301', 'ete'],
    ['İstanbul', 'istanbul'],
  ])('%s → %s', (input, expected) => {
    expect(fold(input)).toBe(expected);
  });
});

describe('foldQuery', () => {
  it('trims and collapses white space', () => {
    expect(foldQuery('  Café   Noir\t ')).toBe('cafe noir');
  });
});

describe('bareUrl', () => {
  it.each([
    ['https://www.example.com/a', 'example.com/a'],
    ['http://sho.rt/promo', 'sho.rt/promo'],
    ['https://example.com/caf%C3%A9', 'example.com/café'],
    ['https://example.com/100%', 'example.com/100%'],
  ])('%s → %s', (input, expected) => {
    expect(bareUrl(input)).toBe(expected);
  });
});

describe('foldWithMap', () => {
  it('maps folded characters back to the original text', () => {
    const text = 'Cafe\u0301 Été';
    const { folded, map } = foldWithMap(text);
    expect(folded).toBe('cafe ete');
    // "ete" starts at folded index 5; it is "Été" at original index 6.
    expect(text.slice(map[5], map[8])).toBe('Été');
  });
});
