/** The budgets (asserted by test/gates/size.gate.ts) and targets (shown by the bench). */
import { KB } from './bytes';

export const BUDGETS = {
  /**
   * Popup start-up JS + CSS, gzipped bytes. A ceiling against bloat, not a target: the popup's
   * speed against the floor is what is measured (TARGETS). What the first paint and the shorten
   * need loads statically; only what is secondary (QR code, statistics, editors, bulk) is lazy.
   */
  popupGzip: 45 * KB,
  /**
   * Background worker JS, gzipped bytes: a ceiling against bloat, as the popup's. A service worker
   * cannot load code lazily (no `import()` there), so what only pages need stays in the pages:
   * the instance's facts are asked by the page that wants them, a policy is followed by the pages.
   */
  backgroundGzip: 35 * KB,
} as const;

export const TARGETS = {
  /** Median popup open → short link shown, divided by the floor's median. */
  popupFloorRatio: 1.1,
  /** The same, divided by the median of the floor that makes the popup's duplicate check first. */
  popupCheckedFloorRatio: 1.0,
  /** Local search p95 per keystroke (at 100,000 links too), ms. */
  searchP95Ms: 5,
  /** At 100,000 links: worker woken → first search answered, ms; storage, MB; worker heap, MB. */
  coldSearchMs: 50,
  storageMb: 15,
  workerHeapMb: 100,
  /** Requests the instance receives per shorten, host permission granted. */
  requestsPerShorten: 1,
} as const;
