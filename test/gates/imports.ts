/**
 * The import graph of the product's own files (lib/, components/, entrypoints/): every import
 * TypeScript sees (`import type` and `import()` included), and its circles, found as the strongly
 * connected groups of the graph (Tarjan's algorithm).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(import.meta.dirname, '../..');
const PRODUCT = ['lib', 'components', 'entrypoints'];
const SOURCE = /\.tsx?$/;
const RESOLVE = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Product file → the product files it imports, paths relative to the repository. */
export function importGraph(root = ROOT): Map<string, string[]> {
  const files = PRODUCT.flatMap((dir) => sourceFiles(join(root, dir)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const base = fileName.startsWith('@/') ? join(root, fileName.slice(2)) : fileName.startsWith('.') ? resolve(dirname(file), fileName) : null;
      const target = base === null ? undefined : RESOLVE.map((ending) => base + ending).find((path) => known.has(path));
      if (target) targets.add(relative(root, target));
    }
    graph.set(relative(root, file), [...targets]);
  }
  return graph;
}

/** The graph's circles: each group of files that reach one another (a file importing itself is one too). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string): void => {
    order.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, order.get(target)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)!.includes(file)) circles.push(group.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles;
}

/**
 * A file a comment names: code (`./x.ts`, `../a/b.tsx`, `lib/…/c.ts`, `schemas.ts`) or a design
 * note (`docs/d.md`); built pages (popup.html) and example addresses (…/readme.md) are not files.
 */
const NAMED = /(?<![\w./@-])(?:\.\.?\/)*(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:tsx?|mjs)\b|\bdocs\/[\w/-]+\.md\b/g;

/**
 * Paths named in the comments of the product's files that do not exist (`file: path`), each
 * resolved as it reads: from the file's folder when it starts with ./ or ../, else from the
 * repository's root, or from the folder it is written in (lib/api's comments say `schemas.ts`).
 */
export function missingNamedPaths(root = ROOT): string[] {
  const missing: string[] = [];
  for (const file of PRODUCT.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    const comments = [...text.matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g)].map((m) => m[0]).join('\n');
    for (const [named] of comments.matchAll(NAMED)) {
      const candidates = named.startsWith('.') ? [resolve(dirname(file), named)] : [join(root, named), resolve(dirname(file), named)];
      if (!candidates.some((path) => existsSync(path))) missing.push(`${relative(root, file)}: ${named}`);
    }
  }
  return missing;
}

/** Folder → the folders its files import (lib/api, components/popup…), from `importGraph`. */
export function folderGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = dirname(file);
    const to = folders.get(from) ?? new Set<string>();
    for (const target of targets) if (dirname(target) !== from) to.add(dirname(target));
    folders.set(from, to);
  }
  return new Map([...folders].map(([folder, to]) => [folder, [...to].sort()]));
}

/** The edges between folders that lie on a folder circle, as `from → to`. */
export function circleEdges(folders: Map<string, string[]>): string[] {
  const circles = importCircles(folders);
  const groupOf = new Map(circles.flatMap((group, i) => group.map((folder) => [folder, i] as const)));
  return [...folders]
    .flatMap(([from, to]) =>
      to.filter((target) => groupOf.get(target) !== undefined && groupOf.get(target) === groupOf.get(from)).map((target) => `${from} → ${target}`),
    )
    .sort();
}

const WRITES = new Set(['create', 'update', 'delete']);
const RESOURCES = new Set(['links', 'pixels']);
const CLIENT_MAKERS = new Set(['createClient', 'createLinksClient']);
const MAY_WRITE = /\.(?:create|update|delete)\s*\(|api\/client|api'|createClient|createLinksClient/;

/**
 * What a component does that only lib/ may (one flow per action, lib/actions): a write through the
 * client (`….links.update(…)`, `….pixels.delete(…)`), or an import that brings the client's code
 * (a value import of lib/api/client.ts, or its makers through lib/api). Type-only imports are not
 * code: a component may name `ApiClient` to pass one on. `file: what`, paths from the repository.
 */
export function componentWrites(root = ROOT): string[] {
  const found: string[] = [];
  const clientFile = join(root, 'lib/api/client.ts');
  const apiIndex = join(root, 'lib/api/index.ts');
  for (const file of sourceFiles(join(root, 'components'))) {
    const text = readFileSync(file, 'utf8');
    // Only a file that could hold one is parsed: the rest cannot, and parsing all is slow.
    if (!MAY_WRITE.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const name = relative(root, file);
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
        const base = resolve(dirname(file), node.moduleSpecifier.text);
        const target = RESOLVE.map((ending) => base + ending).find((path) => existsSync(path) && statSync(path).isFile());
        const bindings = node.importClause?.namedBindings;
        const values =
          bindings && ts.isNamedImports(bindings) ? bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text) : [];
        const whole = !!node.importClause?.name || (bindings !== undefined && ts.isNamespaceImport(bindings)) || !node.importClause;
        if (target === clientFile && (whole || values.length > 0)) found.push(`${name}: imports lib/api/client.ts`);
        if (target === apiIndex && values.some((value) => CLIENT_MAKERS.has(value))) found.push(`${name}: imports the client's maker from lib/api`);
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && WRITES.has(node.expression.name.text)) {
        const owner = node.expression.expression;
        const resource = ts.isPropertyAccessExpression(owner) ? owner.name.text : ts.isIdentifier(owner) ? owner.text : '';
        if (RESOURCES.has(resource)) found.push(`${name}: calls ${resource}.${node.expression.name.text}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
