/** The head of an index as every reader gets it: moved over from an earlier version's index first. */
import { migrate } from './migrate';
import { readHead, type IndexHead, type IndexScope } from './store';
import { forgetUnlisted } from './view';

/** The head of the index of `scope` (an index kept by an earlier version is moved over first), or null. */
export async function loadHead(scope: IndexScope): Promise<IndexHead | null> {
  const head = (await readHead(scope)) ?? (await migrate(scope));
  if (head) forgetUnlisted(head);
  return head;
}
