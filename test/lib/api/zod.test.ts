import { describe, expect, it } from 'vitest';
import * as mini from 'zod/mini';
import { PageMeta } from '../../../lib/api/schemas';
import * as z from '../../../lib/api/zod';

// lib/api/zod.ts builds schemas on zod's core: they must parse exactly as zod/mini's builders do.
const pairs = {
  string: [z.string(), mini.string()],
  number: [z.number(), mini.number()],
  boolean: [z.boolean(), mini.boolean()],
  'optional nullable string': [z.optional(z.nullable(z.string())), mini.optional(mini.nullable(mini.string()))],
  'array of numbers': [z.array(z.number()), mini.array(mini.number())],
  'union of number and boolean': [z.union([z.number(), z.boolean()]), mini.union([mini.number(), mini.boolean()])],
  'object (unknown keys dropped)': [z.object({ id: z.number(), name: z.optional(z.string()) }), mini.object({ id: mini.number(), name: mini.optional(mini.string()) })],
  'looseObject (unknown keys kept)': [
    z.looseObject({ id: z.number(), tags: z.optional(z.array(z.string())) }),
    mini.looseObject({ id: mini.number(), tags: mini.optional(mini.array(mini.string())) }),
  ],
} as const;

const values: unknown[] = [undefined, null, 0, 1.5, Number.NaN, '', 'text', true, [], [1, 'a'], {}, { id: 1 }, { id: 'x', name: 2 }, { id: 1, name: 'n', extra: [1] }, { id: 2, tags: ['a', 3] }];

/** What a safe parse tells a caller: success, the data, or the issues' codes and paths. */
function outcome(result: { success: boolean; data?: unknown; error?: { issues: readonly { code: string; path: PropertyKey[] }[] } }) {
  return result.success ? { data: result.data } : { issues: result.error!.issues.map(({ code, path }) => ({ code, path })) };
}

describe('zod core builders', () => {
  it.each(Object.entries(pairs))('%s parses as zod/mini does', (_, [core, reference]) => {
    for (const value of values) {
      expect(outcome(z.safeParse(core, value)), JSON.stringify(value)).toEqual(outcome(reference.safeParse(value)));
    }
  });

  it.each([
    ['string', z.string(), mini.string()],
    ['number', z.number(), mini.number()],
    ['boolean', z.boolean(), mini.boolean()],
    ['looseObject catchall', z.looseObject({})._zod.def.catchall!, mini.looseObject({})._zod.def.catchall!],
  ] as const)('%s has the definition zod/mini writes', (_, core, reference) => {
    expect(core._zod.def).toEqual(reference._zod.def);
  });

  it('parses a page’s meta leniently: unknown fields kept, a wrong field reported by its path', () => {
    const meta = { current_page: 2, from: null, last_page: 3, per_page: '25', total: 31, path: 'https://sho.rt/api/v1/links', links: [{ url: null }] };
    expect(z.safeParse(PageMeta, meta)).toEqual({ success: true, data: meta });
    const wrong = z.safeParse(PageMeta, { ...meta, current_page: '2' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((issue) => issue.path)).toEqual([['current_page']]);
  });
});
