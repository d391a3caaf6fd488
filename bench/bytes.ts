/**
 * What each page of the built extension loads at start, in bytes raw and gzipped. A page's start
 * is what its HTML asks for before first paint (scripts, module preloads, stylesheets) plus every
 * module those import statically; dynamic `import()` chunks load later and are not counted, except
 * the app the popup's entry imports once its first script is done (`deferredApp`).
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
  return program.body.flatMap((node) =>
    STATIC_FORMS.has(node.type) && typeof node.source?.value === 'string' ? [node.source.value] : [],
  );
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
    for (const ref of staticImports(readFileSync(join(root, file), 'utf8'))) {
      const target = resolveRef(file, ref);
      if (target) visit(target);
    }
  };
  entries.forEach(visit);
  return [...seen];
}

/**
 * What a page's entry script imports dynamically (anywhere in it, callbacks included), with the
 * files Vite preloads for it (its first `__vite__mapDeps` list, root-relative: JS and CSS). The popup's entry defers its
 * whole app this way until the first script is done (entrypoints/popup/main.tsx): that is still
 * what the page loads before it can show anything of its own, so it counts as start-up.
 */
export function deferredAppRefs(entryFile: string, code: string): string[] {
  const mapped = /m\.f=\[([^\]]*)\]/.exec(code)?.[1];
  const preloaded = mapped ? [...mapped.matchAll(/["'`]([^"'`]+)["'`]/g)].map((m) => m[1]!) : [];
  const imported: string[] = [];
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const { type, source } = node as { type?: string; source?: { value?: unknown; expressions?: unknown[]; quasis?: Array<{ value: { cooked?: string } }> } };
    // import("./x.js") or import(`./x.js`) (Rolldown writes template literals).
    const path = typeof source?.value === 'string' ? source.value : source?.expressions?.length === 0 ? source.quasis?.[0]?.value.cooked : undefined;
    if (type === 'ImportExpression' && path) {
      const target = resolveRef(entryFile, path);
      if (target) imported.push(target);
    }
    for (const child of Object.values(node)) if (typeof child === 'object') visit(child);
  };
  visit(parseAst(code));
  return [...imported, ...preloaded];
}

/**
 * JS and CSS an extension page (e.g. `popup.html`) loads before first paint. `deferredApp`: the
 * page's entry script loads its app with a dynamic import (the popup's entrypoints/popup/main.tsx,
 * which waits for its first script); that app counts too. Other pages' dynamic imports are views
 * loaded on demand (the options page's managers) and do not.
 */
export function pageStartupBytes(root: string, htmlFile: string, { deferredApp = false } = {}): StartupBytes {
  const html = readFileSync(join(root, htmlFile), 'utf8');
  const entries = htmlStartRefs(html)
    .map((ref) => resolveRef(htmlFile, ref))
    .filter((ref): ref is string => ref !== null);
  const scripts = (html.match(/<script\b[^>]*\btype\s*=\s*["']module["'][^>]*>/gi) ?? [])
    .map((tag) => /\ssrc\s*=\s*["']([^"']*)["']/i.exec(tag)?.[1])
    .map((src) => (src ? resolveRef(htmlFile, src) : null))
    .filter((file): file is string => file !== null);
  const deferred = (deferredApp ? scripts : []).flatMap((file) => deferredAppRefs(file, readFileSync(join(root, file), 'utf8')));
  return total(root, closure(root, [...entries, ...deferred]));
}

/** The background service worker's script and its static imports, from the manifest. */
export function backgroundBytes(root: string): StartupBytes {
  const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
  const worker: string | undefined = manifest.background?.service_worker;
  const scripts: string[] = worker ? [worker] : (manifest.background?.scripts ?? []);
  return total(root, closure(root, scripts.map((s) => resolveRef('', s)!)));
}
