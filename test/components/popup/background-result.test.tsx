// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundNotices } from '../../../components/popup/BackgroundNotices';
import { showReady } from '../../../lib/background/feedback';
import { loadBackgroundResult, saveBackgroundResult } from '../../../lib/background/result';
import { activeTab, clipboard } from './setup';
import { PopupUnderTest } from './popup-under-test';

let writeText: ReturnType<typeof clipboard>;
beforeEach(() => {
  writeText = clipboard();
});
afterEach(() => cleanup());

const made = { shortUrl: 'https://sho.rt/made', url: 'https://example.org/a', source: 'context-menu' as const, copied: false };

describe('a link the background made but could not copy', () => {
  it('is shown as "Made from the context menu: <short url>" with Copy, which copies it and says "Copied"', async () => {
    await saveBackgroundResult(made);
    render(<BackgroundNotices />);
    expect(await screen.findByText('Made from the context menu: https://sho.rt/made')).toBeTruthy();
    const copy = screen.getByRole('button', { name: 'Copy' });
    expect(copy.getAttribute('aria-describedby')).toBe('background-result-text');
    fireEvent.click(copy);
    await screen.findByText('Copied');
    expect(writeText).toHaveBeenCalledWith('https://sho.rt/made');
    // Copied: not offered again.
    await waitFor(async () => expect(await loadBackgroundResult()).toMatchObject({ copied: true }));
  });

  it.each([
    ['command', 'Made with the keyboard shortcut: https://sho.rt/made'],
    ['omnibox', 'Made from the address bar: https://sho.rt/made'],
  ] as const)('names where it was made (%s)', async (source, text) => {
    await saveBackgroundResult({ ...made, source });
    render(<BackgroundNotices />);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('resets the toolbar badge that pointed here', async () => {
    await saveBackgroundResult(made);
    await showReady(made.shortUrl);
    render(<BackgroundNotices />);
    await screen.findByRole('button', { name: 'Copy' });
    await waitFor(async () => expect(await fakeBrowser.action.getBadgeText({})).toBe(''));
  });

  it('is not shown when the background copied it, or when there is none', async () => {
    await saveBackgroundResult({ ...made, copied: true });
    render(<BackgroundNotices />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
  });

  it('can be dismissed, and is then forgotten', async () => {
    await saveBackgroundResult(made);
    render(<BackgroundNotices />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    await waitFor(async () => expect(await loadBackgroundResult()).toBeNull());
  });

  it('says how to copy by hand when the clipboard refuses, and keeps offering it', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    document.execCommand = () => false;
    await saveBackgroundResult(made);
    render(<BackgroundNotices />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Couldn't copy. Select the link and press Ctrl+C.");
    expect(await loadBackgroundResult()).toMatchObject({ copied: false });
  });

  it('renders a hostile short URL as text', async () => {
    await saveBackgroundResult({ ...made, shortUrl: '<img src=x onerror=alert(1)>' });
    const { container } = render(<BackgroundNotices />);
    await screen.findByText('Made from the context menu: <img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
  });

  it('is offered by the toolbar popup when it opens', async () => {
    activeTab();
    await saveBackgroundResult(made);
    render(<PopupUnderTest search="" client={null} />);
    expect(await screen.findByText('Made from the context menu: https://sho.rt/made')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});

describe('background notices', () => {
  const failure = (at: string) => ({
    problem: { name: 'UnauthorizedError', message: '401', status: 401 },
    source: 'command',
    url: 'https://example.org/failed',
    at,
  });

  it('name the page they are about', async () => {
    await saveBackgroundResult(made);
    render(<BackgroundNotices />);
    expect(await screen.findByText('Page: https://example.org/a')).toBeTruthy();
  });

  it('are one at most: a failure newer than the uncopied link is shown, and the link forgotten', async () => {
    fakeBrowser.action.setBadgeText = vi.fn(async () => undefined) as never;
    await saveBackgroundResult(made, Date.parse('2030-01-01T10:00:00Z'));
    await fakeBrowser.storage.session.set({ lastBackgroundError: failure('2030-01-01T10:05:00.000Z') });
    render(<BackgroundNotices />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Page: https://example.org/failed');
    expect(screen.queryByText(/Made from the context menu/)).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
    await waitFor(async () => expect(await loadBackgroundResult()).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('are one at most: an uncopied link newer than the failure is shown instead', async () => {
    fakeBrowser.action.setBadgeText = vi.fn(async () => undefined) as never;
    await fakeBrowser.storage.session.set({ lastBackgroundError: failure('2030-01-01T10:00:00.000Z') });
    await saveBackgroundResult(made, Date.parse('2030-01-01T10:05:00Z'));
    render(<BackgroundNotices />);
    await screen.findByText('Made from the context menu: https://sho.rt/made');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
    expect((await fakeBrowser.storage.session.get('lastBackgroundError')).lastBackgroundError).toBeUndefined();
  });
});
