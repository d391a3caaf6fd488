/**
 * The targeting rules of a link — `country[i][key]` (ISO 3166-1 alpha-2), `platform[i][key]`,
 * `language[i][key]` (ISO 639-1), each with an http(s) `value`, and `rotation[i][value]` — and
 * the full link validators that check them. Kept apart from validate.ts so that only the pages
 * that edit targeting (popup, options) carry the ISO code lists; see `TargetingCheck`.
 */
import { fieldsOf, oneOf, list, present, type Fields, type Test } from './checks';
import { InputError } from './errors';
import { isCountryCode, isHttpUrl, isLanguageCode } from './fields';
import { PLATFORMS } from './schemas';
import { linkCreateCheck, linkUpdateCheck, type TargetingCheck } from './validate';

function checkRules(fields: Fields, kind: string, keyTest: Test | undefined, keyReason: string): void {
  const rules = fields[kind];
  if (!present(rules)) return;
  if (!Array.isArray(rules)) throw new InputError(kind, 'must be a list of rules');
  rules.forEach((rule: unknown, i) => {
    const at = `${kind}[${i}]`;
    const row = fieldsOf(rule, at);
    if (keyTest && !keyTest(row.key)) throw new InputError(`${at}[key]`, keyReason);
    if (!isHttpUrl(row.value)) throw new InputError(`${at}[value]`, 'must be an http:// or https:// URL');
  });
}

export const checkTargeting: TargetingCheck = (fields) => {
  checkRules(fields, 'country', isCountryCode, 'must be an ISO 3166-1 alpha-2 country code such as US');
  checkRules(fields, 'platform', oneOf(PLATFORMS), list(PLATFORMS));
  checkRules(fields, 'language', isLanguageCode, 'must be an ISO 639-1 language code such as en');
  checkRules(fields, 'rotation', undefined, '');
};

/** A link store input, targeting rules included. Throws `InputError` naming the field. */
export const validateLinkCreate: (input: unknown) => void = linkCreateCheck(checkTargeting);

/** A link update input, targeting rules included. Throws `InputError` naming the field. */
export const validateLinkUpdate: (input: unknown) => void = linkUpdateCheck(checkTargeting);
