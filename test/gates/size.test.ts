/**
 * How the size budgets count a page's start-up (bench/bytes.ts): its HTML's scripts, module
 * preloads and stylesheets, plus every module those import statically; later `import()` chunks are
 * not start-up, except a page's app (`app-*.js`), which its entry imports once its start is done:
 * it paints. The budgets themselves are checked on the build by size.gate.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageStartupBytes } from '../../bench/bytes';

describe('what a page loads at start', () => {
  const root = mkdtempSync(join(tmpdir(), 'linklet-size-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('counts the HTML’s scripts, preloads and styles and their static imports, not import() chunks', () => {
    mkdirSync(join(root, 'chunks'));
    mkdirSync(join(root, 'assets'));
    const files: Record<string, string> = {
      'page.html':
        '<html><head><script type="module" crossorigin src="/chunks/page-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/chunks/shared-2.js"><link rel="stylesheet" href="/assets/page-3.css">' +
        '<link rel="icon" href="/icon.png"></head><body></body></html>',
      'chunks/page-1.js': 'import{a}from"./shared-2.js";import"./side-4.js";const s="import x from \'./never.js\'";import("./lazy-5.js").then(a);',
      'chunks/shared-2.js': 'export*from"./deep-6.js";export const a=1;',
      'chunks/side-4.js': 'console.log(1);',
      'chunks/deep-6.js': 'export const b=2;',
      'chunks/lazy-5.js': 'export const big="x".repeat(1e5);',
      'assets/page-3.css': 'body{margin:0}',
      'icon.png': 'png',
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);

    const start = pageStartupBytes(root, 'page.html');

    expect(start.files.map((f) => f.file).sort()).toEqual(
      ['assets/page-3.css', 'chunks/deep-6.js', 'chunks/page-1.js', 'chunks/shared-2.js', 'chunks/side-4.js'].sort(),
    );
    expect(start.raw).toBe(start.files.reduce((sum, f) => sum + Buffer.byteLength(files[f.file]!), 0));
    expect(start.gzip).toBeGreaterThan(0);
  });
});

describe('a popup whose entry imports its app (entrypoints/popup/main.ts)', () => {
  const root = mkdtempSync(join(tmpdir(), 'linklet-size-app-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'popup.html':
      '<html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><script type="module" crossorigin src="/chunks/popup-1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/popup-2.css"></head><body><div id="early" hidden></div><div id="app"></div></body></html>',
    'chunks/popup-1.js': 'import{s}from"./shared-3.js";const c=()=>import(`./connection-5.js`);s.then(()=>import(`./app-6.js`)).then(m=>m.mountApp());',
    'chunks/shared-3.js': 'export const s=Promise.resolve();',
    'chunks/connection-5.js': 'export const big="x".repeat(1e5);',
    'chunks/app-6.js': 'import{s}from"./shared-3.js";import{v}from"./view-7.js";export const mountApp=()=>import("./result-4.js");',
    'chunks/view-7.js': 'export const v=1;',
    'chunks/result-4.js': 'export const big="x".repeat(1e5);',
    'assets/popup-2.css': 'body{margin:0}',
  };
  beforeAll(() => {
    mkdirSync(join(root, 'chunks'));
    mkdirSync(join(root, 'assets'));
    for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
  });

  it('counts the entry, the app it imports with the app’s static imports, and the styles; not other import() chunks', () => {
    const start = pageStartupBytes(root, 'popup.html');
    expect(start.files.map((f) => f.file).sort()).toEqual([
      'assets/popup-2.css',
      'chunks/app-6.js',
      'chunks/popup-1.js',
      'chunks/shared-3.js',
      'chunks/view-7.js',
    ]);
    expect(start.raw).toBe(start.files.reduce((sum, f) => sum + Buffer.byteLength(files[f.file]!), 0));
  });
});
