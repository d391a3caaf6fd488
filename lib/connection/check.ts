/**
 * "Test connection" and the check Save makes, each with its outcome in a few kinds the options
 * page says in plain words (lib/connection/state.ts), e.g. "phpShort v49 · 7,034 links · plan Pro
 * (statistics, targeting, passwords)". Both read the same facts of the instance (lib/instance):
 * the account, a page of links (the count, and the version for free) and the version. Save asks
 * them of the server and stores them for every page; "Test connection"
 * with what was saved reuses an answer of the last minute rather than asking again; with typed,
 * unsaved values it asks once and keeps nothing. Nothing here writes settings.
 */
import { createClient } from '../api';
import { toErrorData } from '../api/errors';
import { connectionProblem, outcomeOfFailure, TEST_TIMEOUT_MS, type ConnectionOutcome } from './state';
import { askFacts } from './refresh';
import { isFresh, type FactName, type Facts } from '../instance';
import { askServer, noteLinksPage, withAnswers } from '../instance/revalidate';
import type { Link, Page } from '../api/schemas';
import { originOf } from '../settings/origin';
import { isReachable } from './reachability';

export { TEST_TIMEOUT_MS, type ConnectionOutcome } from './state';

/** What a connection check reads. */
export const CHECKED: readonly FactName[] = ['account', 'links', 'version'];

/** The outcome the facts of a check say: connected (with what was found), or why not. */
export async function outcomeOfFacts(facts: Facts, baseUrl: string): Promise<ConnectionOutcome> {
  const links = facts.links;
  // The link list is the contract's: whether it answers is whether Linklet can work.
  if (!links || links.error || !links.value) return outcomeOfFailure(links?.error ?? { name: 'NetworkError', message: 'not checked' }, baseUrl);
  const account = facts.account?.value;
  const version = facts.version?.value;
  return {
    kind: 'connected',
    total: links.value.total,
    // Without phpShort's account the server is not known to be phpShort: it speaks the contract.
    ...(version ? { version: version.version, speaks: account === null || version.how === 'contract' ? 'contract' : 'phpshort' } : {}),
    // null: a server without phpShort's account, whose plan nobody can read.
    plan: account ? { name: account.planName, features: account.features } : account === null ? null : undefined,
    at: links.at,
  };
}

/**
 * Save's check, of the saved connection (the active profile's, or `profileId`'s): asked of the
 * server now, and stored for every page.
 */
export async function checkSavedConnection(baseUrl: string, profileId?: string, answered?: Page<Link>): Promise<ConnectionOutcome> {
  // A page of links the key was just checked with is the links fact: not asked again.
  if (answered && profileId) await noteLinksPage({ profileId, origin: originOf(baseUrl) }, answered);
  const answer = await askFacts(answered && profileId ? CHECKED.filter((name) => name !== 'links') : CHECKED, { profileId, force: true, check: true });
  if (!answer.ok) return outcomeOfFailure(answer.error, baseUrl);
  return outcomeOfFacts(answer.value, baseUrl);
}

/**
 * "Test connection" of the saved connection: a successful answer of the last minute is the
 * answer (Save just asked), unless it is the one this test already showed (`shownAt`: the user
 * asks again); an older one, a failure, or none is asked again.
 */
export async function testSavedConnection(baseUrl: string, known: Facts | null, profileId?: string, shownAt?: number): Promise<ConnectionOutcome> {
  const recent = known && known.links?.at !== shownAt && CHECKED.every((name) => isFresh(name, known[name]) && !known[name]?.error);
  return recent ? outcomeOfFacts(known, baseUrl) : checkSavedConnection(baseUrl, profileId);
}

export interface ConnectionTestInput {
  baseUrl: string;
  apiKey: string;
  /** Whether Linklet holds the host permission for the instance's origin. */
  hasPermission: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** "Test connection" with typed values that are not saved: asked once, nothing kept. */
export async function testConnection(input: ConnectionTestInput): Promise<ConnectionOutcome> {
  const fetchImpl = input.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const timeoutMs = input.timeoutMs ?? TEST_TIMEOUT_MS;
  try {
    // One try each, as the user asked for one check: a retry would hide what the server answered.
    const client = createClient({ baseUrl: input.baseUrl, apiKey: input.apiKey, version: null, fetch: fetchImpl, timeoutMs, retries: 0 });
    const origin = client.origin;
    const answers = await askServer(client, { profileId: '', origin }, CHECKED, { origin }, { force: true });
    const facts = withAnswers({ origin }, answers);
    const error = facts.links?.error;
    return error ? await classify(error, input, fetchImpl) : await outcomeOfFacts(facts, input.baseUrl);
  } catch (error) {
    return classify(toErrorData(error), input, fetchImpl);
  }
}

/**
 * Save's question before anything is stored: does the instance take this key? One list request,
 * whose page is kept (`page`) so Save's check that follows need not ask for it again; `refused`
 * with the outcome to show when the key is refused; null when the answer says nothing of the key
 * (the network, the server): Save goes on and its check says what is wrong.
 */
export async function checkKey(input: Omit<ConnectionTestInput, 'hasPermission'>): Promise<{ refused: ConnectionOutcome } | { page: Page<Link> } | null> {
  const fetchImpl = input.fetch ?? ((url, init) => globalThis.fetch(url, init));
  try {
    const client = createClient({
      baseUrl: input.baseUrl,
      apiKey: input.apiKey,
      version: null,
      fetch: fetchImpl,
      timeoutMs: input.timeoutMs ?? TEST_TIMEOUT_MS,
      retries: 0,
    });
    return { page: await client.links.list({ per_page: 10 }) };
  } catch (error) {
    const data = toErrorData(error);
    return data.name === 'UnauthorizedError' ? { refused: { kind: 'failed', problem: connectionProblem(data, input.baseUrl, false) } } : null;
  }
}

async function classify(error: ReturnType<typeof toErrorData>, input: ConnectionTestInput, fetchImpl: typeof fetch): Promise<ConnectionOutcome> {
  const refused = error.name === 'NetworkError' && !input.hasPermission && (await isReachable(input.baseUrl, fetchImpl));
  return { kind: 'failed', problem: connectionProblem(error, input.baseUrl, refused) };
}
