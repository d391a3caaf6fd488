// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeBrowser } from 'wxt/testing/fake-browser';
import { RecentLinks } from '../../components/RecentLinks';
import type { Link, LinkListQuery, Page } from '../../lib/api/schemas';
import { recentFromIndex, searchIndex, upsertLinks } from '../../lib/link-index';
import { commitFull, SCOPE } from '../lib/link-index/fixtures';
import type { IndexStatus, Result } from '../../lib/messaging';
import { registerHandlers } from '../../lib/messaging/handlers';
import { makeLink, makeLinks, ORIGIN } from '../lib/link-index/fixtures';
import { fakePorts } from '../fakes/ports';

// The panel talks to real message handlers over the fake browser; the index behind them is the
// real one in fake storage, and only the server search is a stand-in the tests control.
let searchLinks: ReturnType<typeof vi.fn<(data: { profileId: string; query: LinkListQuery }) => Promise<Result<Page<Link>>>>>;
/** What the background says of the index (a refresh under way, or none). */
let indexStatus: IndexStatus;

const page = (items: Link[]): Result<Page<Link>> => ({ ok: true, value: { items, meta: { current_page: 1 }, skipped: [] } });

beforeEach(async () => {
  // The fake's sendMessage leaves out the sender; the handlers only answer the extension itself.
  fakeBrowser.runtime.sendMessage = (async (message: unknown) =>
    (await fakeBrowser.runtime.onMessage.trigger(message, { id: fakeBrowser.runtime.id })).find((r) => r !== undefined)) as never;
  searchLinks = vi.fn(async () => page([]));
  indexStatus = { count: 42, refreshedAt: 1, fullAt: 1 };
  registerHandlers({
    searchLinks,
    // Answered for the profile the list names only (issue 47).
    searchIndex: ({ profileId, text, limit }) => (profileId === SCOPE.profileId ? searchIndex(SCOPE, text, limit) : []),
    listRecentLinks: ({ profileId, limit }) => (profileId === SCOPE.profileId ? recentFromIndex(SCOPE, limit) : []),
    findPageLinks: async () => ({ ok: true, value: { links: [] } }),
    listPageLinks: async () => [],
    indexLink: async () => undefined,
    unindexLink: async () => undefined,
    refreshIndex: async () => ({ ok: true, value: { count: 0 } }),
    getIndexStatus: async ({ profileId }) => (profileId === SCOPE.profileId ? indexStatus : { count: 0, refreshedAt: 0, fullAt: 0 }),
    queueShorten: async () => false,
    cancelQueued: async () => undefined,
  });
  await commitFull(
    ORIGIN,
    [
      ...makeLinks(40),
      makeLink(41, { alias: 'cafe-menu', title: 'Le Café de Flore', url: 'https://flore.example/menu', short_url: 'https://sho.rt/cafe-menu' }),
      makeLink(42, { alias: 'evil', title: '<img src=x onerror=alert(1)>', short_url: 'javascript:alert(1)' }),
    ],
    0,
  );
});
afterEach(() => cleanup());

const rows = () => screen.queryAllByRole('listitem');
const shortUrls = () => rows().map((row) => row.querySelector('.recent-short')!.textContent);
const type = (text: string) => fireEvent.input(screen.getByLabelText('Search links'), { target: { value: text } });

function renderPanel() {
  const onEdit = vi.fn();
  const onQr = vi.fn();
  render(<RecentLinks profileId="default" onEdit={onEdit} onQr={onQr} />);
  return { onEdit, onQr };
}

describe('Recent links', () => {
  it('lists the ten newest links under "Recent links"', async () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Recent links' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(shortUrls().slice(0, 3)).toEqual(['javascript:alert(1)', 'sho.rt/cafe-menu', 'sho.rt/a40']);
  });

  it('gives each row copy, open, QR and edit, named after the link', async () => {
    const { onEdit, onQr } = renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(10));
    const row = within(rows()[1]!);
    expect(row.getByRole('link', { name: 'Open sho.rt/cafe-menu' }).getAttribute('href')).toBe('https://sho.rt/cafe-menu');
    fireEvent.click(row.getByRole('button', { name: 'QR code for sho.rt/cafe-menu' }));
    expect(onQr).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }));
    fireEvent.click(row.getByRole('button', { name: 'Edit sho.rt/cafe-menu' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }));
    // No statistics asked for (the plan has none): no button that cannot help.
    expect(row.queryByRole('button', { name: /^Statistics/ })).toBeNull();
  });

  it('offers each row its statistics when the popup can show them', async () => {
    const onStats = vi.fn();
    render(<RecentLinks profileId="default" onEdit={vi.fn()} onQr={vi.fn()} onStats={onStats} />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Statistics for sho.rt/cafe-menu' }));
    expect(onStats).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }));
  });

  it('brings the search to the top of the popup when a search starts, once, so the first result is in sight', async () => {
    renderPanel();
    const scrolled = vi.fn();
    const section = screen.getByRole('region', { name: 'Recent links' });
    section.scrollIntoView = scrolled;
    type('c');
    expect(scrolled).toHaveBeenCalledExactlyOnceWith({ block: 'start' });
    type('ca');
    type('caf');
    expect(scrolled).toHaveBeenCalledOnce();
    type('');
    type('m');
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('copies a short link and says so', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Copy sho.rt/cafe-menu' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied sho.rt/cafe-menu'));
    expect(writeText).toHaveBeenCalledWith('https://sho.rt/cafe-menu');
  });

  it('offers "Open" only for http(s) links and shows untrusted text as text', async () => {
    renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(10));
    const evil = rows()[0]!;
    expect(within(evil).queryByRole('link')).toBeNull();
    expect(evil.querySelector('img')).toBeNull();
    expect(evil.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('filters from the index as one types, by alias, title or URL, accents aside', async () => {
    renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(10));
    for (const text of ['cafe-menu', 'café de', 'flore.example/me']) {
      type(text);
      await waitFor(() => expect(shortUrls()[0]).toBe('sho.rt/cafe-menu'));
    }
    expect(screen.getByRole('heading', { name: 'Search results' })).toBeTruthy();
    expect(rows()[0]!.querySelector('mark')?.textContent).toBe('flore.example/me');
  });

  it('asks the server once typing pauses and merges its results, ranked', async () => {
    searchLinks.mockImplementation(async () => page([makeLink(7, { alias: 'cafe' }), makeLink(500, { alias: 'old-cafe', title: 'From the server' })]));
    renderPanel();
    type('c');
    type('ca');
    type('cafe');
    await waitFor(() => expect(shortUrls()).toEqual(['sho.rt/cafe-menu']));
    await waitFor(() => expect(shortUrls()).toEqual(['sho.rt/a7', 'sho.rt/cafe-menu', 'sho.rt/a500']));
    // Debounced: one pause, one search per field, for the last text only.
    expect(searchLinks.mock.calls.map(([{ profileId, query: q }]) => [profileId, q.search, q.search_by])).toEqual([
      ['default', 'cafe', 'alias'],
      ['default', 'cafe', 'title'],
    ]);
  });

  it('keeps the local results and shows the server’s error next to them', async () => {
    searchLinks.mockResolvedValue({ ok: false, error: { name: 'UnauthorizedError', message: 'GET /api/v1/links: 401', status: 401 } });
    renderPanel();
    type('cafe menu');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Couldn’t search your instance. The server rejected the API key. Check that you copied the whole key and that it is still valid.',
      ),
    );
    expect(shortUrls()).toEqual(['sho.rt/cafe-menu']);
  });

  it('says when nothing matches, and goes back to the recent links when the search is cleared', async () => {
    renderPanel();
    type('zzzz');
    await waitFor(() => expect(screen.getByText('No link matches “zzzz”.')).toBeTruthy());
    type('');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByRole('heading', { name: 'Recent links' })).toBeTruthy();
  });

  it('says “No link matches” only once the server has answered too, never while it is still asked (issue 40)', async () => {
    const answers: Array<(value: Result<Page<Link>>) => void> = [];
    searchLinks.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(10));
    type('podcast-6');
    // The index has answered (nothing), the server not yet (one search per field).
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(rows()).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('Searching your instance…');
    expect(screen.queryByText(/No link matches/)).toBeNull();
    answers[0]!(page([makeLink(600, { alias: 'podcast-6' })]));
    answers[1]!(page([]));
    await waitFor(() => expect(shortUrls()).toEqual(['sho.rt/a600']));
    expect(screen.queryByText(/No link matches/)).toBeNull();
    // Nothing anywhere: said once both have answered.
    type('podcast-7');
    await waitFor(() => expect(answers).toHaveLength(4));
    expect(screen.queryByText(/No link matches/)).toBeNull();
    answers[2]!(page([]));
    answers[3]!(page([]));
    await waitFor(() => expect(screen.getByText('No link matches “podcast-7”.')).toBeTruthy());
  });

  it('says “No links yet” only when no refresh is filling the index: while one is, its progress says so', async () => {
    await commitFull(ORIGIN, [], 0);
    indexStatus = { count: 0, refreshedAt: 0, fullAt: 0, refreshing: { mode: 'full', fetched: 0, total: null, resumeAt: 0, updatedAt: 0 } };
    renderPanel();
    await waitFor(() => expect(screen.getByText('Indexing your links…')).toBeTruthy());
    // The index's answer (no links) has come too.
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByText(/No links yet/)).toBeNull();
    expect(screen.queryByText(/so far/)).toBeNull();
    cleanup();
    indexStatus = { count: 0, refreshedAt: 1, fullAt: 1 };
    renderPanel();
    await waitFor(() => expect(screen.getByText('No links yet. The links you shorten appear here.')).toBeTruthy());
  });

  it('asks the index over one kept connection, not a message per keystroke', async () => {
    const sent = vi.spyOn(fakeBrowser.runtime, 'sendMessage');
    renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(10));
    for (const text of ['c', 'ca', 'caf', 'cafe']) type(text);
    await waitFor(() => expect(shortUrls()).toEqual(['sho.rt/cafe-menu']));
    const kinds = sent.mock.calls.map(([message]) => (message as { linklet: string }).linklet);
    expect(kinds.filter((kind) => kind === 'searchIndex' || kind === 'listRecentLinks')).toEqual([]);
    expect(fakePorts().connects).toHaveLength(1);
  });

  it('shows a link saved elsewhere at once', async () => {
    renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await upsertLinks(SCOPE, [makeLink(100, { alias: 'just-made' })]);
    await waitFor(() => expect(shortUrls()[0]).toBe('sho.rt/a100'));
  });

  it('drops a server answer to an older query', async () => {
    let answerFirst: (value: Result<Page<Link>>) => void = () => undefined;
    searchLinks.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    renderPanel();
    type('page 1');
    await waitFor(() => expect(searchLinks).toHaveBeenCalledTimes(1));
    type('cafe-menu');
    await waitFor(() => expect(searchLinks).toHaveBeenCalledTimes(3));
    answerFirst(page([makeLink(999, { alias: 'stale' })]));
    await new Promise((r) => setTimeout(r, 50));
    expect(shortUrls()).toEqual(['sho.rt/cafe-menu']);
  });
});

describe('Recent links from the keyboard', () => {
  it('↓ goes from the search field through the rows, ↑ back to it; Enter copies the row’s link and closes the popup', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(10));
    const search = screen.getByLabelText('Search links');
    expect(document.getElementById(search.getAttribute('aria-describedby')!)?.textContent).toContain('Enter copies one and closes Linklet');
    search.focus();
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(rows()[0]!).getByRole('button', { name: 'Copy javascript:alert(1)' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    const second = within(rows()[1]!).getByRole('button', { name: 'Copy sho.rt/cafe-menu' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(search);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(second, { key: 'Enter' });
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(writeText).toHaveBeenCalledWith('https://sho.rt/cafe-menu');
    close.mockRestore();
  });

  it('says how many results are shown when more match than fit', async () => {
    renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(10));
    type('Page');
    await waitFor(() => expect(rows()).toHaveLength(20));
    const note = screen.getByText('The first 20 matches are shown: type more to narrow them down.');
    expect(screen.getByRole('list').getAttribute('aria-describedby')).toBe(note.id);
    type('cafe-menu');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByText(/The first 20 matches/)).toBeNull();
  });
});
