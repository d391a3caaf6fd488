/**
 * Checks the form before any request, with the rules the API client applies (lib/api/fields), so
 * a mistake is shown at its field at once instead of after a round trip. Errors are keyed the
 * way the server names fields (`alias`, `country.0.value`), one message per field.
 */
import { isCountryCode, isHHMM, isHttpUrl, isIsoDate, isLanguageCode } from '../api/fields';
import { PLATFORMS } from '../api/schemas';
import { t } from '../i18n';
import type { FieldErrors, FormMode } from './field-errors';
import { RULES_OF_TYPE, type LinkFormState, type RuleKind, type RuleRow } from './state';

export type { FieldErrors, FormMode };

const KEY_CHECKS: Record<RuleKind, (key: string) => boolean> = {
  country: isCountryCode,
  platform: (key) => (PLATFORMS as readonly string[]).includes(key),
  language: isLanguageCode,
};

/** A row the user left completely empty is ignored rather than reported. */
export function isBlankRow(row: RuleRow): boolean {
  return row.key.trim() === '' && row.value.trim() === '';
}

/** Country codes are written upper case, language codes lower case (`us` → `US`, `EN` → `en`). */
export function normalizeRuleKey(kind: RuleKind, key: string): string {
  const trimmed = key.trim();
  if (kind === 'country') return trimmed.toUpperCase();
  if (kind === 'language') return trimmed.toLowerCase();
  return trimmed;
}

function checkRules(errors: FieldErrors, kind: RuleKind, rows: RuleRow[]): void {
  rows.forEach((row, i) => {
    if (isBlankRow(row)) return;
    const key = normalizeRuleKey(kind, row.key);
    if (!key) errors[`${kind}.${i}.key`] = t('linkFormErrorRuleKeyMissing');
    else if (!KEY_CHECKS[kind](key)) errors[`${kind}.${i}.key`] = t(kind === 'country' ? 'linkFormErrorCountry' : kind === 'language' ? 'linkFormErrorLanguage' : 'linkFormErrorPlatform');
    if (!isHttpUrl(row.value.trim())) errors[`${kind}.${i}.value`] = t('linkFormErrorUrl');
  });
}

const isId = (value: string) => /^\d+$/.test(value.trim()) && Number(value) > 0 && Number.isSafeInteger(Number(value));

/** The field errors of `form`; empty when it can be sent. */
export function validateLinkForm(form: LinkFormState, mode: FormMode): FieldErrors {
  const errors: FieldErrors = {};
  if (mode === 'create') {
    if (form.domainId.trim() === '') errors.domain_id = t('linkFormErrorDomainMissing');
    else if (!isId(form.domainId)) errors.domain_id = t('linkFormErrorId');
  } else {
    if (!isHttpUrl(form.url.trim())) errors.url = t('linkFormErrorUrl');
    // The server refuses an empty alias on update (it would leave the link without a path).
    if (form.alias.trim() === '') errors.alias = t('linkFormErrorAliasMissing');
  }
  if (form.spaceId.trim() !== '' && !isId(form.spaceId)) errors.space_id = t('linkFormErrorId');
  if (form.expirationDate !== '' && !isIsoDate(form.expirationDate.trim())) errors.expiration_date = t('linkFormErrorDate');
  if (form.expirationTime !== '' && !isHHMM(form.expirationTime.trim())) errors.expiration_time = t('linkFormErrorTime');
  else if (form.expirationTime.trim() !== '' && form.expirationDate.trim() === '') {
    // A time alone has no day to apply to; the server asks for the date too.
    errors.expiration_date = t('linkFormErrorDateForTime');
  }
  if (form.expirationClicks.trim() !== '' && !/^\d{1,15}$/.test(form.expirationClicks.trim())) {
    errors.expiration_clicks = t('linkFormErrorClicks');
  }
  if (form.expirationUrl.trim() !== '' && !isHttpUrl(form.expirationUrl.trim())) errors.expiration_url = t('linkFormErrorUrl');

  const selected = RULES_OF_TYPE[form.targetType];
  if (selected === 'country' || selected === 'platform') checkRules(errors, selected, form[selected]);
  if (selected === 'rotation') {
    form.rotation.forEach((value, i) => {
      if (value.trim() !== '' && !isHttpUrl(value.trim())) errors[`rotation.${i}.value`] = t('linkFormErrorUrl');
    });
  }
  checkRules(errors, 'language', form.language);
  return errors;
}

