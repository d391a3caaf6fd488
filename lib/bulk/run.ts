/**
 * Working through a batch, one URL at a time: the page's existing link is reused (the one
 * duplicate decision, lib/shorten/page-link.ts), otherwise one is made with the batch's options. Every
 * state is stored before the next request, and a store request is recorded as sent before it goes
 * out: after the page was closed mid-request, that URL is looked up first and sent again at most
 * once. Requests are paced under the rate limit (pace.ts); a 429 waits and tries the same URL again.
 * The user's Stop (`signal`) ends every wait at once; a request already on its way is answered
 * and stored first, and nothing more goes out.
 * The lookup is the one duplicate decision (lib/shorten/page-link.ts), made by the background worker
 * (message `findPageLink`), which holds the index it falls back on.
 */
import type { LinksClient } from '../api/client';
import { InputError, isApiError, toErrorData, type ApiErrorName } from '../api/errors';
import { linkPixelIds, linkSpaceId, type LinkCreateInput, type RateInfo } from '../api/schemas';
import { domainNameOf } from '../instance/domain-name';
import { shorten, type PageLinks } from '../shorten';
import { withUtm } from '../url/utm';
import { withItem, type Batch, type BulkItem, type BulkOptions } from './batch';
import { realClock, type Clock, type Pacer } from './pace';

/** A URL refused this many times in a row by the rate limit is listed as failed (the user retries it). */
const MAX_RATE_REFUSALS = 5;

/** Store requests a URL may have out without an answer: the first, and one more after it was looked up. */
export const MAX_SENDS = 2;

/**
 * How long after it went out an unanswered store is given to land before it is looked up: the
 * client's own timeout (lib/api/endpoint.ts). A store still on its way when the page closed would
 * otherwise be missed by the lookup and made a second time.
 */
export const SETTLE_MS = 15_000;

/** The error of a URL sent MAX_SENDS times without an answer and still not found on the server. */
export const UNANSWERED = 'unanswered';

/** The page's links (lib/shorten/page-link.ts PageLinks), and the rate limit the lookup's answer reported; throws the lookup's error. */
export type Lookup = (url: string) => Promise<PageLinks & { rate?: RateInfo }>;

export interface RunOptions {
  client: Pick<LinksClient, 'links'>;
  lookup: Lookup;
  pacer: Pacer;
  /** Stores the batch and shows it; the run goes on once it resolves. */
  update(batch: Batch): Promise<void>;
  signal?: AbortSignal;
  /** For the wait of SETTLE_MS; the real one by default. */
  clock?: Clock;
}

/**
 * Failures every later URL would meet too (the key refused, the server not reached): the run
 * stops there, leaving the rest waiting for "Continue" or the page's next opening, rather than
 * spending a request on each to list the same failure.
 */
const STOPPING: ReadonlySet<ApiErrorName> = new Set<ApiErrorName>(['UnauthorizedError', 'NetworkError']);

export function createInput(url: string, options: BulkOptions): LinkCreateInput {
  // The form refuses a batch without a domain; `domain_id=0` would make the server fail with a 500.
  if (options.domainId === null) throw new InputError('domain_id', 'no domain');
  const input: LinkCreateInput = { url, domain_id: options.domainId };
  if (options.spaceId !== null) input.space_id = options.spaceId;
  if (options.pixelIds.length) input.pixel_ids = [...options.pixelIds];
  return input;
}

/** The address a URL of the batch is looked up and stored as: with the preset's UTM parameters. */
export function targetUrl(url: string, options: BulkOptions): string {
  return withUtm(url, options.utm);
}

async function settle(item: BulkItem, options: BulkOptions, run: RunOptions, sent: (item: BulkItem) => Promise<void>): Promise<BulkItem> {
  const { pacer, signal } = run;
  const clock = run.clock ?? realClock;
  if (item.state === 'sending' && item.sentAt) {
    const left = item.sentAt + SETTLE_MS - clock.now();
    if (left > 0) await clock.sleep(left, signal);
  }
  await pacer.take(signal);
  const url = targetUrl(item.url, options);
  const count = item.sent ?? 0;
  const unanswered = { url: item.url, state: 'failed', sent: count, error: { name: 'NetworkError', message: UNANSWERED } } as const;
  try {
    // The one shorten (lib/shorten): the page's link, else a store recorded as sent before it leaves.
    const outcome = await shorten(
      { input: createInput(url, options), reuse: true },
      {
        client: run.client,
        pageLinks: async (page) => {
          const { rate, ...found } = await run.lookup(page);
          pacer.observe(rate);
          return found;
        },
        async beforeStore() {
          if (count >= MAX_SENDS) throw unanswered;
          // The wait comes before the store is recorded as sent: a Stop during it leaves nothing "sent".
          await pacer.take(signal);
          await sent({ url: item.url, state: 'sending', sent: count + 1, sentAt: clock.now() });
        },
      },
    );
    const { link } = outcome;
    const got = { domain: domainNameOf(link.short_url) ?? '', spaceId: linkSpaceId(link) || null, pixelIds: linkPixelIds(link) };
    return { url: item.url, state: outcome.kind === 'created' ? 'done' : 'reused', shortUrl: link.short_url, got };
  } catch (error) {
    if (error === unanswered) return unanswered;
    throw error;
  }
}

/** Runs every waiting or sending item of `batch`; resolves with the batch as last stored. */
export async function runBatch(batch: Batch, run: RunOptions): Promise<Batch> {
  let current = batch;
  const put = async (i: number, item: BulkItem) => {
    current = withItem(current, i, item);
    await run.update(current);
  };
  let stop = false;
  for (let i = 0; i < current.items.length && !stop && !run.signal?.aborted; i++) {
    for (let refusals = 0; ; refusals++) {
      const item = current.items[i]!;
      if (run.signal?.aborted || (item.state !== 'waiting' && item.state !== 'sending')) break;
      try {
        await put(i, await settle(item, current.options, run, (sent) => put(i, sent)));
        break;
      } catch (error) {
        // Stopped in a wait: the URL stays as last stored, for Continue.
        if (run.signal?.aborted) break;
        // Refused by the rate limit: nothing was made, so the URL is as it was before this try.
        if (isApiError(error, 'RateLimitError') && refusals < MAX_RATE_REFUSALS) {
          await put(i, item);
          try {
            await run.pacer.refused(error.retryAfter, run.signal);
          } catch {
            break;
          }
          continue;
        }
        const data = toErrorData(error);
        // An answer (a 422, a 500) means the request is settled; without one it may have landed.
        const sent = data.status === undefined ? current.items[i]!.sent : undefined;
        await put(i, { url: item.url, state: 'failed', ...(sent ? { sent } : {}), error: data });
        stop = STOPPING.has(data.name);
        break;
      }
    }
  }
  return current;
}
