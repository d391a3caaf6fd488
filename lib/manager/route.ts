/**
 * The options page's location: `options.html#<view>?<query>`, e.g.
 * `#links?search=promo&search_by=alias&status=2&page=3`. The hash (not the path) carries it, so
 * a reload or a bookmark of an extension page returns to the same view with the same list.
 */

export interface Route {
  /** The view's name, '' when the hash names none. */
  view: string;
  params: URLSearchParams;
}

/** `decodeURIComponent`, or the text as it is when it is not valid percent-encoding (`%E0%A4%A`). */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function parseRoute(hash: string): Route {
  const text = hash.replace(/^#/, '');
  const mark = text.indexOf('?');
  // Any address can be typed or linked to: a malformed one opens the first view, not a blank page.
  const view = safeDecode(mark < 0 ? text : text.slice(0, mark)).trim();
  return { view, params: new URLSearchParams(mark < 0 ? '' : text.slice(mark + 1)) };
}

export function formatRoute(view: string, params?: URLSearchParams): string {
  const query = params?.toString() ?? '';
  return `#${encodeURIComponent(view)}${query ? `?${query}` : ''}`;
}

/** The options page's Settings view, where a missing or refused key is fixed. */
export const SETTINGS_HREF = '#settings';
