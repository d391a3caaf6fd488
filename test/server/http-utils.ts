/**
 * Request bodies and responses: PHP-style bracket form parsing (what Laravel sees as input),
 * JSON bodies, and small helpers for answering.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A parsed input value: a string, or a nested object for bracket keys (`a[0][key]`, `a[]`). */
export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

function emptyObject(): FormObject {
  // No prototype: field names such as `__proto__` or `constructor` are just keys here.
  return Object.create(null) as FormObject;
}

function decode(part: string): string {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced; // PHP keeps malformed escapes as they are
  }
}

/** Next auto index for `[]`, as PHP does: one past the largest integer key so far. */
function nextIndex(obj: FormObject): string {
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
function assign(target: FormObject, path: string[], value: string): void {
  let node = target;
  path.forEach((segment, i) => {
    const key = segment === '' ? nextIndex(node) : segment;
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const child = node[key];
    if (typeof child === 'object') node = child;
    else node = node[key] = emptyObject();
  });
}

/** Parses `application/x-www-form-urlencoded` (and query strings) with PHP's bracket syntax. */
export function parseForm(text: string): FormObject {
  const out = emptyObject();
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    if (!key) continue;
    assign(out, keyPath(key), eq < 0 ? '' : decode(pair.slice(eq + 1)));
  }
  return out;
}

/** JSON input as Laravel would read it, flattened to the strings a form would have carried. */
export function jsonToForm(value: unknown): FormValue {
  if (value === null || value === undefined) return '';
  if (value === true) return '1';
  if (value === false) return '0';
  if (typeof value !== 'object') return String(value);
  const out = emptyObject();
  for (const [key, item] of Object.entries(value)) out[key] = jsonToForm(item);
  return out;
}

/**
 * Input of a write, as Laravel's `$request->input()` sees it: the form body (or a JSON body),
 * merged over the query string. Other content types (text/plain, none) carry no input.
 */
export function parseInput(contentType: string | undefined, body: string, query: FormObject): FormObject {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  let fromBody: FormObject = emptyObject();
  if (type === 'application/x-www-form-urlencoded') fromBody = parseForm(body);
  else if (type === 'application/json' || type.endsWith('+json')) {
    try {
      const parsed = jsonToForm(JSON.parse(body) as unknown);
      if (typeof parsed === 'object') fromBody = parsed;
    } catch {
      // Laravel treats an unparsable JSON body as no input; validation then reports the fields.
    }
  }
  return Object.assign(emptyObject(), query, fromBody);
}

/** Values of an array input in index order (`a[]=x&a[]=y`, or `a[0]=x`). */
export function listValues(value: FormObject): FormValue[] {
  return Object.keys(value).map((key) => value[key] as FormValue);
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
