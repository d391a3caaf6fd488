import { describe, expect, it } from 'vitest';
import { compactLink, fromRow, sameLink, toRow, type Row } from '../../../lib/link-index/compact';
import { makeLink } from './fixtures';

describe('sameLink', () => {
  const link = compactLink(makeLink(7));

  it('is true for the same link with its keys in another order, as storage hands it back', () => {
    const reordered = Object.fromEntries(Object.entries(link).sort(([a], [b]) => a.localeCompare(b))) as typeof link;
    reordered.domain = { name: 'sho.rt', id: 1 };
    expect(sameLink(reordered, link)).toBe(true);
  });

  it('ignores a new click count', () => {
    expect(sameLink({ ...link, clicks: 99 }, link)).toBe(true);
  });

  it.each([
    ['title', { title: 'Renamed' }],
    ['alias', { alias: 'other' }],
    ['url', { url: 'https://example.com/moved' }],
    ['disabled', { disabled: 1 }],
    ['domain', { domain: { id: 2, name: 'l.acme.test' } }],
    ['space', { space_id: 4 }],
  ])('tells a changed %s', (_field, change) => {
    expect(sameLink({ ...link, ...change }, link)).toBe(false);
  });

  it('is false for an unknown link', () => {
    expect(sameLink(undefined, link)).toBe(false);
  });
});

describe('compactLink', () => {
  it('keeps a flat domain id and drops empty fields', () => {
    expect(compactLink(makeLink(1, { domain: 3, alias: '', title: null, space: { id: 2 }, disabled: true }))).toEqual({
      id: 1,
      url: 'https://example.com/page/1',
      short_url: 'https://sho.rt/a1',
      clicks: 0,
      domain_id: 3,
      space_id: 2,
      disabled: 1,
      created_at: '2024-05-01T10:00:00.000000Z',
      pixel_ids: [],
    });
  });

  it('keeps the pixels (for the duplicate decision); a row written before it kept them has none known', () => {
    expect(compactLink(makeLink(1, { pixels: [{ id: 5 }, 8] })).pixel_ids).toEqual([5, 8]);
    expect(compactLink(makeLink(1, { pixels: undefined, pixel_ids: undefined })).pixel_ids).toBeUndefined();
    const old = toRow(makeLink(1)).slice(0, 11) as Row;
    expect(fromRow(old).pixel_ids).toBeUndefined();
    // An old row and the server's record of the same link are the same link: no refresh pages through everything for pixels.
    expect(sameLink(fromRow(old), makeLink(1, { pixels: [{ id: 5 }] }))).toBe(true);
    expect(sameLink(makeLink(1, { pixels: [] }), makeLink(1, { pixels: [{ id: 5 }] }))).toBe(false);
  });
});
