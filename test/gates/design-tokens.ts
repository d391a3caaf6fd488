/**
 * The design system's gate (docs/design.md, "Look"): outside components/tokens.css no stylesheet
 * types out a font size, a margin, a padding or a gap (0 and 1 px excepted), and every transition
 * or animation takes its duration from a motion token, which tokens.css sets to 0 under
 * prefers-reduced-motion.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const TOKEN_FILE = 'components/tokens.css';
const SPACED = /^(font-size|margin(-[a-z-]+)?|padding(-[a-z-]+)?|gap|row-gap|column-gap)$/;
const MOVING = /^(transition|animation)(-duration|-delay)?$/;
/** Words a spaced value may hold besides tokens: no size of their own. */
const KEYWORDS = new Set(['0', '1px', '-1px', 'auto', 'inherit', 'initial', 'unset', 'normal', 'smaller', 'larger']);

export interface Declaration {
  file: string;
  property: string;
  value: string;
}

/** Every declaration of a stylesheet: `property: value` inside a block, comments left out. */
export function declarations(file: string, css: string): Declaration[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/[{;]\s*([a-z-]+)\s*:\s*([^;{}]+?)\s*(?=[;}])/g)].map((m) => ({ file, property: m[1]!, value: m[2]! }));
}

/** The value's raw sizes: each word that is neither a keyword nor made of tokens. */
function rawParts(value: string): string[] {
  const words = splitWords(value.trim());
  return words.filter((word) => !KEYWORDS.has(word) && !isTokened(word));
}

/** The value's words, split at spaces outside parentheses (a calc() is one word). */
function splitWords(value: string): string[] {
  const words = [''];
  let depth = 0;
  for (const char of value) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (/\s/.test(char) && depth === 0) {
      if (words.at(-1) !== '') words.push('');
    } else words[words.length - 1] += char;
  }
  return words.filter(Boolean);
}

/** A var(), or a calc()/min()/max() whose only lengths are inside var()s (numbers alone scale them). */
function isTokened(word: string): boolean {
  if (/^-?var\(--[a-z0-9-]+\)$/.test(word)) return true;
  if (!/^(calc|min|max|clamp)\(/.test(word)) return false;
  return !/\d(px|rem|em|%|pt|ch|lh)/.test(word.replace(/var\([^)]*\)/g, ''));
}

/** What breaks the gate, one line each: `file: property: value`. */
export function tokenProblems(items: Declaration[]): string[] {
  return items.flatMap(({ file, property, value: written }) => {
    const value = written.replace(/\s*!important$/, '');
    if (SPACED.test(property) && rawParts(value).length > 0) return [`${file}: ${property}: ${written}`];
    if (MOVING.test(property) && value !== 'none' && (/\d(ms|s)\b/.test(value) || !/var\(--motion/.test(value))) {
      return [`${file}: ${property}: ${written} (durations come from --motion tokens)`];
    }
    return [];
  });
}

/** Inline styles in components that set what the stylesheets may not. */
export function inlineStyleProblems(file: string, source: string): string[] {
  return [...source.matchAll(/style=\{\{([^}]*)\}\}/g)]
    .filter((m) => /\b(margin|padding|gap|fontSize)\w*\s*:/.test(m[1]!))
    .map((m) => `${file}: style={{${m[1]!.trim()}}}`);
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

/** The product's stylesheets and components, as paths from the root. */
export function productFiles(root: string, ending: string): string[] {
  return ['components', 'entrypoints']
    .flatMap((dir) => walk(join(root, dir)))
    .filter((path) => path.endsWith(ending))
    .map((path) => relative(root, path));
}

export const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');
