/**
 * Whether the user's own requests are on their way, which the background's own work (the link
 * index refresh) waits for: a Linklet page's (the popup shortening, the settings saving, a list
 * the user asked for: each page answers for itself), or those of a user action the background
 * runs (the context menu, the keyboard command, the address bar, the offline queue's flush) or
 * makes for a page (a search, the page's links). A Linklet page merely open holds nothing back: the
 * index goes on while the popup is open, which is when people search.
 */
import { requestsUnderWay } from '../api/request';
import { answerPages, askPages } from '../messaging';

/**
 * A request that ended less than this ago still counts: the next of a sequence (a shorten's
 * check, then its store) is about to leave.
 */
export const QUIET_MS = 1000;

/** Requests (or actions) under way in this context, and when the last one ended. */
export interface UnderWay {
  count: number;
  endedAt: number;
}

export const isBusy = ({ count, endedAt }: UnderWay, now = Date.now()) => count > 0 || now - endedAt < QUIET_MS;

const actions: UnderWay = { count: 0, endedAt: 0 };

/** Runs `task` as a user action: the background's own requests wait until it is done. */
export async function duringUserAction<T>(task: () => Promise<T>): Promise<T> {
  actions.count++;
  try {
    return await task();
  } finally {
    actions.count--;
    actions.endedAt = Date.now();
  }
}

/** A page's side, registered when it starts: it answers `isUserBusy` (lib/messaging) while its own requests are on their way. */
export function answerWhileBusy(): void {
  answerPages('isUserBusy', () => (isBusy(requestsUnderWay) ? true : undefined));
}

/**
 * True while the user's own requests are on their way: the background's own requests wait. Asked
 * by the refresh between its own requests (`since`: when its last one was answered): a request of
 * the background under way then, or answered since, is another's — Save's check, a search or a
 * lookup a page asked the background for.
 */
export async function userIsActive(since = 0): Promise<boolean> {
  if (isBusy(actions) || (requestsUnderWay.endedAt > since && isBusy(requestsUnderWay)) || requestsUnderWay.count > 0) return true;
  try {
    return (await askPages('isUserBusy', {})) === true;
  } catch {
    // No page to ask ("Receiving end does not exist"): none has requests on their way.
    return false;
  }
}
