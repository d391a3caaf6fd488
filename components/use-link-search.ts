/**
 * The state behind "Recent links": the newest links, or for a query the local index's hits at
 * once and the server's results merged in when they arrive (debounced; an answer to an older
 * query is dropped). Everything comes from the background by message: the index's answers over
 * one connection kept open (a keystroke's round trip is shorter), the server's as one-off messages.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiErrorData } from '../lib/api/errors';
import type { Link, Page } from '../lib/api/schemas';
import { watchEveryProfile } from '../lib/storage/item';
import { LINK_INDEX_HEAD_ITEM } from '../lib/link-index/store';
import { mergeResults, serverSearchFields, type RankedLink } from '../lib/link-index/merge';
import { sendMessage, type Result } from '../lib/messaging';
import { askOverPort } from '../lib/messaging/port';

export const RECENT_COUNT = 10;
export const RESULT_COUNT = 20;
export const SERVER_DELAY_MS = 300;

export interface LinkSearch {
  query: string;
  setQuery(text: string): void;
  /** Newest links (no query) or ranked results; null while the first answer is awaited. */
  rows: RankedLink[] | null;
  /** More links match than the `RESULT_COUNT` shown. */
  capped: boolean;
  /** A server search is under way for the current query. */
  searching: boolean;
  serverError: ApiErrorData | null;
}

const recent = (links: Link[]): RankedLink[] => links.map((link) => ({ link, rank: 0 }));

/**
 * A background that does not answer (being updated), or answers nothing (Firefox, when no
 * handler does), is an empty answer, not a crash.
 */
function ask<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return promise.then(
    (answer) => answer ?? fallback,
    () => fallback,
  );
}

async function searchServer(profileId: string, text: string): Promise<Result<Link[]>> {
  const answers = await Promise.all(
    serverSearchFields(text).map((search_by) =>
      ask<Result<Page<Link>>>(sendMessage('searchLinks', { profileId, query: { search: text, search_by, sort_by: 'id', sort: 'desc', per_page: 25 } }), {
        ok: false,
        error: { name: 'NetworkError', message: 'The background did not answer' },
      }),
    ),
  );
  const failed = answers.find((answer) => !answer.ok);
  const items = answers.flatMap((answer) => (answer.ok ? answer.value.items : []));
  if (failed && !failed.ok && items.length === 0) return failed;
  return { ok: true, value: items };
}

/** Profile `profileId`'s links: the index and the server of that profile, whichever is active (issue 47). */
export function useLinkSearch(profileId: string): LinkSearch {
  const [query, setQueryState] = useState('');
  const [shown, setShown] = useState<{ rows: RankedLink[] | null; capped: boolean }>({ rows: null, capped: false });
  // One more than is shown is asked for, to know whether there are more.
  const setRows = (ranked: RankedLink[]) => setShown({ rows: ranked.slice(0, RESULT_COUNT), capped: ranked.length > RESULT_COUNT });
  const [searching, setSearching] = useState(false);
  const [serverError, setServerError] = useState<ApiErrorData | null>(null);
  // Which query the shown answers belong to, and the pending server search.
  const current = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The server's results for the current query, kept when the local part is asked again.
  const fromServer = useRef<Link[]>([]);

  const run = (text: string, withServer: boolean) => {
    current.current = text;
    if (withServer) {
      clearTimeout(timer.current);
      fromServer.current = [];
      setServerError(null);
    }
    const trimmed = text.trim();
    if (!trimmed) {
      clearTimeout(timer.current);
      setSearching(false);
      void ask(askOverPort('listRecentLinks', { profileId, limit: RECENT_COUNT }), []).then((links) => {
        if (current.current === text) setRows(recent(links));
      });
      return;
    }
    const local = ask(askOverPort('searchIndex', { profileId, text: trimmed, limit: RESULT_COUNT + 1 }), []);
    void local.then((hits) => {
      if (current.current === text) setRows(mergeResults(trimmed, hits, fromServer.current, RESULT_COUNT + 1));
    });
    if (!withServer) return;
    setSearching(true);
    timer.current = setTimeout(() => {
      void Promise.all([local, searchServer(profileId, trimmed)]).then(([hits, answer]) => {
        if (current.current !== text) return;
        setSearching(false);
        if (!answer.ok) return setServerError(answer.error);
        fromServer.current = answer.value;
        setRows(mergeResults(trimmed, hits, answer.value, RESULT_COUNT + 1));
      });
    }, SERVER_DELAY_MS);
  };

  useEffect(() => {
    // Not '': the field is usable before this effect runs, and what was typed then must stay the query.
    run(current.current, false);
    // A link saved or deleted anywhere (this popup included) updates the list (the index of
    // whichever profile is active); the server is not asked again for that.
    const unwatch = watchEveryProfile(LINK_INDEX_HEAD_ITEM, () => run(current.current, false));
    return () => {
      unwatch();
      clearTimeout(timer.current);
    };
  }, []);

  return {
    query,
    setQuery(text) {
      setQueryState(text);
      run(text, true);
    },
    rows: shown.rows,
    capped: shown.capped,
    searching,
    serverError,
  };
}
