// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StatsQuery } from '../../../lib/api/schemas';
import { clearStatsCache } from '../../../lib/stats/load';
import { account, instanceFacts, storeFacts } from '../../fakes/client';
import { activeTab, background, clipboard, configure, fakeClient, link, type FakeClient } from './setup';
import { PopupUnderTest } from './popup-under-test';
import { serveFactsFrom } from '../../fakes/facts';

let client: FakeClient;
beforeEach(async () => {
  client = fakeClient();
  serveFactsFrom(client);
  clipboard();
  activeTab();
  await configure({ autoCopy: false });
  background({ listPageLinks: [], indexLink: undefined, unindexLink: undefined });
  client.links.create.mockResolvedValue(link(5));
  client.stats.get.mockImplementation(async (_id: number, query: StatsQuery) => ({
    rows: query.name === 'clicks' ? [{ value: query.to, count: 4 }] : [{ value: query.name === 'referrer' ? '' : 'US:United States', count: 4 }],
    meta: { current_page: 1, last_page: 1, total: 1 },
  }));
});
afterEach(() => {
  cleanup();
  clearStatsCache();
});

async function shorten() {
  render(<PopupUnderTest search="" client={client} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Shorten' }));
  await screen.findByDisplayValue('https://sho.rt/a5');
}

describe('statistics from the popup’s result', () => {
  it('opens on request, below the link, and closes again', async () => {
    await storeFacts(instanceFacts(44));
    await shorten();
    const toggle = await screen.findByRole('button', { name: 'Statistics' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(client.stats.get).not.toHaveBeenCalled();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await screen.findByText(/^4 clicks in the last 30 days/);
    expect(within(screen.getByRole('region', { name: 'Top referrers' })).getByText('Direct')).toBeTruthy();
    expect(client.stats.get).toHaveBeenCalledWith(5, expect.objectContaining({ name: 'clicks', sort_by: 'value', sort: 'asc', per_page: 100 }));
    fireEvent.click(toggle);
    expect(screen.queryByRole('combobox', { name: 'Period' })).toBeNull();
  });

  it('closes with Escape, focus back on its button', async () => {
    await storeFacts(instanceFacts(44));
    await shorten();
    const toggle = await screen.findByRole('button', { name: 'Statistics' });
    fireEvent.click(toggle);
    const period = await screen.findByRole('combobox', { name: 'Period' });
    fireEvent.keyDown(period, { key: 'Escape' });
    expect(screen.queryByRole('combobox', { name: 'Period' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('is not offered when the plan has no statistics', async () => {
    const plan = account(44).plan;
    await storeFacts(instanceFacts(44, 'https://sho.rt', { plan: { ...plan, features: { ...plan.features, link_stats: 0 } } }));
    await shorten();
    await screen.findByRole('button', { name: 'QR code' });
    // The stored plan is read after the first paint: give it its turn.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Statistics' })).toBeNull();
  });
});
