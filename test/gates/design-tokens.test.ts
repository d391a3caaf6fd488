import { describe, expect, it } from 'vitest';
import { declarations, inlineStyleProblems, productFiles, read, TOKEN_FILE, tokenProblems } from './design-tokens';
import { ROOT } from './imports';

describe('the design tokens', () => {
  it('are the only place a font size, margin, padding or gap is typed out, and every motion has its token', () => {
    const sheets = productFiles(ROOT, '.css').filter((file) => file !== TOKEN_FILE);
    expect(sheets.length).toBeGreaterThan(5);
    expect(tokenProblems(sheets.flatMap((file) => declarations(file, read(ROOT, file))))).toEqual([]);
  });

  it('are not bypassed by inline styles', () => {
    const components = productFiles(ROOT, '.tsx');
    expect(components.flatMap((file) => inlineStyleProblems(file, read(ROOT, file)))).toEqual([]);
  });

  it('turn motion off under prefers-reduced-motion', () => {
    const tokens = read(ROOT, TOKEN_FILE);
    const reduced = tokens.slice(tokens.indexOf('@media (prefers-reduced-motion: reduce)'));
    const motions = [...tokens.matchAll(/(--motion[a-z-]*):\s*\d/g)].map((m) => m[1]);
    expect(motions.length).toBeGreaterThan(0);
    for (const name of motions) expect(reduced, name).toMatch(new RegExp(`${name}:\\s*0m?s`));
  });

  it.each([
    ['a.css', '.a { margin: 6px 0; }', 1],
    ['a.css', '.a { padding: var(--space-1) 0; gap: 0; }', 0],
    ['a.css', '.a:hover { font-size: 13px }', 1],
    ['a.css', '.a { margin: calc(var(--space-1) * -1) 1px; }', 0],
    ['a.css', '.a { padding: calc(1lh + 8px); }', 1],
    ['a.css', '.a { margin: 0 calc(var(--a) + var(--space-8)); }', 0],
    ['a.css', '.a { margin: calc(var(--a) + 14rem) 0; }', 1],
    ['a.css', '@media (x) { .a:focus { column-gap: 10px; } }', 1],
    ['a.css', '.a { transition: color 120ms; }', 1],
    ['a.css', '.a { transition: color var(--motion-fast) ease; }', 0],
    ['a.css', '.a { width: 400px; border: 2px solid; }', 0],
  ])('judges %s %s: %i problem(s)', (file, css, count) => {
    expect(tokenProblems(declarations(file, css))).toHaveLength(count);
  });

  it('finds spacing in an inline style', () => {
    expect(inlineStyleProblems('a.tsx', `<div style={{ display: 'flex', gap: '8px' }} />`)).toHaveLength(1);
    expect(inlineStyleProblems('a.tsx', `<div style={{ flexWrap: 'wrap' }} />`)).toHaveLength(0);
  });
});
