import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError, type ValidationError } from '../../lib/api/errors';
import { linkPixelIds, type Link, type StatsPage } from '../../lib/api/schemas';
import { statsName } from '../../lib/api/stats-names';
import { clearPixelsAndRules, fullLink, type FullLink } from './lib/full-link';
import { note, suite, type Suite } from './lib/suite';
import { ymd } from './lib/tz';

// A link's whole life through the API client in the instance's version: created with every store
// field, each field read back through the normalized record, its statistics, an alias already
// taken, an update that removes every pixel and rule, and its deletion.
let s: Suite;
let full: FullLink;
let link: Link;

beforeAll(async () => {
  s = await suite();
  const pixelIds: number[] = [];
  for (const [what, type] of [
    ['px-l1', 'google-analytics'],
    ['px-l2', 'x'],
  ] as const) {
    const pixel = await s.makePixel(what, type, `G-${what.replace('-', '')}`);
    if (pixel) pixelIds.push(pixel.id);
  }
  // An existing space, only read: a link of this run may go in it (the space is not changed).
  const spaces = s.allows('spaces') ? await s.client.spaces.list({ per_page: 10, sort_by: 'id', sort: 'asc' }) : null;
  full = fullLink({
    version: s.info.version,
    allows: s.allows,
    alias: s.names.alias('api-full'),
    url: s.names.url('api-full'),
    expiredUrl: s.names.url('api-expired'),
    domainId: s.domainId,
    spaceId: spaces?.items[0]?.id,
    pixelIds,
    timeZone: s.account.timezone ?? null,
  });
  for (const why of full.skipped) note(`Not checked on this account: ${why}`);
});
afterAll(async () => {
  await s?.tracker.cleanUp(s.client);
});

describe('a link with every store field of the version', () => {
  it('is created, and its echo names it', async () => {
    const echo = await s.client.links.create(full.input);
    link = s.tracker.link(echo);
    expect(echo.alias).toBe(s.names.alias('api-full'));
    expect(echo.url).toBe(full.input.url);
  });

  it('reads back each field through the normalized record', async () => {
    const read = await s.client.links.get(link.id);
    for (const check of full.checks) expect(check.actual(read), check.what).toEqual(check.expected);
    console.log(`[linklet real] API link read back: ${full.checks.map((c) => c.what).join(', ')}`);
    // The same link in the list, found by this run's marker.
    const listed = await s.client.links.list({ search: s.names.marker, search_by: 'url', per_page: 25 });
    expect(listed.items.map((l) => l.id)).toContain(link.id);
  });

  it('has statistics under the version’s name for clicks', async () => {
    const name = statsName('clicks', s.info.version)!;
    const today = Date.now();
    let stats: StatsPage;
    try {
      stats = await s.client.stats.get(link.id, { name, from: ymd(today - 7 * 86_400_000), to: ymd(today) });
    } catch (error) {
      if (isApiError(error) && !s.allows('link_stats')) return note(`Statistics refused (${error.name}): the plan lacks link_stats`);
      throw error;
    }
    // A new link has no clicks; v44 pages its rows, v49 answers clicks unpaged.
    expect(stats.rows.every((row) => Number.isInteger(row.count))).toBe(true);
    expect(stats.meta === undefined).toBe(s.info.version === 49);
  });

  it('refuses an alias already taken on the domain, at the alias field', async () => {
    const again = await s.client.links.create({ url: s.names.url('api-taken'), domain_id: s.domainId, alias: s.names.alias('api-full') }).then(
      (made) => s.tracker.link(made),
      (error: unknown) => error,
    );
    expect(isApiError(again, 'ValidationError'), String(again)).toBe(true);
    expect(Object.keys((again as ValidationError).fields)).toContain('alias');
  });

  it('loses every pixel and every targeting rule in one update, as read back', async () => {
    const updated = await s.client.links.update(link.id, clearPixelsAndRules(s.info.version));
    expect(updated.id).toBe(link.id);
    const read = await s.client.links.get(link.id);
    expect(linkPixelIds(read)).toEqual([]);
    expect(read.targeting?.kind ?? null).toBeNull();
    expect(Object.values(read.targeting?.rules ?? {}).flat()).toEqual([]);
    // Nothing else moved.
    expect(read.alias).toBe(link.alias);
    expect(read.url).toBe(full.input.url);
  });

  it('is deleted, and then not found', async () => {
    expect(await s.client.links.delete(link.id)).toMatchObject({ deleted: true });
    s.tracker.forgetLink(link.id);
    const gone = await s.client.links.get(link.id).catch((error: unknown) => error);
    expect(isApiError(gone, 'NotFoundError')).toBe(true);
  });
});
