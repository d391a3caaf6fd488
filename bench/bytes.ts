/**
 * What each page of the built extension loads at start, in bytes raw and gzipped. A page's start
 * is what its HTML asks for before first paint (scripts, module preloads, stylesheets) plus every
 * module those import statically; dynamic `import()` chunks load later and are not counted,
 * except a page's app (`chunks/app-*.js`), which its entry imports once its start is done
 * (entrypoints/popup/main.ts): it is what paints, so it counts, with its static imports.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'vite';

export interface FileBytes {
  /** Path relative to the extension folder. */
  file: string;
  raw: number;
  gzip: number;
}

export interface StartupBytes {
  files: FileBytes[];
  raw: number;
  gzip: number;
}

/** The kilobyte of the budgets: 1000 bytes, as Vite's build report prints them. */
export const KB = 1000;

/** Sizes are summed per file (each file is read and parsed on its own), gzip at zlib's default level. */
function measure(root: string, file: string): FileBytes {
  const content = readFileSync(join(root, file));
  return { file, raw: content.length, gzip: gzipSync(content).length };
}

function total(root: string, files: string[]): StartupBytes {
  const measured = files.map((file) => measure(root, file));
  return {
    files: measured,
    raw: measured.reduce((sum, f) => sum + f.raw, 0),
    gzip: measured.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/** Resolves a URL of the page or a chunk to a path relative to the extension root. */
function resolveRef(fromFile: string, ref: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) return null;
  const path = ref.startsWith('/') ? ref.slice(1) : posix.join(posix.dirname(fromFile), ref);
  return posix.normalize(path.split(/[?#]/)[0]!);
}

const STATIC_FORMS = new Set(['ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration']);

/**
 * Modules a built JS file imports statically: `import{a as b}from"./x.js"`, `import"./y.js"`,
 * `export*from"./z.js"`. Read from the syntax tree (they can only be top-level statements), so
 * `import("./lazy.js")` and the text of strings are never taken for one.
 */
export function staticImports(code: string): string[] {
  const program = parseAst(code) as unknown as { body: Array<{ type: string; source?: { value?: unknown } | null }> };
  return program.body.flatMap((node) => (STATIC_FORMS.has(node.type) && typeof node.source?.value === 'string' ? [node.source.value] : []));
}

/** A page's app: the chunk of an `app.tsx` entry module, loaded by the page's entry with `import()`. */
const APP_CHUNK = /(?:^|\/)app-[\w-]+\.js$/;

/** `import("./app-….js")` in a built file: the page's app, imported dynamically by its entry. */
export function appImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]!).filter((ref) => APP_CHUNK.test(ref));
}

/** The files an HTML page requests before first paint, in document order. */
export function htmlStartRefs(html: string): string[] {
  const refs: string[] = [];
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
    if (tag.toLowerCase().startsWith('<script')) {
      const src = attr('src');
      // An async script may run after first paint, but it is still fetched at start: count it.
      if (src) refs.push(src);
    } else if (/^(?:stylesheet|modulepreload|preload)$/i.test(attr('rel') ?? '')) {
      const href = attr('href');
      if (href) refs.push(href);
    }
  }
  return refs;
}

/** Follows static imports from `entries` and returns every file reached, each once. */
function closure(root: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.m?js$/.test(file)) return;
    const code = readFileSync(join(root, file), 'utf8');
    for (const ref of [...staticImports(code), ...appImports(code)]) {
      const target = resolveRef(file, ref);
      if (target) visit(target);
    }
  };
  entries.forEach(visit);
  return [...seen];
}

/** JS and CSS an extension page (e.g. `popup.html`) loads before first paint. */
export function pageStartupBytes(root: string, htmlFile: string): StartupBytes {
  const html = readFileSync(join(root, htmlFile), 'utf8');
  const entries = htmlStartRefs(html)
    .map((ref) => resolveRef(htmlFile, ref))
    .filter((ref): ref is string => ref !== null);
  return total(root, closure(root, entries));
}

/** The background service worker's script and its static imports, from the manifest. */
export function backgroundBytes(root: string): StartupBytes {
  const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
  const worker: string | undefined = manifest.background?.service_worker;
  const scripts: string[] = worker ? [worker] : (manifest.background?.scripts ?? []);
  return total(
    root,
    closure(
      root,
      scripts.map((s) => resolveRef('', s)!),
    ),
  );
}
