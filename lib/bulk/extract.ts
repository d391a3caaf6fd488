/**
 * The URLs of a pasted text, for a batch: one a line or anywhere in prose, as a linkifier finds
 * them. Each is read by the one rule for typed addresses (lib/url/typed-url.ts): one without a scheme
 * gets `https://`, and the form lists those before the run. What cannot be shortened (another
 * scheme, an address that does not parse) is listed with its reason rather than dropped silently;
 * a URL pasted twice is shortened once.
 */
import { readTypedUrl, TYPED_HOST } from '../url/typed-url';

/** The most URLs one batch takes: at the server's 60 requests a minute, about ten minutes of work. */
export const MAX_BATCH = 200;

export interface Refused {
  text: string;
  /** `scheme`: not http(s) (ftp:, file:, javascript:, an extension's page…); `invalid`: no parsable address. */
  reason: 'scheme' | 'invalid';
}

/** An address found without its scheme, and the URL it is shortened as. */
export interface Completed {
  text: string;
  url: string;
}

/** A URL with a parameter whose name looks secret (lib/url/private.ts), left out unless the person keeps it. */
export interface Secret {
  url: string;
  parameter: string;
}

export interface Extracted {
  /** In the order they first appear, each once. */
  urls: string[];
  refused: Refused[];
  /** The URLs of `urls` that got `https://`. */
  completed: Completed[];
  /** The URLs of `urls` whose `user:password@` was taken out (it never leaves). */
  withoutCredentials: Completed[];
  /** The URLs of `urls` with a secret-looking parameter. */
  secrets: Secret[];
  /** Copies of a URL already found, left out. */
  duplicates: number;
  /** URLs past `max`, left out. */
  overLimit: number;
}

/** What may be in a URL: quotes, angle brackets and whitespace end one (in text, HTML and Markdown's `<…>`). */
const URL_CHAR = String.raw`[^\s<>"'\x60]`;
/**
 * Anything with `scheme://`, the schemes people paste without slashes, and a host without a scheme
 * (`example.com/pricing`) that does not follow `@`, `.`, `/` or a letter (an e-mail address, the
 * end of a longer name).
 */
const CANDIDATE = new RegExp(
  String.raw`\b(?:[a-z][a-z0-9+.-]*:\/\/|(?:javascript|data|mailto|about|blob|tel):)${URL_CHAR}+` +
    String.raw`|(?<![\p{L}\p{N}@._/:-])(?:${TYPED_HOST.source})(?:[/?#]${URL_CHAR}*)?`,
  'giu',
);
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

const TRAILING = new Set(['.', ',', ';', ':', '!', '?', '*', '_', '~']);
const CLOSING: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * Without the punctuation that ends the sentence around it, and without a closing bracket that
 * closes text outside it: `(see https://x.org/a_(b))` keeps `a_(b)` and drops the last `)`.
 */
export function trimUrl(text: string): string {
  let url = text;
  for (;;) {
    const last = url.at(-1) ?? '';
    const open = CLOSING[last];
    if (TRAILING.has(last) || (open && count(url, last) > count(url, open))) url = url.slice(0, -1);
    else return url;
  }
}

/** Whether `candidate`, found at `at`, is its line's only text: then a bare host (`example.com`) is an address. */
function aloneOnItsLine(text: string, at: number, candidate: string): boolean {
  const end = text.indexOf('\n', at);
  return text.slice(text.lastIndexOf('\n', at) + 1, end < 0 ? undefined : end).trim() === candidate;
}

export function extractUrls(text: string, max = MAX_BATCH): Extracted {
  const out: Extracted = { urls: [], refused: [], completed: [], withoutCredentials: [], secrets: [], duplicates: 0, overLimit: 0 };
  const seen = new Set<string>();
  for (const match of text.matchAll(CANDIDATE)) {
    const candidate = trimUrl(match[0]);
    const read = readTypedUrl(candidate, aloneOnItsLine(text, match.index, candidate) ? 'address' : 'words');
    // A word with a dot in prose (`readme.md`) is a word: left alone, not listed as refused.
    if (!read.ok && !HAS_SCHEME.test(candidate)) continue;
    const key = read.ok ? read.url : candidate;
    if (seen.has(key)) {
      out.duplicates++;
      continue;
    }
    seen.add(key);
    if (!read.ok) out.refused.push({ text: candidate, reason: read.reason === 'scheme' ? 'scheme' : 'invalid' });
    else if (out.urls.length >= max) out.overLimit++;
    else {
      out.urls.push(read.url);
      if (read.completed) out.completed.push({ text: candidate, url: read.url });
      if (read.credentials) out.withoutCredentials.push({ text: candidate, url: read.url });
      if (read.secret !== undefined) out.secrets.push({ url: read.url, parameter: read.secret });
    }
  }
  return out;
}
