import { vi } from 'vitest';
import type { Link, LinkListQuery, Page } from '../../../lib/api/schemas';
import { compactLink } from '../../../lib/link-index/compact';
import { applyEdit } from '../../../lib/link-index/mutations';
import { serialized, type IndexScope } from '../../../lib/link-index/store';
import { link } from '../../fakes/client';

export const ORIGIN = 'https://sho.rt';

/** The index of profile `profileId` (the first profile's by default) for `origin`. */
export const scopeOf = (origin: string, profileId = 'default'): IndexScope => ({ profileId, origin });
export const SCOPE = scopeOf(ORIGIN);

/** The shared link (test/fakes/client.ts) as the index's tests expect it: dated, never clicked. */
export function makeLink(id: number, fields: Partial<Link> = {}): Link {
  return link(id, {
    url: `https://example.com/page/${id}`,
    clicks: 0,
    privacy: 0,
    created_at: '2024-05-01T10:00:00.000000Z',
    updated_at: '2024-05-01T10:00:00.000000Z',
    ...fields,
  });
}

/** Links with ids 1..n, as the server holds them. */
export function makeLinks(n: number): Link[] {
  return Array.from({ length: n }, (_, i) => makeLink(i + 1));
}

/**
 * A list call over `db` (read at each call, so tests can change it between calls), sorted by
 * id descending, paged like Laravel. `list.mock.calls` shows every query.
 */
export function fakeLister(db: { links: Link[] }) {
  const list = vi.fn(async (query: LinkListQuery): Promise<Page<Link>> => {
    const perPage = query.per_page ?? 10;
    const page = query.page ?? 1;
    const sorted = [...db.links].sort((a, b) => b.id - a.id);
    const items = sorted.slice((page - 1) * perPage, page * perPage);
    const lastPage = Math.max(1, Math.ceil(sorted.length / perPage));
    // A server reports its rate limit (phpShort always does); this one is never reached.
    const rate = { limit: 1_000_000, remaining: 999_999 };
    return { items, meta: { current_page: page, last_page: lastPage, per_page: perPage, total: sorted.length }, skipped: [], rate };
  });
  return { links: { list } };
}

/** An index of exactly `links`, as a full refresh finished at `now` leaves it (an origin alone: the first profile's). */
export function commitFull(scope: string | IndexScope, links: readonly Link[], _startedAt = 0, now = Date.now()): Promise<unknown> {
  return serialized(() =>
    applyEdit(
      typeof scope === 'string' ? scopeOf(scope) : scope,
      { upsert: links.map(compactLink), range: [0, Number.MAX_SAFE_INTEGER], head: { refreshedAt: now, fullAt: now } },
      now,
    ),
  );
}
