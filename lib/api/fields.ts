/**
 * Checks of single field values, in the server's terms, for the forms (lib/link-form/validate.ts)
 * and the settings.
 */
import { COUNTRY_CODES, LANGUAGE_CODES } from './iso-codes';

// The URL rule lives with the rest of what is typed as an address (the popup's start needs it
// without the ISO code tables below).
export { isHttpUrl } from '../url/typed-url';

/** `YYYY-MM-DD` naming a day that exists (`2024-02-29` yes, `2023-02-29` no). */
export function isIsoDate(value: unknown): value is string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return year >= 1 && days !== undefined && day >= 1 && day <= days;
}

/** `HH:MM`, 24-hour, `00:00` to `23:59`. */
export function isHHMM(value: unknown): value is string {
  return typeof value === 'string' && /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** An assigned ISO 3166-1 alpha-2 code, upper case as the standard writes it (`US`). */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && COUNTRY_CODES.has(value);
}

/** An ISO 639-1 code, lower case as the standard writes it (`en`). */
export function isLanguageCode(value: unknown): value is string {
  return typeof value === 'string' && LANGUAGE_CODES.has(value);
}

export function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

export function isNonNegativeInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
