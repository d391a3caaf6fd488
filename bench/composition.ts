/**
 * What the start-up bytes are made of: the extension is built once more with source maps (into a
 * temp folder), and each generated character of the popup's start-up files and the background is
 * attributed to its source, grouped by npm package or by folder of this repo (lib/api,
 * components/popup…). Gzip per group is the gzip of that group's code on its own, so the groups'
 * gzip sizes add up to a little more than the file's.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { backgroundBytes, pageStartupBytes, type StartupBytes } from './bytes';

export interface Part {
  group: string;
  raw: number;
  gzip: number;
}

export interface Composition {
  popup: Part[];
  background: Part[];
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One segment of a source map's `mappings`: base64 VLQ numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

const ROOT = resolve(import.meta.dirname, '..');

/** npm package, or the repo folder two levels deep (lib/api), of a source file's absolute path. */
export function groupOf(path: string): string {
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = path.slice(modules + 'node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? path);
  }
  const parts = relative(ROOT, path).split(sep);
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts.join('/');
}

/** Generated code of one file, split by the group of the source each character maps to. */
function attribute(code: string, map: { sources: string[]; mappings: string }, into: Map<string, string[]>): void {
  const lines = code.split('\n');
  const groups = map.sources.map(groupOf);
  let source = 0;
  map.mappings.split(';').forEach((line, n) => {
    const text = lines[n] ?? '';
    let column = 0;
    const segments = line ? line.split(',').map(decodeSegment) : [];
    // A line's start before its first mapping is glue the bundler wrote.
    const pieces: Array<[number, string]> = [[0, '(bundler glue)']];
    for (const segment of segments) {
      column += segment[0]!;
      if (segment.length >= 4) source += segment[1]!;
      pieces.push([column, segment.length >= 4 ? (groups[source] ?? '?') : '(bundler glue)']);
    }
    pieces.forEach(([start, group], i) => {
      const end = pieces[i + 1]?.[0] ?? text.length;
      if (end > start) into.set(group, [...(into.get(group) ?? []), text.slice(start, end)]);
    });
  });
}

function compose(dir: string, start: StartupBytes): Part[] {
  const groups = new Map<string, string[]>();
  for (const { file } of start.files) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(dir, file), 'utf8');
    const mapFile = join(dir, `${file}.map`);
    // The bundler's own runtime chunk has no source map.
    const map = existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')) : { sources: [], mappings: '' };
    const base = resolve(dirname(mapFile), map.sourceRoot ?? '');
    attribute(code, { ...map, sources: map.sources.map((s: string) => resolve(base, s)) }, groups);
  }
  return [...groups.entries()]
    .map(([group, pieces]) => {
      const text = pieces.join('');
      return { group, raw: Buffer.byteLength(text), gzip: gzipSync(text).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/** Builds the Chrome extension with source maps into a temp folder and breaks down its start-up. */
export async function startupComposition(): Promise<Composition> {
  const outDir = mkdtempSync(join(tmpdir(), 'linklet-sourcemap-'));
  try {
    const { build } = await import('wxt');
    const quiet = () => {};
    const logger = { debug: quiet, log: quiet, info: quiet, success: quiet, warn: console.warn, error: console.error, fatal: console.error, level: 0 };
    await build({ outDir, logger, vite: () => ({ build: { sourcemap: true } }) });
    const dir = join(outDir, 'chrome-mv3');
    return { popup: compose(dir, pageStartupBytes(dir, 'popup.html')), background: compose(dir, backgroundBytes(dir)) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
