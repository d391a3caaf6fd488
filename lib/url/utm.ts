/**
 * Adding UTM parameters (and free key/value pairs) to a URL before it is shortened. The URL is
 * changed as text, not rebuilt by URL/URLSearchParams: those would re-encode the whole existing
 * query (`%20` → `+`, `~` → `%7E`), and the link must point where it pointed, plus the new pairs.
 *
 * Rules: the existing query is kept in its order and encoding; an existing parameter of a name
 * being added is removed (for `utm_*` names whatever its case, since `utm_Source` and
 * `utm_source` next to each other would split a campaign's statistics; free keys match exactly);
 * the new pairs follow it, values encoded as a form would (`%20` for a space); empty values are
 * not added; the fragment stays at the end.
 */

/** UTM parameters (and free pairs) to add; '' or absent: not added. Stored with a preset (lib/settings/schema.ts). */
export interface Utm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
  /** Free `key=value` pairs added the same way. */
  extra?: Array<{ key: string; value: string }>;
}

export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

export type UtmResult = { ok: true; url: string } | { ok: false; reason: 'invalid-url' | 'not-http' };

/** A free key's shape: letters, digits and `-._~` (what needs no encoding in a query name). */
const KEY_PATTERN = /^[A-Za-z0-9._~-]+$/;

/** Why a free key cannot be used: empty, or with characters a parameter name should not have. */
export function utmKeyProblem(key: string): 'empty' | 'bad' | null {
  if (key.trim() === '') return 'empty';
  return KEY_PATTERN.test(key) ? null : 'bad';
}

/** The pairs `utm` adds, in order: the five UTM fields, then the free pairs; empty ones left out. */
export function utmPairs(utm: Utm): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const field of UTM_FIELDS) {
    const value = utm[field]?.trim();
    if (value) pairs.push([`utm_${field}`, value]);
  }
  for (const { key, value } of utm.extra ?? []) {
    if (!utmKeyProblem(key) && value.trim()) pairs.push([key, value.trim()]);
  }
  return pairs;
}

/** Whether `utm` adds anything at all. */
export function hasUtm(utm: Utm | undefined): boolean {
  return !!utm && utmPairs(utm).length > 0;
}

/** `url` with the parameters of `utm` added; an address that is not an http(s) URL is refused. */
export function applyUtm(url: string, utm: Utm): UtmResult {
  const text = url.trim();
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return { ok: false, reason: 'invalid-url' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { ok: false, reason: 'not-http' };
  const pairs = utmPairs(utm);
  if (!pairs.length) return { ok: true, url: text };
  return {
    ok: true,
    url: rebuild(
      text,
      pairs.map(([key]) => key),
      pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`),
    ),
  };
}

/** `url` tagged with `utm`, or as it is (no `utm`, or not an http(s) URL: nothing to tag). */
export function withUtm(url: string, utm: Utm | undefined): string {
  const tagged = utm ? applyUtm(url, utm) : null;
  return tagged?.ok ? tagged.url : url;
}

/**
 * `url` without the parameters `utm` would add (whatever their values): what choosing another
 * preset, or none, starts from. Anything else in the URL stays as written.
 */
export function removeUtm(url: string, utm: Utm | undefined): string {
  const names = utm ? utmPairs(utm).map(([key]) => key) : [];
  return names.length && url.includes('?') ? rebuild(url.trim(), names, []) : url;
}

/** The UTM fields `url` carries (the five only: free pairs cannot be told from the page's own query). */
export function utmOf(url: string): Utm {
  const utm: Utm = {};
  try {
    for (const [name, value] of new URL(url).searchParams) {
      const field = name.toLowerCase().slice(4) as UtmField;
      if (name.toLowerCase().startsWith('utm_') && UTM_FIELDS.includes(field)) utm[field] = value;
    }
  } catch {
    // Not a URL: no parameters.
  }
  return utm;
}

/** `text` with the query parameters named `names` removed and `added` (encoded `k=v`) appended. */
function rebuild(text: string, names: string[], added: string[]): string {
  const hashAt = text.indexOf('#');
  const fragment = hashAt < 0 ? '' : text.slice(hashAt);
  const beforeHash = hashAt < 0 ? text : text.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const replaced = (name: string) => names.some((key) => (key.startsWith('utm_') ? key.toLowerCase() === name.toLowerCase() : key === name));
  const parts = [...query.split('&').filter((part) => part !== '' && !replaced(nameOf(part))), ...added];
  return `${base}${parts.length ? `?${parts.join('&')}` : ''}${fragment}`;
}

/** The decoded name of one `name=value` part of a query (`+` is a space there). */
function nameOf(part: string): string {
  const raw = part.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
