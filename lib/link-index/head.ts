/** The head of an index as every reader gets it. */
import { readHead, type IndexHead, type IndexScope } from './store';
import { forgetUnlisted } from './view';

/** The head of the index of `scope`, or null. */
export async function loadHead(scope: IndexScope): Promise<IndexHead | null> {
  const head = await readHead(scope);
  if (head) forgetUnlisted(head);
  return head;
}
