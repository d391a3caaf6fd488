/**
 * The URL rule of the built-files scan. Linklet talks to one server only, the instance the user
 * configures at run time, so no address of anyone else may be built in. Every `scheme://host`
 * literal found in the shipped text is checked against this allow-list; anything else is a finding.
 * Comments are not text that ships behaviour (the JS scan reads string literals only), so license
 * headers cannot trip it.
 */

export interface AllowedUrl {
  test: (url: URLParts) => boolean;
  why: string;
}

export interface URLParts {
  /** The literal as found, e.g. `http://www.w3.org/2000/svg`. */
  url: string;
  scheme: string;
  /** Lower-case host without port or user info; '' for a bare prefix such as `https://`. */
  host: string;
  /** Where the literal starts in the text searched. */
  index: number;
}

// Namespace URIs are names, never fetched: Preact sets them on SVG and MathML elements.
const XML_NAMESPACES = new Set([
  'http://www.w3.org/2000/svg',
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/1998/Math/MathML',
  'http://www.w3.org/1999/xlink',
  'http://www.w3.org/XML/1998/namespace',
  'http://www.w3.org/2000/xmlns/',
]);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
// RFC 2606 / RFC 6761 names reserved for documentation: placeholders such as
// `https://links.example.com` in a hint, which no one can own.
const RESERVED = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/;
// The API contract's example instance, used in hints. `.rt` is no top-level domain (ISO 3166 has
// no RT), so the name reaches no one.
const CONTRACT_EXAMPLE = /(^|\.)sho\.rt$/;

// WXT's storage throws these in its message when loaded outside an extension (a build step): text, never fetched.
const WXT_STORAGE_MESSAGE = new Set(['https://github.com/wxt-dev/wxt/issues/371', 'https://wxt.dev/guide/go-further/testing.html']);

export const ALLOWED_URLS: readonly AllowedUrl[] = [
  { test: (u) => u.host === '', why: 'a bare scheme prefix (`https://` in a check), not an address' },
  { test: (u) => XML_NAMESPACES.has(u.url), why: 'an XML namespace name, never fetched' },
  { test: (u) => LOCAL_HOSTS.has(u.host), why: 'the local machine (local instances, manifest patterns)' },
  { test: (u) => u.host === '*', why: 'a match pattern for any host (optional_host_permissions)' },
  { test: (u) => RESERVED.test(u.host), why: 'a reserved documentation domain (placeholders)' },
  { test: (u) => CONTRACT_EXAMPLE.test(u.host), why: "the contract's example instance, an unresolvable name" },
  { test: (u) => WXT_STORAGE_MESSAGE.has(u.url), why: "links in the text of WXT storage's own error, never fetched" },
];

// Hosts end at the first character that cannot be part of one; `*` and brackets are kept for
// match patterns and IPv6 literals.
const URL_LITERAL = /\b([a-z][a-z0-9+.-]*):\/\/([^\s/?#"'`<>()\\,;]*)/gi;
const NETWORK_SCHEMES = new Set(['http', 'https', 'ws', 'wss', 'ftp']);

/** Every network URL in `text`, with its host. */
export function findUrls(text: string): URLParts[] {
  const found: URLParts[] = [];
  for (const match of text.matchAll(URL_LITERAL)) {
    const scheme = match[1]!.toLowerCase();
    if (!NETWORK_SCHEMES.has(scheme)) continue;
    const authority = match[2]!.split('@').pop()!;
    const host = authority.startsWith('[') ? authority.slice(0, authority.indexOf(']') + 1) : authority.replace(/:[^:]*$/, '');
    const end = match.index + match[0].length;
    const rest = /^[^\s"'`<>()\\,;]*/.exec(text.slice(end))![0];
    // A sentence may end right after an address ("e.g. https://links.example.com.").
    const name = host.toLowerCase().replace(/\.+$/, '');
    found.push({ url: match[0] + rest, scheme, host: /[a-z0-9*]/.test(name) ? name : '', index: match.index });
  }
  return found;
}

/** The URLs in `text` that no allow-list entry accepts. */
export function thirdPartyUrls(text: string): URLParts[] {
  return findUrls(text).filter((url) => !ALLOWED_URLS.some((allowed) => allowed.test(url)));
}
