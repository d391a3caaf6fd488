import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Link, Page, Pixel } from '../../../lib/api/schemas';
import type { MessageType } from '../../../lib/messaging';

export const PAGE_URL = 'https://example.com/article';

export const link = (id: number, patch: Partial<Link> = {}): Link => ({
  id,
  url: PAGE_URL,
  short_url: `https://sho.rt/a${id}`,
  alias: `a${id}`,
  title: `Page ${id}`,
  domain: { id: 1, name: 'sho.rt' },
  ...patch,
});

export const pixel = (id: number, patch: Partial<Pixel> = {}): Pixel => ({ id, name: `Pixel ${id}`, type: 'facebook', ...patch });

export function page<T>(items: T[]): Page<T> {
  return { items, meta: { current_page: 1, last_page: 1, total: items.length }, skipped: [] };
}

const fn = () => vi.fn<(...args: any[]) => Promise<any>>();

/** A client whose every call is a mock; lists answer empty pages unless told otherwise. */
export function fakeClient() {
  const client = {
    baseUrl: 'https://sho.rt',
    origin: 'https://sho.rt',
    links: { list: fn(), get: fn(), create: fn(), update: fn(), delete: fn() },
    pixels: { list: fn(), get: fn(), create: fn(), update: fn(), delete: fn() },
    domains: { list: fn() },
    spaces: { list: fn() },
  };
  for (const list of [client.links.list, client.pixels.list, client.domains.list, client.spaces.list]) list.mockResolvedValue(page([]));
  return client;
}
export type FakeClient = ReturnType<typeof fakeClient>;

/** Settings (storage v2 layout) and the key for https://sho.rt, as the options page saves them. */
export async function configure(settings: Record<string, unknown> = {}): Promise<void> {
  await fakeBrowser.storage.local.set({
    settings: { instanceUrl: 'https://sho.rt', defaultDomainId: 1, ...settings },
    settings$: { v: 2 },
    apiKey: { origin: 'https://sho.rt', key: 'secret-key' },
  });
}

/** The toolbar popup's tab (activeTab shows its URL); null: a tab whose URL the popup cannot see. */
export function activeTab(url: string | null = PAGE_URL, title = 'An article'): void {
  fakeBrowser.tabs.query = vi.fn(async () => [{ id: 9, url: url ?? undefined, title, index: 0, active: true, highlighted: true, pinned: false, incognito: false, windowId: 1 }]) as never;
}

/** The background's answers; messages it got are collected. `undefined` answer = asleep (rejects). */
export function background(answers: Partial<Record<MessageType, unknown>> = {}) {
  const received: Array<{ linklet: MessageType; data: unknown }> = [];
  fakeBrowser.runtime.sendMessage = vi.fn(async (message: { linklet: MessageType; data: unknown }) => {
    received.push(message);
    if (!(message.linklet in answers)) throw new Error('Could not establish connection. Receiving end does not exist.');
    return answers[message.linklet];
  }) as never;
  return received;
}

export function clipboard() {
  const writeText = vi.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}
