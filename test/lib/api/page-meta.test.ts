import { describe, expect, it } from 'vitest';
import { readPageMeta } from '../../../lib/api/parse';

describe("a list's paging (meta)", () => {
  it.each<[string, unknown, boolean]>([
    ['Laravel’s full meta', { current_page: 1, from: 1, to: 10, last_page: 3, per_page: 10, total: 25, path: 'https://sho.rt/api/v1/links' }, true],
    ['only the current page', { current_page: 2 }, true],
    ['nulls where a count is unknown', { current_page: 1, from: null, to: null, last_page: null, total: null, path: null }, true],
    ['per_page as a string (a query value echoed back)', { current_page: 1, per_page: '25' }, true],
    ['extra fields', { current_page: 1, links: [] }, true],
    ['no current_page', { last_page: 1 }, false],
    ['current_page as a string', { current_page: '1' }, false],
    ['a count of the wrong type', { current_page: 1, total: 'many' }, false],
    ['last_page as an object', { current_page: 1, last_page: {} }, false],
    ['path as a number', { current_page: 1, path: 3 }, false],
    ['an array', [{ current_page: 1 }], false],
    ['null', null, false],
  ])('%s', (_, raw, readable) => {
    expect(readPageMeta(raw)).toEqual(readable ? raw : undefined);
  });
});
