import { describe, expect, it } from 'vitest';
import { startServer } from './index';
import { landmarks } from './landmarks';
import { isActive, isExpired } from './link-status';
import { COUNTRIES, isUrl, PIXEL_TYPES, PLATFORMS } from './rules';
import { createDb } from './seed';
import { isMine, OTHER_USER_ID, type TargetList } from './types';
import { call } from './test-helpers';

const NOW = Date.parse('2026-03-01T00:00:00Z');
const rules = (list: TargetList | null | undefined) => (list ? Object.values(list) : []);

describe('seed data', () => {
  it('is the same for the same options and differs for another seed', () => {
    expect(createDb({ seed: 7, now: NOW })).toEqual(createDb({ seed: 7, now: NOW }));
    expect(createDb({ seed: 8, now: NOW }).links).not.toEqual(createDb({ seed: 7, now: NOW }).links);
  });

  it('has the global default domain 1, the account’s domains 2 and 3, another account’s and a second global one', () => {
    const db = createDb({ now: NOW });
    expect(db.domains.map((d) => [d.id, d.user_id, d.name])).toEqual([
      [1, 0, 'sho.rt'],
      [2, 1, 'go.example.com'],
      [3, 1, 'l.acme.test'],
      [4, OTHER_USER_ID, 'go.partner.test'],
      [5, 0, 'lnk.global.test'],
    ]);
    expect(db.account.default_domain).toBe(1);
    expect(db.links.some((l) => l.domain_id === 5)).toBe(true); // its name shows only through links
  });

  it('has 30 links and 8 pixels of the account, and one link, pixel and space of another account', () => {
    const db = createDb({ now: NOW });
    expect([db.links.filter(isMine).length, db.pixels.filter(isMine).length, db.spaces.filter(isMine).length]).toEqual([30, 8, 3]);
    expect([db.links.at(-1)?.user_id, db.pixels.at(-1)?.user_id, db.spaces.at(-1)?.user_id]).toEqual([2, 2, 2]);
    expect(db.nextId).toEqual({ links: 32, pixels: 10, domains: 6, spaces: 5 });
    expect(db.spaces.map((s) => s.color)).toEqual([4, 3, 1, 2]);
  });

  it('keeps only domains and spaces with seed false', () => {
    const db = createDb(false);
    expect([db.links.length, db.pixels.length, db.clicks.length, db.domains.length, db.spaces.length]).toEqual([0, 0, 0, 5, 4]);
  });

  it('has every state in the default 30 links, in each version’s terms', () => {
    const db = createDb({ now: Date.now() });
    const now = Date.now();
    expect(Object.keys(landmarks(db)).sort()).toEqual([
      'domain.default',
      'domain.global',
      'domain.other',
      'domain.own',
      'link.disabled',
      'link.expiredClicks',
      'link.expiredDate',
      'link.globalDomain',
      'link.inSpace',
      'link.keyed',
      'link.other',
      'link.password',
      'link.plain',
      'link.plainSibling',
      'link.platformTargeted',
      'link.privateStats',
      'link.sensitive',
      'link.targeted',
      'link.withPixels',
      'link.withStats',
      'pixel.other',
      'pixel.own',
      'pixel.own2',
      'space.other',
      'space.own',
    ]);
    const mine = db.links.filter(isMine);
    expect(mine.filter((l) => isActive(44, l, now)).length).toBeGreaterThan(15);
    expect(mine.some((l) => isExpired(44, l, now) && l.expiration_date)).toBe(true);
    expect(mine.some((l) => isExpired(49, l, now))).toBe(true);
    expect(mine.some((l) => l.active_period_start_at && !isActive(49, l, now))).toBe(true); // inside its period
    expect(landmarks(createDb({ now: Date.now() }, 49))['link.keyed']).toMatchObject({ id: 14, targets: { 0: {}, 2: {} } });
  });

  it('has the documented ids for the default seed', () => {
    const marks = landmarks(createDb({ now: Date.now() }));
    const ids = Object.fromEntries(Object.entries(marks).map(([name, record]) => [name, record.id]));
    expect(ids).toMatchObject({
      'link.inSpace': 1,
      'link.plain': 2,
      'link.disabled': 3,
      'link.withPixels': 4,
      'link.targeted': 7,
      'link.password': 9,
      'link.expiredClicks': 10,
      'link.globalDomain': 12,
      'link.privateStats': 13,
      'link.keyed': 14,
      'link.platformTargeted': 22,
      'link.withStats': 1,
      'link.other': 31,
      'pixel.other': 9,
      'space.other': 4,
      'domain.other': 4,
    });
  });

  it('is valid by the server’s own rules', () => {
    const db = createDb({ links: 2000, pixels: 20, now: NOW });
    const aliases = new Set<string>();
    for (const l of db.links) {
      expect(isUrl(l.url), l.url).toBe(true);
      expect(l.alias).toMatch(/^[A-Za-z0-9_-]+$/);
      const key = `${l.domain_id}/${l.alias.toLowerCase()}`;
      expect(aliases.has(key), key).toBe(false);
      aliases.add(key);
      for (const r of rules(l.country)) expect(COUNTRIES.has(r.key ?? '') && isUrl(r.value)).toBe(true);
      for (const r of rules(l.platform)) expect(PLATFORMS.includes(r.key ?? '') && isUrl(r.value)).toBe(true);
      for (const id of l.pixel_ids) expect(db.pixels.some((p) => p.id === id && p.user_id === l.user_id)).toBe(true);
    }
    for (const p of db.pixels) expect(PIXEL_TYPES).toContain(p.type);
    expect(new Set(db.pixels.map((p) => p.name)).size).toBe(21);
  });

  it('seeds statistics for a few links over the 90 days before now', () => {
    const db = createDb({ now: NOW });
    const linked = new Set(db.clicks.map((c) => c.link_id));
    expect([...linked]).toEqual([1, 2, 3, 4, 5, 31]);
    expect(db.clicks.every((c) => c.at >= NOW - 90 * 86_400_000 && c.at < NOW)).toBe(true);
    expect(db.clicks.length).toBeGreaterThan(200);
  });

  it('spreads creation over the last year in id order', () => {
    const links = createDb({ links: 500, now: NOW }).links.filter(isMine);
    const times = links.map((l) => Date.parse(l.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(NOW - 366 * 86_400_000);
    expect(times.at(-1)).toBeLessThanOrEqual(NOW);
    expect(links.every((l) => l.updated_at >= l.created_at)).toBe(true);
  });

  it('seeds and serves 10,000 links quickly', async () => {
    const start = Date.now();
    const server = await startServer({ seed: { links: 10_000 } });
    try {
      const res = await call(server, 'GET', '/api/v1/links?per_page=100&page=100&sort_by=title&sort=asc&status=1');
      expect(res.status).toBe(200);
      expect(res.json.meta.total).toBeGreaterThan(5_000);
      const last = await call(server, 'GET', '/api/v1/links?per_page=100&page=100');
      expect(last.json.data.at(-1).id).toBe(1);
      expect(Date.now() - start).toBeLessThan(4_000);
    } finally {
      await server.close();
    }
  });
});
