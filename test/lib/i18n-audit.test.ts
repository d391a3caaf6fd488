import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// All UI text lives in public/_locales/<lang>/messages.json and reaches the UI through t()
// (browser.i18n): English now, another language is one more messages file and no code change.
// This audit reads the source with TypeScript's parser, so comments and generics never look like text.

const ROOT = resolve(import.meta.dirname, '../..');
const LOCALES = join(ROOT, 'public/_locales');
const UI_DIRS = ['entrypoints', 'components', 'lib'];

type Messages = Record<string, { message: string; description?: string; placeholders?: Record<string, { content: string }> }>;

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

const readMessages = (locale: string): Messages => JSON.parse(readFileSync(join(LOCALES, locale, 'messages.json'), 'utf8')) as Messages;
const english = readMessages('en');
const sources = UI_DIRS.flatMap((dir) => filesUnder(join(ROOT, dir), /\.tsx?$/)).map((path) => ({
  path: relative(ROOT, path),
  file: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
}));

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const where = (file: ts.SourceFile, node: ts.Node) => `${relative(ROOT, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

/** Every `t(…)` call: its first argument as written. */
function tCalls(): Array<{ at: string; arg: ts.Expression }> {
  const calls: Array<{ at: string; arg: ts.Expression }> = [];
  for (const { file } of sources) {
    walk(file, (node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't' && node.arguments[0]) {
        calls.push({ at: where(file, node), arg: node.arguments[0] });
      }
    });
  }
  return calls;
}

/** Every string literal of the UI code: keys chosen from a table (`{ url: 'popupCopied' }`) count as used. */
function stringLiterals(): Set<string> {
  const found = new Set<string>();
  for (const { file } of sources) {
    walk(file, (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.add(node.text);
    });
  }
  return found;
}

/** `__MSG_key__` in the manifest (wxt.config.ts) and the pages' HTML. */
function manifestKeys(): Set<string> {
  const texts = [join(ROOT, 'wxt.config.ts'), ...filesUnder(join(ROOT, 'entrypoints'), /\.html$/)].map((path) => readFileSync(path, 'utf8'));
  return new Set(texts.flatMap((text) => [...text.matchAll(/__MSG_(\w+)__/g)].map((m) => m[1] as string)));
}

/**
 * Text users would read: letters in any script. Symbols, digits, punctuation and example
 * addresses (a placeholder such as https://sho.rt reads the same in every language) are fine.
 */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !/^\s*[a-z][a-z+.-]*:\/\/\S+\s*$/i.test(text);
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'value',
]);

/** JSX text and visible attribute values with words in them, e.g. `<p>Saved</p>` or `title="Copy"`. */
function hardCodedText(file: ts.SourceFile): string[] {
  const found: string[] = [];
  walk(file, (node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(`${where(file, node)} text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer.text
        : ts.isJsxExpression(node.initializer) && node.initializer.expression && ts.isStringLiteralLike(node.initializer.expression)
          ? node.initializer.expression.text
          : '';
      if (hasWords(value)) found.push(`${where(file, node)} ${node.name.getText()}="${value}"`);
    }
  });
  return found;
}

describe('UI text', () => {
  it('uses only keys that exist in the English messages file', () => {
    const missing = tCalls().filter(({ arg }) => ts.isStringLiteral(arg) && !(arg.text in english));
    expect(missing.map(({ at, arg }) => `${at} ${arg.getText()}`)).toEqual([]);
  });

  it('never builds a key from pieces, so every key used can be found', () => {
    const built = tCalls().filter(({ arg }) => ts.isTemplateExpression(arg) || ts.isBinaryExpression(arg));
    expect(built.map(({ at, arg }) => `${at} t(${arg.getText()})`)).toEqual([]);
  });

  it('has no unused message', () => {
    const used = new Set([...stringLiterals(), ...manifestKeys()]);
    expect(Object.keys(english).filter((key) => !used.has(key))).toEqual([]);
  });

  it('has no hard-coded words in JSX text or in visible attributes', () => {
    expect(sources.filter(({ path }) => path.endsWith('.tsx')).flatMap(({ file }) => hardCodedText(file))).toEqual([]);
  });

  it('reaches the UI through the browser i18n API only', () => {
    const direct = sources
      .filter(({ path }) => path !== 'lib/i18n.ts')
      .filter(({ file }) => /getMessage\s*\(|\/_locales\/|messages\.json/.test(file.text))
      .map(({ path }) => path);
    expect(direct).toEqual([]);
  });

  it('ships the manifest text from the messages file, English by default', () => {
    const config = readFileSync(join(ROOT, 'wxt.config.ts'), 'utf8');
    expect(config).toMatch(/default_locale:\s*'en'/);
    for (const key of manifestKeys()) expect(english, `__MSG_${key}__`).toHaveProperty(key);
  });
});

describe('messages files', () => {
  const locales = readdirSync(LOCALES).filter((name) => statSync(join(LOCALES, name)).isDirectory());
  const substitutions = (message: string) => [...new Set(message.match(/\$\d/g) ?? [])].sort();

  it('exist for English', () => {
    expect(locales).toContain('en');
  });

  it.each(locales)('%s: valid names, non-empty messages, placeholders declared', (locale) => {
    const problems: string[] = [];
    for (const [key, entry] of Object.entries(readMessages(locale))) {
      // Chrome refuses to load an extension whose messages break these rules.
      if (!/^[A-Za-z0-9_]+$/.test(key) || key.startsWith('@@')) problems.push(`${key}: invalid name`);
      if (typeof entry.message !== 'string' || entry.message.trim() === '') problems.push(`${key}: empty message`);
      for (const [, name] of (entry.message ?? '').matchAll(/\$([A-Za-z_]\w*)\$/g)) {
        if (!entry.placeholders || !Object.keys(entry.placeholders).some((p) => p.toLowerCase() === name!.toLowerCase())) {
          problems.push(`${key}: $${name}$ has no placeholder`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(locales.filter((locale) => locale !== 'en'))('%s: the same keys and substitutions as English', (locale) => {
    const other = readMessages(locale);
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    for (const [key, entry] of Object.entries(other)) expect(substitutions(entry.message), key).toEqual(substitutions(english[key]!.message));
  });
});

describe('the audit itself', () => {
  const tsx = (code: string) => ts.createSourceFile(join(ROOT, 'x.tsx'), code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

  it('finds words in JSX text and visible attributes, in any script', () => {
    const file = tsx('const a = <p title="Copy link">Saved <b>Gespeichert</b> 保存 {t("x")}</p>;');
    expect(hardCodedText(file)).toEqual(['x.tsx:1 title="Copy link"', 'x.tsx:1 text "Saved"', 'x.tsx:1 text "Gespeichert"', 'x.tsx:1 text "保存"']);
  });

  it('lets symbols, numbers, example addresses and generics through', () => {
    const file = tsx('const a = <p placeholder="https://sho.rt">× — 1/2 … {n > 1 && m < 2}</p>; const b = f<Array<string>>(c);');
    expect(hardCodedText(file)).toEqual([]);
  });
});
