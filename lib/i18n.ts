import { browser } from 'wxt/browser';
import type messages from '../public/_locales/en/messages.json';

/** Every UI string lives in public/_locales/<lang>/messages.json; keys are checked at compile time. */
export type MessageKey = keyof typeof messages;

/**
 * Looks up a UI string through the browser's i18n API. A missing translation falls back to the
 * key itself so a gap is visible instead of an empty label.
 */
export function t(key: MessageKey, substitutions?: string | string[]): string {
  return browser.i18n.getMessage(key, substitutions) || key;
}

/**
 * A message with a count in it, in the count's form: chrome.i18n has no plural rules, so each
 * counted message has a key per form, `…One` and `…Other` (English has those two). The count is
 * the first substitution unless `substitutions` are given.
 */
export function tCount(count: number, forms: { one: MessageKey; other: MessageKey }, substitutions?: string[]): string {
  return t(count === 1 ? forms.one : forms.other, substitutions ?? formatCount(count));
}

let counts: Intl.NumberFormat | undefined;
/** A count as the reader's language writes it ("19,288", not "19288"). */
export function formatCount(count: number): string {
  counts ??= new Intl.NumberFormat();
  return counts.format(count);
}
