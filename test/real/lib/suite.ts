/**
 * What every file of the suite shares in its one worker (vitest.real.config.ts runs the files in
 * one process, so the pacer's knowledge of the rate limit carries from file to file): the paced
 * API client in the instance's detected version, the account, the domain new links go on, and
 * the tracker of what this run created.
 */
import { inject } from 'vitest';
import { createClient, isApiError, type Account, type VersionedClient, type Pixel, type PixelType } from '../../../lib/api';
import type { ApiVersion } from '../../../lib/api/versions';
import { featuresOf, isIdentified, versionOf, type Facts } from '../../../lib/instance';
import type { Features } from '../../../lib/instance/plan';
import { revalidate } from '../../../lib/instance/revalidate';
import { realEnv, type RealEnv } from './env';
import { pacedFetch, RatePacer } from './pacer';
import { runNames, type RunNames } from './run-id';
import { Tracker } from './sweep';

export interface Suite {
  env: RealEnv;
  names: RunNames;
  pacer: RatePacer;
  client: VersionedClient;
  /** As lib/instance read it (also saved in the fake browser's storage, as the background keeps it). */
  info: { version: ApiVersion; features: Features };
  /** Everything lib/instance reads of the instance: the account, the version, the lists. */
  facts: Facts;
  account: Account;
  /** The account's default domain: where this run's links go. */
  domainId: number;
  tracker: Tracker;
  /** The plan includes `feature` (absent from the plan: included, as lib/instance/plan.ts reads it). */
  allows(feature: string | undefined): boolean;
  /**
   * A pixel of this run (tracked), or undefined with a note when the plan has no pixels or its
   * count is used up (a 422 under a limited plan: the server's refusal, not Linklet's).
   */
  makePixel(what: string, type: PixelType, value: string): Promise<Pixel | undefined>;
  /** One cheap request, for the pacer when it knows nothing of the budget. */
  probe(): Promise<void>;
  /** A GET as the extension sends it, answered raw: for comparing with what a page showed. */
  rawGet(path: string, query: URLSearchParams): Promise<{ status: number; body: any }>;
}

/**
 * Per attempt: long enough to include a wait for the rate limit's window (up to a minute, inside
 * the paced fetch) and the server's own fetch of a new link's page (up to 5 s on phpShort).
 */
const TIMEOUT_MS = 240_000;

let shared: Promise<Suite> | undefined;

export function suite(): Promise<Suite> {
  shared ??= start();
  return shared;
}

async function start(): Promise<Suite> {
  const env = realEnv(process.env, inject('runId'));
  const pacer = new RatePacer({ margin: env.margin });
  const fetch = pacedFetch(pacer);
  const base = createClient({ version: null, baseUrl: env.url, apiKey: env.key, fetch, timeoutMs: TIMEOUT_MS, retries: 1 });
  const facts = await revalidate(base, { profileId: 'default', origin: base.origin }, ['account', 'version', 'links', 'domains', 'spaces', 'pixels']);
  if (!isIdentified(facts)) throw new Error(`The instance could not be identified: ${JSON.stringify(facts.version?.error ?? facts.links?.error)}`);
  const info = { version: versionOf(facts), features: featuresOf(facts) };
  const client = base.withVersion(info.version);
  const account = await client.account.get();
  const domainId = account.default_domain ?? (await client.domains.list({ per_page: 10 })).items[0]?.id;
  if (!domainId) throw new Error('The account has no default domain and no domain of its own: there is nowhere to create a link');
  const features = info.features;
  const allows = (feature: string | undefined) => !feature || features[feature] === undefined || features[feature] !== 0;
  const names = runNames(env.runId);
  const tracker = new Tracker(env.runId);
  return {
    env,
    names,
    pacer,
    client,
    info,
    facts,
    account,
    domainId,
    tracker,
    allows,
    async makePixel(what, type, value) {
      if (!allows('pixels')) return void note(`The plan has no pixels: ${what} was not made, and what needs it is not checked`);
      try {
        return tracker.pixel(await client.pixels.create({ name: names.pixelName(what), type, value }));
      } catch (error) {
        const limited = (features.pixels ?? -1) > 0;
        if (!limited || !isApiError(error, 'ValidationError')) throw error;
        return void note(`The plan's ${features.pixels} pixels are used up (${error.message}): ${what} was not made`);
      }
    },
    probe: async () => void (await client.account.get()),
    async rawGet(path, query) {
      const response = await fetch(`${client.baseUrl}/api/v1${path}?${query}`, {
        headers: { Authorization: `Bearer ${env.key}`, Accept: 'application/json' },
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
  };
}

/** Prints a skipped check's reason where a run's output shows it. */
export function note(message: string): void {
  console.warn(`[note] ${message}`);
}
