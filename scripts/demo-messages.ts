/**
 * The extension's English UI text, read from its messages file, so the journeys find controls by
 * the names users see without repeating the wording here.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Messages = Record<string, { message: string }>;

let cache: Messages | undefined;

function messages(): Messages {
  cache ??= JSON.parse(readFileSync(resolve(import.meta.dirname, '../public/_locales/en/messages.json'), 'utf8')) as Messages;
  return cache;
}

/** The message for `key` with `$1`… replaced, as `browser.i18n.getMessage` does. */
export function msg(key: string, ...substitutions: string[]): string {
  const entry = messages()[key];
  if (!entry) throw new Error(`No message "${key}" in public/_locales/en/messages.json`);
  return entry.message.replace(/\$(\d)/g, (_, n: string) => substitutions[Number(n) - 1] ?? '');
}

/** The message as a whole-text pattern where each `$n` matches any text. */
export function msgPattern(key: string): RegExp {
  const text = msg(key, ...Array.from({ length: 9 }, (_, i) => `\u0000${i}\u0000`));
  const source = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\u0000\d\u0000/g, '.+');
  return new RegExp(`^\\s*${source}\\s*$`);
}
