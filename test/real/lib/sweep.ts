/**
 * Cleaning up after a run, on a live account: only records that carry this run's marker
 * (run-id.ts) are ever deleted. `Tracker` remembers what the suite created, refusing to remember
 * anything that is not visibly this run's; `sweep` finds by the server's search what may have
 * escaped it (a browser journey that failed halfway, a crash) and deletes only what passes the
 * same check, since the server's search is a substring match over everything the account has.
 */
import { isRunLink, isRunPixel, runNames } from './run-id';

interface Listed<T> {
  items: T[];
  meta: { current_page: number; last_page?: number | null };
}

export interface LinkRecord {
  id: number;
  alias?: string | null;
  url?: string | null;
}

export interface PixelRecord {
  id: number;
  name?: string | null;
}

/** The part of the API client cleaning up uses (the real client, or a fake in safety.test.ts). */
export interface SweepClient {
  links: {
    list(query: { search: string; search_by: 'url' | 'alias'; per_page: 100; page: number }): Promise<Listed<LinkRecord>>;
    delete(id: number): Promise<unknown>;
  };
  pixels: {
    list(query: { search: string; search_by: 'name'; per_page: 100; page: number }): Promise<Listed<PixelRecord>>;
    delete(id: number): Promise<unknown>;
  };
}

/** Enough for any run (it makes a few dozen records at most). */
const MAX_PAGES = 5;

const isNotFound = (error: unknown) => error instanceof Error && error.name === 'NotFoundError';

async function deleteAll(ids: Iterable<number>, remove: (id: number) => Promise<unknown>): Promise<number[]> {
  const deleted: number[] = [];
  for (const id of ids) {
    try {
      await remove(id);
      deleted.push(id);
    } catch (error) {
      // Deleted already (by its journey, or by an earlier cleanup): nothing left to do.
      if (!isNotFound(error)) throw error;
    }
  }
  return deleted;
}

/** What the suite created, by id; deleted by `cleanUp` in each file's afterAll. */
export class Tracker {
  readonly links = new Set<number>();
  readonly pixels = new Set<number>();
  constructor(readonly runId: string) {}

  link<T extends LinkRecord>(link: T): T {
    if (!isRunLink(link, this.runId)) throw new Error(`Refusing to track link ${link.id} (${link.alias}, ${link.url}): it does not carry this run's marker`);
    this.links.add(link.id);
    return link;
  }

  pixel<T extends PixelRecord>(pixel: T): T {
    if (!isRunPixel(pixel, this.runId)) throw new Error(`Refusing to track pixel ${pixel.id} (${pixel.name}): it does not carry this run's marker`);
    this.pixels.add(pixel.id);
    return pixel;
  }

  /** A record the suite deleted itself (in a journey): nothing to clean up for it. */
  forgetLink(id: number): void {
    this.links.delete(id);
  }

  forgetPixel(id: number): void {
    this.pixels.delete(id);
  }

  async cleanUp(client: Pick<SweepClient, 'links' | 'pixels'>): Promise<{ links: number[]; pixels: number[] }> {
    const links = await deleteAll([...this.links], (id) => client.links.delete(id));
    const pixels = await deleteAll([...this.pixels], (id) => client.pixels.delete(id));
    this.links.clear();
    this.pixels.clear();
    return { links, pixels };
  }
}

async function collect<T extends { id: number }>(load: (page: number) => Promise<Listed<T>>, keep: (item: T) => boolean, into: Map<number, T>): Promise<void> {
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await load(page);
    for (const item of answer.items) if (keep(item)) into.set(item.id, item);
    const last = answer.meta.last_page;
    if (answer.items.length < 100 || (typeof last === 'number' && page >= last)) break;
  }
}

/** Links and pixels of run `runId` the server still has (by search, then each checked). */
export async function findRunRecords(client: SweepClient, runId: string): Promise<{ links: LinkRecord[]; pixels: PixelRecord[] }> {
  const { marker, prefix } = runNames(runId);
  const links = new Map<number, LinkRecord>();
  for (const search_by of ['url', 'alias'] as const) {
    await collect(
      (page) => client.links.list({ search: marker, search_by, per_page: 100, page }),
      (l) => isRunLink(l, runId),
      links,
    );
  }
  const pixels = new Map<number, PixelRecord>();
  await collect(
    (page) => client.pixels.list({ search: prefix, search_by: 'name', per_page: 100, page }),
    (p) => isRunPixel(p, runId),
    pixels,
  );
  return { links: [...links.values()], pixels: [...pixels.values()] };
}

/** Deletes every link and pixel of run `runId` the server still has; links first (they use the pixels). */
export async function sweep(client: SweepClient, runId: string): Promise<{ links: number[]; pixels: number[] }> {
  const found = await findRunRecords(client, runId);
  const links = await deleteAll(
    found.links.map((l) => l.id),
    (id) => client.links.delete(id),
  );
  const pixels = await deleteAll(
    found.pixels.map((p) => p.id),
    (id) => client.pixels.delete(id),
  );
  return { links, pixels };
}
