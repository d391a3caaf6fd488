/**
 * What the background tells the user after a shorten that no page asked for (context menu,
 * keyboard command, omnibox): the toolbar badge and title, briefly when the link was copied, and
 * until the popup has shown it when the link waits there to be copied (./result.ts) or
 * on failure. The full failure is stored for the popup to show next time it opens
 * (`loadBackgroundError`), since a badge title holds one line.
 */
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { t } from '../i18n';
import type { Problem } from '../problems/problem';
import { describeProblem } from '../problems/describe';
import { stripCredentials } from '../url/private';
import { pendingCount, readQueue } from '../queue/queue';

/**
 * The last failure of a background shorten (context menu, command), shown by the popup. In memory
 * only: it holds page addresses and the server's messages, which need not outlive the session.
 */
export const LAST_BACKGROUND_ERROR_ITEM = storage.defineItem<BackgroundError>('session:lastBackgroundError');
/** When the background's success badge (✓) is due to be cleared. */
const BADGE_FEEDBACK_ITEM = storage.defineItem<{ until?: number }>('session:badgeFeedback');

export type BackgroundSource = 'context-menu' | 'command' | 'omnibox';

export interface BackgroundError {
  source: BackgroundSource;
  /** What was to be shortened (or, for NoMatch, what was typed). */
  url: string;
  /**
   * What went wrong, as data (lib/problems; an API error never holds the key): the server or the
   * input refused, the server could not be reached and the shorten waits in the offline queue
   * (Queued), the worker was stopped before the answer came (Interrupted), or it was decided
   * before any request (NotAUrl, Unshortenable, NoMatch).
   */
  problem: Problem;
  /** The one-line reason, as versions before this one stored it (the popup words `problem` now). */
  message?: string;
  /** ISO 8601 */
  at: string;
}

/** How long the success badge stays. */
export const SUCCESS_BADGE_MS = 4000;
const OK_COLOR = '#1d6b3a';
const ERROR_COLOR = '#b3261e';
const QUEUE_COLOR = '#5c4b00';

async function setBadge(text: string, color: string, title: string): Promise<void> {
  await Promise.all([browser.action.setBadgeText({ text }), browser.action.setBadgeBackgroundColor({ color }), browser.action.setTitle({ title })]);
}

/**
 * Back to the resting toolbar button: the number of shortens waiting in the offline queue, or
 * the plain button. The badge shows the latest news — ✓ or ! after a shorten — and comes back here
 * when that has been seen (the ✓'s time is up, the popup showed the error or offered the link).
 */
export async function resetBadge(): Promise<void> {
  await storage.removeItems([BADGE_FEEDBACK_ITEM]);
  const waiting = pendingCount(await readQueue());
  await (waiting ? setBadge(String(waiting), QUEUE_COLOR, t('bgQueueTitle', String(waiting))) : setBadge('', OK_COLOR, t('actionTitle')));
}

/**
 * ✓ and "Copied <short URL>" for a few seconds. The reset time is stored: a worker stopped
 * before its timer fired resets the badge when it next starts (see `settleBadge`).
 */
export async function showSuccess(shortUrl: string, now = Date.now(), detail = ''): Promise<void> {
  const until = now + SUCCESS_BADGE_MS;
  await storage.removeItems([LAST_BACKGROUND_ERROR_ITEM]);
  await BADGE_FEEDBACK_ITEM.setValue({ until });
  // `detail`: what the link got, and what it went without (lib/shorten/summary.ts, lib/policy/untracked.ts).
  await setBadge('✓', OK_COLOR, detail ? `${t('bgCopiedTitle', shortUrl)}\n${detail}` : t('bgCopiedTitle', shortUrl));
  setTimeout(() => void settleBadge(), SUCCESS_BADGE_MS);
}

/**
 * ✓ and "Short link ready: <short URL> — open Linklet to copy it", when the background could not
 * copy the link. Kept (no timer) until the popup has offered the link.
 */
export async function showReady(shortUrl: string, detail = ''): Promise<void> {
  await storage.removeItems([LAST_BACKGROUND_ERROR_ITEM, BADGE_FEEDBACK_ITEM]);
  await setBadge('✓', OK_COLOR, detail ? `${t('bgReadyTitle', shortUrl)}\n${detail}` : t('bgReadyTitle', shortUrl));
}

/** ✓ and "N links made now that your instance is back — open Linklet to copy them", until the popup shows them. */
export async function showMade(count: number): Promise<void> {
  await storage.removeItems([BADGE_FEEDBACK_ITEM]);
  await setBadge('✓', OK_COLOR, t('bgQueueMadeTitle', String(count)));
}

/** Resets a success badge whose time is up. Called when the worker starts and by the timer. */
export async function settleBadge(now = Date.now()): Promise<void> {
  const state = await BADGE_FEEDBACK_ITEM.getValue();
  if (state && typeof state.until === 'number' && state.until <= now) await resetBadge();
}

/** The one line the badge's title says of `problem`: the pages' own words (lib/problems/describe.ts). */
export function failureTitle(problem: Problem, url: string): string {
  if (problem.name === 'NoMatch') return t('bgNoMatchTitle', url);
  // Queued is no failure yet: the badge says what will happen to it.
  if (problem.name === 'Queued') return t('bgFailedTitle', t('bgQueuedReason'));
  return t('bgFailedTitle', describeProblem(problem, { line: true }).text);
}

/**
 * ! and the one-line reason, kept until the popup shows the stored error. `NoMatch` (an omnibox
 * search that found nothing) is not stored: nothing failed that the popup could explain.
 */
export async function showFailure(failure: Pick<BackgroundError, 'problem' | 'source' | 'url'>, now = Date.now()): Promise<BackgroundError> {
  const { name } = failure.problem;
  // A selection that is not a URL may be anything the user selected (a password, a note): it is
  // never stored, only that it was not a URL.
  const url = name === 'NotAUrl' ? '' : stripCredentials(failure.url);
  const stored: BackgroundError = { ...failure, url, at: new Date(now).toISOString() };
  await storage.removeItems([BADGE_FEEDBACK_ITEM]);
  if (name !== 'NoMatch') await LAST_BACKGROUND_ERROR_ITEM.setValue(stored);
  await setBadge('!', ERROR_COLOR, failureTitle(failure.problem, url));
  return stored;
}

/** The last failure of a background shorten, for the popup; null when the last one succeeded. */
export async function loadBackgroundError(): Promise<BackgroundError | null> {
  const value = await LAST_BACKGROUND_ERROR_ITEM.getValue();
  return value && typeof value.problem?.name === 'string' && typeof value.url === 'string' ? value : null;
}

/** The popup showed the error: forget it and clear the badge. */
export async function clearBackgroundError(): Promise<void> {
  await storage.removeItems([LAST_BACKGROUND_ERROR_ITEM]);
  await resetBadge();
}
