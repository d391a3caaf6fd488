/**
 * Linklet's UI text in one of its languages, read from that language's messages file, so the
 * journeys in German or Portuguese find controls by the names users of that language see.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Messages = Record<string, { message: string }>;

/** `say(key, …substitutions)` in the locale of `public/_locales/<folder>`, as `browser.i18n.getMessage` answers. */
export function messagesOf(folder: string): (key: string, ...substitutions: string[]) => string {
  const messages = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../public/_locales', folder, 'messages.json'), 'utf8')) as Messages;
  return (key, ...substitutions) => {
    const entry = messages[key];
    if (!entry) throw new Error(`No message "${key}" in public/_locales/${folder}/messages.json`);
    return entry.message.replace(/\$(\d)/g, (_, n: string) => substitutions[Number(n) - 1] ?? '');
  };
}
