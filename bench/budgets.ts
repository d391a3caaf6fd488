/** The budgets (asserted by test/gates/size.test.ts) and targets (shown by the bench). */
import { KB } from './bytes';

export const BUDGETS = {
  /** Popup start-up JS + CSS, gzipped bytes. */
  popupGzip: 25 * KB,
  /** Background worker JS, gzipped bytes. */
  backgroundGzip: 20 * KB,
} as const;

export const TARGETS = {
  /** Median popup open → short link shown, divided by the floor's median. */
  popupFloorRatio: 1.25,
  /** Local search p95 per keystroke over 10,000 links, ms. */
  searchP95Ms: 5,
  /** Requests the instance receives per shorten, host permission granted. */
  requestsPerShorten: 1,
} as const;
