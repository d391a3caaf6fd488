import { describe, expect, it } from 'vitest';
import { englishWords, localeProblems, type Messages, words } from './locales';

// A small English file and its translations, right and wrong, as the gate reads them.
const english: Messages = {
  extName: { message: 'Linklet' },
  copy: { message: 'Copy' },
  pixels: { message: 'Pixels' },
  saved: { message: 'Saved $1 links to $2.' },
  named: { message: 'Hello $who$', placeholders: { who: { content: '$1' } } },
  utm: { message: 'UTM' },
};
const german: Messages = {
  extName: { message: 'Linklet' },
  copy: { message: 'Kopieren' },
  pixels: { message: 'Pixel' },
  saved: { message: '$1 Links in $2 gespeichert.' },
  named: { message: 'Hallo $WHO$', placeholders: { WHO: { content: '$1' } } },
  utm: { message: 'UTM' },
};

describe('a translated locale', () => {
  it('passes when complete (names alone may stay as they are)', () => {
    expect(localeProblems(english, german)).toEqual([]);
  });

  it('fails on a missing key, a key English lacks and an empty message', () => {
    const { copy: _, ...rest } = german;
    expect(localeProblems(english, { ...rest, old: { message: 'Alt' }, pixels: { message: ' ' } })).toEqual([
      'copy: missing',
      'old: not in English (a key English no longer has)',
      'pixels: empty',
    ]);
  });

  it('fails on substitutions or placeholders that differ from English', () => {
    const wrong = {
      ...german,
      saved: { message: '$1 Links gespeichert.' },
      named: { message: 'Hallo $name$', placeholders: { name: { content: '$1' } } },
    };
    expect(localeProblems(english, wrong)).toEqual([
      'saved: substitutions $1, English has $1 $2',
      'named: placeholders name, English has who',
      "named: the placeholders' contents differ from English",
    ]);
  });

  it('fails on a message left in English, unless its key is in the reviewed allowlist', () => {
    const same = { ...german, copy: { message: 'Copy' }, pixels: { message: 'Pixels' } };
    expect(localeProblems(english, same, { pixels: 'the same word in this language' })).toEqual(['copy: still English ("Copy")']);
  });

  it('fails on an allowlisted key whose text is no longer English (the list stays short)', () => {
    expect(localeProblems(english, german, { copy: 'was English once' })).toEqual(['copy: in the allowlist but no longer the English text (take it out)']);
  });

  it('fails on half a sentence left in English', () => {
    const half = { ...german, saved: { message: '$1 Links gespeichert, with the rest of your links in $2.' } };
    expect(localeProblems(english, half)).toEqual([
      'saved: English words left (with, the, of, your) in "$1 Links gespeichert, with the rest of your links in $2."',
    ]);
  });
});

describe('the words of a message', () => {
  it.each([
    ['Linklet', ''],
    ['UTM — $1', ''],
    ['phpShort v49 at https://sho.rt/x', 'at'],
    ['phpShort v$1', ''],
    ['$1 s', ''],
    ['Source (utm_source)', 'source'],
    ['Copy the URL', 'copy the'],
  ])('%j reads as %j once names, substitutions and addresses are out', (message, text) => {
    expect(words(message)).toBe(text);
  });

  it('finds English sentence words, not single loan words', () => {
    expect(englishWords('Den Link kopieren')).toEqual([]);
    expect(englishWords('Copie le lien de la page')).toEqual([]);
    expect(englishWords('Copy the link to your clipboard')).toEqual(['the', 'to', 'your']);
  });
});
