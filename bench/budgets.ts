/** What the bench holds: time budgets (printed with Met), other targets, and size guards. */
import { KB } from './bytes';

/**
 * The budgets: times, measured by the bench in one run (never asserted by a timed test). A size
 * that costs time shows up here.
 */
export const TIME_BUDGETS = {
  /** Popup open → short link shown, minus the floor that makes the same duplicate check and store (medians), ms. */
  popupOverCheckedFloorMs: 15,
  /** Worker stopped → first message answered (median), ms. */
  workerColdStartMs: 50,
  /** At 100,000 links: worker stopped → first search answered (median), ms. */
  coldSearchMs: 50,
  /** Options page: navigation start → first contentful paint (median), ms. */
  optionsFirstPaintMs: 150,
} as const;

/**
 * Guards against an accident (a dependency pulled in whole, a data file bundled), not budgets: about
 * twice the sizes of 2026-11-28 (popup 44.7 KB, worker 33.8 KB). Asserted by test/gates/size.gate.ts.
 */
export const ACCIDENT_GUARDS = {
  /** Popup start-up JS + CSS, gzipped bytes. */
  popupGzip: 90 * KB,
  /** Background worker JS, gzipped bytes. */
  backgroundGzip: 70 * KB,
} as const;

/** Further targets the table shows beside the budgets. */
export const TARGETS = {
  /** Local search p95 per keystroke (at 100,000 links too), ms. */
  searchP95Ms: 5,
  /** At 100,000 links: storage, MB; worker heap, MB. */
  storageMb: 15,
  workerHeapMb: 100,
  /** Requests the instance receives per shorten, host permission granted. */
  requestsPerShorten: 1,
} as const;
