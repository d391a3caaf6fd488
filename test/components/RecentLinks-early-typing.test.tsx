// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/preact';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { fakeBrowser } from 'wxt/testing/fake-browser';
import { RecentLinks } from '../../components/RecentLinks';
import { recentFromIndex, searchIndex } from '../../lib/link-index';
import { commitFull, SCOPE } from '../lib/link-index/fixtures';
import { registerHandlers } from '../../lib/messaging/handlers';
import { makeLink, makeLinks, ORIGIN } from '../lib/link-index/fixtures';

// "Search links" is focusable as soon as it is drawn, before the panel's mount effect has run
// (Preact runs effects after paint; on a busy machine that is long enough to type). What was
// typed then must be what the list answers, not the ten newest links.
let container: HTMLElement;
beforeEach(async () => {
  fakeBrowser.runtime.sendMessage = (async (message: unknown) =>
    (await fakeBrowser.runtime.onMessage.trigger(message, { id: fakeBrowser.runtime.id })).find((r) => r !== undefined)) as never;
  registerHandlers({
    searchLinks: async () => ({ ok: true, value: { items: [], meta: { current_page: 1 }, skipped: [] } }),
    searchIndex: ({ text, limit }) => searchIndex(SCOPE, text, limit),
    listRecentLinks: ({ limit }) => recentFromIndex(SCOPE, limit),
    findPageLinks: async () => ({ ok: true, value: { links: [] } }),
    listPageLinks: async () => [],
    indexLink: async () => undefined,
    unindexLink: async () => undefined,
    refreshIndex: async () => ({ ok: true, value: { count: 0 } }),
    getIndexStatus: async () => ({ count: 0, refreshedAt: 0, fullAt: 0 }),
    queueShorten: async () => false,
    cancelQueued: async () => undefined,
  });
  await commitFull(ORIGIN, [...makeLinks(30), makeLink(31, { alias: 'cafe-menu', title: 'Le Café de Flore', short_url: 'https://sho.rt/cafe-menu' })], 0);
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  render(null, container);
  container.remove();
});

it('answers a query typed before the panel’s first effect ran', async () => {
  act(() => {
    render(<RecentLinks profileId="default" onEdit={vi.fn()} onQr={vi.fn()} />, container);
    // Inside the same act: drawn, not yet effected.
    const input = container.querySelector<HTMLInputElement>('#recent-links-search')!;
    input.value = 'cafe';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await waitFor(() => expect([...container.querySelectorAll('.recent-short')].map((e) => e.textContent)).toEqual(['sho.rt/cafe-menu']));
  expect(screen.getByRole('heading').textContent).toBe('Search results');
  // …and it stays that way once the newest links (asked for by the mount effect) would have come.
  await new Promise((r) => setTimeout(r, 50));
  expect(container.querySelectorAll('.recent-short')).toHaveLength(1);
});
