/**
 * Rules for built JavaScript, read from its syntax tree rather than its text so that a word in a
 * string ("unsafe-eval", an error message) is never mistaken for code and minified aliases are not
 * missed:
 * - `eval` referenced at all (called, aliased as `(0,eval)`, or read off `globalThis`);
 * - the `Function` constructor referenced as a value (`new Function`, `Function(…)`, and aliases
 *   like zod's JIT `const F = Function; new F(code)`), except `Function.prototype` and
 *   `instanceof Function`, which create no code;
 * - `setTimeout`/`setInterval` given a string, which is eval by another name;
 * - `import()`/`import`/`importScripts` of a URL: remote code, even from localhost;
 * - string and template text holding a third-party URL (see urls.ts).
 */
import { parseAst } from 'vite';
import { thirdPartyUrls } from './urls';

export interface Finding {
  file: string;
  rule: string;
  /** 1-based line and column of the offending code. */
  line: number;
  column: number;
  snippet: string;
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const GLOBAL_OBJECTS = new Set(['globalThis', 'window', 'self', 'global']);
const TIMERS = new Set(['setTimeout', 'setInterval']);
const REMOTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

type Visit = (node: Node, parent: Node | undefined, key: string, grandparent: Node | undefined) => void;

/** Depth-first walk handing each node its parent, the key it hangs from, and the parent's parent. */
function walk(root: Node, visit: Visit): void {
  const parents = new Map<Node, Node>();
  const stack: [Node, string][] = [[root, '']];
  while (stack.length) {
    const [current, key] = stack.pop()!;
    const parent = parents.get(current);
    visit(current, parent, key, parent && parents.get(parent));
    for (const [childKey, value] of Object.entries(current)) {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (!isNode(child)) continue;
        parents.set(child, current);
        stack.push([child, childKey]);
      }
    }
  }
}

/** The global name a node refers to: `eval`, `globalThis.eval`, `window["Function"]`. */
function globalName(node: Node, parent: Node | undefined, key: string): string | undefined {
  if (node.type === 'Identifier') {
    const isPropertyName =
      (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
      ((parent?.type === 'Property' || parent?.type === 'MethodDefinition' || parent?.type === 'PropertyDefinition') && key === 'key' && !parent.computed);
    return isPropertyName ? undefined : (node.name as string);
  }
  if (node.type === 'MemberExpression' && isNode(node.object) && node.object.type === 'Identifier') {
    if (!GLOBAL_OBJECTS.has(node.object.name as string)) return undefined;
    const property = node.property as Node;
    if (!node.computed && property.type === 'Identifier') return property.name as string;
    if (node.computed && property.type === 'Literal' && typeof property.value === 'string') return property.value;
  }
  return undefined;
}

/**
 * `Function` used in a way that compiles nothing: `x instanceof Function`, `Function.prototype…`,
 * and a method borrowed off one of its methods, like the polyfill's
 * `Function.call.bind(Object.prototype.hasOwnProperty)` (only `Function.call(…)` itself compiles).
 */
function functionUseCreatesNoCode(parent: Node | undefined, key: string, grandparent: Node | undefined): boolean {
  if (parent?.type === 'BinaryExpression' && parent.operator === 'instanceof' && key === 'right') return true;
  if (parent?.type !== 'MemberExpression' || key !== 'object') return false;
  if ((parent.property as Node).name === 'prototype') return true;
  return grandparent?.type === 'MemberExpression' && grandparent.object === parent;
}

/** The text of a string or of a template without expressions (Rolldown writes `import(\`./x.js\`)`). */
function staticText(node: Node): string | undefined {
  if (node.type !== 'TemplateLiteral') return stringText(node);
  const [quasi, ...more] = node.quasis as Node[];
  return quasi && more.length === 0 ? stringText(quasi) : undefined;
}

function stringText(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateElement') return ((node.value as { cooked?: string | null }).cooked ?? '') as string;
  return undefined;
}

export function scanJs(file: string, code: string): Finding[] {
  const findings: Finding[] = [];
  const report = (rule: string, node: Node) => findings.push(locate(file, code, rule, node.start, node.end));
  let program: Node;
  try {
    program = parseAst(code, { lang: 'js', sourceType: 'unambiguous' }) as unknown as Node;
  } catch (error) {
    return [{ file, rule: `unparseable JavaScript (${(error as Error).message.split('\n')[0]})`, line: 1, column: 1, snippet: code.slice(0, 80) }];
  }
  walk(program, (node, parent, key, grandparent) => {
    const name = globalName(node, parent, key);
    if (name === 'eval') report('eval', node);
    if (name === 'Function' && !functionUseCreatesNoCode(parent, key, grandparent)) {
      report('Function constructor', node);
    }
    if (node.type === 'CallExpression' && isNode(node.callee)) {
      const callee = globalName(node.callee, node, 'callee');
      const [first] = node.arguments as Node[];
      if (callee && TIMERS.has(callee) && first && (stringText(first) !== undefined || first.type === 'TemplateLiteral')) {
        report(`${callee} with a string (implied eval)`, node);
      }
      const script = first && staticText(first);
      if (callee === 'importScripts' && (script === undefined || REMOTE.test(script))) report('importScripts of remote or computed code', node);
    }
    if ((node.type === 'ImportExpression' || node.type === 'ImportDeclaration' || node.type.startsWith('Export')) && isNode(node.source)) {
      const source = staticText(node.source);
      if (source === undefined || REMOTE.test(source)) report('import of remote or computed code', node);
    }
    const text = stringText(node);
    if (text !== undefined) {
      for (const url of thirdPartyUrls(text)) report(`third-party URL ${url.url}`, node);
    }
  });
  return findings;
}

export function locate(file: string, text: string, rule: string, start: number, end: number): Finding {
  const before = text.slice(0, start);
  const line = before.split('\n').length;
  const column = start - before.lastIndexOf('\n');
  const snippet = text.slice(Math.max(0, start - 30), Math.min(end, start + 80) + 30);
  return { file, rule, line, column, snippet: snippet.replace(/\s+/g, ' ') };
}
