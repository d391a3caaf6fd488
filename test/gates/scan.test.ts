/**
 * The built-files scanner must bite: each planted construct is reported with its file, line and
 * rule, and what the real bundles legitimately contain is not. Needs no build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatFindings, scanDir, scanFile } from './scan';
import { findUrls } from './urls';

const rules = (file: string, text: string) => scanFile(file, text).map((finding) => finding.rule);

describe('JavaScript', () => {
  it.each([
    ['eval("1+1")', 'eval'],
    ['(0,eval)("x")', 'eval'],
    ['globalThis.eval("x")', 'eval'],
    ['window["eval"]("x")', 'eval'],
    ['new Function("return 1")', 'Function constructor'],
    ['Function("return 1")()', 'Function constructor'],
    ['const F=Function;new F("")', 'Function constructor'],
    ['Function.call(null,"return 1")', 'Function constructor'],
    ['self.Function("x")', 'Function constructor'],
    ['setTimeout("alert(1)",1)', 'setTimeout with a string (implied eval)'],
    ['setInterval(`tick()`)', 'setInterval with a string (implied eval)'],
    ['import("http://localhost:8080/x.js")', 'import of remote or computed code'],
    ['import(location.hash.slice(1))', 'import of remote or computed code'],
    ['importScripts("//cdn.jsdelivr.net/x.js")', 'importScripts of remote or computed code'],
    ['fetch("https://www.google-analytics.com/collect")', 'third-party URL https://www.google-analytics.com/collect'],
    ['fetch(`https://api.tracker.io/${id}`)', 'third-party URL https://api.tracker.io/'],
    ['a.href="http://evil.test.com/x"', 'third-party URL http://evil.test.com/x'],
  ])('reports %s', (code, rule) => {
    expect(rules('chunks/a.js', code)).toContain(rule);
  });

  it('reports a remote import as remote code and as a third party', () => {
    expect(rules('a.js', 'import("https://cdn.jsdelivr.net/npm/x")')).toEqual([
      'import of remote or computed code',
      'third-party URL https://cdn.jsdelivr.net/npm/x',
    ]);
  });

  it.each([
    'x.eval(1);({eval:1});const csp="script-src \'self\' \'unsafe-eval\'";throw Error("eval is blocked")',
    'a instanceof Function;Function.prototype.toString.call(f)',
    'const has=Function.call.bind(Object.prototype.hasOwnProperty)',
    'setTimeout(()=>1,5);setInterval(tick,10)',
    'import("./lazy-1.js");import("/chunks/lazy-2.js")',
    'import{a}from"./shared-2.js";export*from"./deep.js";export{a}',
    'document.createElementNS("http://www.w3.org/2000/svg","svg")',
    'fetch(`${base}/api/v1/links`);u.startsWith("https://");u.startsWith("http://")',
    'const local=["http://localhost:8000","http://127.0.0.1/*","http://[::1]/*","https://*/*"]',
    'input.placeholder="https://links.example.com";hint="e.g. https://sho.rt."',
    'throw Error("Enter a URL starting with http:// or https://.")',
    '/*! see https://github.com/preactjs/preact */ let x=1 // https://example.org',
    'const r=/^https:\\/\\/tracker\\.io/;r.test(u)',
  ])('accepts %s', (code) => {
    expect(scanFile('chunks/a.js', code)).toEqual([]);
  });

  it('reports code it cannot parse rather than skipping it', () => {
    expect(rules('a.js', 'let = = ;')[0]).toMatch(/^unparseable JavaScript/);
  });

  it('locates a finding by line and column with a snippet', () => {
    const [finding] = scanFile('background.js', 'let a=1;\nlet b=2;eval(a)');
    expect(finding).toMatchObject({ file: 'background.js', rule: 'eval', line: 2, column: 9 });
    expect(finding!.snippet).toContain('eval(a)');
  });
});

describe('markup, styles and other text', () => {
  it.each([
    ['<script src="https://cdn.example.com/a.js"></script>', 'script not packaged with the extension'],
    ['<script type="module" src="//cdn.jsdelivr.net/a.js"></script>', 'script not packaged with the extension'],
    ['<link rel="stylesheet" href="http://localhost:5173/a.css">', 'stylesheet or preload not packaged with the extension'],
    ['<script>alert(1)</script>', 'inline script'],
    ['<img src="x" onerror="alert(1)">', 'inline event handler'],
    ['<a href="javascript:alert(1)">x</a>', 'javascript: URL'],
    ['<iframe src="https://ads.tracker.io/frame"></iframe>', 'third-party URL https://ads.tracker.io/frame'],
  ])('HTML: reports %s', (html, rule) => {
    expect(rules('popup.html', html)).toContain(rule);
  });

  it('HTML: accepts what Vite writes', () => {
    const html =
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
      '<script type="module" crossorigin src="/chunks/popup-CSUN0o86.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/chunks/jsxRuntime-BvdqbMJd.js"></head><body><div id="app"></div></body></html>';
    expect(scanFile('popup.html', html)).toEqual([]);
  });

  it.each([
    ['@import url("https://fonts.googleapis.com/css2?family=Inter");', 'CSS @import not packaged with the extension'],
    ['a{background:url(//evil.io/x.png)}', 'CSS resource not packaged with the extension'],
    ['a{background:url("https://evil.io/x.png")}', 'third-party URL https://evil.io/x.png'],
  ])('CSS: reports %s', (css, rule) => {
    expect(rules('assets/a.css', css)).toContain(rule);
  });

  it('CSS: accepts packaged and inline images', () => {
    const css = `a{background:url(/assets/a.png)}b{mask:url("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>")}`;
    expect(scanFile('assets/a.css', css)).toEqual([]);
  });

  it('JSON: reports a third-party address and accepts the manifest host patterns', () => {
    expect(rules('manifest.json', '{"homepage_url":"https://github.com/someone/linklet"}')).toEqual(['third-party URL https://github.com/someone/linklet']);
    const manifest = '{"optional_host_permissions":["https://*/*","http://localhost/*","http://127.0.0.1/*","http://[::1]/*"]}';
    expect(scanFile('manifest.json', manifest)).toEqual([]);
  });

  it('reports a binary file of a type it does not know', () => {
    expect(rules('data.bin', 'ab\u0000cd')).toEqual(['unknown binary file type (add its extension to the scan)']);
  });
});

describe('URLs', () => {
  it.each([
    ['http://[::1]:8080/x', '[::1]'],
    ['https://user:secret@Links.Example.COM:443/a', 'links.example.com'],
    ['wss://socket.io.com/s', 'socket.io.com'],
    ['https://', ''],
  ])('finds the host of %s', (text, host) => {
    expect(findUrls(text).map((url) => url.host)).toEqual([host]);
  });

  it('ignores schemes that reach no network', () => {
    expect(findUrls('chrome-extension://abc/popup.html moz-extension://x/ data:text/plain,hi')).toEqual([]);
  });
});

describe('a whole build folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'linklet-scan-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reports every planted file by its path inside the build', () => {
    mkdirSync(join(root, 'chunks'));
    writeFileSync(join(root, 'manifest.json'), '{"manifest_version":3}');
    writeFileSync(join(root, 'chunks', 'clean.js'), 'export const a=1;');
    writeFileSync(join(root, 'chunks', 'planted.js'), 'export const a=1;\nnew Function("x")');
    writeFileSync(join(root, 'popup.html'), '<script src="https://cdn.jsdelivr.net/a.js"></script>');
    writeFileSync(join(root, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]));

    const { files, findings } = scanDir(root);
    expect(files).toEqual(['chunks/clean.js', 'chunks/planted.js', 'icon.png', 'manifest.json', 'popup.html']);
    expect(formatFindings(findings).split('\n')).toEqual([
      'chunks/planted.js:2:5 Function constructor — export const a=1; new Function("x")',
      'popup.html:1:1 script not packaged with the extension — <script src="https://cdn.jsdelivr.net/a.js"></scr',
      'popup.html:1:14 third-party URL https://cdn.jsdelivr.net/a.js — <script src="https://cdn.jsdelivr.net/a.js"></script>',
    ]);
  });
});
