/**
 * The layout the design notes promise (docs/design.md): no import circle between product files
 * nor between their folders,
 * type-only imports included, and lib/ grouped by feature, with only a handful of true utilities
 * at its root; comments name only files that exist.
 */
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circleEdges, componentWrites, folderGraph, importCircles, importGraph, missingNamedPaths, ROOT } from './imports';

describe('the layout of the code', () => {
  it('has no import circle between product files (type-only imports included)', () => {
    const circles = importCircles(importGraph());
    expect(
      circles.map((group) => group.join(' → ')),
      'files that import one another',
    ).toEqual([]);
  });

  it('has folders that depend one way: no circle between folders (lib/settings → lib/api and never back)', () => {
    expect(circleEdges(folderGraph(importGraph())), 'folders that import one another').toEqual([]);
  });

  it('finds a circle between folders when files of each import the other', () => {
    const graph = new Map([
      ['lib/a/one.ts', ['lib/b/two.ts']],
      ['lib/b/two.ts', []],
      ['lib/b/three.ts', ['lib/a/four.ts']],
      ['lib/a/four.ts', []],
      ['lib/c/five.ts', ['lib/a/one.ts']],
    ]);
    expect(circleEdges(folderGraph(graph))).toEqual(['lib/a → lib/b', 'lib/b → lib/a']);
  });

  it('names in its comments only files that exist', () => {
    expect(missingNamedPaths(), 'comments naming a file that is not there').toEqual([]);
  });

  it('finds a comment naming a file that is not there', () => {
    const root = mkdtempSync(join(tmpdir(), 'layout-'));
    for (const dir of ['lib/a', 'components', 'entrypoints']) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, 'lib/a/b.ts'), '/** Uses ./c.ts and lib/a/gone.ts; see docs/none.md. */\nexport const b = 1; // not ./code.ts in code\n');
    writeFileSync(join(root, 'lib/a/c.ts'), '// from b.ts, beside it\nexport const c = "./missing.ts";\n');
    expect(missingNamedPaths(root)).toEqual(['lib/a/b.ts: lib/a/gone.ts', 'lib/a/b.ts: docs/none.md', 'lib/a/b.ts: ./code.ts']);
  });

  it('has no component that writes through the client: each action on a link or a pixel is a flow of lib/', () => {
    expect(componentWrites(), 'components that call a write or import the client').toEqual([]);
  });

  it('finds a component that writes, or imports the client for it, and lets one name its type', () => {
    const root = mkdtempSync(join(tmpdir(), 'layout-'));
    for (const dir of ['lib/api', 'components/popup']) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, 'lib/api/client.ts'), 'export type ApiClient = object;\nexport const createClient = () => ({});\n');
    writeFileSync(join(root, 'lib/api/index.ts'), "export { createClient } from './client';\n");
    writeFileSync(join(root, 'components/popup/Edit.tsx'), 'export const save = (client, id) => client.links.update(id, {});\n');
    writeFileSync(join(root, 'components/popup/Pixels.tsx'), 'export const drop = ({ pixels }, id) => pixels.delete(id);\n');
    writeFileSync(join(root, 'components/popup/Make.tsx'), "import { createClient } from '../../lib/api/client';\nexport const c = createClient;\n");
    writeFileSync(join(root, 'components/popup/Maker.tsx'), "import { createClient, type ApiClient } from '../../lib/api';\nexport const c = createClient;\n");
    writeFileSync(
      join(root, 'components/popup/Fine.tsx'),
      "import type { ApiClient } from '../../lib/api/client';\nimport { type ApiClient as C } from '../../lib/api/client';\nexport const read = (client: ApiClient) => client.links.list();\nexport const more = new Set().delete(1);\n",
    );
    expect(componentWrites(root).sort()).toEqual([
      'components/popup/Edit.tsx: calls links.update',
      'components/popup/Make.tsx: imports lib/api/client.ts',
      "components/popup/Maker.tsx: imports the client's maker from lib/api",
      'components/popup/Pixels.tsx: calls pixels.delete',
    ]);
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
