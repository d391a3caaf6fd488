/**
 * A row's mark for its destination: the host's first letter on one of a few tints, both made from
 * the host alone. No favicon is fetched or asked of the browser: Chrome's `_favicon` URL needs the
 * "favicon" permission and Firefox has none, and a letter tells hosts apart without either.
 */

/** How many tints the stylesheet draws (manager.css, `.manager-mark-0` … `-3`). */
export const MARK_TINTS = 4;

export interface Monogram {
  /** The host without "www.", as the URL parser reads it; empty when the address has none. */
  host: string;
  /** One upper-case letter or digit, or "?" when the host starts with neither. */
  letter: string;
  /** 0 … MARK_TINTS - 1, the same for the same host. */
  tint: number;
}

export function monogramOf(address: string): Monogram {
  let host = '';
  try {
    host = new URL(address).hostname.replace(/^www\./, '');
  } catch {
    // Not an address the parser reads: the neutral mark.
  }
  const first = [...host][0] ?? '';
  const letter = /^[\p{L}\p{N}]$/u.test(first) ? first.toLocaleUpperCase() : '?';
  let hash = 0;
  for (const char of host) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return { host, letter, tint: hash % MARK_TINTS };
}
