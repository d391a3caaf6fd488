/**
 * What runs around the handlers in phpShort: CORS (config/cors.php: paths api/*, any origin, any
 * method, any header, nothing exposed, max_age 0) and the API's token guard.
 */
import type { IncomingMessage } from 'node:http';
import { escapeHtml, type InputObject, type InputValue } from './http-utils';
import type { Version } from './types';

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** Headers on every answer under /api/ (Laravel adds `*` whether or not the request had an Origin). */
export function corsHeaders(enabled: boolean, path: string): Record<string, string> {
  return enabled && isApiPath(path) ? { 'Access-Control-Allow-Origin': '*' } : {};
}

export function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS' && typeof req.headers['access-control-request-method'] === 'string';
}

/** The preflight answer with allowed_methods/headers ['*']: the requested ones are echoed. */
export function preflightHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': String(req.headers['access-control-request-method']).toUpperCase(),
    'Access-Control-Max-Age': '0',
    Vary: 'Access-Control-Request-Method, Access-Control-Request-Headers',
  };
  const requested = req.headers['access-control-request-headers'];
  if (requested) headers['Access-Control-Allow-Headers'] = requested;
  return headers;
}

/**
 * The API key as Laravel's token guard looks for it: `api_token` in the query, then in the input,
 * then after the last `Bearer ` of the Authorization header (case-sensitive before Laravel 12),
 * then the password of HTTP Basic credentials.
 */
export function apiToken(req: IncomingMessage, query: InputObject, input: () => InputObject, version: Version): string | undefined {
  const fromInput = (value: InputValue | undefined) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
  const token = fromInput(query.api_token) ?? fromInput(input().api_token);
  if (token) return token;
  const header = req.headers.authorization ?? '';
  const at = version === 44 ? header.lastIndexOf('Bearer ') : header.toLowerCase().lastIndexOf('bearer ');
  if (at >= 0) {
    const rest = header.slice(at + 7);
    return rest.includes(',') ? rest.slice(0, rest.indexOf(',')) : rest;
  }
  const basic = /^Basic\s+(\S+)/i.exec(header)?.[1];
  if (!basic) return undefined;
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  return decoded.includes(':') ? decoded.slice(decoded.indexOf(':') + 1) : undefined;
}

/**
 * Laravel's `expectsJson()`: the first accepted type is JSON, or an XHR that accepts anything.
 * Only then does an unauthenticated request get a 401 JSON; otherwise a redirect to /login.
 */
export function expectsJson(req: IncomingMessage): boolean {
  const first = (req.headers.accept ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (first.includes('/json') || first.includes('+json')) return true;
  const xhr = req.headers['x-requested-with'] === 'XMLHttpRequest';
  return xhr && (first === '' || first === '*/*' || first === '*');
}

/** Symfony's RedirectResponse body. */
export function redirectPage(target: string): string {
  const safe = escapeHtml(target);
  return (
    `<!DOCTYPE html>\n<html>\n    <head>\n        <meta charset="UTF-8" />\n` +
    `        <meta http-equiv="refresh" content="0;url='${safe}'" />\n\n        <title>Redirecting to ${safe}</title>\n` +
    `    </head>\n    <body>\n        Redirecting to <a href="${safe}">${safe}</a>.\n    </body>\n</html>`
  );
}
