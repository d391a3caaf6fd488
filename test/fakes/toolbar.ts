/**
 * Whether the toolbar button is pinned, for WXT's fake browser, which has no
 * `action.getUserSettings`: a browser whose button is pinned or not (`isOnToolbar`; absent when
 * it cannot tell), with or without `action.onUserSettingsChanged`. A test file that installs it
 * puts the fake browser's own back after each test (`afterEach(restoreToolbar)`).
 */
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

export type UserSettings = { isOnToolbar?: boolean };
type Listener = (change: UserSettings) => void;

/** The fake browser's `action`, for a test that answers otherwise (no such call, one that throws). */
export const toolbarAction = fakeBrowser.action as unknown as Record<string, unknown>;
const own = { getUserSettings: toolbarAction.getUserSettings, onUserSettingsChanged: toolbarAction.onUserSettingsChanged };

export function restoreToolbar(): void {
  Object.assign(toolbarAction, own);
}

export function fakeToolbar(settings: UserSettings, { event = true } = {}) {
  const listeners = new Set<Listener>();
  toolbarAction.getUserSettings = vi.fn(async () => ({ ...settings }));
  toolbarAction.onUserSettingsChanged = event
    ? { addListener: (listener: Listener) => void listeners.add(listener), removeListener: (listener: Listener) => void listeners.delete(listener) }
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
