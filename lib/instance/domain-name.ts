/**
 * What a domain is called wherever Linklet shows one — the Settings view's defaults, the popup's
 * Domain field, the Links view's filters and editor, the bulk form: the server's name for it when
 * a record gives one, otherwise the host name (no scheme, no port) of a URL on it, the way phpShort
 * names domains. A domain was "127.0.0.1" in the settings and "127.0.0.1:8050" in the popup
 * (issue 30): the popup named the account's default by the instance's host, port included, and
 * kept that over the server's name.
 */

export interface NamedDomain {
  id: number;
  /** The server's name; absent when only the id is known. */
  name?: string | null;
}

/** The host name of `url` as a domain's name (`http://127.0.0.1:8050/x` → `127.0.0.1`), or undefined. */
export function domainNameOf(url: string): string | undefined {
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The domains to choose from: the account's default first (so a new user's default is
 * preselected: the pages take the first), then the account's own, then those seen on its links,
 * each once, named by the first record that names it. phpShort lists only the account's own
 * domains: the default (a global domain) is named by a record when one names it, and otherwise by
 * the instance's host name, which is what the default domain is called.
 */
export function domainChoices(
  own: readonly NamedDomain[],
  seen: readonly NamedDomain[],
  defaultId: number | null | undefined,
  instanceUrl?: string,
): Array<{ id: number; name?: string }> {
  const out: Array<{ id: number; name?: string }> = [];
  const add = ({ id, name }: NamedDomain) => {
    const i = out.findIndex((c) => c.id === id);
    if (i < 0) out.push(name ? { id, name } : { id });
    else if (!out[i]!.name && name) out[i] = { id, name };
  };
  if (defaultId) {
    const name = [...own, ...seen].find((c) => c.id === defaultId && c.name)?.name ?? (instanceUrl ? domainNameOf(instanceUrl) : undefined);
    add({ id: defaultId, name });
  }
  own.forEach(add);
  seen.forEach(add);
  return out;
}
