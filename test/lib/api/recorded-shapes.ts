/**
 * The answers of the shape fixtures (test/fixtures/phpshort/) as bodies, and what the client must
 * read from each, written here in the test's own words (not from lib/api's tables).
 */
import { expect } from 'vitest';
import type { ApiClient, ApiVersion, Link } from '../../../lib/api';
import { parentOf, type FixtureRequest } from '../../server/conformance-lib';

type Types = Record<string, string>;

// ---------------------------------------------------------------------------------------------
// Bodies of a recorded type map

/** Which alternative of a union a body takes by default: the one with the most inside. */
const PREFERENCE = ['object', 'array', 'string', 'number', 'boolean', 'null'];
const alternatives = (union: string) => union.split('|').sort((a, b) => PREFERENCE.indexOf(a) - PREFERENCE.indexOf(b));

/** Values as real servers send them, where the key says what they are. */
const STRINGS: Record<string, string> = {
  // A store's echo: the form's values as strings.
  target_type: '1',
  privacy: '2',
  disabled: '0',
  expiration_clicks: '500',
  clicks_limit: '500',
  sensitive_content: '1',
  // v44 statistics count with a SQL SUM.
  count: '3',
  targets_type: 'countries',
  key: 'DE',
};
const NUMBERS: Record<string, number> = { expiration_clicks: 500, clicks_limit: 500, clicks: 42, privacy: 2, count: 3, color: 4 };
/** Told apart, so a password flag read from the other version's field shows. */
const BOOLEANS: Record<string, boolean> = { password: false, redirect_password: true, privacy_password: true };

function stringFor(key: string): string {
  if (key in STRINGS) return STRINGS[key]!;
  if (/url$|^(?:first|last|next|prev|path)$/.test(key)) return `https://example.test/${key}`;
  return /_at$/.test(key) ? '2026-01-02 03:04:05' : `${key} text`;
}

/**
 * A body of the recorded shape: each path of the type map with the type `chosen` names, else its
 * default. Arrays get two items; an object whose members the map lists under `[]` is a list keyed
 * by index, with a gap (how PHP encodes a list a member was removed from).
 */
function bodyOf(types: Types, chosen: Record<string, string>): unknown {
  const children = (parent: string) => Object.keys(types).filter((path) => !path.endsWith('[]') && parentOf(path, types) === parent);
  const keyOf = (path: string, parent: string) => (parent ? path.slice(parent.length + 1) : path);
  const value = (path: string, key: string): unknown => {
    const type = chosen[path] ?? alternatives(types[path]!)[0];
    const items = `${path}[]` in types;
    switch (type) {
      case 'null':
        return null;
      case 'boolean':
        return BOOLEANS[key] ?? true;
      case 'number':
        return NUMBERS[key] ?? 1;
      case 'string':
        return stringFor(key);
      case 'array':
        return items ? [value(`${path}[]`, key), value(`${path}[]`, key)] : [];
      default:
        if (items) return { 0: value(`${path}[]`, key), 2: value(`${path}[]`, key) };
        return Object.fromEntries(children(path).map((child) => [keyOf(child, path), value(child, keyOf(child, path))]));
    }
  };
  return Object.fromEntries(children('').map((path) => [path, value(path, path)]));
}

/** One body per recorded alternative: the default body, then each other type of each path that has several. */
export function recordedBodies(types: Types): Array<{ variant: string; body: unknown }> {
  const bodies = [{ variant: 'every path of its first type', body: bodyOf(types, {}) }];
  for (const [path, union] of Object.entries(types)) {
    for (const type of alternatives(union).slice(1)) bodies.push({ variant: `${path} as ${type}`, body: bodyOf(types, { [path]: type }) });
  }
  return bodies;
}

// ---------------------------------------------------------------------------------------------
// What the client reads, and from which operation

type Raw = Record<string, unknown>;

/** The one shape's fields: each one's type, and its name in each version's record where they differ. */
const LINK_FIELDS: Record<string, string> = {
  id: 'number',
  url: 'string',
  short_url: 'string',
  alias: 'string',
  title: 'string',
  clicks: 'number',
  domain: 'record',
  domain_id: 'number',
  space: 'record',
  space_id: 'number',
  pixels: 'records',
  pixel_ids: 'numbers',
  privacy: 'number',
  has_link_password: 'flag',
  has_stats_password: 'flag',
  disabled: 'number|boolean',
  ends_at: 'string',
  active_from: 'string',
  active_until: 'string',
  click_limit: 'number',
  expiration_url: 'string',
  sensitive_content: 'flag',
  created_at: 'string',
  updated_at: 'string',
};
const LINK_NAMES: Record<ApiVersion, Record<string, string>> = {
  44: { has_link_password: 'password', has_stats_password: 'privacy_password', click_limit: 'expiration_clicks', disabled: 'disabled', ends_at: 'ends_at' },
  49: {
    has_link_password: 'redirect_password',
    has_stats_password: 'password',
    click_limit: 'clicks_limit',
    active_from: 'active_period_start_at',
    active_until: 'active_period_end_at',
    sensitive_content: 'sensitive_content',
  },
};
const ONE_VERSION_ONLY = new Set([...Object.keys(LINK_NAMES[44]), ...Object.keys(LINK_NAMES[49])]);

const PIXEL_FIELDS = { id: 'number', name: 'string', type: 'string', value: 'string', created_at: 'string', updated_at: 'string' };
const DOMAIN_FIELDS = { id: 'number', name: 'string', user_id: 'number', url: 'string' };
const SPACE_FIELDS = { id: 'number', name: 'string' };
const ACCOUNT_FIELDS = { id: 'number', name: 'string', email: 'string', timezone: 'string' };
const FEATURES = [
  'api',
  'links',
  'spaces',
  'domains',
  'pixels',
  'global_domains',
  'link_stats',
  'link_targeting',
  'link_password',
  'link_expiration',
  'link_disabling',
  'link_deep',
  'link_utm',
  'data_export',
];
const V44_KINDS = ['country', 'platform', 'language', 'rotation'];
const V49_KINDS = ['continents', 'countries', 'operating_systems', 'browsers', 'languages', 'devices', 'rotations'];

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : Object.values(value as Raw));

/** What a raw value must have become: numbers as numbers, flags as booleans, text as text, nothing dropped. */
function expectRead(read: unknown, raw: unknown, type: string, where: string): void {
  if (raw === null) return void expect(read, where).toBeNull();
  switch (type) {
    case 'number':
      return void expect(read, where).toBe(Number(raw));
    case 'string':
      return void expect(read, where).toBe(raw);
    case 'flag':
      return void expect(read, where).toBe(typeof raw === 'boolean' ? raw : Number(raw) !== 0);
    case 'number|boolean':
      return void expect(read, where).toBe(typeof raw === 'boolean' ? raw : Number(raw));
    case 'record':
      return void expect(read, where).toEqual(typeof raw === 'object' ? expect.objectContaining({ id: Number((raw as Raw).id) }) : Number(raw));
    case 'records':
      return void expect(
        (read as Array<{ id: number }>).map((item) => item.id),
        where,
      ).toEqual(listOf(raw).map((item) => Number((item as Raw).id)));
    case 'numbers':
      return void expect(read, where).toEqual(listOf(raw).map(Number));
  }
}

/** Every field of `fields` the raw record has is read under `nameOf`'s name; one it lacks is absent. */
function expectRecord(read: object, raw: Raw, fields: Record<string, string>, where: string, nameOf = (field: string) => field as string | undefined): void {
  for (const [field, type] of Object.entries(fields)) {
    const name = nameOf(field);
    const value = (read as Raw)[field];
    if (name === undefined || !(name in raw)) expect(value, `${where}.${field} (absent)`).toBeUndefined();
    else expectRead(value, raw[name], type, `${where}.${field} from ${name}`);
  }
}

export function expectLink(link: Link, raw: Raw, version: ApiVersion, where: string): void {
  expectRecord(link, raw, LINK_FIELDS, where, (field) => (ONE_VERSION_ONLY.has(field) ? LINK_NAMES[version][field] : field));
  const kinds = version === 44 ? V44_KINDS : V49_KINDS;
  const typeName = version === 44 ? 'target_type' : 'targets_type';
  if (!(typeName in raw) && !('targets' in raw)) return void expect(link.targeting, `${where}.targeting`).toBeUndefined();
  const kind = version === 44 ? (kinds[Number(raw.target_type) - 1] ?? null) : kinds.includes(raw.targets_type as string) ? raw.targets_type : null;
  expect(link.targeting?.kind, `${where}.targeting.kind`).toBe(kind);
  const lists: Array<[string, unknown]> = version === 44 ? V44_KINDS.map((k) => [k, raw[`${k}_target`]]) : [[kind as string, raw.targets]];
  for (const [name, list] of lists) {
    if (list === null || list === undefined || name === null) continue;
    const rules = (link.targeting?.rules as Record<string, unknown[]> | undefined)?.[name];
    expect(rules, `${where}.targeting.rules.${name}`).toEqual(listOf(list).map((rule) => expect.objectContaining({ value: (rule as Raw).value })));
  }
}

/** What the client does with an answer of each endpoint, and what must come out of it. */
export interface Reading {
  /** The client operation the answer is given to. */
  call(client: ApiClient): Promise<unknown>;
  check(result: unknown, body: Raw, version: ApiVersion): void;
}

/** A list answer: every item read (none skipped), in the shape `each` checks, with its paging. */
function page(each: (item: unknown, raw: Raw, version: ApiVersion, where: string) => void, named: boolean): Reading['check'] {
  return (result, body, version) => {
    const { items, skipped, meta, version: named49or44 } = result as { items: unknown[]; skipped: unknown[]; meta: Raw; version?: ApiVersion };
    const data = body.data as Raw[];
    expect(skipped).toEqual([]);
    expect(items).toHaveLength(data.length);
    items.forEach((item, i) => each(item, data[i]!, version, `data.${i}`));
    expect(meta.current_page).toBe((body.meta as Raw).current_page);
    if (named && data.length) expect(named49or44).toBe(version);
  };
}

const one =
  (each: (item: unknown, raw: Raw, version: ApiVersion, where: string) => void): Reading['check'] =>
  (result, body, version) =>
    each(result, body.data as Raw, version, 'data');

const link = (item: unknown, raw: Raw, version: ApiVersion, where: string) => expectLink(item as Link, raw, version, where);
const fieldsOf = (fields: Record<string, string>) => (item: unknown, raw: Raw, _: ApiVersion, where: string) =>
  expectRecord(item as object, raw, fields, where);

function account(result: unknown, body: Raw): void {
  const read = result as { plan: { features: Raw }; default_domain: unknown; default_space: unknown };
  const raw = body.data as Raw & { plan: Raw & { features: Raw } };
  expectRecord(read, raw, ACCOUNT_FIELDS, 'data');
  const features = Object.fromEntries(
    Object.entries(raw.plan.features)
      .filter(([name]) => FEATURES.includes(name))
      .map(([name, value]) => [name, Number(value)]),
  );
  expect(read.plan.features).toEqual(features);
  expect(read.default_domain).toBe(raw.default_domain);
  expect(read.default_space).toBe(raw.default_space);
}

function stats(result: unknown, body: Raw): void {
  const { rows, meta } = result as { rows: unknown[]; meta?: Raw };
  expect(rows).toEqual((body.data as Raw[]).map((row) => ({ value: row.value === null ? null : String(row.value), count: Number(row.count) })));
  // v49's clicks come without paging; every other statistic is paginated at the top level.
  if ('current_page' in body) expect(meta?.current_page).toBe(body.current_page);
  else expect(meta).toBeUndefined();
}

function deleted(result: unknown, body: Raw): void {
  expect(result).toEqual({ id: body.id, object: body.object, deleted: body.deleted });
}

const range = { from: '2026-01-01', to: '2026-03-31' };

/**
 * The client operation that reads the answer of `request`, or undefined for what Linklet never
 * asks (creating, changing and deleting domains and spaces). A status of 400 or more is read by
 * whichever operation; a 2xx by the one of its endpoint.
 */
export function readingOf({ method, path }: FixtureRequest): Reading | undefined {
  const [, resource, id] = /^\/api\/v1\/([a-z]+)(?:\/([^?]+))?/.exec(path) ?? [];
  const item = id !== undefined;
  switch (`${method} ${resource}${item ? '/id' : ''}`) {
    case 'GET links':
      return { call: (c) => c.links.list(), check: page(link, true) };
    case 'GET links/id':
      return { call: (c) => c.links.get(7), check: one(link) };
    case 'POST links':
      return { call: (c) => c.links.create({ url: 'https://example.com/', domain_id: 1 }), check: one(link) };
    case 'PUT links/id':
    case 'PATCH links/id':
      return { call: (c) => c.links.update(7, { alias: 'a' }, { method: method as 'PUT' | 'PATCH' }), check: one(link) };
    case 'DELETE links/id':
      return { call: (c) => c.links.delete(7), check: deleted };
    case 'GET pixels':
      return { call: (c) => c.pixels.list(), check: page(fieldsOf(PIXEL_FIELDS), false) };
    case 'GET pixels/id':
      return { call: (c) => c.pixels.get(7), check: one(fieldsOf(PIXEL_FIELDS)) };
    case 'POST pixels':
      return { call: (c) => c.pixels.create({ name: 'P', type: 'facebook', value: '1' }), check: one(fieldsOf(PIXEL_FIELDS)) };
    case 'PUT pixels/id':
      return { call: (c) => c.pixels.update(7, { name: 'P' }, { method: 'PUT' }), check: one(fieldsOf(PIXEL_FIELDS)) };
    case 'DELETE pixels/id':
      return { call: (c) => c.pixels.delete(7), check: deleted };
    case 'GET domains':
      return { call: (c) => c.domains.list(), check: page(fieldsOf(DOMAIN_FIELDS), false) };
    case 'GET domains/id':
      return { call: (c) => c.domains.get(7), check: one(fieldsOf(DOMAIN_FIELDS)) };
    case 'GET spaces':
      return { call: (c) => c.spaces.list(), check: page(fieldsOf(SPACE_FIELDS), false) };
    case 'GET spaces/id':
      return { call: (c) => c.spaces.get(7), check: one(fieldsOf(SPACE_FIELDS)) };
    case 'GET account':
      return { call: (c) => c.account.get(), check: account };
    case 'GET stats/id':
      return { call: (c) => c.stats.get(7, { name: 'country', ...range }), check: stats };
    default:
      return undefined;
  }
}

/** Any operation of `method`, for an answer that is an error whatever was asked. */
export function anyCall(method: string): (client: ApiClient) => Promise<unknown> {
  switch (method) {
    case 'POST':
      return (c) => c.links.create({ url: 'https://example.com/', domain_id: 1 });
    case 'PUT':
    case 'PATCH':
      return (c) => c.links.update(7, { alias: 'a' }, { method: method as 'PUT' | 'PATCH' });
    case 'DELETE':
      return (c) => c.links.delete(7);
    default:
      return (c) => c.account.get();
  }
}

/** The error each status is, whatever the body (test/lib/api/errors.test.ts has the details). */
export function errorNameOf(status: number): string {
  const names: Record<number, string> = {
    401: 'UnauthorizedError',
    403: 'ForbiddenError',
    404: 'NotFoundError',
    422: 'ValidationError',
    429: 'RateLimitError',
  };
  return names[status] ?? (status >= 500 ? 'ServerError' : 'HttpError');
}

/** A 422's field messages, read from either of its shapes. */
export function expectedFields(body: Raw): Record<string, string[]> {
  const fields = (body.errors ?? body.message) as Raw;
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, listOf(messages).filter((m): m is string => typeof m === 'string')]));
}
