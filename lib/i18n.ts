import { browser } from 'wxt/browser';
import type messages from '../public/_locales/en/messages.json';

/** Every UI string lives in public/_locales/<lang>/messages.json; keys are checked at compile time. */
export type MessageKey = keyof typeof messages;

/**
 * The languages of public/_locales, as BCP 47 tags (the folders write `pt_BR`); the gate
 * test/gates/locales.gate.ts checks this list against the folders.
 */
export const MESSAGE_LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR'] as const;

/**
 * Looks up a UI string through the browser's i18n API. A missing translation falls back to the
 * key itself so a gap is visible instead of an empty label.
 */
export function t(key: MessageKey, substitutions?: string | string[]): string {
  return browser.i18n.getMessage(key, substitutions) || key;
}

/**
 * The language the browser shows its own UI in (`i18n.getUILanguage()`, "pt-BR"), which is the one
 * it picks Linklet's messages by; undefined, so Intl takes its default, when it names none.
 */
export function uiLocale(): string | undefined {
  try {
    const tag = browser.i18n.getUILanguage?.()?.replace(/_/g, '-');
    return tag ? Intl.getCanonicalLocales(tag)[0] : undefined;
  } catch {
    // Not a language tag Intl accepts.
    return undefined;
  }
}

/**
 * The language Linklet's messages are shown in: the UI language when a messages file has it, else
 * its language alone ("de" for "de-AT"), else English, as the browsers fall back. Counts take
 * their plural forms from it, so "1" and "0" read as the message's own language says them.
 */
export function messagesLocale(ui = uiLocale()): (typeof MESSAGE_LOCALES)[number] {
  const lower = ui?.toLowerCase();
  const language = lower?.split('-')[0];
  return MESSAGE_LOCALES.find((tag) => tag.toLowerCase() === lower) ?? MESSAGE_LOCALES.find((tag) => tag === language) ?? 'en';
}

const plurals = new Map<string, Intl.PluralRules>();

/**
 * A message with a count in it, in the count's form: chrome.i18n has no plural rules, so each
 * counted message has a key per form, `…One` and `…Other`, and `Intl.PluralRules` of the messages'
 * language chooses (French says "0 lien" as it says "1 lien"; "many" and the rest take `…Other`,
 * which is all that German, Spanish and Portuguese need). The count, written for the UI language,
 * is the first substitution unless `substitutions` are given.
 */
export function tCount(count: number, forms: { one: MessageKey; other: MessageKey }, substitutions?: string[]): string {
  const locale = messagesLocale();
  let rules = plurals.get(locale);
  if (!rules) plurals.set(locale, (rules = new Intl.PluralRules(locale)));
  return t(rules.select(count) === 'one' ? forms.one : forms.other, substitutions ?? formatNumber(count));
}

const numbers = new Map<string, Intl.NumberFormat>();

/** Numbers as the UI language writes them ("1,234", "1.234", "1 234"); options as Intl's. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = uiLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numbers.get(key);
  if (!format) numbers.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export const formatNumber = (value: number): string => numberFormat().format(value);

const dates = new Map<string, Intl.DateTimeFormat>();

/** Dates and times as the UI language writes them ("24 Nov 2026", "24.11.2026"); options as Intl's. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = uiLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dates.get(key);
  if (!format) dates.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
