/**
 * Deleting a link, wherever it is deleted (the popup, the Links manager, a bulk action): gone only
 * once the server says so (an answer of `deleted: false` is a failure and the link stays), and a
 * link the server no longer has counts as deleted — someone got there first, the wish is met.
 * Either way the index drops it, so no search shows it again.
 */
import { notDeletedError, toErrorData } from '../api/errors';
import type { RequestOptions } from '../api/resource';
import type { LinkActionDeps } from './edit-link';
import { failed, type Failed } from './outcome';

export type DeleteOutcome = { status: 'deleted' } | { status: 'gone' } | Failed;

/** A delete names no versioned field: any client of the instance does. */
export async function deleteLink({ client, index }: Pick<LinkActionDeps, 'client' | 'index'>, id: number, options?: RequestOptions): Promise<DeleteOutcome> {
  try {
    const { links } = client;
    const result = await (options ? links.delete(id, options) : links.delete(id));
    if (result.deleted === false) return { status: 'failed', error: notDeletedError() };
    index.forget(id);
    return { status: 'deleted' };
  } catch (thrown) {
    if (toErrorData(thrown).name !== 'NotFoundError') return failed(thrown);
    index.forget(id);
    return { status: 'gone' };
  }
}
