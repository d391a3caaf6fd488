import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { watchPinned, type Pinned } from '../../lib/background/pinned';

// lib/background/pinned.ts: whether the toolbar button is pinned, as the browser says, live.
type Settings = { isOnToolbar?: boolean };
const action = fakeBrowser.action as unknown as Record<string, unknown>;
const saved = { getUserSettings: action.getUserSettings, onUserSettingsChanged: action.onUserSettingsChanged };
afterEach(() => Object.assign(action, saved));

/** A browser whose button is pinned or not (`settings.isOnToolbar`), with or without the change event. */
function browserWith(settings: Settings, { event = true } = {}) {
  const listeners = new Set<(change: Settings) => void>();
  action.getUserSettings = vi.fn(async () => ({ ...settings }));
  action.onUserSettingsChanged = event
    ? { addListener: (l: (change: Settings) => void) => listeners.add(l), removeListener: (l: (change: Settings) => void) => listeners.delete(l) }
    : undefined;
  return {
    listeners,
    /** The user pins or unpins in the browser's menu. */
    pin(isOnToolbar: boolean) {
      settings.isOnToolbar = isOnToolbar;
      for (const listener of listeners) listener({ isOnToolbar });
    },
  };
}

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
    browserWith({ isOnToolbar: true });
    watch();
    await flush();
    expect(seen).toEqual([true]);

    seen = [];
    browserWith({ isOnToolbar: false });
    watch();
    await flush();
    expect(seen).toEqual([false]);
  });

  it('follows the browser when it tells of a change, and stops when asked', async () => {
    const browser = browserWith({ isOnToolbar: false });
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
    const browser = browserWith({ isOnToolbar: false }, { event: false });
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

  it('a change the browser tells of while a read is out wins over that read\'s older answer', async () => {
    let answer: (settings: Settings) => void = () => {};
    const browser = browserWith({ isOnToolbar: false });
    action.getUserSettings = vi.fn(() => new Promise<Settings>((resolve) => (answer = resolve)));
    watch();
    browser.pin(true);
    answer({ isOnToolbar: false });
    await flush();
    expect(seen).toEqual([true]);
  });

  it('null when the browser cannot tell: no such call, no answer, or an answer without it', async () => {
    action.getUserSettings = undefined;
    watch();
    expect(seen).toEqual([null]);

    seen = [];
    browserWith({});
    watch();
    await flush();
    expect(seen).toEqual([null]);

    seen = [];
    action.getUserSettings = vi.fn(async () => Promise.reject(new Error('no')));
    watch();
    await flush();
    expect(seen).toEqual([null]);

    seen = [];
    action.getUserSettings = vi.fn(() => {
      throw new Error('not implemented');
    });
    watch();
    await flush();
    expect(seen).toEqual([null]);
  });
});
