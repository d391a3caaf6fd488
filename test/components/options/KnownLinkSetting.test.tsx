// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { KnownLinkSetting } from '../../../components/options/KnownLinkSetting';
import { DEFAULT_SETTINGS, readSettings, saveSettings } from '../../../lib/settings';

afterEach(cleanup);

function permissionPrompt(answer: boolean) {
  const request = vi.fn(async (_: { permissions: string[] }) => answer);
  (fakeBrowser as unknown as { permissions: unknown }).permissions = { request, remove: removed };
  return request;
}
const removed = vi.fn(async (_: { permissions: string[] }) => true);
const box = () => screen.getByRole('checkbox', { name: 'Show when the page I’m on already has a short link' }) as HTMLInputElement;

describe('"Show when the page I\'m on already has a short link"', () => {
  it('asks for the optional tabs permission when ticked, and is on once it is granted', async () => {
    const request = permissionPrompt(true);
    render(<KnownLinkSetting settings={DEFAULT_SETTINGS} />);
    expect(box().getAttribute('aria-describedby')).toBe('known-link-hint');
    fireEvent.click(box());
    expect(request).toHaveBeenCalledWith({ permissions: ['tabs'] });
    await waitFor(async () => expect((await readSettings()).showKnownLink).toBe(true));
  });

  it('stays off, and says so, when the permission is refused', async () => {
    permissionPrompt(false);
    render(<KnownLinkSetting settings={DEFAULT_SETTINGS} />);
    fireEvent.click(box());
    expect((await screen.findByRole('alert')).textContent).toBe('Not allowed, so this stays off.');
    expect((await readSettings()).showKnownLink).toBe(false);
    expect(box().checked).toBe(false);
  });

  it('unticking turns it off without a prompt, and gives the tabs permission back', async () => {
    const request = permissionPrompt(true);
    removed.mockClear();
    const on = await saveSettings({ showKnownLink: true });
    render(<KnownLinkSetting settings={on} />);
    expect(box().checked).toBe(true);
    fireEvent.click(box());
    await waitFor(async () => expect((await readSettings()).showKnownLink).toBe(false));
    expect(request).not.toHaveBeenCalled();
    await waitFor(() => expect(removed).toHaveBeenCalledWith({ permissions: ['tabs'] }));
  });

  it('ticking it on keeps the permission', async () => {
    permissionPrompt(true);
    removed.mockClear();
    render(<KnownLinkSetting settings={DEFAULT_SETTINGS} />);
    fireEvent.click(box());
    await waitFor(async () => expect((await readSettings()).showKnownLink).toBe(true));
    expect(removed).not.toHaveBeenCalled();
  });
});
