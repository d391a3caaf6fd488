/**
 * The one line a reopened popup shows when the page has a kept draft and the first screen is not
 * its form (issue 48: the page's link was shown, and the draft waited unseen behind "Create
 * another"): what the draft would make, in a few characters, the alias typed first.
 */
import type { Draft } from './drafts';

/** The draft as the line names it: `…/spring` for an alias typed, else the address's host and path; null when it holds nothing. */
export function draftSummary(draft: Draft | null, page: string): string | null {
  if (!draft) return null;
  const alias = draft.form.alias.trim();
  if (alias) return `…/${alias}`;
  const url = draft.form.url.trim() || page;
  try {
    const { hostname, pathname } = new URL(url);
    return hostname + (pathname === '/' ? '' : pathname);
  } catch {
    return url || null;
  }
}
