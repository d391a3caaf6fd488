import { describe, expect, it } from 'vitest';
import { isCountryCode, isHHMM, isHttpUrl, isIsoDate, isLanguageCode } from '../../../lib/api';
import { COUNTRY_CODES, LANGUAGE_CODES } from '../../../lib/api/iso-codes';

describe('isHttpUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/a?b=c#d', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['https://例え.jp/パス', true],
    ['http://localhost:3000', true],
    ['example.com', false],
    ['//example.com', false],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
    ['http:example.com', false],
    ['https://', false],
    [' https://example.com', false],
    ['https://exa mple.com', false],
    ['https://example.com/a b', false],
    ['https://example.com/\n', false],
    ['', false],
    [42, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2030-12-31', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['2024-1-01', false],
    ['24-01-01', false],
    ['2024/01/01', false],
    ['2024-01-01T00:00', false],
    ['0000-01-01', false],
    [20240101, false],
  ])('%j → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('isHHMM', () => {
  it.each([
    ['00:00', true],
    ['09:05', true],
    ['23:59', true],
    ['24:00', false],
    ['23:60', false],
    ['9:05', false],
    ['09:5', false],
    ['09:05:00', false],
    ['0905', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isHHMM(value)).toBe(expected);
  });
});

describe('country and language codes', () => {
  it('lists 246 of the 249 assigned ISO 3166-1 codes and 183 of the 184 ISO 639-1 codes (those phpShort knows)', () => {
    expect(COUNTRY_CODES.size).toBe(246);
    expect(LANGUAGE_CODES.size).toBe(183);
    for (const code of [...COUNTRY_CODES, ...LANGUAGE_CODES]) expect(code).toMatch(/^([A-Z]{2}|[a-z]{2})$/);
  });

  it.each([
    ['US', true],
    ['GB', true],
    ['DE', true],
    ['AX', true],
    ['ZW', true],
    // Assigned, but not in phpShort's list: its rules would be refused with a 422.
    ['SS', false],
    ['CW', false],
    ['SX', false],
    ['XK', false],
    ['UK', false],
    ['EU', false],
    ['ZZ', false],
    ['AN', false],
    ['us', false],
    ['USA', false],
  ])('country %j → %s', (value, expected) => {
    expect(isCountryCode(value)).toBe(expected);
  });

  it.each([
    ['en', true],
    ['de', true],
    ['zh', true],
    ['zu', true],
    ['aa', true],
    ['ae', false],
    ['EN', false],
    ['eng', false],
    ['xx', false],
    ['sh', false],
    ['', false],
  ])('language %j → %s', (value, expected) => {
    expect(isLanguageCode(value)).toBe(expected);
  });
});
