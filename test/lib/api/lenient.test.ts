import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { flag, num, someOf } from '../../../lib/api/lenient';
import { linkSchema, listSchema } from '../../../lib/api/schemas';

const LINK = { id: 7, url: 'https://example.org/a', short_url: 'https://sho.rt/a' };

describe("the answers' unions (zod's)", () => {
  it.each([
    [2, 2],
    ['2', 2],
    [' -3.5 ', -3.5],
  ])('num reads %j as %j', (value, read) => expect(z.parse(num, value)).toBe(read));

  it.each([[true], ['x'], [''], [null]])('num refuses %j', (value) => expect(z.safeParse(num, value).success).toBe(false));

  it.each([
    [true, true],
    [0, false],
    ['1', true],
    ['0', false],
  ])('flag reads %j as %j', (value, read) => expect(z.parse(flag, value)).toBe(read));

  it('a list, or a PHP list with a removed member (an object keyed by index), in index order; unreadable items dropped', () => {
    expect(z.parse(someOf(num), [1, '2', 'x'])).toEqual([1, 2]);
    expect(z.parse(someOf(num), { 2: 3, 0: 1 })).toEqual([1, 3]);
  });

  it('a list answer: a bare array (v44) or one under `data` (v49)', () => {
    expect(z.parse(listSchema, [1])).toEqual([1]);
    expect(z.parse(listSchema, { data: [1], meta: {} })).toMatchObject({ data: [1] });
    expect(z.safeParse(listSchema, 'x').success).toBe(false);
  });

  it("a link's domain, space and pixels as ids (one server) or as records (the other)", () => {
    const byId = z.parse(linkSchema, { ...LINK, domain: 1, space: '2', pixels: [3, '4'] });
    const byRecord = z.parse(linkSchema, {
      ...LINK,
      domain: { id: 1, name: 'sho.rt', url: 'https://sho.rt' },
      space: { id: 2, name: 'Work' },
      pixels: [{ id: 3, name: 'P', type: 'x' }],
    });
    expect(byId).toMatchObject({ id: 7, short_url: LINK.short_url });
    expect(byRecord).toMatchObject({ domain: { id: 1, name: 'sho.rt' }, space: { id: 2, name: 'Work' }, pixels: [{ id: 3, name: 'P' }] });
  });
});
