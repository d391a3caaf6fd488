import { vi } from 'vitest';
import type { ApiClient } from '../../../lib/api';
import type { Link, Page, Pixel } from '../../../lib/api/schemas';
import type { Connection } from '../../../lib/connection';
import { DEFAULT_SETTINGS } from '../../../lib/settings';

export const link = (id: number, patch: Partial<Link> = {}): Link => ({
  id,
  url: `https://example.com/page-${id}`,
  short_url: `https://sho.rt/a${id}`,
  alias: `a${id}`,
  title: `Page ${id}`,
  clicks: id * 3,
  disabled: 0,
  domain: { id: 1, name: 'sho.rt' },
  space: null,
  pixels: [],
  ...patch,
});

export const pixel = (id: number, patch: Partial<Pixel> = {}): Pixel => ({ id, name: `Pixel ${id}`, type: 'facebook', value: `v${id}`, ...patch });

export function page<T>(items: T[], meta: Partial<Page<T>['meta']> = {}): Page<T> {
  return { items, meta: { current_page: 1, last_page: 1, total: items.length, ...meta }, skipped: [] };
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

export const connectTo = (client: FakeClient) => async (): Promise<Connection> => ({
  ready: true,
  settings: DEFAULT_SETTINGS,
  client: client as unknown as ApiClient,
});
