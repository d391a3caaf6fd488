/**
 * Value checks and Laravel-style messages shared by input and query validation.
 * Messages follow Laravel 10+ wording, with field names shown with spaces (`expiration date`).
 */
import type { FormObject } from './http-utils';

export type Errors = Record<string, string[]>;

/** Collects field errors in the order they are found, as Laravel's validator does. */
export class Checker {
  readonly errors: Errors = {};
  fail(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}

const label = (field: string) => field.replace(/_/g, ' ');

export const message = {
  required: (f: string) => `The ${label(f)} field is required.`,
  string: (f: string) => `The ${label(f)} field must be a string.`,
  array: (f: string) => `The ${label(f)} field must be an array.`,
  integer: (f: string) => `The ${label(f)} field must be an integer.`,
  min0: (f: string) => `The ${label(f)} field must be at least 0.`,
  maxChars: (f: string, n: number) => `The ${label(f)} field must not be greater than ${n} characters.`,
  url: (f: string) => `The ${label(f)} field must be a valid URL.`,
  in: (f: string) => `The selected ${label(f)} is invalid.`,
  exists: (f: string) => `The selected ${label(f)} is invalid.`,
  unique: (f: string) => `The ${label(f)} has already been taken.`,
  alphaDash: (f: string) => `The ${label(f)} field must only contain letters, numbers, dashes, and underscores.`,
  format: (f: string, format: string) => `The ${label(f)} field must match the format ${format}.`,
  prohibited: (f: string) => `The ${label(f)} field is prohibited.`,
  requiredWith: (f: string, other: string) => `The ${label(f)} field is required when ${label(other)} is present.`,
};

/**
 * Reads a scalar input: `undefined` when absent, `''` when sent empty (Laravel turns it into
 * null, which clears nullable fields), the string otherwise; `null` when an array was sent where
 * a string belongs (the error is recorded). Strings are trimmed (Laravel's TrimStrings) except
 * passwords.
 */
export function scalar(check: Checker, input: FormObject, field: string): string | null | undefined {
  const raw = input[field];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') {
    check.fail(field, message.string(field));
    return null;
  }
  return /password/.test(field) ? raw : raw.trim();
}

export function isInteger(text: string): boolean {
  return /^-?\d{1,15}$/.test(text);
}

export function isHttpUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** YYYY-MM-DD and a real calendar day (2024-02-30 fails, as PHP's round trip does). */
export function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** HH:MM, 24-hour clock. */
export function isTime(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
}

export const PLATFORMS = ['iOS', 'Android', 'Windows', 'OS X', 'Linux', 'Ubuntu', 'Chrome OS'];

/** The contract's ten types, plus `x`, which newer servers use in place of `twitter`. */
export const PIXEL_TYPES = [
  'adroll', 'bing', 'facebook', 'google-ads', 'google-analytics', 'google-tag-manager',
  'linkedin', 'pinterest', 'quora', 'twitter', 'x',
];

/** ISO 3166-1 alpha-2 officially assigned codes (249); `UK` or `EU` are not among them. */
const COUNTRY_LIST = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE
EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM
HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC
LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW
SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO
TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`;
export const COUNTRIES: ReadonlySet<string> = new Set(COUNTRY_LIST.trim().split(/\s+/));

/** ISO 639-1 codes are two lower-case letters; the exact list is left to the real server. */
export function isLanguage(code: string): boolean {
  return /^[a-z]{2}$/.test(code);
}
