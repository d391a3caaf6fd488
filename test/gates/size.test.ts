/**
 * How the size budgets count a page's start-up (bench/bytes.ts): its HTML's scripts, module
 * preloads and stylesheets, plus every module those import statically; later `import()` chunks are
 * not start-up, except the app the popup's entry defers until its first script is done
 * (`deferredApp`). The budgets themselves are checked on the build by size.gate.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferredAppRefs, pageStartupBytes } from '../../bench/bytes';

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

describe('the app a page’s entry defers (deferredAppRefs)', () => {
  // Vite's preload list, as the popup's built entry has it (chunks/popup-*.js).
  const mapDeps = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/start-1.css","chunks/shared-2.js"])))=>i.map(i=>d[i]);';

  it('takes Rolldown’s template-literal import() with the files Vite preloads for it', () => {
    const code = `${mapDeps}import{t as e}from"./preload-helper-3.js";i().then(()=>e(()=>import(\`./start-4.js\`).then(e=>e.t),__vite__mapDeps([0,1])));`;
    expect(deferredAppRefs('chunks/popup-0.js', code)).toEqual(['chunks/start-4.js', 'assets/start-1.css', 'chunks/shared-2.js']);
  });

  it.each([
    ['a string literal', 'import("./app.js")', ['chunks/app.js']],
    ['a root-relative path', 'import("/chunks/app.js")', ['chunks/app.js']],
    ['a parent path', 'import("../other/app.js")', ['other/app.js']],
    ['an import() nested in callbacks', 'start().then(()=>{if(ok)return import("./app.js")})', ['chunks/app.js']],
    ['no import()', 'console.log(1)', []],
    ['a computed path', 'import(name)', []],
    ['a template literal with an expression', 'import(`./${name}.js`)', []],
    ['another origin', 'import("https://cdn.example/app.js")', []],
    ['the text of a string', 'const s=\'import("./never.js")\';const t=`import("./never.js")`', []],
  ])('%s', (_, code, refs) => {
    expect(deferredAppRefs('chunks/popup-0.js', code)).toEqual(refs);
  });

  it('takes the preload list even when the import() itself is not a plain path', () => {
    expect(deferredAppRefs('chunks/popup-0.js', `${mapDeps}e(()=>import(name),__vite__mapDeps([0]))`)).toEqual(['assets/start-1.css', 'chunks/shared-2.js']);
  });
});

describe('a page whose entry waits for a first script, then imports its app (deferredApp)', () => {
  const root = mkdtempSync(join(tmpdir(), 'linklet-size-deferred-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'popup.html':
      '<html><head><script src="/popup-boot.js"></script><script type="module" crossorigin src="/chunks/popup-1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/popup-2.css"></head><body><div id="boot" hidden></div><div id="app"></div></body></html>',
    // A classic script: run first, never parsed for imports.
    'popup-boot.js': '(function(){var x=1;})();',
    'chunks/popup-1.js':
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/start-3.css","chunks/shared-4.js"])))=>i.map(i=>d[i]);' +
      'import{t as e}from"./preload-5.js";wait().then(()=>e(()=>import(`./start-6.js`),__vite__mapDeps([0,1])));',
    'chunks/preload-5.js': 'export const t=(f)=>f();',
    'chunks/start-6.js': 'import{s}from"./shared-4.js";import"./view-7.js";export const later=()=>import("./result-8.js");',
    'chunks/shared-4.js': 'export const s=1;',
    'chunks/view-7.js': 'export const v=1;',
    'chunks/result-8.js': 'export const big="x".repeat(1e5);',
    'assets/popup-2.css': 'body{margin:0}',
    'assets/start-3.css': '.result{}',
  };
  beforeAll(() => {
    mkdirSync(join(root, 'chunks'));
    mkdirSync(join(root, 'assets'));
    for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
  });

  it('counts the first script, the entry, and the deferred app with its preloads and static imports, each once; not the app’s own lazy chunks', () => {
    const start = pageStartupBytes(root, 'popup.html', { deferredApp: true });

    const counted = start.files.map((f) => f.file);
    expect(counted.sort()).toEqual(
      ['assets/popup-2.css', 'assets/start-3.css', 'chunks/popup-1.js', 'chunks/preload-5.js', 'chunks/shared-4.js', 'chunks/start-6.js', 'chunks/view-7.js', 'popup-boot.js'].sort(),
    );
    expect(new Set(counted).size).toBe(counted.length);
    expect(start.raw).toBe(start.files.reduce((sum, f) => sum + Buffer.byteLength(files[f.file]!), 0));
  });

  it('without deferredApp (the options page), counts the entry and its static imports only: its import()s are views loaded on demand', () => {
    const start = pageStartupBytes(root, 'popup.html');
    expect(start.files.map((f) => f.file).sort()).toEqual(['assets/popup-2.css', 'chunks/popup-1.js', 'chunks/preload-5.js', 'popup-boot.js']);
  });
});
