/**
 * Running an action on the links selected in the Links view (lib/link-state/changes.ts says what each link
 * needs). phpShort has no request for several links: each link is one request (a DELETE, or a
 * PATCH of the fields that change), paced under the server's rate limit as "Shorten several" is
 * (lib/bulk/pace.ts: 60 a minute shared with everything else the user does, each answer saying
 * what remains; a 429 waits as long as the server asks and the same link is tried again). A link
 * already as asked costs no request. A link's failure is kept with it and the others go on, except
 * for a failure every later link would meet too (the key refused, the server not reached): the
 * run stops there. The user's Stop ends it at once, in a wait too; the links not reached are
 * listed as not done, to go on with.
 */
import type { VersionedClient } from '../api/client';
import { isApiError, type ApiErrorData, type ApiErrorName } from '../api/errors';
import type { Link } from '../api/schemas';
import type { Pacer } from '../bulk/pace';
import { changeLink } from '../actions/change-link';
import { deleteLink } from '../actions/delete-link';
import type { IndexNotes } from '../actions/index-notes';
import { changeInput, type BulkAction, type ChangeContext } from '../link-state/changes';

export type { BulkAction };

/**
 * What became of one link: `changed` (the server's new record), `deleted`, `unchanged` (it was
 * already as asked: nothing sent), `failed` (with why), or `skipped`: not reached (stopped).
 */
export type LinkOutcome =
  | { id: number; ok: true; status: 'changed'; link: Link }
  | { id: number; ok: true; status: 'deleted' | 'unchanged' }
  | { id: number; ok: false; status: 'failed'; error: ApiErrorData }
  | { id: number; ok: false; status: 'skipped' };

export interface BulkActionRun extends Omit<ChangeContext, 'version'> {
  client: Pick<VersionedClient, 'links' | 'version'>;
  pacer: Pacer;
  /** Told after each link, in the order of the links. */
  onOutcome?(outcome: LinkOutcome): void;
  /** The user's Stop. */
  signal?: AbortSignal;
  /** The link index, told of each link changed or deleted. */
  index: IndexNotes;
}

const STOPPING: ReadonlySet<ApiErrorName> = new Set<ApiErrorName>(['UnauthorizedError', 'NetworkError']);
/** A link refused this many times in a row by the rate limit is listed as failed. */
const MAX_RATE_REFUSALS = 5;

/** One link's action through the one flow of each (lib/actions), paced: its outcome, or a refusal to wait out. */
async function actOn(link: Link, action: BulkAction, run: BulkActionRun): Promise<LinkOutcome | { refused: ApiErrorData }> {
  const { id } = link;
  const observe = { onRate: (rate: Parameters<Pacer['observe']>[0]) => run.pacer.observe(rate) };
  const deps = { client: run.client, version: run.client.version, index: run.index };
  if (action.kind === 'delete') {
    await run.pacer.take(run.signal);
    const outcome = await deleteLink(deps, id, observe);
    if (outcome.status === 'failed')
      return isApiError(outcome.error, 'RateLimitError') ? { refused: outcome.error } : { id, ok: false, status: 'failed', error: outcome.error };
    return { id, ok: true, status: 'deleted' };
  }
  // A link already as asked costs no request, and no turn of the pacer.
  if (!changeInput(link, action, { version: run.client.version, timeZone: run.timeZone, now: run.now })) return { id, ok: true, status: 'unchanged' };
  await run.pacer.take(run.signal);
  const outcome = await changeLink(deps, link, action, run, observe);
  if (outcome.status === 'failed')
    return isApiError(outcome.error, 'RateLimitError') ? { refused: outcome.error } : { id, ok: false, status: 'failed', error: outcome.error };
  // The row shows the server's answer, not what was asked for.
  return outcome.status === 'changed' ? { id, ok: true, status: 'changed', link: outcome.link } : { id, ok: true, status: 'unchanged' };
}

/** Runs `action` on each of `links`, one request at a time; resolves with every link's outcome, in order. */
export async function runOnLinks(links: readonly Link[], action: BulkAction, run: BulkActionRun): Promise<LinkOutcome[]> {
  const outcomes: LinkOutcome[] = [];
  const tell = (outcome: LinkOutcome) => {
    outcomes.push(outcome);
    run.onOutcome?.(outcome);
  };
  let stopped = false;
  for (const link of links) {
    if (stopped || run.signal?.aborted) {
      tell({ id: link.id, ok: false, status: 'skipped' });
      continue;
    }
    for (let refusals = 0; ; refusals++) {
      let outcome: LinkOutcome | { refused: ApiErrorData };
      try {
        outcome = await actOn(link, action, run);
      } catch {
        // Stopped in the pacer's wait: the link is as it was.
        tell({ id: link.id, ok: false, status: 'skipped' });
        break;
      }
      // Stopped during the request: the link is as it was, or as the server made it before the Stop.
      if (run.signal?.aborted && !('ok' in outcome && outcome.ok)) {
        tell({ id: link.id, ok: false, status: 'skipped' });
        break;
      }
      if ('refused' in outcome) {
        if (refusals < MAX_RATE_REFUSALS) {
          try {
            await run.pacer.refused(outcome.refused.retryAfter, run.signal);
          } catch {
            tell({ id: link.id, ok: false, status: 'skipped' });
            break;
          }
          continue;
        }
        outcome = { id: link.id, ok: false, status: 'failed', error: outcome.refused };
      }
      tell(outcome);
      if (!outcome.ok && outcome.status === 'failed') stopped = STOPPING.has(outcome.error.name);
      break;
    }
  }
  return outcomes;
}
