/**
 * The instance's base URL: what the user typed, made canonical, and the only place request URLs
 * are built from. The API key travels with every request, so the base must be https (except on
 * this machine, and on the user's own network, which the options page accepts only once they
 * agreed to send the key unencrypted: see httpScope) and no path or id may lead a request off
 * that origin.
 */
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

/**
 * Where plain http may carry the key — the one rule for it: `'local'` is this machine
 * (`localhost`, `127.0.0.0/8`, `::1`), always; `'private'` is the user's own network (private and
 * link-local IPv4 addresses, fc00::/7 and fe80::/10, `.local`, `.lan`, `.home.arpa`), only once
 * the user agreed that the key travels unencrypted there (the options page asks); `'name'` is a
 * single-label name (`nas`), which may as well be a public top-level domain (`com`, `ai`,
 * `xn--p1ai`): only once the user confirmed it is a machine on their network, never by an import
 * alone (issue 29); null is everywhere else, where https is required. It takes hosts as the URL
 * parser writes them (IPv4 in dotted decimal with parts up to 255, IPv6 compressed in brackets, so
 * a first block is written without leading zeros: `[fd::1]` is 00fd, outside fc00::/7), and is one
 * regular expression because the background carries it too, on a tight size budget.
 */
export function httpScope(hostname: string): 'local' | 'private' | 'name' | null {
  // This machine; then 10/8, 172.16/12, 192.168/16, 169.254/16, fc00::/7 and fe80::/10 (a full
  // first block), the local network's names; then a single label.
  const match =
    /^(?:(localhost|\[::1\]|127(?:\.\d+){3})|10(?:\.\d+){3}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d+){2}|192\.168(?:\.\d+){2}|169\.254(?:\.\d+){2}|\[(?:f[cd][\da-f]{2}|fe[89ab][\da-f]):[\da-f:.]*\]|.+\.(?:local|lan|home\.arpa)|([^.[:]+))$/i.exec(
      hostname,
    );
  return match ? (match[1] ? 'local' : match[2] ? 'name' : 'private') : null;
}

/** Whether plain http to a host of `scope` waits for the user's consent (their own network, or a name they confirm). */
export const needsConsent = (scope: ReturnType<typeof httpScope>): scope is 'private' | 'name' => scope === 'private' || scope === 'name';

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
