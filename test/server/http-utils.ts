/**
 * Request bodies and responses: what Laravel sees as input (PHP bracket forms, multipart fields,
 * typed JSON, then TrimStrings and ConvertEmptyStringsToNull), and small helpers for answering.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A PHP array is an ordered map; JSON lists arrive keyed "0", "1"… like bracket forms. */
export type InputValue = string | number | boolean | null | InputObject;
export interface InputObject {
  [key: string]: InputValue;
}

export function emptyObject(): InputObject {
  // No prototype: field names such as `__proto__` or `constructor` are just keys here.
  return Object.create(null) as InputObject;
}

export const isObject = (value: InputValue | undefined): value is InputObject => typeof value === 'object' && value !== null;

function decode(part: string): string {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced; // PHP keeps malformed escapes as they are
  }
}

/** Next auto index for `[]`, as PHP does: one past the largest integer key so far. */
function nextIndex(obj: InputObject): string {
  let max = -1;
  for (const key of Object.keys(obj)) if (/^\d+$/.test(key)) max = Math.max(max, Number(key));
  return String(max + 1);
}

/** Splits `country[0][key]` into ['country', '0', 'key'] and `pixel_ids[]` into ['pixel_ids', '']. */
function keyPath(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const path = [key.slice(0, open)];
  let rest = key.slice(open);
  let match: RegExpMatchArray | null;
  while ((match = /^\[([^\]]*)\]/.exec(rest))) {
    path.push(match[1] ?? '');
    rest = rest.slice(match[0].length);
  }
  return path;
}

/** Sets a value at a bracket path; a later scalar or object replaces an earlier one (as PHP does). */
function assign(target: InputObject, path: string[], value: string): void {
  let node = target;
  path.forEach((segment, i) => {
    const key = segment === '' ? nextIndex(node) : segment;
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const child = node[key];
    node = isObject(child) ? child : (node[key] = emptyObject());
  });
}

function addPair(out: InputObject, key: string, value: string): void {
  if (key) assign(out, keyPath(key), value);
}

/** Parses `application/x-www-form-urlencoded` (and query strings) with PHP's bracket syntax. */
export function parseForm(text: string): InputObject {
  const out = emptyObject();
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    addPair(out, decode(eq < 0 ? pair : pair.slice(0, eq)), eq < 0 ? '' : decode(pair.slice(eq + 1)));
  }
  return out;
}

/** The text fields of a multipart/form-data body (files are not part of this API). */
function parseMultipart(contentType: string, body: string): InputObject {
  const out = emptyObject();
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return out;
  for (const part of body.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n') >= 0 ? part.indexOf('\r\n\r\n') : part.indexOf('\n\n');
    if (split < 0) continue;
    const name = /name="([^"]*)"/i.exec(part.slice(0, split))?.[1];
    if (name === undefined || /filename=/i.test(part.slice(0, split))) continue;
    addPair(
      out,
      name,
      part
        .slice(split)
        .replace(/^\r?\n\r?\n/, '')
        .replace(/\r?\n$/, ''),
    );
  }
  return out;
}

function fromJson(value: unknown): InputValue {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  const out = emptyObject();
  if (typeof value === 'object') for (const [key, item] of Object.entries(value)) out[key] = fromJson(item);
  return out;
}

/** TrimStrings (passwords excepted) and ConvertEmptyStringsToNull, applied to every string. */
function normalise(value: InputValue, key: string): InputValue {
  if (typeof value === 'string') {
    const text = /password/.test(key) ? value : value.trim();
    return text === '' ? null : text;
  }
  if (!isObject(value)) return value;
  const out = emptyObject();
  for (const [k, item] of Object.entries(value)) out[k] = normalise(item, k);
  return out;
}

/**
 * Input of a request, as Laravel's `$request->input()` sees it: the body (form, multipart on POST,
 * or JSON) merged over the query string. PHP does not parse multipart bodies of PUT/PATCH, and
 * other content types (text/plain, none) carry no input.
 */
export function parseInput(method: string, contentType: string | undefined, body: string, query: InputObject): InputObject {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  let fromBody: InputObject = emptyObject();
  if (type === 'application/x-www-form-urlencoded') fromBody = parseForm(body);
  else if (type === 'multipart/form-data' && method === 'POST') fromBody = parseMultipart(contentType ?? '', body);
  else if (type === 'application/json' || type.endsWith('+json')) {
    try {
      const parsed = fromJson(JSON.parse(body) as unknown);
      if (isObject(parsed)) fromBody = parsed;
    } catch {
      // Laravel treats an unparsable JSON body as no input; validation then reports the fields.
    }
  }
  return normalise(Object.assign(emptyObject(), query, fromBody), '') as InputObject;
}

/** The query string alone, normalised the same way. */
export function parseQuery(search: string): InputObject {
  return normalise(parseForm(search), '') as InputObject;
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

export function send(res: ServerResponse, status: number, body: string, headers: Record<string, string>): void {
  if (res.destroyed || res.headersSent) return; // the client went away (e.g. during a delay)
  res.writeHead(status, { 'Content-Length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  send(res, status, JSON.stringify(value), { 'Content-Type': 'application/json', ...headers });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function htmlPage(title: string, body: string): string {
  const safe = escapeHtml(title);
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${safe}</title></head><body>${body}</body></html>\n`;
}
