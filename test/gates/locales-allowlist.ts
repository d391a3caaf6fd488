/**
 * Per locale, the keys whose text is rightly the same as English, each with why: reviewed by a
 * person, kept short. A message of names and symbols only ("Linklet", "UTM") needs no entry; an
 * entry whose text is no longer English fails the gate, so the list never goes stale.
 */
export const SAME_AS_ENGLISH: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  de: {},
  fr: {},
  es: {},
  pt_BR: {},
};
