/**
 * One action on the links selected in the Links view — delete them, or (v44) disable or enable
 * them. phpShort has no request for several links: each link is one request (a DELETE, or a PATCH
 * of `disabled` alone), paced under the server's rate limit as a bulk batch is (lib/bulk/pace.ts:
 * 60 a minute shared with everything else the user does; a 429 waits as long as the server asks
 * and the same link is tried again). A link's failure is kept with it and the others go on, except
 * for a failure every later link would meet too (the key refused, the server not reached): the
 * run stops there and the rest stay as they were.
 */
import type { ApiClient } from '../api/client';
import { isApiError, notDeletedError, toErrorData, type ApiErrorData, type ApiErrorName } from '../api/errors';
import type { Link } from '../api/schemas';
import type { Pacer } from '../bulk/pace';

export type BulkAction = 'delete' | 'disable' | 'enable';

/** What became of one link: deleted, or changed (the server's answer), or refused with why; `skipped`: the run stopped first. */
export type LinkOutcome =
  | { id: number; ok: true; link?: Link }
  | { id: number; ok: false; error: ApiErrorData }
  | { id: number; ok: false; skipped: true };

export interface BulkActionRun {
  client: Pick<ApiClient, 'links'>;
  pacer: Pacer;
  /** Told after each link, in the order of `ids`. */
  onOutcome?(outcome: LinkOutcome): void;
  signal?: AbortSignal;
}

const STOPPING: ReadonlySet<ApiErrorName> = new Set<ApiErrorName>(['UnauthorizedError', 'NetworkError']);
/** A link refused this many times in a row by the rate limit is listed as failed. */
const MAX_RATE_REFUSALS = 5;

async function actOn(id: number, action: BulkAction, client: BulkActionRun['client']): Promise<LinkOutcome> {
  if (action === 'delete') {
    const result = await client.links.delete(id);
    return result.deleted === false ? { id, ok: false, error: notDeletedError() } : { id, ok: true };
  }
  // The row shows the server's answer, not what was asked for.
  return { id, ok: true, link: await client.links.update(id, { disabled: action === 'disable' ? 1 : 0 }, { method: 'PATCH' }) };
}

/** Runs `action` on each link of `ids`, one request at a time; resolves with every link's outcome. */
export async function runOnLinks(ids: readonly number[], action: BulkAction, run: BulkActionRun): Promise<LinkOutcome[]> {
  const outcomes: LinkOutcome[] = [];
  const tell = (outcome: LinkOutcome) => {
    outcomes.push(outcome);
    run.onOutcome?.(outcome);
  };
  let stopped = false;
  for (const id of ids) {
    if (stopped || run.signal?.aborted) {
      tell({ id, ok: false, skipped: true });
      continue;
    }
    for (let refusals = 0; ; refusals++) {
      await run.pacer.take();
      try {
        tell(await actOn(id, action, run.client));
        break;
      } catch (error) {
        if (isApiError(error, 'RateLimitError') && refusals < MAX_RATE_REFUSALS) {
          await run.pacer.refused(error.retryAfter);
          continue;
        }
        const data = toErrorData(error);
        tell({ id, ok: false, error: data });
        stopped = STOPPING.has(data.name);
        break;
      }
    }
  }
  return outcomes;
}
