/** The budgets (asserted by test/gates/size.gate.ts) and targets (shown by the bench). */
import { KB } from './bytes';

export const BUDGETS = {
  /**
   * Popup start-up JS + CSS, gzipped bytes: 27 KB, plus 600 B since the start reads the list of
   * profiles (each with its defaults and presets) and each profile's key slot.
   */
  popupGzip: 27 * KB + 600,
  /**
   * Background worker JS, gzipped bytes. Its fixed costs are zod and webextension-polyfill
   * (the README's "What start-up is made of" has the current figures). 23 KB, plus 600 B for the
   * index at 100,000 links: its bit sets, its links kept as JSON lines, one array of its alias
   * hashes (a keystroke within a few milliseconds).
   */
  backgroundGzip: 23 * KB + 600,
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
