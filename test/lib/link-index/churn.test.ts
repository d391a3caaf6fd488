/**
 * A full refresh while the server's list changes under it (another device makes and deletes
 * links between its pages): it ends with exactly the server's links, and no link that existed
 * through the whole refresh is ever missing from the index, not even between its passes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type ApiClient } from '../../../lib/api';
import type { LinkListQuery } from '../../../lib/api/schemas';
import { recentFromIndex, refreshLinks } from '../../../lib/link-index';
import { scopeOf } from './fixtures';
import { startServer, type RefServer } from '../../server';
import { isMine } from '../../server/types';

let server: RefServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startServer({ seed: { links: 1000 } });
  client = createClient({ version: 44, baseUrl: server.url, apiKey: server.apiKey, retries: 0 });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const serverIds = () =>
  server.db.links
    .filter(isMine)
    .map((l) => l.id)
    .sort((a, b) => a - b);
const indexIds = async () => (await recentFromIndex(scopeOf(server.origin), 5000)).map((l) => l.id).sort((a, b) => a - b);

/**
 * A lister that, before answering each page of the first pass after the first, deletes
 * `deletes` of the links the refresh has already read (which moves every later page up) and
 * makes `creates` new ones (which moves them down).
 */
function churning(deletes: number, creates: number) {
  let passes = 0;
  const read = new Set<number>();
  const deleted: number[] = [];
  const lister = {
    links: {
      list: async (query: LinkListQuery) => {
        if (query.page === 1) passes++;
        if (passes === 1 && (query.page ?? 1) > 1) {
          for (const id of [...read].slice(0, deletes)) {
            await client.links.delete(id);
            read.delete(id);
            deleted.push(id);
          }
          for (let i = 0; i < creates; i++) await client.links.create({ url: `https://example.com/new/${query.page}/${i}`, domain_id: 1 });
        }
        const page = await client.links.list(query);
        for (const link of page.items) read.add(link.id);
        return page;
      },
    },
  };
  return { lister, deleted, passes: () => passes };
}

describe('a full refresh while links are made and deleted on the server', () => {
  it.each([
    ['deleted above where it reads', 3, 0],
    ['made (the pages move down)', 0, 4],
    ['made and deleted', 5, 2],
    ['deleted more than a page’s worth at once', 120, 0],
  ])('%s: ends with exactly the server’s links', async (_, deletes, creates) => {
    const survivors = serverIds();
    const { lister, deleted } = churning(deletes, creates);
    const seenBetweenPasses: number[][] = [];
    await refreshLinks(lister, scopeOf(server.origin), {
      full: true,
      onFirstPage: async () => void seenBetweenPasses.push(await indexIds()),
    });
    expect(await indexIds()).toEqual(serverIds());
    // The last pass (the one that found the index and the count agreeing) began with every link
    // that never left the server already indexed: none was skipped when the pages moved up, nor
    // dropped as if deleted. (A first page is also read again when the pages moved up early.)
    expect(seenBetweenPasses.length).toBeGreaterThan(1);
    const kept = survivors.filter((id) => !deleted.includes(id));
    const atLastPass = seenBetweenPasses.at(-1)!;
    expect(kept.filter((id) => !atLastPass.includes(id))).toEqual([]);
  });

  it('a record the client cannot read is on the server but never indexed: not a change, so one pass', async () => {
    let reads = 0;
    const lister = {
      links: {
        list: async (query: LinkListQuery) => {
          reads++;
          const page = await client.links.list(query);
          // The first page's newest record is unreadable (a `javascript:` short URL, say).
          return query.page === 1 ? { ...page, items: page.items.slice(1), skipped: [{ index: 0, reason: 'not a link' }] } : page;
        },
      },
    };
    await refreshLinks(lister, scopeOf(server.origin), { full: true });
    expect(reads).toBe(10);
    expect(await indexIds()).toEqual(serverIds().slice(0, -1));
  });

  it('without changes, one pass: the index holds what the server counts', async () => {
    const { lister, passes } = churning(0, 0);
    await refreshLinks(lister, scopeOf(server.origin), { full: true });
    expect(passes()).toBe(1);
    expect(await indexIds()).toEqual(serverIds());
  });
});
