/**
 * An index kept by an earlier version in storage.local (a base of links and the changes since)
 * is moved into the current layout, once, without losing a link or its refresh times; then the
 * old items are removed, freeing storage.local.
 */
import type { Link } from '../api/schemas';
import { getItems, removeItems } from '../storage/kv';
import { defineItem } from '../storage/item';
import { applyEdit } from './mutations';
import { readHead, serialized, type IndexHead, type IndexScope } from './store';

/** Where earlier versions kept the index itself; read once to move it over. */
const LEGACY_INDEX_ITEM = defineItem<Record<string, any>>('local:linkIndex');
const LEGACY_INDEX_CHANGES_ITEM = defineItem<Record<string, any>>('local:linkIndexChanges');

interface LegacyChange {
  id: number;
  link: Link | null;
}

/** Looked at once per worker: after that, a missing head means no index. */
let checked = false;

/** The one index of those versions becomes the first profile's (the one their settings moved into). */
export function migrate(scope: IndexScope): Promise<IndexHead | null> {
  const { origin } = scope;
  if (checked || scope.profileId !== 'default') return Promise.resolve(null);
  return serialized(async () => {
    if (checked) return readHead(scope, true);
    const [base, changes] = await getItems([LEGACY_INDEX_ITEM, LEGACY_INDEX_CHANGES_ITEM]);
    let head: IndexHead | null = null;
    if (base?.v === 1 && base.origin === origin && Array.isArray(base.links)) {
      // The last change of an id wins; a deletion removes the link.
      const latest = new Map<number, Link | null>((base.links as Link[]).map((link) => [link.id, link]));
      if (changes?.origin === origin && Array.isArray(changes.changes)) for (const c of changes.changes as LegacyChange[]) latest.set(c.id, c.link);
      const links = [...latest.values()].filter((link): link is Link => !!link);
      const times = changes?.origin === origin ? changes : {};
      head = await applyEdit(scope, { upsert: links, head: { refreshedAt: Number(times.refreshedAt) || 0, fullAt: Number(times.fullAt) || 0 } });
    }
    if (base || changes) await removeItems([LEGACY_INDEX_ITEM, LEGACY_INDEX_CHANGES_ITEM]);
    checked = true;
    return head;
  });
}
