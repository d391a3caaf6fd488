// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LinksView } from '../../../components/manager/LinksView';
import { ApiError } from '../../../lib/api/errors';
import type { StatsQuery } from '../../../lib/api/schemas';
import { clearStatsCache } from '../../../lib/stats/load';
import { account, instanceFacts, storeFacts } from '../../fakes/client';
import { serveClient, fakeClient, link, page, type FakeClient } from './fake-client';

let client: FakeClient;
beforeEach(async () => {
  history.replaceState(null, '', '#links');
  client = fakeClient();
  await serveClient(client);
  client.links.list.mockResolvedValue(page([link(1), link(2)]));
  client.stats.get.mockImplementation(async (_id: number, query: StatsQuery) => ({
    rows: query.name === 'clicks' ? [{ value: query.to, count: 2 }] : [{ value: 'desktop', count: 2 }],
  }));
});
afterEach(() => {
  cleanup();
  clearStatsCache();
});

async function rowOf(shortUrl: string) {
  const cell = await screen.findByText(shortUrl);
  return within(cell.closest('tr') as HTMLElement);
}
const show = () => render(<LinksView />);
/** A row's action: Copy and Edit are on the row, the others behind its "More". */
async function rowAction(shortUrl: string, name: string | RegExp) {
  const row = await rowOf(shortUrl);
  const shown = row.queryByRole('button', { name });
  if (shown) return shown;
  fireEvent.click(row.getByRole('button', { name: 'More' }));
  return row.getByRole('button', { name });
}

describe('Links manager: a row’s statistics', () => {
  it('opens in a dialog named after the link, tied to its row, and closes', async () => {
    show();
    const button = await rowAction('sho.rt/a2', 'Statistics');
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('sho.rt/a2');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Statistics of https://sho.rt/a2' });
    await within(dialog).findByText(/^2 clicks in the last 30 days/);
    expect(client.stats.get).toHaveBeenCalledWith(2, expect.objectContaining({ name: 'clicks' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the days of its period and the zone they are counted in', async () => {
    await storeFacts(instanceFacts(44, 'https://sho.rt', { timezone: 'Europe/Berlin' }));
    show();
    fireEvent.click(await rowAction('sho.rt/a2', 'Statistics'));
    const dialog = within(await screen.findByRole('dialog'));
    const period = await dialog.findByLabelText('Period');
    await waitFor(() =>
      expect(document.getElementById(period.getAttribute('aria-describedby')!)!.textContent).toMatch(
        /^\w{3} \d{1,2}(, \d{4})?\s–\s\w{3} \d{1,2}, \d{4}, days in Europe\/Berlin$/,
      ),
    );
  });

  it.each([
    [0, 'Nobody has followed this link yet: it has no clicks at all.'],
    [1234, /^No statistics from .+, though the link counts 1,234 clicks in all: they are older, or visits the instance keeps no statistics for\.$/],
  ] as const)('says why a period has no clicks when the link counts %i in all', async (clicks, text) => {
    client.links.list.mockResolvedValue(page([link(1, { clicks })]));
    client.stats.get.mockResolvedValue({ rows: [] });
    show();
    fireEvent.click(await rowAction('sho.rt/a1', 'Statistics'));
    const dialog = within(await screen.findByRole('dialog'));
    expect((await dialog.findByText(text)).getAttribute('role')).toBe('status');
  });

  it('says plainly when the server refuses statistics (403), without an error', async () => {
    client.stats.get.mockRejectedValue(new ApiError('ForbiddenError', 'no', { method: 'GET', path: '/api/v1/stats/1', status: 403 }));
    show();
    fireEvent.click(await rowAction('sho.rt/a1', 'Statistics'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Statistics are not available on your plan.');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('has no "Statistics" on the rows when the stored plan has none', async () => {
    const plan = account(44).plan;
    await storeFacts(instanceFacts(44, 'https://sho.rt', { plan: { ...plan, features: { ...plan.features, link_stats: 0 } } }));
    show();
    const row = await rowOf('sho.rt/a1');
    await new Promise((r) => setTimeout(r, 50));
    fireEvent.click(row.getByRole('button', { name: 'More' }));
    expect(row.getByRole('button', { name: 'QR' })).toBeTruthy();
    expect(row.queryByRole('button', { name: 'Statistics' })).toBeNull();
    expect(row.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });
});
