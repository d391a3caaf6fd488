/**
 * The index as the background searches it: base + changes merged, each link folded for search.
 *
 * Kept in memory between keystrokes because reading and folding 10,000 links takes far longer
 * than searching them. It is only a cache of storage: each use first reads the small changes
 * item (from memory while storage.onChanged reports no change to it, see store.ts) and rebuilds
 * when its revision differs, so a restarted worker, another writer or a cleared storage area is
 * never answered from stale memory.
 */
import { toCorpus, toEntry, type Corpus, type SearchEntry } from './search';
import { mergeLinks, readBase, readChanges, type StoredChanges } from './store';

interface Cached {
  origin: string;
  baseRev: string;
  rev: string;
  base: SearchEntry[];
  view: SearchEntry[];
  corpus: Corpus;
}

let cached: Cached | null = null;

export interface IndexView {
  entries: readonly SearchEntry[];
  corpus: Corpus;
  /** The changes item as read (null when there is no index for this origin). */
  state: StoredChanges | null;
}

export async function loadView(origin: string): Promise<IndexView> {
  let state = await readChanges(origin);
  if (!state) return { entries: [], corpus: toCorpus([]), state };
  if (cached && cached.origin === origin && cached.rev === state.rev && cached.baseRev === state.baseRev) {
    return { entries: cached.view, corpus: cached.corpus, state };
  }
  let base = cached && cached.origin === origin && cached.baseRev === state.baseRev ? cached.base : null;
  // A refresh may write both items between the two reads: the base then belongs to newer
  // changes, which are read again (rather than answering from the changes alone).
  for (let attempt = 0; !base; attempt++) {
    const stored = await readBase(origin);
    if (stored?.rev === state.baseRev || attempt === 2) base = stored?.rev === state.baseRev ? stored.links.map(toEntry) : [];
    else {
      const again = await readChanges(origin, true);
      if (!again) return { entries: [], corpus: toCorpus([]), state: again };
      state = again;
    }
  }
  const view = mergeEntries(base, state);
  const corpus = toCorpus(view);
  cached = { origin, baseRev: state.baseRev, rev: state.rev, base, view, corpus };
  return { entries: view, corpus, state };
}

function mergeEntries(base: SearchEntry[], state: StoredChanges): SearchEntry[] {
  if (state.changes.length === 0) return base;
  const byId = new Map<number, SearchEntry>(base.map((entry) => [entry.link.id, entry]));
  const links = mergeLinks(
    base.map((entry) => entry.link),
    state.changes,
  );
  return links.map((link) => byId.get(link.id)?.link === link ? byId.get(link.id)! : toEntry(link));
}

