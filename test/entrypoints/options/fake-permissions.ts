import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

interface Request {
  origins?: string[];
  permissions?: string[];
}
type Listener = (permissions: Request) => void;

/**
 * WXT's fake browser has no `permissions`; this one keeps granted patterns and API permissions
 * (e.g. `clipboardWrite`) in one set and fires the real events. `answer` is what the next prompt
 * says.
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
  const all = ({ origins = [], permissions = [] }: Request) => [...origins, ...permissions];
  const permissions = {
    contains: vi.fn(async (request: Request) => all(request).every((o) => granted.has(o))),
    request: vi.fn(async (request: Request) => {
      if (!state.answer) return false;
      all(request).forEach((o) => granted.add(o));
      added.forEach((l) => l(request));
      return true;
    }),
    remove: vi.fn(async (request: Request) => {
      all(request).forEach((o) => granted.delete(o));
      removed.forEach((l) => l(request));
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
    /** The user (or the browser's settings) revokes a host pattern from outside the page. */
    revoke: (pattern: string) => {
      granted.delete(pattern);
      removed.forEach((l) => l({ origins: [pattern] }));
    },
    /** The user (or the browser's settings) gives back an API permission from outside the page. */
    revokePermission: (permission: string) => {
      granted.delete(permission);
      removed.forEach((l) => l({ permissions: [permission] }));
    },
  };
}
