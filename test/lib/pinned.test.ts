import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchPinned, type Pinned } from '../../lib/background/pinned';
import { fakeToolbar, restoreToolbar, toolbarAction, type UserSettings } from '../fakes/toolbar';

// lib/background/pinned.ts: whether the toolbar button is pinned, as the browser says, live.
afterEach(restoreToolbar);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchPinned', () => {
  let seen: Pinned[];
  let page: EventTarget;
  beforeEach(() => {
    seen = [];
    page = new EventTarget();
  });
  const watch = () => watchPinned((pinned) => seen.push(pinned), page as unknown as Window);

  it('says what the browser says at once: pinned, or not', async () => {
    fakeToolbar({ isOnToolbar: true });
    watch();
    await flush();
    expect(seen).toEqual([true]);

    seen = [];
    fakeToolbar({ isOnToolbar: false });
    watch();
    await flush();
    expect(seen).toEqual([false]);
  });

  it('follows the browser when it tells of a change, and stops when asked', async () => {
    const browser = fakeToolbar({ isOnToolbar: false });
    const stop = watch();
    await flush();
    browser.pin(true);
    browser.pin(false);
    expect(seen).toEqual([false, true, false]);
    stop();
    expect(browser.listeners.size).toBe(0);
    browser.pin(true);
    page.dispatchEvent(new Event('focus'));
    await flush();
    expect(seen).toEqual([false, true, false]);
  });

  it('without the change event, reads again when the page is focused or shown, and says a change once', async () => {
    const browser = fakeToolbar({ isOnToolbar: false }, { event: false });
    watch();
    await flush();
    browser.pin(true);
    page.dispatchEvent(new Event('focus'));
    await flush();
    page.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(seen).toEqual([false, true]);
    browser.pin(false);
    page.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(seen).toEqual([false, true, false]);
  });

  it("a change the browser tells of while a read is out wins over that read's older answer", async () => {
    let answer: (settings: UserSettings) => void = () => {};
    const browser = fakeToolbar({ isOnToolbar: false });
    toolbarAction.getUserSettings = vi.fn(() => new Promise<UserSettings>((resolve) => (answer = resolve)));
    watch();
    browser.pin(true);
    answer({ isOnToolbar: false });
    await flush();
    expect(seen).toEqual([true]);
  });

  it('null when the browser cannot tell: no such call, no answer, or an answer without it', async () => {
    toolbarAction.getUserSettings = undefined;
    watch();
    expect(seen).toEqual([null]);

    seen = [];
    fakeToolbar({});
    watch();
    await flush();
    expect(seen).toEqual([null]);

    seen = [];
    toolbarAction.getUserSettings = vi.fn(async () => Promise.reject(new Error('no')));
    watch();
    await flush();
    expect(seen).toEqual([null]);

    seen = [];
    toolbarAction.getUserSettings = vi.fn(() => {
      throw new Error('not implemented');
    });
    watch();
    await flush();
    expect(seen).toEqual([null]);
  });
});
