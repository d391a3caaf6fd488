/**
 * A change of a link's state or of what it carries — off, on, an end, pixels in or out, a space —
 * in the names of the instance's version (lib/link-state/changes.ts says what each one sends), as
 * the Links manager's row switch and its bulk actions make it. A link already as asked costs no
 * request; the index is told of the server's answer, which is what the row shows.
 */
import type { Link } from '../api/schemas';
import type { RequestOptions } from '../api/resource';
import { changeInput, type BulkChange } from '../link-state/changes';
import type { LinkActionDeps } from './edit-link';
import { failed, speaking, type Failed } from './outcome';

export type { BulkChange as LinkChange };

export interface ChangeMoment {
  /** The account's time zone (the server reads dates in it); UTC when unknown. */
  timeZone: string | null;
  now: number;
}

export type ChangeOutcome = { status: 'changed'; link: Link } | { status: 'unchanged' } | Failed;

export async function changeLink(
  { client, version, index }: LinkActionDeps,
  link: Link,
  change: BulkChange,
  { timeZone, now }: ChangeMoment,
  options: RequestOptions = {},
): Promise<ChangeOutcome> {
  const input = changeInput(link, change, { version, timeZone, now });
  if (!input) return { status: 'unchanged' };
  try {
    const changed = await speaking(client, version).links.update(link.id, input, { method: 'PATCH', ...options });
    index.saved(changed);
    return { status: 'changed', link: changed };
  } catch (thrown) {
    return failed(thrown);
  }
}
