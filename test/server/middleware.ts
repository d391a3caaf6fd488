/**
 * What runs around the handlers in a stock Laravel installation: CORS (config/cors.php defaults:
 * paths api/*, any origin, any method, any header, max_age 0) and the API's bearer-token guard.
 */
import type { IncomingMessage } from 'node:http';
import { escapeHtml } from './http-utils';

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

/** The bearer token, if the Authorization header carries one. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1]?.trim();
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
