/**
 * The one set of fakes the component and lib tests share: links, pixels, pages, an account, and
 * an API client whose every call is a mock.
 */
import { vi } from 'vitest';
import type { ApiClient } from '../../lib/api';
import type { Account, Link, Page, Pixel } from '../../lib/api/schemas';
import type { ApiVersion } from '../../lib/api/versions';
import type { Connection } from '../../lib/connection/connection';
import { isIdentified, writeFacts, type AccountFacts, type Facts, type Identified } from '../../lib/instance';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { serveFactsFrom } from './facts';

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

/** Every feature of the version on, as a fresh instance's admin plan has. */
export function account(version: ApiVersion = 44, patch: Partial<Account> = {}): Account {
  const features: Record<string, number> = {
    api: 1,
    links: -1,
    spaces: -1,
    domains: -1,
    pixels: -1,
    link_stats: 1,
    link_targeting: 1,
    link_password: 1,
    link_expiration: 1,
    global_domains: 1,
  };
  if (version === 44) features.link_disabling = 1;
  return { id: 1, name: 'Admin', timezone: 'UTC', plan: { id: 1, name: 'Default', features }, default_domain: 1, default_space: null, ...patch };
}

/** The account as lib/instance keeps it. */
export function accountFacts(a: Account): AccountFacts {
  return {
    defaultDomainId: a.default_domain,
    defaultSpaceId: a.default_space,
    planName: a.plan.name ?? null,
    features: a.plan.features,
    timezone: a.timezone ?? null,
  };
}

/** What lib/instance stores for `origin` once it has asked the server: the version and the account. */
export function instanceFacts(version: ApiVersion = 44, origin = 'https://sho.rt', patch: Partial<Account> = {}): Facts {
  const at = Date.now();
  return { origin, version: { at, value: { version, how: 'plan' } }, account: { at, value: accountFacts(account(version, patch)) } };
}

/** Stores `facts` as the instance facts of `profileId` (the first profile by default). */
export function storeFacts(facts: Facts, profileId = 'default'): Promise<void> {
  return writeFacts(profileId, facts);
}

/** `instanceFacts(…)`, typed as identifying the version (what a versioned form is given). */
export function identifiedFacts(version: ApiVersion = 44, origin = 'https://sho.rt', patch: Partial<Account> = {}): Identified {
  const facts = instanceFacts(version, origin, patch);
  if (!isIdentified(facts)) throw new Error('instanceFacts gave no version');
  return facts;
}

const fn = () => vi.fn<(...args: any[]) => Promise<any>>();

/** A client whose every call is a mock; lists answer empty pages and the account answers `account(version)`. */
export function fakeClient(version: ApiVersion = 44) {
  const client = {
    baseUrl: 'https://sho.rt',
    origin: 'https://sho.rt',
    version,
    links: { list: fn(), get: fn(), create: fn(), update: fn(), delete: fn() },
    pixels: { list: fn(), get: fn(), create: fn(), update: fn(), delete: fn() },
    domains: { list: fn(), get: fn() },
    spaces: { list: fn(), get: fn() },
    account: { get: fn() },
    stats: { get: fn() },
    probeVersion: fn(),
    /** The same mocks, whatever the version: a test asserts on one set of calls. */
    withVersion: vi.fn((next: ApiVersion) => {
      client.version = next;
      return client;
    }),
  };
  for (const list of [client.links.list, client.pixels.list, client.domains.list, client.spaces.list]) list.mockResolvedValue(page([]));
  client.account.get.mockResolvedValue(account(version));
  client.probeVersion.mockResolvedValue(version);
  return client;
}

export type FakeClient = ReturnType<typeof fakeClient>;

/**
 * The pages' instance session (test/fakes/facts.ts) made of `client`, with settings and a key stored
 * for its instance as the options page saves them (unless some are stored already), and the
 * instance facts answered from its mocks (as the background answers them from the server).
 */
export async function serveClient(client: FakeClient): Promise<void> {
  const stored = await fakeBrowser.storage.local.get('settings');
  if (!stored.settings) {
    await fakeBrowser.storage.local.set({
      settings: { instanceUrl: client.baseUrl, defaultDomainId: 1 },
      settings$: { v: 2 },
      apiKey: { origin: client.origin, key: 'secret-key' },
    });
  }
  serveFactsFrom(client);
}

/**
 * A bulk run's `connect` that hands it `client`, with settings and a key stored for the client's
 * instance as the options page saves them, and the instance facts answered from its mocks (as
 * the background answers them from the server): the lists and the version every page shares.
 */
export const connectTo = (client: FakeClient) => async (): Promise<Connection> => {
  await serveClient(client);
  return {
    ready: true,
    settings: { ...DEFAULT_SETTINGS, instanceUrl: client.baseUrl },
    client: client as unknown as ApiClient,
    facts: { origin: client.origin },
  };
};
