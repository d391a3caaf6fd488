/**
 * The instance's base URL: what the user typed, made canonical, and the only place request URLs
 * are built from. The API key travels with every request, so the base must be https (except on
 * this machine, and on the user's own network, which the options page accepts only once they
 * agreed to send the key unencrypted: see httpScope) and no path or id may lead a request off
 * that origin.
 */
import { httpScope, needsConsent } from '../url/host-scope';
import { InputError } from './errors';

export const API_PREFIX = '/api/v1';

/**
 * `https://Sho.rt/api/v1/` → `https://sho.rt`. Trims spaces, assumes https for a bare host, strips
 * trailing slashes and a pasted `/api/v1` suffix; adds nothing else. A sub-path install
 * (`https://example.com/short`) keeps its path.
 */
export function normalizeBaseUrl(input: string): string {
  if (typeof input !== 'string') throw new InputError('baseUrl', 'must be a string');
  const text = input.trim();
  if (!text) throw new InputError('baseUrl', 'is empty');
  // "sho.rt" and "localhost:8000" have no scheme; "http:/sho.rt" or "ftp://…" are not bare hosts.
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) && !/^[^:/]+:\d+(?:[/?#]|$)/.test(text) ? text : `https://${text}`;
  if (!/^https?:\/\//i.test(withScheme)) throw new InputError('baseUrl', 'must start with https://');
  if (/[?#]/.test(withScheme)) throw new InputError('baseUrl', 'must not contain a query or fragment');

  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new InputError('baseUrl', 'is not a valid URL');
  }
  if (url.username || url.password) throw new InputError('baseUrl', 'must not contain a user name or password');
  if (!url.hostname) throw new InputError('baseUrl', 'has no host');
  if (url.protocol === 'http:' && !httpScope(url.hostname)) {
    throw new InputError('baseUrl', 'must use https://');
  }

  let path = url.pathname.replace(/\/+$/, '');
  if (path.toLowerCase().endsWith(API_PREFIX)) path = path.slice(0, -API_PREFIX.length).replace(/\/+$/, '');
  return url.origin + path;
}

// The rule itself is the URL's (lib/url), shared with the page checks; the client's names stay.
export { httpScope, needsConsent };

/**
 * Where what the user typed would use plain http: `'private'` (their own network, allowed once
 * they agree that the key travels unencrypted), `'name'` (a single-label name, allowed once they
 * confirm it is a machine on their network), `'local'` (this machine), or null (https, or not an
 * http URL at all).
 */
export function plainHttpScope(instanceUrl: string): ReturnType<typeof httpScope> {
  const text = instanceUrl.trim();
  return /^http:\/\//i.test(text) && URL.canParse(text) ? httpScope(new URL(text).hostname) : null;
}

/** `localhost`, `127.0.0.0/8` and `::1`: plain http there needs no consent. */
export const isLocalHost = (hostname: string): boolean => httpScope(hostname) === 'local';

/**
 * `{base}/api/v1/{path}?{query}`, refused unless it stays under the base on the same origin.
 * Paths are built from validated integers, so this is a second line of defence, not the first.
 */
export function apiUrl(baseUrl: string, path: string, query?: URLSearchParams): URL {
  const prefix = new URL(baseUrl + API_PREFIX + '/');
  const url = new URL(baseUrl + API_PREFIX + path);
  if (url.origin !== prefix.origin || !url.pathname.startsWith(prefix.pathname) || url.pathname !== prefix.pathname.slice(0, -1) + path) {
    throw new InputError('path', `${path} leaves the API of ${baseUrl}`);
  }
  if (query) url.search = query.toString();
  return url;
}
