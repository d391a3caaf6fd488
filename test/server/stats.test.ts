import { describe, expect, it } from 'vitest';
import { landmarks } from './landmarks';
import { STAT_NAMES } from './stats';
import { call, useServer } from './test-helpers';

const v44 = useServer();
const v49 = useServer({ version: 49 });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const RANGE = `from=${day(-89)}&to=${day(0)}`;
const stats = (server: typeof v44, query: string, id?: number) =>
  call(server(), 'GET', `/api/v1/stats/${id ?? landmarks(server().db)['link.withStats']!.id}?${query}`);

describe('statistics', () => {
  it('tell the versions apart without touching anything: /stats/0?name=click is 422 on v44 and 404 on v49', async () => {
    const probe = '0?name=click&from=2000-01-01&to=2000-01-01';
    expect((await call(v44(), 'GET', `/api/v1/stats/${probe}`)).json).toEqual({ message: { name: ['The selected name is invalid.'] }, status: 422 });
    expect((await call(v49(), 'GET', `/api/v1/stats/${probe}`)).json).toEqual({ message: 'Resource not found.', status: 404 });
  });

  it('validate name, from and to before looking at the link', async () => {
    expect((await stats(v44, 'name=country', 999_999)).json.message).toEqual({ from: ['The from field is required.'], to: ['The to field is required.'] });
    expect((await stats(v49, 'name=clicks&from=2026-1-1&to=2026-01-31')).json.message).toEqual({
      name: ['The selected name is invalid.'],
      from: ['The from field must match the format Y-m-d.'],
    });
  });

  it('v44: every name answers a bare paginator with string counts; cities is always empty', async () => {
    for (const name of STAT_NAMES[44]) {
      const res = await stats(v44, `name=${name}&${RANGE}`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.json)).toEqual([
        'current_page',
        'data',
        'first_page_url',
        'from',
        'last_page',
        'last_page_url',
        'links',
        'next_page_url',
        'path',
        'per_page',
        'prev_page_url',
        'to',
        'total',
        'status',
      ]);
      if (name === 'cities') expect(res.json.data).toEqual([]);
      else expect(res.json.data[0]).toEqual({ value: expect.any(String), count: expect.stringMatching(/^\d+$/) });
    }
    const clicks = (await stats(v44, `name=clicks&${RANGE}&sort_by=value&sort=asc&per_page=100`)).json.data as Array<{ value: string }>;
    expect(clicks.map((row) => row.value)).toEqual(clicks.map((row) => row.value).sort());
    expect(clicks[0]!.value).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it('v44: counts any account’s link (no ownership check); an unknown link is a model 404', async () => {
    expect((await stats(v44, `name=country&${RANGE}`, landmarks(v44().db)['link.other']!.id)).json.total).toBeGreaterThan(0);
    expect((await stats(v44, `name=country&${RANGE}`, 999_999)).json).toEqual({ message: 'No query results for model [App\\Models\\Link].' });
  });

  it('v49: numbers for counts, null for unknown values, click unpaginated by day under 90 days', async () => {
    const country = await stats(v49, `name=country&${RANGE}&per_page=100`);
    expect(country.json.data.every((row: { count: unknown }) => typeof row.count === 'number')).toBe(true);
    expect(country.json.data.some((row: { value: unknown }) => row.value === null)).toBe(true);
    const click = await stats(v49, `name=click&${RANGE}&page=2&per_page=10`);
    expect(Object.keys(click.json)).toEqual(['data', 'status']);
    expect(click.json.data.length).toBeGreaterThan(10);
    expect(click.json.data[0].value).toMatch(/^\d{4}-\d\d-\d\d$/);
    const hours = await stats(v49, `name=click&from=${day(-1)}&to=${day(-1)}`);
    for (const row of hours.json.data) expect(row.value).toMatch(/^\d{4}-\d\d-\d\d \d\d$/);
  });

  it('v49: only the account’s links; from after to is clamped to the day of to', async () => {
    expect((await stats(v49, `name=country&${RANGE}`, landmarks(v49().db)['link.other']!.id)).json).toEqual({ message: 'Resource not found.', status: 404 });
    const flipped = await stats(v49, `name=click&from=${day(0)}&to=${day(-89)}`);
    for (const row of flipped.json.data) expect(row.value.startsWith(day(-89))).toBe(true);
  });

  it('v49 reads the days in the account’s time zone; v44 in the server’s', async () => {
    for (const server of [v44, v49]) {
      const { db } = server();
      const link = landmarks(db)['link.withStats']!;
      db.account.timezone = 'Pacific/Kiritimati'; // UTC+14
      // 12:00 UTC on the 10th is already 02:00 on the 11th there.
      db.clicks.push({ ...db.clicks.find((c) => c.link_id === link.id)!, at: Date.parse('2030-01-10T12:00:00Z') });
      const name = db.version === 44 ? 'clicks' : 'click';
      const on = async (date: string) => (await stats(server, `name=${name}&from=${date}&to=${date}`)).json.data;
      if (db.version === 44) {
        expect(await on('2030-01-10')).toEqual([{ value: '2030-01-10', count: '1' }]);
        expect(await on('2030-01-11')).toEqual([]);
      } else {
        expect(await on('2030-01-10')).toEqual([]);
        // A one-day range is counted by hour.
        expect(await on('2030-01-11')).toEqual([{ value: '2030-01-11 02', count: 1 }]);
      }
    }
  });

  it('search the value and carry the query keys in the page URLs', async () => {
    const res = await stats(v44, `name=country&${RANGE}&search=united`);
    expect(res.json.data.map((row: { value: string }) => row.value).sort()).toEqual(['GB:United Kingdom', 'US:United States']);
    expect(res.json.first_page_url).toMatch(/\?name=country&from=[\d-]+&to=[\d-]+&search=united&search_by=value&sort_by=count&sort=desc&per_page=10&page=1$/);
  });
});
