// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatsView } from '../../../components/stats/StatsView';
import type { VersionedClient } from '../../../lib/api';
import { ApiError } from '../../../lib/api/errors';
import type { StatsQuery, StatsRow } from '../../../lib/api/schemas';
import { clearStatsCache } from '../../../lib/stats/load';
import { fakeClient, type FakeClient } from '../../fakes/client';

let client: FakeClient;
// Tuesday 2026-11-24, 12:00 UTC.
const NOW = Date.parse('2026-11-24T12:00:00Z');
const where = { method: 'GET', path: '/api/v1/stats/7' };

/** v49's answers: `click` by count, days without clicks absent; null for unknown values. */
const ROWS: Record<string, StatsRow[]> = {
  click: [
    { value: '2026-11-20', count: 9 },
    { value: '2026-11-24', count: 3 },
    { value: '2026-10-30', count: 4 },
  ],
  country: [
    { value: 'DE:Germany', count: 10 },
    { value: 'US:United States', count: 5 },
    { value: null, count: 1 },
  ],
  referrer: [
    { value: null, count: 12 },
    { value: 'news.example', count: 4 },
  ],
  device: [
    { value: 'desktop', count: 11 },
    { value: 'mobile', count: 5 },
  ],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  client = fakeClient(49);
  client.stats.get.mockImplementation(async (_id: number, query: StatsQuery) => ({ rows: ROWS[query.name] ?? [] }));
});
afterEach(() => {
  cleanup();
  clearStatsCache();
  vi.useRealTimers();
});

const show = (timeZone: string | null = 'UTC') =>
  render(<StatsView client={client as unknown as VersionedClient} linkId={7} timeZone={timeZone} settings="#settings" />);
const asked = () => client.stats.get.mock.calls.map(([id, query]) => ({ id, ...(query as StatsQuery) }));

describe('the statistics view', () => {
  it('draws clicks per day as an SVG with a title and description, a summary in words and a table behind "Show as table"', async () => {
    show();
    const chart = await screen.findByRole('img', { name: /^Clicks per day Bar chart, one bar per day from Oct 26 to Nov 24\./ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.querySelector('title')?.textContent).toBe('Clicks per day');
    expect(chart.querySelectorAll('rect.stats-bar')).toHaveLength(3);
    expect(screen.getByText('16 clicks in the last 30 days; busiest day Nov 20 (9 clicks).')).toBeTruthy();
    const disclosure = screen.getByText('Show as table');
    expect(disclosure.tagName.toLowerCase()).toBe('summary');
    const table = screen.getByRole('table', { name: 'Clicks per day', hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: 'Nov 20', hidden: true }).nextElementSibling?.textContent).toBe('9');
    expect(within(table).getByRole('rowheader', { name: 'Nov 21', hidden: true }).nextElementSibling?.textContent).toBe('0');
  });

  it('reads at a glance: a value axis, a date axis and the busiest day’s count over its bar', async () => {
    show();
    const chart = await screen.findByRole('img', { name: /^Clicks per day/ });
    const texts = (selector: string) => [...chart.querySelectorAll(selector)].map((el) => el.textContent);
    expect(texts('.stats-value-axis .stats-axis-label')).toEqual(['0', '5', '10']);
    expect(texts('.stats-date-axis .stats-axis-label')).toEqual(['Oct 26', 'Nov 2', 'Nov 10', 'Nov 17', 'Nov 24']);
    expect(texts('.stats-busiest-label')).toEqual(['9']);
    const busiest = chart.querySelector('rect.stats-bar-busiest');
    expect(busiest?.querySelector('title')?.textContent).toBe('Nov 20: 9');
    expect(chart.querySelectorAll('line.stats-axis')).toHaveLength(2);
  });

  it('lists top countries by name, referrers with "Direct" for none, and devices, with counts', async () => {
    show();
    const list = async (name: string) =>
      within(await screen.findByRole('region', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(await list('Top countries')).toEqual(['Germany10', 'United States5', 'Unknown1']);
    expect(await list('Top referrers')).toEqual(['Direct12', 'news.example4']);
    expect(await list('Top devices')).toEqual(['Desktop11', 'Mobile5']);
  });

  it('asks four names for the period, and switches period by its labelled select; each period is asked once', async () => {
    show();
    await screen.findByRole('img');
    expect(
      asked()
        .map((q) => q.name)
        .sort(),
    ).toEqual(['click', 'country', 'device', 'referrer']);
    expect(asked()[0]).toMatchObject({ id: 7, from: '2026-10-26', to: '2026-11-24' });
    const select = screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days']);
    expect(select.value).toBe('30');
    fireEvent.change(select, { target: { value: '7' } });
    await screen.findByText('12 clicks in the last 7 days; busiest day Nov 20 (9 clicks).');
    expect(
      asked()
        .slice(4)
        .every((q) => q.from === '2026-11-18' && q.to === '2026-11-24'),
    ).toBe(true);
    fireEvent.change(select, { target: { value: '30' } });
    await screen.findByText(/^16 clicks in the last 30 days/);
    expect(asked()).toHaveLength(8);
  });

  it('counts the days in the account’s time zone', async () => {
    // Noon UTC is already the next day on Kiritimati (UTC+14).
    show('Pacific/Kiritimati');
    await screen.findByRole('img');
    expect(asked()[0]).toMatchObject({ from: '2026-10-27', to: '2026-11-25' });
  });

  it('gives the total alone when the server counted the period by month', async () => {
    client.stats.get.mockImplementation(async (_id: number, query: StatsQuery) => ({
      rows:
        query.name === 'click'
          ? [
              { value: '2026-11', count: 7 },
              { value: '2026-10', count: 2 },
            ]
          : ROWS[query.name]!,
    }));
    show();
    await screen.findByText('9 clicks in the last 30 days.');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('region', { name: 'Top countries' })).toBeTruthy();
  });

  it('says so when there are no clicks in the period', async () => {
    client.stats.get.mockResolvedValue({ rows: [] });
    show();
    expect((await screen.findByText(/^No clicks from \w{3} \d{1,2}.*\d{4}\.$/)).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows loading while it asks', async () => {
    client.stats.get.mockReturnValue(new Promise(() => undefined));
    show();
    expect(screen.getByRole('status').textContent).toBe('Loading statistics…');
  });

  it.each([
    ['a plan without statistics (403)', new ApiError('ForbiddenError', 'no', { ...where, status: 403 }), 'Statistics are not available on your plan.'],
    ['a server without them (404)', new ApiError('NotFoundError', 'no', { ...where, status: 404 }), 'Statistics are not available on this server.'],
    ['a server without these names (422)', new ApiError('ValidationError', 'no', { ...where, status: 422 }), 'Statistics are not available on this server.'],
  ])('is a plain sentence, no error, for %s', async (_, error, text) => {
    client.stats.get.mockRejectedValue(error);
    show();
    await screen.findByText(text);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows a passing failure as the page’s error notice, and "Try again" asks again', async () => {
    client.stats.get.mockRejectedValueOnce(new ApiError('ServerError', '502', { ...where, status: 502 }));
    show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/The server had a problem/);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('img');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
