import { describe, expect, it } from 'vitest';
import { t, tCount } from '../../lib/i18n';

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
