/**
 * Scans every file of a build for code that runs strings (eval and its kin), code or styles loaded
 * from elsewhere, and addresses of third parties. JavaScript is read as a syntax tree (scan-js.ts);
 * markup, CSS and JSON as text, with the same URL allow-list (urls.ts).
 */
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { listFiles } from './built';
import { locate, scanJs, type Finding } from './scan-js';
import { thirdPartyUrls } from './urls';

export type { Finding } from './scan-js';

const JS = new Set(['.js', '.mjs', '.cjs']);
const MARKUP = new Set(['.html', '.htm', '.svg', '.xhtml']);
const BINARY = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.ico', '.woff', '.woff2', '.ttf', '.otf']);

// A source that is not a path inside the extension: any scheme (http:, data:, blob:…) or `//host`.
const NOT_PACKAGED = String.raw`(?:[a-z][a-z0-9+.-]*:|//)`;

interface TextRule {
  rule: string;
  pattern: RegExp;
}

const MARKUP_RULES: TextRule[] = [
  { rule: 'script not packaged with the extension', pattern: new RegExp(String.raw`<script\b[^>]*\bsrc\s*=\s*["']?\s*${NOT_PACKAGED}`, 'gi') },
  { rule: 'stylesheet or preload not packaged with the extension', pattern: new RegExp(String.raw`<link\b[^>]*\bhref\s*=\s*["']?\s*${NOT_PACKAGED}`, 'gi') },
  // The extension CSP blocks inline code; finding any means something bypassed the bundler.
  { rule: 'inline script', pattern: /<script\b(?![^>]*\bsrc\s*=)[^>]*>\s*[^<\s]/gi },
  { rule: 'inline event handler', pattern: /<[a-z][^>]*\son[a-z]+\s*=/gi },
  { rule: 'javascript: URL', pattern: /\b(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/gi },
];

const CSS_RULES: TextRule[] = [
  { rule: 'CSS resource not packaged with the extension', pattern: new RegExp(String.raw`url\(\s*["']?\s*(?!data:)${NOT_PACKAGED}`, 'gi') },
  { rule: 'CSS @import not packaged with the extension', pattern: new RegExp(String.raw`@import\s+(?:url\(\s*)?["']?\s*${NOT_PACKAGED}`, 'gi') },
];

function scanText(file: string, text: string, rules: TextRule[]): Finding[] {
  const findings: Finding[] = [];
  for (const { rule, pattern } of rules) {
    for (const match of text.matchAll(pattern)) {
      findings.push(locate(file, text, rule, match.index, match.index + match[0].length));
    }
  }
  for (const url of thirdPartyUrls(text)) {
    findings.push(locate(file, text, `third-party URL ${url.url}`, url.index, url.index + url.url.length));
  }
  return findings;
}

/** Findings for one file, `file` being its path inside the build (used in reports only). */
export function scanFile(file: string, content: Buffer | string): Finding[] {
  const extension = extname(file).toLowerCase();
  if (BINARY.has(extension)) return [];
  const text = typeof content === 'string' ? content : content.toString('utf8');
  if (JS.has(extension)) return scanJs(file, text);
  if (MARKUP.has(extension)) return scanText(file, text, MARKUP_RULES);
  if (extension === '.css') return scanText(file, text, CSS_RULES);
  if (text.includes('\u0000')) {
    return [{ file, rule: 'unknown binary file type (add its extension to the scan)', line: 1, column: 1, snippet: '' }];
  }
  return scanText(file, text, []);
}

export interface DirScan {
  files: string[];
  findings: Finding[];
}

export function scanDir(dir: string): DirScan {
  const files = listFiles(dir);
  const findings = files.flatMap((file) => scanFile(file, readFileSync(join(dir, file))));
  return { files, findings };
}

/** One line per finding, for assertion messages: `file:line:col rule — snippet`. */
export function formatFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule} — ${f.snippet}`).join('\n');
}
