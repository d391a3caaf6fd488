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
    return Intl.getCanonicalLocales(browser.i18n.getUILanguage().replace(/_/g, '-'))[0];
  } catch {
    // No UI language, or not a tag Intl accepts.
    return undefined;
  }
}

/**
 * The language Linklet's messages are shown in: the UI language when a messages file has it, else
 * its language alone ("de" for "de-AT"), else English, as the browsers fall back.
 */
export function messagesLocale(ui = uiLocale() ?? ''): (typeof MESSAGE_LOCALES)[number] {
  return MESSAGE_LOCALES.find((tag) => tag === ui) ?? MESSAGE_LOCALES.find((tag) => tag === ui.split('-')[0]) ?? 'en';
}

const formats = new Map<string, object>();

/** One Intl formatter per locale and options, made once. */
function cached<T extends object>(locale: string | undefined, options: object, make: new (locale?: string, options?: never) => T): T {
  const key = `${make.name} ${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = new make(locale, options as never)));
  return format;
}

/**
 * A message with a count in it, in the count's form: chrome.i18n has no plural rules, so each
 * counted message has a key per form, `…One` and `…Other`, and `Intl.PluralRules` of the messages'
 * language chooses (French says "0 lien" as it says "1 lien"; "many" and the rest take `…Other`,
 * which is all that German, Spanish and Portuguese need). The count, written for the UI language,
 * is the first substitution unless `substitutions` are given.
 */
export function tCount(count: number, forms: { one: MessageKey; other: MessageKey }, substitutions?: string[]): string {
  const one = cached(messagesLocale(), {}, Intl.PluralRules).select(count) === 'one';
  return t(one ? forms.one : forms.other, substitutions ?? formatNumber(count));
}

/** Numbers as the UI language writes them ("1,234", "1.234", "1 234"); options as Intl's. */
export const numberFormat = (options: Intl.NumberFormatOptions = {}): Intl.NumberFormat => cached(uiLocale(), options, Intl.NumberFormat);

export const formatNumber = (value: number): string => numberFormat().format(value);

/** Dates and times as the UI language writes them ("24 Nov 2026", "24.11.2026"); options as Intl's. */
export const dateTimeFormat = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => cached(uiLocale(), options, Intl.DateTimeFormat);
