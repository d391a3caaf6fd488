/**
 * Gate on the messages files: Linklet in the four languages besides English the issue names,
 * each complete (test/gates/locales.ts says what complete means). It fails until all four are in.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_LOCALES } from '../../lib/i18n';
import { REPO_ROOT } from './built';
import { SAME_AS_ENGLISH } from './locales-allowlist';
import { localeProblems, readMessages } from './locales';

const LOCALES_DIR = join(REPO_ROOT, 'public/_locales');
const TRANSLATED = ['de', 'fr', 'es', 'pt_BR'] as const;
const present = readdirSync(LOCALES_DIR).filter((name) => statSync(join(LOCALES_DIR, name)).isDirectory());

describe('the messages files', () => {
  it('exist for English and each of German, French, Spanish and Brazilian Portuguese', () => {
    expect(
      TRANSLATED.filter((locale) => !existsSync(join(LOCALES_DIR, locale, 'messages.json'))),
      'locales not yet in',
    ).toEqual([]);
  });

  it('are the languages lib/i18n.ts knows (MESSAGE_LOCALES, which chooses plural forms)', () => {
    expect(present.map((folder) => folder.replace('_', '-')).sort()).toEqual([...MESSAGE_LOCALES].sort());
  });

  it.each(TRANSLATED.filter((locale) => present.includes(locale)))('%s: every key of English, its substitutions, nothing empty, no English left', (locale) => {
    expect(localeProblems(readMessages(LOCALES_DIR, 'en'), readMessages(LOCALES_DIR, locale), SAME_AS_ENGLISH[locale])).toEqual([]);
  });
});
