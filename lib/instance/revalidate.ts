/**
 * Asking the server for the facts of ./facts.ts that are due — each at most once a minute (the
 * version once a day), never twice at the same time in one page — and storing what it answered.
 * Run by the page that wants them (`askFacts`, lib/connection/session.ts): the popup, the settings page and the
 * managers share the stored answer, so a fact asked by one is fresh for the others. The background
 * worker only notes what its index's pages of links tell for free (`noteLinksPage`).
 */
import type { InstanceClient } from '../api/client';
import { isApiError, toErrorData, type ApiErrorName } from '../api/errors';
import type { Link, Page } from '../api/schemas';
import { byId, choicesFromLinkList, collectPages } from './collect';
import { serverWait } from '../rate-limit';
import {
  FACT_NAMES,
  isFresh,
  readFacts,
  writeFacts,
  type AccountFacts,
  type Fact,
  type FactName,
  type Facts,
  type FactScope,
  type FactValues,
  type LinksFact,
} from './facts';
import { identifyVersion, probeOf } from './identify';

/**
 * Answers meaning "this server has no such endpoint" rather than "your key or network is
 * broken": a server that speaks only the contract has no account, domains or spaces.
 */
const MISSING: ReadonlySet<ApiErrorName> = new Set<ApiErrorName>(['NotFoundError', 'InvalidResponseError', 'ForbiddenError', 'HttpError', 'RedirectError']);

async function orMissing<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && MISSING.has(error.name)) return null;
    throw error;
  }
}

const PER_PAGE = 100;
/** A few hundred records: any real account's domains, spaces and pixels. */
const MAX_PAGES = 5;

/** The link list's count and what its newest links use, from any page of newest links. */
export function linksFactOf(page: Page<Link>): LinksFact & { dialect?: FactValues['version']['version'] } {
  const { domains, spaces } = choicesFromLinkList(page.items);
  const total = page.meta.total ?? (page.meta.last_page === 1 ? page.items.length + page.skipped.length : null);
  return { total, domains, spaces, ...(page.version ? { dialect: page.version } : {}) };
}

type Loaders = { [K in Exclude<FactName, 'version'>]: (client: InstanceClient) => Promise<FactValues[K]> };

const LOADERS: Loaders = {
  account: (client) =>
    orMissing(async () => {
      const account = await client.account.get();
      return {
        defaultDomainId: account.default_domain,
        defaultSpaceId: account.default_space,
        planName: account.plan.name ?? null,
        features: account.plan.features,
        timezone: account.timezone ?? null,
      } satisfies AccountFacts;
    }),
  // The same query Save and "Test connection" always sent: a count, and the version for free.
  links: async (client) => linksFactOf(await client.links.list({ per_page: 10 })),
  domains: (client) => orMissing(async () => byId(await collectPages((page) => client.domains.list({ per_page: PER_PAGE, page }), MAX_PAGES))),
  spaces: (client) => orMissing(async () => byId(await collectPages((page) => client.spaces.list({ per_page: PER_PAGE, page }), MAX_PAGES))),
  pixels: async (client) => byId(await collectPages((page) => client.pixels.list({ per_page: PER_PAGE, page, sort_by: 'name', sort: 'asc' }), MAX_PAGES)),
};

/** Requests under way in this context, by profile, origin and fact. */
const inFlight = new Map<string, Promise<Fact<unknown>>>();
/** Writes of one profile's facts, one after another (each reads what the last wrote). */
const writes = new Map<string, Promise<unknown>>();

function tryFact<T>(load: () => Promise<T>, now: () => number): Promise<Fact<T>> {
  return load().then(
    (value) => ({ at: now(), value }),
    (error: unknown) => {
      const data = toErrorData(error);
      const fact: Fact<T> = { at: now(), error: data };
      // Told to wait: nobody asks again before the server said (bounded: ../rate-limit.ts).
      if (data.name === 'RateLimitError') fact.retryAt = now() + serverWait(data.retryAfter) * 1000;
      return fact;
    },
  );
}

/** Stores `update`'s changes to the stored facts of `scope`, after any other write of this profile. */
export function updateFacts(scope: FactScope, update: (facts: Facts) => Facts | void): Promise<Facts> {
  const previous = writes.get(scope.profileId) ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(async () => {
      const facts = await readFacts(scope);
      const changed = update(facts) ?? facts;
      await writeFacts(scope.profileId, changed);
      return changed;
    });
  writes.set(scope.profileId, next);
  return next;
}

/** A failure keeps the value read before: a list that could not be refreshed is still the list. */
function merged<T>(before: Fact<T> | undefined, after: Fact<T>): Fact<T> {
  return after.error && before?.value !== undefined ? { ...after, value: before.value } : after;
}

export interface RevalidateOptions {
  /** Ask even what is fresh (Save, "Test connection", "Reload lists"). */
  force?: boolean;
  /** How old a fact may be and still not be asked (./facts.ts `isFresh`). */
  maxAgeMs?: number;
  now?: () => number;
  /**
   * Until when an answer stays shared after it arrived: until it is stored (revalidate), so a
   * reader that read the facts before that write takes it rather than asking again.
   */
  storedBy?: Promise<unknown>;
}

/**
 * The facts of `want` asked of the server, given what is `known` (a fact known and fresh is not
 * asked unless `force`): each answer as a fact, or its failure. The version is learned from the
 * links (asked for it if need be) and the account, as ./identify.ts says. Shares requests under
 * way for the same facts of the same scope.
 */
/** Shared requests that have answered, kept shared only until their answer is stored. */
const answered = new WeakSet<Promise<Fact<unknown>>>();

export async function askServer(
  client: InstanceClient,
  scope: FactScope,
  want: readonly FactName[],
  known: Facts,
  options: RevalidateOptions = {},
): Promise<Map<FactName, Fact<unknown>>> {
  const now = options.now ?? Date.now;
  const due = new Set(FACT_NAMES.filter((name) => want.includes(name) && (options.force || !isFresh(name, known[name], now(), options.maxAgeMs))));
  // Learning the version needs the links' field names, and the account when they say nothing.
  if (due.has('version') && !known.links?.value) due.add('links');
  const asked = new Map<FactName, Promise<Fact<unknown>>>();
  const ask = (name: Exclude<FactName, 'version'>) => {
    const key = `${scope.profileId} ${scope.origin} ${name}`;
    let running = inFlight.get(key);
    // Asked again ("Try again") joins a request still under way, never one already answered (the failure being retried).
    if (running && options.force && answered.has(running)) running = undefined;
    if (!running) {
      const started = tryFact(() => LOADERS[name](client) as Promise<unknown>, now);
      void started.then(() => answered.add(started));
      running = started;
      inFlight.set(key, running);
      const stored = options.storedBy ?? Promise.resolve();
      void running
        .then(
          () => stored,
          () => stored,
        )
        .finally(() => inFlight.delete(key));
    }
    asked.set(name, running);
    return running;
  };
  for (const name of due) if (name !== 'version') void ask(name);
  let version: Fact<FactValues['version']> | undefined;
  if (due.has('version')) {
    const links = (await (asked.get('links') ?? Promise.resolve(known.links))) as Fact<LinksFact & { dialect?: 44 | 49 }> | undefined;
    const dialect = links?.value?.dialect;
    if (!dialect && links?.error) {
      // Nothing is known until the server answers at all (a rejected key, no network).
      version = { at: now(), error: links.error, ...(links.retryAt ? { retryAt: links.retryAt } : {}) };
    } else {
      const account = (await (asked.get('account') ??
        (known.account?.value !== undefined ? Promise.resolve(known.account) : ask('account')))) as Fact<AccountFacts | null>;
      if (account.error && !dialect) version = { at: now(), error: account.error, ...(account.retryAt ? { retryAt: account.retryAt } : {}) };
      else version = await tryFact(() => identifyVersion({ dialect, account: account.value ?? null }, probeOf(client)), now);
    }
  }
  const answers = new Map<FactName, Fact<unknown>>();
  await Promise.all([...asked].map(async ([name, running]) => answers.set(name, await running)));
  if (version) answers.set('version', version);
  // Link records name their version for free.
  const dialect = (answers.get('links')?.value as { dialect?: 44 | 49 } | undefined)?.dialect;
  if (dialect && !version) answers.set('version', { at: now(), value: { version: dialect, how: 'links' } });
  return answers;
}

/** `facts` with `answers` put in; a failure keeps the value read before. */
export function withAnswers(facts: Facts, answers: ReadonlyMap<FactName, Fact<unknown>>): Facts {
  const out: Facts = { ...facts };
  for (const [name, fact] of answers) (out as Record<string, unknown>)[name] = merged(facts[name] as Fact<unknown> | undefined, fact);
  return out;
}

/**
 * The stored facts of `scope` with those of `want` that were due asked again and stored, with
 * what failed recorded with its failure (and its earlier value kept).
 */
export async function revalidate(client: InstanceClient, scope: FactScope, want: readonly FactName[], options: RevalidateOptions = {}): Promise<Facts> {
  let release = () => {};
  const storedBy = new Promise<void>((resolve) => (release = resolve));
  try {
    const answers = await askServer(client, scope, want, await readFacts(scope), { ...options, storedBy });
    return await (answers.size === 0 ? readFacts(scope) : updateFacts(scope, (facts) => withAnswers(facts, answers)));
  } finally {
    release();
  }
}

/**
 * What a page of newest links tells of the instance at no cost — its link count, the domains and
 * spaces they use, and the version their field names are — noted by the background's index refresh.
 */
export function noteLinksPage(scope: FactScope, page: Page<Link>, now = Date.now()): Promise<Facts> {
  const fact = linksFactOf(page);
  return updateFacts(scope, (facts) => {
    facts.links = { at: now, value: fact };
    if (fact.dialect && facts.version?.value?.version !== fact.dialect) facts.version = { at: now, value: { version: fact.dialect, how: 'links' } };
  });
}
