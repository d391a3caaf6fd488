import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { dateTimeFormat, formatNumber, messagesLocale, t, tCount, uiLocale } from '../../lib/i18n';

describe('t', () => {
  it('reads the English messages file', () => {
    expect(t('extName')).toBe('Linklet');
  });
  it('falls back to the key when a message is missing', () => {
    expect(t('nope' as never)).toBe('nope');
  });
});

describe('tCount', () => {
  const skipped = { one: 'managerSkippedOne', other: 'managerSkippedOther' } as const;

  it.each([
    [0, '0 records from the server could not be read and are not shown.'],
    [1, '1 record from the server could not be read and is not shown.'],
    [2, '2 records from the server could not be read and are not shown.'],
  ])('takes the form for the count (%i)', (count, text) => {
    expect(tCount(count, skipped)).toBe(text);
  });

  it('passes other substitutions when given', () => {
    const usage = { one: 'managerPixelUsageOne', other: 'managerPixelUsageOther' } as const;
    expect(tCount(1, usage, ['FB', '1'])).toBe('1 link uses “FB”. Deleting the pixel removes it from that link.');
    expect(tCount(3, usage, ['FB', '3'])).toBe('3 links use “FB”. Deleting the pixel removes it from them.');
  });
});

describe('in the UI language', () => {
  const speak = (language: string) => {
    (fakeBrowser.i18n as { getUILanguage(): string }).getUILanguage = () => language;
  };
  const skipped = { one: 'managerSkippedOne', other: 'managerSkippedOther' } as const;

  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['pt-BR', 'pt-BR'],
    ['pt_BR', 'pt-BR'],
    ['pt-PT', 'en'],
    ['fr-CA', 'fr'],
    ['it', 'en'],
    ['', 'en'],
    ['not a tag', 'en'],
  ])('shows the messages of %j in %s, as the browser falls back', (ui, locale) => {
    speak(ui);
    expect(messagesLocale()).toBe(locale);
  });

  it.each([
    ['fr', 0, 'One'],
    ['fr', 1, 'One'],
    ['fr', 2, 'Other'],
    ['en', 0, 'Other'],
    ['de', 0, 'Other'],
    ['pt-BR', 0, 'One'],
    ['pt-BR', 1, 'One'],
    ['es', 1_000_000, 'Other'],
    ['fr', 1_000_000, 'Other'],
  ])('%s: a count of %i takes the …%s form (Intl.PluralRules)', (ui, count, form) => {
    speak(ui);
    // The English text of the form chosen, since the fake browser answers in English.
    expect(tCount(count, skipped, ['N'])).toBe(t(form === 'One' ? skipped.one : skipped.other, 'N'));
  });

  it('writes numbers and dates as the UI language does', () => {
    speak('de');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(tCount(1234, skipped)).toBe('1.234 records from the server could not be read and are not shown.');
    expect(dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 24))).toBe('24.11.2026');
    speak('fr');
    expect(formatNumber(1234.5)).toBe('1\u202f234,5');
    speak('en');
    expect(formatNumber(1234)).toBe('1,234');
    expect(uiLocale()).toBe('en');
  });
});
