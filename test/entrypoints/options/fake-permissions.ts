import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

type Listener = (permissions: { origins?: string[] }) => void;

/**
 * WXT's fake browser has no `permissions`; this one keeps granted patterns in a set and fires the
 * real events. `answer` is what the next prompt says.
 */
export function installFakePermissions(options: { granted?: string[]; answer?: boolean } = {}) {
  const granted = new Set(options.granted ?? []);
  const added: Listener[] = [];
  const removed: Listener[] = [];
  const state = { answer: options.answer ?? true };
  const event = (listeners: Listener[]) => ({
    addListener: (l: Listener) => void listeners.push(l),
    removeListener: (l: Listener) => void listeners.splice(listeners.indexOf(l) >>> 0, 1),
    hasListener: (l: Listener) => listeners.includes(l),
  });
  const permissions = {
    contains: vi.fn(async ({ origins = [] }: { origins?: string[] }) => origins.every((o) => granted.has(o))),
    request: vi.fn(async ({ origins = [] }: { origins?: string[] }) => {
      if (!state.answer) return false;
      origins.forEach((o) => granted.add(o));
      added.forEach((l) => l({ origins }));
      return true;
    }),
    remove: vi.fn(async ({ origins = [] }: { origins?: string[] }) => {
      origins.forEach((o) => granted.delete(o));
      removed.forEach((l) => l({ origins }));
      return true;
    }),
    onAdded: event(added),
    onRemoved: event(removed),
  };
  (fakeBrowser as unknown as { permissions: typeof permissions }).permissions = permissions;
  return {
    permissions,
    granted,
    listeners: () => added.length + removed.length,
    setAnswer: (answer: boolean) => void (state.answer = answer),
    /** The user (or the browser's settings) revokes a pattern from outside the page. */
    revoke: (pattern: string) => {
      granted.delete(pattern);
      removed.forEach((l) => l({ origins: [pattern] }));
    },
  };
}
