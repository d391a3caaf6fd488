import { describe, expect, it } from 'vitest';
import { startServer } from './index';
import { linkStatus } from './link-view';
import { COUNTRIES, isDate, isHttpUrl, isTime, PIXEL_TYPES, PLATFORMS } from './rules';
import { createDb } from './seed';
import { call } from './test-helpers';

const NOW = Date.parse('2026-03-01T00:00:00Z');

describe('seed data', () => {
  it('is the same for the same options and differs for another seed', () => {
    expect(createDb({ seed: 7, now: NOW })).toEqual(createDb({ seed: 7, now: NOW }));
    expect(createDb({ seed: 8, now: NOW }).links).not.toEqual(createDb({ seed: 7, now: NOW }).links);
  });

  it('has 3 domains, 3 spaces, 8 pixels of several types and 30 links by default', () => {
    const db = createDb({ now: NOW });
    expect(db.domains.map((d) => d.name)).toEqual(['sho.rt', 'go.example.com', 'l.acme.test']);
    expect(db.spaces).toHaveLength(3);
    expect(db.pixels).toHaveLength(8);
    expect(new Set(db.pixels.map((p) => p.type)).size).toBeGreaterThanOrEqual(6);
    expect(db.links).toHaveLength(30);
    expect(db.nextId).toEqual({ links: 31, pixels: 9 });
  });

  it('keeps only domains and spaces with seed false', () => {
    const db = createDb(false);
    expect([db.links.length, db.pixels.length, db.domains.length, db.spaces.length]).toEqual([0, 0, 3, 3]);
  });

  it('has every state and feature even in the default 30 links', () => {
    const links = createDb({ now: Date.now() }).links;
    const statuses = links.map((l) => linkStatus(l));
    expect(statuses.filter((s) => s === 1).length).toBeGreaterThan(10);
    expect(statuses).toContain(3);
    expect(links.some((l) => l.disabled === 0 && l.expiration_date && linkStatus(l) === 2)).toBe(true);
    expect(links.some((l) => l.expiration_clicks !== null && linkStatus(l) === 2 && !l.expiration_date)).toBe(true);
    expect(links.some((l) => l.expiration_date && linkStatus(l) === 1)).toBe(true);
    expect(links.some((l) => l.country.length || l.platform.length || l.rotation.length)).toBe(true);
    expect(links.some((l) => l.space_id !== null)).toBe(true);
    expect(links.some((l) => l.pixel_ids.length)).toBe(true);
    expect(new Set(links.map((l) => l.domain_id)).size).toBe(3);
  });

  it('is valid by the server’s own rules', () => {
    const db = createDb({ links: 2000, pixels: 20, now: NOW });
    const aliases = new Set<string>();
    for (const l of db.links) {
      expect(isHttpUrl(l.url), l.url).toBe(true);
      expect(l.alias).toMatch(/^[A-Za-z0-9_-]+$/);
      const key = `${l.domain_id}/${l.alias.toLowerCase()}`;
      expect(aliases.has(key), key).toBe(false);
      aliases.add(key);
      if (l.expiration_date) expect(isDate(l.expiration_date)).toBe(true);
      if (l.expiration_time) expect(isTime(l.expiration_time)).toBe(true);
      for (const r of l.country) expect(COUNTRIES.has(r.key) && isHttpUrl(r.value)).toBe(true);
      for (const r of l.platform) expect(PLATFORMS.includes(r.key) && isHttpUrl(r.value)).toBe(true);
      for (const id of l.pixel_ids) expect(db.pixels.some((p) => p.id === id)).toBe(true);
    }
    for (const p of db.pixels) expect(PIXEL_TYPES).toContain(p.type);
    expect(new Set(db.pixels.map((p) => p.name)).size).toBe(20);
  });

  it('spreads creation over the last year in id order', () => {
    const links = createDb({ links: 500, now: NOW }).links;
    const times = links.map((l) => Date.parse(l.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(NOW - 366 * 86_400_000);
    expect(times.at(-1)).toBeLessThanOrEqual(NOW);
    expect(times.at(-1)! - times[0]!).toBeGreaterThan(300 * 86_400_000);
    expect(links.every((l) => l.updated_at >= l.created_at)).toBe(true);
  });

  it('seeds and serves 10,000 links quickly', async () => {
    const start = Date.now();
    const server = await startServer({ seed: { links: 10_000 } });
    try {
      expect(server.db.links).toHaveLength(10_000);
      const res = await call(server, 'GET', '/api/v1/links?per_page=100&page=100&sort_by=title&sort=asc&status=1');
      expect(res.status).toBe(200);
      expect(res.json.meta.total).toBeGreaterThan(5_000);
      const last = await call(server, 'GET', '/api/v1/links?per_page=100&page=100');
      expect(last.json.data.at(-1).id).toBe(1);
      expect(Date.now() - start).toBeLessThan(3_000);
    } finally {
      await server.close();
    }
  });
});
