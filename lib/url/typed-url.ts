/**
 * The one rule for an address someone typed or pasted — the popup's URL field, a bulk list, the
 * omnibox: an http(s) URL is taken as it is; an address without a scheme (`example.com/pricing`)
 * gets `https://`, which each of those places shows before anything is sent; anything else is
 * refused with its reason. People paste addresses the way browsers display them, without the
 * scheme (issue 30: `example.com/pricing` was refused).
 */
import { isMisreadAddress, secretParameter, withoutCredentials } from './private';

/**
 * An absolute `http://` or `https://` URL with a host, no white space (Laravel's `url` rule
 * refuses it), that the parser reads as a person does (./private.ts: no `http:///`, no `\@`).
 */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || /\s/.test(value) || !/^https?:\/\/./i.test(value) || isMisreadAddress(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export type TypedUrl =
  /**
   * `completed`: `https://` was added to what was typed; `credentials`: a `user:password@` was
   * taken out (./private.ts: it never leaves); `secret`: a parameter whose name looks secret.
   */
  | { ok: true; url: string; completed: boolean; credentials?: true; secret?: string }
  /**
   * `scheme`: another scheme than http(s) (ftp:, mailto:, javascript:…); `invalid`: not an
   * address; `misread`: one the parser reads as another (`http:///`, `a.example\@evil.example`),
   * `parsed` being its reading.
   */
  | { ok: false; reason: 'empty' | 'scheme' | 'invalid' }
  | { ok: false; reason: 'misread'; parsed: string };

/**
 * Where the text was typed. `address`: a place that takes only an address (a URL field, a line of
 * its own in a list), so a bare host (`example.com`) is one. `words`: a place where words are
 * typed too (the omnibox's search, prose): a bare host there (`node.js`, `readme.md`) is a word,
 * and only a host followed by a path, query or fragment, or starting with `www.`, is an address.
 */
export type TypedIn = 'address' | 'words';

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
/** `localhost:8080/x` and `example.com:8443` start like a scheme but are a host and a port. */
const HOST_AND_PORT = /^[^:/?#\s]+:\d+(?:[/?#]|$)/;
/**
 * A host as people type it: a domain name whose last label is letters (or punycode), an IPv4
 * address, `localhost`, or an IPv6 address in brackets; then an optional port.
 */
export const TYPED_HOST =
  /(?:(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z\d-]+)|\d{1,3}(?:\.\d{1,3}){3}|localhost|\[[\da-f:.]+\])(?::\d{1,5})?/iu;
const WHOLE_HOST = new RegExp(`^${TYPED_HOST.source}(?=[/?#]|$)`, 'iu');

export function readTypedUrl(typed: string, typedIn: TypedIn = 'address'): TypedUrl {
  const read = readAddress(typed, typedIn);
  if (!read.ok) return read;
  const { url, removed } = withoutCredentials(read.url);
  const secret = secretParameter(url);
  return { ...read, url, ...(removed ? { credentials: true as const } : {}), ...(secret === null ? {} : { secret }) };
}

function readAddress(typed: string, typedIn: TypedIn): TypedUrl {
  const text = typed.trim();
  if (!text) return { ok: false, reason: 'empty' };
  const scheme = SCHEME.exec(text);
  if (scheme && !HOST_AND_PORT.test(text)) {
    if (isMisreadAddress(text) && URL.canParse(text)) return { ok: false, reason: 'misread', parsed: withoutCredentials(text).url };
    if (isHttpUrl(text)) return { ok: true, url: text, completed: false };
    return { ok: false, reason: /^https?$/i.test(scheme[1]!) ? 'invalid' : 'scheme' };
  }
  const host = WHOLE_HOST.exec(text);
  if (!host || /\s/.test(text)) return { ok: false, reason: 'invalid' };
  const bare = host[0].length === text.length && !/^www\./i.test(text);
  if (bare && typedIn === 'words') return { ok: false, reason: 'invalid' };
  const url = `https://${text}`;
  return isHttpUrl(url) ? { ok: true, url, completed: true } : { ok: false, reason: 'invalid' };
}

/**
 * The URL `typed` is sent as when it differs from what was typed in what it says (`https://`
 * added, a `user:password@` taken out), else null: what a field says under it before anything is
 * sent. The parser's mere spelling (`https://a.example` → `https://a.example/`) leaves the field
 * as typed, so an edit that did not touch the address does not send it.
 */
export function completedUrl(typed: string): string | null {
  const read = readTypedUrl(typed);
  return read.ok && (read.completed || read.credentials) ? read.url : null;
}
