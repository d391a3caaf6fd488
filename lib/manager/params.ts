/**
 * Lenient readers of a view's URL parameters: a hand-edited or outdated bookmark falls back to
 * the default for the one bad value instead of breaking the view.
 */

export function readEnum<T extends string | number>(params: URLSearchParams, name: string, allowed: readonly T[], fallback: T): T {
  const raw = params.get(name);
  if (raw === null) return fallback;
  return allowed.find((value) => String(value) === raw.trim()) ?? fallback;
}

/** A positive integer (an id or a page number), or null. */
export function readPositiveInt(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name)?.trim() ?? '';
  if (!/^\d{1,15}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

export function readText(params: URLSearchParams, name: string): string {
  return params.get(name) ?? '';
}

/**
 * Writes `values` in the given order, leaving out those equal to their default (so the URL of
 * the unfiltered first page is just `#links`).
 */
export function writeParams<S extends object>(state: S, defaults: S, order: ReadonlyArray<keyof S & string>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of order) {
    const value = state[name] as unknown;
    if (value === null || value === undefined || value === '' || value === defaults[name]) continue;
    params.set(name, String(value));
  }
  return params;
}

/** A change of filter, sort or page size starts again at page 1; a change of page alone does not. */
export function withChange<S extends { page: number }>(state: S, patch: Partial<S>): S {
  return { ...state, ...patch, page: patch.page ?? 1 };
}
