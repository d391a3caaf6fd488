/**
 * Checks answers against the shape fixtures of test/fixtures/phpshort/: type maps of JSON bodies,
 * the headers that matter, and the requests of a fixture case resolved against the seed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RefServer } from './index';
import { landmarks } from './landmarks';

export interface FixtureRequest {
  method: string;
  path: string;
  form?: string;
  json?: string;
  text?: string;
  multipart?: Array<[string, string]>;
  /** Over the defaults (Accept: application/json and the key); null removes one. */
  headers?: Record<string, string | null>;
}

export interface FixtureCase {
  name: string;
  basis: 'recorded' | 'contract';
  server?: { plan?: Record<string, number> };
  setup?: Array<{ request: FixtureRequest; repeat?: number; capture?: string }>;
  request: FixtureRequest;
  status: number;
  headers: Record<string, string | null>;
  /** JSON path → type(s); null for a body that is not JSON. */
  types: Record<string, string> | null;
  /** Arrays the answer must not leave empty. */
  nonEmpty?: string[];
}

export function loadFixtures(version: 44 | 49): FixtureCase[] {
  const file = join(import.meta.dirname, '..', 'fixtures', 'phpshort', `v${version}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { cases: FixtureCase[] }).cases;
}

const jsonType = (v: unknown): string =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'object'
        ? 'object'
        : typeof v === 'string'
          ? 'string'
          : typeof v === 'boolean'
            ? 'boolean'
            : 'number';

/**
 * Every path of a JSON value with the types seen there: array items (and the members of objects
 * keyed 0, 1, 2…, which is how PHP lists with gaps come out) under `[]`, unioned over the items.
 */
function typeMap(value: unknown): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const walk = (v: unknown, path: string) => {
    if (path) (out.get(path) ?? out.set(path, new Set()).get(path))?.add(jsonType(v));
    if (v === null || typeof v !== 'object') return;
    const entries = Object.entries(v);
    const listLike = Array.isArray(v) || (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k)));
    for (const [key, item] of entries) walk(item, listLike ? `${path}[]` : path ? `${path}.${key}` : key);
  };
  walk(value, '');
  return out;
}

/** The nearest shorter path the fixture lists (keys may hold dots, as 422 field names do). */
export function parentOf(path: string, expected: Record<string, string>): string {
  for (let end = path.length - 1; end > 0; end--) {
    const head = path.slice(0, end);
    if ((path[end] === '.' || path.startsWith('[]', end)) && head in expected) return head;
  }
  return '';
}

/**
 * Differences between an answer body and a fixture type map, in both directions: paths the answer
 * has that the fixture lacks, types outside the fixture's union, and fixture paths missing where
 * their container is present (an array's items are required only where the fixture says `nonEmpty`).
 */
export function compareTypes(expected: Record<string, string>, body: unknown, nonEmpty: string[] = []): string[] {
  const problems: string[] = [];
  const actual = typeMap(body);
  if (jsonType(body) !== 'object') problems.push(`body is ${jsonType(body)}, not an object`);
  for (const [path, types] of actual) {
    const allowed = expected[path]?.split('|');
    if (!allowed) problems.push(`unexpected ${path} (${[...types].join('|')})`);
    else for (const type of types) if (!allowed.includes(type)) problems.push(`${path} is ${type}, expected ${expected[path]}`);
  }
  for (const path of Object.keys(expected)) {
    if (actual.has(path) || path.endsWith('[]')) continue;
    const parent = parentOf(path, expected);
    if (parent === '' || actual.get(parent)?.has('object')) problems.push(`missing ${path} (${expected[path]})`);
  }
  for (const path of nonEmpty) if (!actual.has(`${path}[]`)) problems.push(`${path} is empty`);
  return problems;
}

/** Headers checked in both directions: a listed one must match (null: absent), an unlisted one must be absent. */
const TRACKED = ['content-type', 'location', 'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'access-control-expose-headers'];

export function compareHeaders(expected: Record<string, string | null>, headers: Headers): string[] {
  const problems: string[] = [];
  for (const name of TRACKED) {
    const value = headers.get(name);
    if (!(name in expected)) {
      if (value !== null) problems.push(`unexpected header ${name}: ${value}`);
      continue;
    }
    const want = expected[name];
    if (want === null || want === undefined) {
      if (value !== null) problems.push(`header ${name} should be absent, is ${value}`);
    } else if (value === null) problems.push(`header ${name} missing`);
    else if (want.startsWith('/') && want.endsWith('/') ? !new RegExp(want.slice(1, -1)).test(value) : value !== want) {
      problems.push(`header ${name} is ${value}, expected ${want}`);
    }
  }
  return problems;
}

const today = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Values for the `{…}` placeholders of a case: the seed's landmarks and their fields, the key, dates. */
export function placeholders(server: RefServer): Record<string, string> {
  const values: Record<string, string> = {
    key: server.apiKey,
    unique: Math.random().toString(36).slice(2, 10),
    'stats.from': today(-89),
    'stats.to': today(0),
  };
  for (const [name, record] of Object.entries(landmarks(server.db))) {
    values[name] = String(record.id);
    for (const [field, value] of Object.entries(record)) if (typeof value !== 'object') values[`${name}.${field}`] = String(value);
  }
  return values;
}

export function resolve(text: string, values: Record<string, string>, encode: boolean): string {
  return text.replace(/\{([a-zA-Z0-9_.]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`fixture placeholder ${whole} names nothing in the seed`);
    return encode ? encodeURIComponent(value) : value;
  });
}

export async function send(server: RefServer, request: FixtureRequest, values: Record<string, string>): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: 'Bearer {key}' };
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value === null) delete headers[name];
    else headers[name] = value;
  }
  for (const name of Object.keys(headers)) headers[name] = resolve(headers[name] as string, values, false);
  let body: string | undefined;
  if (request.form !== undefined) [headers['Content-Type'], body] = ['application/x-www-form-urlencoded', resolve(request.form, values, true)];
  if (request.json !== undefined) [headers['Content-Type'], body] = ['application/json', resolve(request.json, values, false)];
  if (request.text !== undefined) [headers['Content-Type'], body] = ['text/plain', resolve(request.text, values, false)];
  if (request.multipart) {
    headers['Content-Type'] = 'multipart/form-data; boundary=XyZ';
    const part = ([name, value]: [string, string]) => `--XyZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${resolve(value, values, false)}\r\n`;
    body = `${request.multipart.map(part).join('')}--XyZ--\r\n`;
  }
  return fetch(server.url + resolve(request.path, values, true), { method: request.method, headers, body, redirect: 'manual' });
}

/**
 * A case's exchange with the reference server: its plan, its setup requests (capturing ids), then
 * its request. Placeholders are resolved once, before the setup changes the data: "delete again"
 * names the same link twice.
 */
export async function exchange(server: RefServer, fixture: FixtureCase): Promise<Response> {
  server.reset();
  server.setPlan(fixture.server?.plan ?? {});
  const values = placeholders(server);
  for (const step of fixture.setup ?? []) {
    for (let i = 0; i < (step.repeat ?? 1); i++) {
      const response = await send(server, step.request, values);
      const json = (await response.json()) as { data?: { id?: number } };
      if (step.capture) values[step.capture] = String(json.data?.id);
    }
  }
  return send(server, fixture.request, values);
}
