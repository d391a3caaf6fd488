/**
 * What makes a translated messages file complete (test/gates/locales.gate.ts): every key of
 * English, the same substitutions, no empty message, and no English left. "No English left" is
 * strict: a message equal to its English text fails unless it holds only names, numbers and
 * symbols, or its key is in the locale's reviewed allowlist (locales-allowlist.ts); a message
 * with English sentence words in it ("the", "your", "with"…) fails the same way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MessageEntry {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}
export type Messages = Record<string, MessageEntry>;

/** Names read the same in every language: the product's, phpShort's and the web's own. */
export const NAMES = [
  'Linklet',
  'phpShort',
  'UTM',
  'URL',
  'URLs',
  'API',
  'QR',
  'CSV',
  'Markdown',
  'JSON',
  'HTTP',
  'HTTPS',
  'http',
  'https',
  'Chrome',
  'Chromium',
  'Firefox',
  'Edge',
  'ID',
  'OK',
  'Alt',
  'Shift',
  'Ctrl',
  'Enter',
  'Esc',
  'Tab',
  'ln',
  'v44',
  'v49',
];

/**
 * Words of English sentences that none of de, fr, es, pt-BR has: two of them in one message say
 * it was left in English (or half of it was).
 */
const ENGLISH_WORDS = new Set([
  'the',
  'your',
  'you',
  'with',
  'this',
  'that',
  'and',
  'from',
  'is',
  'are',
  'will',
  'not',
  'what',
  'which',
  'when',
  'has',
  'have',
  'it',
  'its',
  'of',
  'to',
  'be',
]);

export const substitutions = (message: string): string[] => [...new Set(message.match(/\$\d/g) ?? [])].sort();
export const namedPlaceholders = (message: string): string[] =>
  [...new Set([...message.matchAll(/\$([A-Za-z_]\w*)\$/g)].map((m) => m[1]!.toLowerCase()))].sort();

/** The message less what reads the same in every language: names, substitutions, addresses, symbols. */
export function words(message: string): string {
  // Query parameters (utm_source) are names too; single letters are units and versions ("$1 s", "v$1").
  let text = message
    .replace(/\$[A-Za-z_]\w*\$|\$\d|\$\$/g, ' ')
    .replace(/\b[a-z][a-z+.-]*:\/\/\S+/gi, ' ')
    .replace(/\butm_\w+/g, ' ');
  for (const name of NAMES) text = text.replace(new RegExp(`(?<![\\p{L}\\d])${name}(?![\\p{L}\\d])`, 'gu'), ' ');
  return text
    .replace(/[^\p{L}]+/gu, ' ')
    .split(' ')
    .filter((word) => word.length > 1)
    .join(' ')
    .toLowerCase();
}

/** English sentence words in a message, when there are two or more of them. */
export function englishWords(message: string): string[] {
  const found = [...new Set(words(message).split(' '))].filter((word) => ENGLISH_WORDS.has(word));
  return found.length >= 2 ? found : [];
}

/**
 * Everything wrong with one translated locale, one line each (empty when it is complete).
 * `sameAsEnglish` names the keys whose text is reviewed as rightly identical to English.
 */
export function localeProblems(english: Messages, translated: Messages, sameAsEnglish: Readonly<Record<string, string>> = {}): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) if (!(key in translated)) problems.push(`${key}: missing`);
  for (const key of Object.keys(translated)) if (!(key in english)) problems.push(`${key}: not in English (a key English no longer has)`);
  for (const [key, entry] of Object.entries(translated)) {
    const source = english[key];
    if (!source) continue;
    const message = typeof entry?.message === 'string' ? entry.message : '';
    if (message.trim() === '') {
      problems.push(`${key}: empty`);
      continue;
    }
    const [want, got] = [substitutions(source.message), substitutions(message)];
    if (want.join() !== got.join()) problems.push(`${key}: substitutions ${got.join(' ') || 'none'}, English has ${want.join(' ') || 'none'}`);
    const [wantNamed, gotNamed] = [namedPlaceholders(source.message), namedPlaceholders(message)];
    if (wantNamed.join() !== gotNamed.join())
      problems.push(`${key}: placeholders ${gotNamed.join(' ') || 'none'}, English has ${wantNamed.join(' ') || 'none'}`);
    const contents = (m: MessageEntry) =>
      JSON.stringify(
        Object.entries(m.placeholders ?? {})
          .map(([name, { content }]) => [name.toLowerCase(), content])
          .sort(),
      );
    if (contents(source) !== contents(entry)) problems.push(`${key}: the placeholders' contents differ from English`);
    const allowed = key in sameAsEnglish;
    const identical = message.trim() === source.message.trim() && words(message) !== '';
    if (identical && !allowed) problems.push(`${key}: still English ("${message}")`);
    if (allowed && !identical) problems.push(`${key}: in the allowlist but no longer the English text (take it out)`);
    const left = englishWords(message);
    if (!identical && left.length && !allowed) problems.push(`${key}: English words left (${left.join(', ')}) in "${message}"`);
  }
  return problems;
}

export const readMessages = (localesDir: string, locale: string): Messages =>
  JSON.parse(readFileSync(join(localesDir, locale, 'messages.json'), 'utf8')) as Messages;
