import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIsDisabled, linkPixelIds, type Link } from '../../lib/api/schemas';
import { createPacer, realClock } from '../../lib/bulk/pace';
import { readAllMatches } from '../../lib/manager/all-matches';
import { runOnLinks } from '../../lib/manager/bulk-actions';
import { linkState } from '../../lib/link-state/status';
import { isRunLink } from './lib/run-id';
import { note, suite, type Suite } from './lib/suite';

// "Select all that match" of the Links manager (issue 48) on the real server, on this run's own
// links only: every match of a search read over more than one page at `per_page=10`, Disable run
// on all of them (each in the version's own fields), each read back off and keeping its address,
// alias and pixels, then Enable on all of them, each working again. The links the search finds are
// checked to be this run's before anything is sent.
const FIXTURES = 12;
const PER_PAGE = 10;
let s: Suite;
const made: Link[] = [];
let pixelId: number | undefined;

beforeAll(async () => {
  s = await suite();
  pixelId = (await s.makePixel('px-bulk', 'bing', '4242'))?.id;
  for (let i = 0; i < FIXTURES; i++) {
    const pixels = pixelId && i % 2 === 0 ? { pixel_ids: [pixelId] } : {};
    made.push(
      s.tracker.link(await s.client.links.create({ url: s.names.url(`bulk-${i}`), domain_id: s.domainId, alias: s.names.alias(`bulk-${i}`), ...pixels })),
    );
  }
});
afterAll(async () => {
  await s?.tracker.cleanUp(s.client);
});

/** Every link of this file's search, read at `per_page=10` as the manager's "all that match" reads them. */
async function allMatches(): Promise<Link[]> {
  const pages: number[] = [];
  const links = await readAllMatches(
    { search: `${s.names.marker}/bulk-`, search_by: 'url', sort_by: 'id', sort: 'asc' },
    {
      list: (query) => {
        pages.push(query.page ?? 1);
        return s.client.links.list(query);
      },
      pacer: createPacer(realClock),
      perPage: PER_PAGE,
    },
  );
  expect(pages.length, 'pages read').toBeGreaterThan(1);
  return links;
}

const run = (links: Link[], kind: 'disable' | 'enable') =>
  runOnLinks(
    links,
    { kind },
    {
      client: s.client,
      index: { saved: () => undefined, forget: () => undefined },
      pacer: createPacer(realClock),
      timeZone: s.account.timezone ?? null,
      now: Date.now(),
    },
  );

describe('a bulk change over all that match', () => {
  it('reads every match over more than one page, only this run’s links', async () => {
    const links = await allMatches();
    expect(links.map((l) => l.id).sort((a, b) => a - b)).toEqual(made.map((l) => l.id).sort((a, b) => a - b));
    for (const link of links) expect(isRunLink(link, s.names.runId), `${link.alias} is not this run's`).toBe(true);
  });

  it('Disable on all of them turns each off in the version’s fields, keeping its address, alias and pixels', async () => {
    const links = await allMatches();
    const outcomes = await run(links, 'disable');
    expect(outcomes.map((o) => o.status)).toEqual(links.map(() => 'changed'));
    const after = await allMatches();
    for (const link of after) {
      const before = made.find((m) => m.id === link.id)!;
      if (s.info.version === 44) expect(linkIsDisabled(link), `${link.alias} disabled`).toBe(true);
      else expect(linkState(link, Date.now() + 60_000), `${link.alias} off`).toBe('expired');
      expect([link.url, link.alias, linkPixelIds(link).sort()]).toEqual([before.url, before.alias, linkPixelIds(before).sort()]);
    }
    if (!pixelId) note('Pixels kept not checked: the plan has no pixels to spare');
    console.log(`[linklet real] bulk Disable over ${after.length} matches at per_page=${PER_PAGE}: each off, address, alias and pixels kept`);
  });

  it('Enable on all of them makes each work again', async () => {
    const links = await allMatches();
    const outcomes = await run(links, 'enable');
    expect(outcomes.every((o) => o.status === 'changed')).toBe(true);
    for (const link of await allMatches()) expect(linkState(link), `${link.alias} works`).toBe('active');
  });
});
