/**
 * The URLs of a pasted text, for a batch: one a line or anywhere in prose, as a linkifier finds
 * them. What cannot be shortened (another scheme, an address that does not parse) is listed with
 * its reason rather than dropped silently; a URL pasted twice is shortened once.
 */

/** The most URLs one batch takes: at the server's 60 requests a minute, about ten minutes of work. */
export const MAX_BATCH = 200;

export interface Refused {
  text: string;
  /** `scheme`: not http(s) (ftp:, file:, javascript:, an extension's page…); `invalid`: no parsable address. */
  reason: 'scheme' | 'invalid';
}

/**
 * The popup's rule (lib/shortenable.ts: http(s) with a host), restated for text rather than a
 * tab: importing that module here would split it out of the popup's start-up bundle into a
 * chunk of its own, which the popup's size budget has no room for.
 */
function refusal(text: string): Refused['reason'] | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  return url.hostname ? null : 'invalid';
}

export interface Extracted {
  /** In the order they first appear, each once. */
  urls: string[];
  refused: Refused[];
  /** Copies of a URL already found, left out. */
  duplicates: number;
  /** URLs past `max`, left out. */
  overLimit: number;
}

/**
 * Anything with `scheme://`, and the schemes people paste without slashes. Quotes, angle brackets
 * and whitespace end a URL (they do in text, in HTML and in Markdown's `<…>`).
 */
const CANDIDATE = /\b(?:[a-z][a-z0-9+.-]*:\/\/|(?:javascript|data|mailto|about|blob|tel):)[^\s<>"'`]+/gi;

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

export function extractUrls(text: string, max = MAX_BATCH): Extracted {
  const out: Extracted = { urls: [], refused: [], duplicates: 0, overLimit: 0 };
  const seen = new Set<string>();
  for (const match of text.matchAll(CANDIDATE)) {
    const candidate = trimUrl(match[0]);
    if (seen.has(candidate)) {
      out.duplicates++;
      continue;
    }
    seen.add(candidate);
    const reason = refusal(candidate);
    if (reason) out.refused.push({ text: candidate, reason });
    else if (out.urls.length >= max) out.overLimit++;
    else out.urls.push(candidate);
  }
  return out;
}
