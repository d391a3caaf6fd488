/**
 * The layout the design notes promise (docs/design.md): no import circle between product files,
 * type-only imports included, and lib/ grouped by feature, with only a handful of true utilities
 * at its root.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, ROOT } from './imports';

describe('the layout of the code', () => {
  it('has no import circle between product files (type-only imports included)', () => {
    const circles = importCircles(importGraph());
    expect(circles.map((group) => group.join(' → ')), 'files that import one another').toEqual([]);
  });

  it('keeps at most 8 files directly in lib/', () => {
    const loose = readdirSync(join(ROOT, 'lib')).filter((name) => statSync(join(ROOT, 'lib', name)).isFile());
    expect(loose.length, `lib/ holds ${loose.join(', ')}`).toBeLessThanOrEqual(8);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });
});
