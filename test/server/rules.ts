/**
 * Value checks and Laravel's English validation messages, shared by every form request.
 * `Checker` collects messages per field in the order rules run, as Laravel's validator does.
 */
import type { InputValue } from './http-utils';
import type { Errors } from './replies';

export class Checker {
  readonly errors: Errors = {};
  /** `label` turns a field into its name in messages (v44 has friendly labels for links). */
  constructor(readonly label: (field: string) => string = plainLabel) {}
  fail(field: string, message: (label: string) => string): void {
    (this.errors[field] ??= []).push(message(this.label(field)));
  }
  failed(field: string): boolean {
    return field in this.errors;
  }
  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}

/** Laravel's default attribute name: underscores become spaces (`domain_id` → `domain id`). */
export const plainLabel = (field: string): string => field.replace(/_/g, ' ');

export const msg = {
  required: (a: string) => `The ${a} field is required.`,
  requiredWith: (other: string) => (a: string) => `The ${a} field is required when ${other} is present.`,
  string: (a: string) => `The ${a} field must be a string.`,
  array: (a: string) => `The ${a} field must be an array.`,
  integer: (a: string) => `The ${a} field must be an integer.`,
  boolean: (a: string) => `The ${a} field must be true or false.`,
  between: (min: number, max: number) => (a: string) => `The ${a} field must be between ${min} and ${max}.`,
  digitsBetween: (min: number, max: number) => (a: string) => `The ${a} field must be between ${min} and ${max} digits.`,
  minNumber: (min: number) => (a: string) => `The ${a} field must be at least ${min}.`,
  maxNumber: (max: number) => (a: string) => `The ${a} field must not be greater than ${max}.`,
  minChars: (min: number) => (a: string) => `The ${a} field must be at least ${min} characters.`,
  maxChars: (max: number) => (a: string) => `The ${a} field must not be greater than ${max} characters.`,
  maxItems: (max: number) => (a: string) => `The ${a} field must not have more than ${max} items.`,
  url: (a: string) => `The ${a} field must be a valid URL.`,
  in: (a: string) => `The selected ${a} is invalid.`,
  unique: (a: string) => `The ${a} has already been taken.`,
  alphaDash: (a: string) => `The ${a} field must only contain letters, numbers, dashes, and underscores.`,
  format: (format: string) => (a: string) => `The ${a} field must match the format ${format}.`,
  date: (a: string) => `The ${a} field must be a valid date.`,
  before: (other: string) => (a: string) => `The ${a} field must be a date before ${other}.`,
  after: (other: string) => (a: string) => `The ${a} field must be a date after ${other}.`,
  /** phpShort's own messages. */
  invalidValue: () => 'Invalid value.',
  fieldInvalid: (a: string) => `The ${a} field is invalid.`,
  noAccess: () => "You don't have access to this feature.",
  fixed: (text: string) => () => text,
};

/** Laravel's `integer` rule (PHP's FILTER_VALIDATE_INT): whole numbers, no leading zeros. */
export function isInteger(value: InputValue | undefined): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  if (value === true) return true;
  return typeof value === 'string' && /^[+-]?(0|[1-9]\d{0,17})$/.test(value);
}

export const isBoolean = (value: InputValue | undefined): boolean => [true, false, 0, 1, '0', '1'].includes(value as never);

/** PHP's loose `==` with a number, as the controllers compare `status` or `privacy`. */
export function looseEquals(value: InputValue | undefined, n: number): boolean {
  if (typeof value === 'number') return value === n;
  if (typeof value === 'boolean') return value === (n !== 0);
  return typeof value === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(value) && Number(value) === n;
}

/** PHP truthiness of an input value. */
export const truthy = (value: InputValue | undefined): boolean =>
  !(value === undefined || value === null || value === false || value === 0 || value === '' || value === '0');

/** Digits of a string as MySQL reads it when compared with an integer column (`2abc` → 2). */
export const mysqlInt = (value: InputValue | undefined): number =>
  typeof value === 'number' ? Math.trunc(value) : Number(/^\s*(\d+)/.exec(String(value ?? ''))?.[1] ?? 0);

export const isAlphaDash = (value: InputValue | undefined): boolean =>
  (typeof value === 'string' && /^[\p{L}\p{M}\p{N}_-]+$/u.test(value)) || (typeof value === 'number' && value >= 0);

const HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\]|[\p{L}\p{N}\p{S}_-]+(\.[\p{L}\p{N}\p{S}_-]+)*\.?)$/iu;
const PART = /^(?:[\p{L}\p{N}\-._~!$&'()*+,;=:@/?[\]]|%[0-9a-f]{2})*$/iu;

/**
 * phpShort's URL rule: any `scheme://host` (a bare `example.com` or `javascript:` fails), an
 * optional user, port, path, query and fragment, no spaces; each line of a multi-line value.
 */
export function isUrl(value: InputValue | undefined): boolean {
  if (typeof value !== 'string') return false;
  return value
    .split(/[\r\n]+/)
    .filter(Boolean)
    .every((line) => {
      const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^#]*)(#.*)?$/iu.exec(line);
      if (!match) return false;
      const authority = (match[2] ?? '').replace(/^[^@]*@/, '').replace(/:\d+$/, '');
      return HOST.test(authority) && PART.test(match[3] ?? '') && PART.test((match[4] ?? '').slice(1));
    });
}

/** A URL whose scheme is not http(s) is a deep link, a plan feature. */
export const isDeepLink = (url: string): boolean => !/^https?:/i.test(url);

/** `date_format:Y-m-d`: the format and a real calendar day. */
export function isYmd(text: InputValue | undefined): boolean {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** `date_format:H:i`. */
export const isHi = (text: InputValue | undefined): boolean => typeof text === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(text);

/** Laravel's `date` rule as phpShort's documented `Y-m-d H:i` and ISO forms read it (in UTC); NaN if not a date. */
export function parseDate(text: InputValue | undefined): number {
  if (typeof text !== 'string') return NaN;
  const local = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(text.trim());
  if (local) return Date.parse(`${local[1]}T${local[2] ?? '00:00'}${local[2]?.length === 5 ? ':00' : ''}Z`);
  return /\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(text) ? Date.parse(text) : NaN;
}

export const PLATFORMS = ['iOS', 'Android', 'Windows', 'OS X', 'Linux', 'Ubuntu', 'Chrome OS'];

/** Both versions' pixel types; `twitter` became `x`. */
export const PIXEL_TYPES = ['adroll', 'bing', 'facebook', 'google-ads', 'google-analytics', 'google-tag-manager', 'linkedin', 'pinterest', 'quora', 'x'];

/** The country keys phpShort accepts: ISO 3166-1 alpha-2 plus a few withdrawn codes and ZZ. */
export const COUNTRIES: ReadonlySet<string> = new Set(
  `
AD AE AF AG AI AL AM AN AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR
BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CS CT CU CV CX CY CZ DE DJ DK DM DO DZ
EC EE EG EH ER ES ET FI FJ FK FM FO FQ FR FX GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU
GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP JT KE KG KH KI KM KN KP KR KW
KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MI MK ML MM MN MO MP MQ MR MS MT MU
MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NQ NR NT NU NZ OM PA PC PE PF PG PH PK PL PM PN PR PS
PT PU PW PY PZ QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR ST SU SV SY SZ TC
TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VD VE VG VI VN VU WF WK WS
YD YE YT ZA ZM ZW ZZ`
    .trim()
    .split(/\s+/),
);

/** ISO 639-1 codes (phpShort's list also has the withdrawn `mo` and `sh`). */
export const LANGUAGES: ReadonlySet<string> = new Set(
  `
aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch cn co cr cs cu cv cy da de dv
dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig
ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh
mi mk ml mn mo mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro
ru rw sa sc sd se sg sh si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw
ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu`
    .trim()
    .split(/\s+/),
);

/** v49 `targets_type` values and the keys each accepts (case-sensitive; rotations take no key). */
export const TARGET_KEYS: Record<string, (key: string) => boolean> = {
  continents: (k) => ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'].includes(k),
  countries: (k) => COUNTRIES.has(k),
  operating_systems: (k) => PLATFORMS.includes(k),
  browsers: (k) =>
    [
      'Chrome',
      'Chromium',
      'Firefox',
      'Firefox Mobile',
      'Edge',
      'Internet Explorer',
      'Mobile Internet Explorer',
      'Vivaldi',
      'Brave',
      'Safari',
      'Opera',
      'Opera Mini',
      'Opera Mobile',
      'Opera Touch',
      'Yandex Browser',
      'UC Browser',
      'Samsung Internet',
      'QQ Browser',
      'BlackBerry Browser',
      'Maxtho',
    ].includes(k),
  languages: (k) => LANGUAGES.has(k),
  devices: (k) => ['desktop', 'mobile', 'tablet', 'watch', 'television'].includes(k),
  rotations: () => true,
};
