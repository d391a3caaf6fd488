/**
 * Stand-ins for the extension APIs WXT's fake browser lacks (context menus, omnibox, commands,
 * offscreen documents), and a configured extension against the reference server.
 */
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveApiKey, saveSettings } from '../../../lib/settings';
import type { RefServer } from '../../server';

export interface FakeEvent<A extends unknown[]> {
  addListener(listener: (...args: A) => unknown): void;
  removeListener(listener: (...args: A) => unknown): void;
  hasListener(listener: (...args: A) => unknown): boolean;
  /** Calls every listener, as the browser dispatches the event; resolves when they have run. */
  trigger(...args: A): Promise<unknown[]>;
}

export function fakeEvent<A extends unknown[]>(): FakeEvent<A> {
  const listeners = new Set<(...args: A) => unknown>();
  return {
    addListener: (listener) => void listeners.add(listener),
    removeListener: (listener) => void listeners.delete(listener),
    hasListener: (listener) => listeners.has(listener),
    trigger: (...args) => Promise.all([...listeners].map((listener) => listener(...args))),
  };
}

/** Assigns stand-ins onto the fake browser (reset before each test by test/setup.ts). */
export function stub(namespace: string, value: object): void {
  (fakeBrowser as unknown as Record<string, unknown>)[namespace] = value;
}

/**
 * Whether the optional clipboardWrite permission is held (WXT's fake browser has no
 * `permissions`). Returns the `contains` stand-in.
 */
export function stubClipboardPermission(granted: boolean) {
  const contains = vi.fn(async ({ permissions = [] }: { permissions?: string[] }) => granted && permissions.every((p) => p === 'clipboardWrite'));
  stub('permissions', { contains });
  return contains;
}

/**
 * Chrome's offscreen clipboard: a document the background creates, answering the copy message,
 * with the clipboardWrite permission it needs granted unless `granted: false`. Returns what was
 * copied.
 */
export function stubOffscreenClipboard(options: { refuse?: boolean; granted?: boolean } = {}) {
  stubClipboardPermission(options.granted ?? true);
  const copied: string[] = [];
  const createDocument = vi.fn(async () => undefined);
  stub('offscreen', { createDocument });
  let exists = false;
  createDocument.mockImplementation(async () => void (exists = true));
  Object.assign(fakeBrowser.runtime, {
    getContexts: vi.fn(async () => (exists ? [{ contextType: 'OFFSCREEN_DOCUMENT' }] : [])),
    sendMessage: vi.fn(async (message: { offscreen?: string; text?: string }) => {
      if (message.offscreen !== 'copy' || !exists) throw new Error('Could not establish connection. Receiving end does not exist.');
      if (options.refuse) return false;
      copied.push(message.text!);
      return true;
    }),
  });
  return { copied, createDocument };
}

export function stubOpenOptionsPage() {
  const openOptionsPage = vi.fn(async () => undefined);
  Object.assign(fakeBrowser.runtime, { openOptionsPage });
  return openOptionsPage;
}

/** Settings and key for the reference server, as the options page saves them. */
export async function configure(server: RefServer, settings: Record<string, unknown> = { defaultDomainId: 1 }): Promise<void> {
  await saveSettings({ instanceUrl: server.url, ...settings });
  await saveApiKey('default', server.apiKey, server.origin, true);
}

/** The badge and its title's first line (what happened); `badgeDetail` has the lines under it. */
export async function badge(): Promise<{ text: string; title: string }> {
  return { text: await fakeBrowser.action.getBadgeText({}), title: (await fakeBrowser.action.getTitle({})).split('\n')[0]! };
}

/** The title's lines under the first: what the link got, and each team default it went without. */
export async function badgeDetail(): Promise<string[]> {
  return (await fakeBrowser.action.getTitle({})).split('\n').slice(1);
}

export const posts = (server: RefServer) => server.apiRequests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
