import { useCallback, useEffect, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { Link, Pixel } from '../../lib/api/schemas';
import { sendMessage } from '../../lib/messaging';
import type { IdOption } from '../link-fields/IdSelect';

export interface Lists {
  /** null while loading, 'failed' when the server would not list them. */
  pixels: Pixel[] | null | 'failed';
  domains: IdOption[];
  spaces: IdOption[];
  /** Spaces are asked for only when a form shows the Space field. */
  wantSpaces(): void;
}

/** Adds `more` to `list`, keeping the first name known for each id. */
export function mergeOptions(list: IdOption[], more: IdOption[]): IdOption[] {
  const out = [...list];
  for (const option of more) {
    const found = out.find((o) => o.id === option.id);
    if (!found) out.push(option);
    else if (!found.name && option.name) out[out.indexOf(found)] = option;
  }
  return out;
}

/** The domains links carry, for servers without a domain list (`domain: {id, name}` or an id). */
export function domainsOfLinks(links: Link[]): IdOption[] {
  return mergeOptions(
    [],
    links.flatMap((link) => {
      if (typeof link.domain === 'object' && link.domain) return [{ id: link.domain.id, name: link.domain.name }];
      const id = typeof link.domain === 'number' ? link.domain : link.domain_id;
      return typeof id === 'number' ? [{ id }] : [];
    }),
  );
}

const MAX = { per_page: 100 } as const;

/** The records the form offers as choices, each read once, in parallel with the first paint. */
export function useLists(client: Promise<ApiClient>): Lists {
  const [pixels, setPixels] = useState<Lists['pixels']>(null);
  const [domains, setDomains] = useState<IdOption[]>([]);
  const [spaces, setSpaces] = useState<IdOption[]>([]);
  const [spacesWanted, setSpacesWanted] = useState(false);

  useEffect(() => {
    client
      .then((api) => api.pixels.list({ ...MAX, sort_by: 'name', sort: 'asc' }))
      .then(
        (page) => setPixels(page.items),
        () => setPixels('failed'),
      );
    const add = (more: IdOption[]) => setDomains((list) => mergeOptions(list, more));
    // Either source may be missing: the list endpoint is outside the contract, the background may be asleep.
    client.then((api) => api.domains.list(MAX)).then((page) => add(page.items), () => undefined);
    sendMessage('recentLinks', { limit: 100 }).then((links) => add(domainsOfLinks(Array.isArray(links) ? links : [])), () => undefined);
  }, [client]);

  useEffect(() => {
    if (!spacesWanted) return;
    client.then((api) => api.spaces.list(MAX)).then((page) => setSpaces(page.items), () => undefined);
  }, [client, spacesWanted]);

  const wantSpaces = useCallback(() => setSpacesWanted(true), []);
  return { pixels, domains, spaces, wantSpaces };
}
