/**
 * What every file of the suite shares in its one worker (vitest.real.config.ts runs the files in
 * one process, so the pacer's knowledge of the rate limit carries from file to file): the paced
 * API client in the instance's detected version, the account, the domain new links go on, and
 * the tracker of what this run created.
 */
import { inject } from 'vitest';
import { createClient, type Account, type ApiClient } from '../../../lib/api';
import { detectInstance, saveInstance, type InstanceInfo } from '../../../lib/instance';
import { realEnv, type RealEnv } from './env';
import { pacedFetch, RatePacer } from './pacer';
import { runNames, type RunNames } from './run-id';
import { Tracker } from './sweep';

export interface Suite {
  env: RealEnv;
  names: RunNames;
  pacer: RatePacer;
  client: ApiClient;
  /** As lib/instance.ts read it (also saved in the fake browser's storage, for lib/choices.ts). */
  info: InstanceInfo;
  account: Account;
  /** The account's default domain: where this run's links go. */
  domainId: number;
  tracker: Tracker;
  /** The plan includes `feature` (absent from the plan: included, as lib/plan.ts reads it). */
  allows(feature: string | undefined): boolean;
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
  const base = createClient({ baseUrl: env.url, apiKey: env.key, fetch, timeoutMs: TIMEOUT_MS, retries: 1 });
  const info = await detectInstance(base);
  await saveInstance(info);
  const client = base.withVersion(info.version);
  const account = await client.account.get();
  const domainId = account.default_domain ?? (await client.domains.list({ per_page: 10 })).items[0]?.id;
  if (!domainId) throw new Error('The account has no default domain and no domain of its own: there is nowhere to create a link');
  const features = info.account.features;
  return {
    env,
    names: runNames(env.runId),
    pacer,
    client,
    info,
    account,
    domainId,
    tracker: new Tracker(env.runId),
    allows: (feature) => !feature || features[feature] === undefined || features[feature] !== 0,
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
