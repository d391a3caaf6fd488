/** Size guards (asserted by test/gates/size.gate.ts) and time targets (shown by the bench). */
import { KB } from './bytes';

/**
 * Guards against an accident (a dependency pulled in whole, a data file bundled), not budgets: about
 * twice the sizes of 2026-11-28 (popup 44.7 KB, worker 33.8 KB). What is held is time (TARGETS).
 */
export const ACCIDENT_GUARDS = {
  /** Popup start-up JS + CSS, gzipped bytes. */
  popupGzip: 90 * KB,
  /** Background worker JS, gzipped bytes. */
  backgroundGzip: 70 * KB,
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
