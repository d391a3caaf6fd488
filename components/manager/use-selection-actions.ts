import { useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { Link } from '../../lib/api/schemas';
import { createPacer, realClock } from '../../lib/bulk/pace';
import { runOnLinks, type BulkAction, type LinkOutcome } from '../../lib/manager/bulk-actions';
import { notifyLinkDeleted, notifyLinkSaved } from '../../lib/manager/sync';
import type { PagedList } from './usePagedList';

export interface SelectionRun {
  action: BulkAction;
  total: number;
  done: number;
  /** The run waits for the rate limit until then (ms since epoch); 0 when it does not. */
  waitingUntil: number;
}

export interface SelectionResult {
  action: BulkAction;
  /** Links the server confirmed. */
  succeeded: number;
  /** Those it refused, with why; the ones left when the run stopped are not among them. */
  failed: Array<Extract<LinkOutcome, { error: unknown }>>;
  /** Left as they were when the run stopped (the key refused, the server gone). */
  skipped: number;
}

/**
 * Runs an action on the selected links (lib/manager/bulk-actions.ts) and shows each answer as it
 * comes: a deleted link leaves the page and the selection, a changed one shows the server's
 * answer; the background's index hears of each. After deletions the page fills back up from the
 * next one (or goes back a page when none is left on it).
 */
export function useSelectionActions(client: ApiClient, profileId: string, list: PagedList<Link>, page: number, toPage: (page: number) => void, unselect: (ids: number[]) => void) {
  const [running, setRunning] = useState<SelectionRun | null>(null);
  const [result, setResult] = useState<SelectionResult | null>(null);

  const run = async (action: BulkAction, links: readonly Link[]): Promise<SelectionResult> => {
    setResult(null);
    setRunning({ action, total: links.length, done: 0, waitingUntil: 0 });
    const pacer = createPacer(realClock, (ms) => setRunning((current) => current && { ...current, waitingUntil: Date.now() + ms }));
    const onOutcome = (outcome: LinkOutcome) => {
      setRunning((current) => current && { ...current, done: current.done + 1, waitingUntil: 0 });
      if (!outcome.ok) return;
      if (action === 'delete') {
        list.remove(outcome.id);
        unselect([outcome.id]);
        void notifyLinkDeleted(profileId, outcome.id);
      } else if (outcome.link) {
        list.replace(outcome.link);
        void notifyLinkSaved(profileId, outcome.link);
      }
    };
    const outcomes = await runOnLinks(
      links.map((link) => link.id),
      action,
      { client, pacer, onOutcome },
    );
    const done: SelectionResult = {
      action,
      succeeded: outcomes.filter((o) => o.ok).length,
      failed: outcomes.filter((o): o is SelectionResult['failed'][number] => !o.ok && 'error' in o),
      skipped: outcomes.filter((o) => !o.ok && 'skipped' in o).length,
    };
    if (action === 'delete' && done.succeeded > 0) {
      const left = (list.page?.items.length ?? 0) - done.succeeded;
      if (left <= 0 && page > 1) toPage(page - 1);
      else list.reload();
    }
    setRunning(null);
    setResult(done);
    return done;
  };

  return { running, result, run, clear: () => setResult(null) };
}
