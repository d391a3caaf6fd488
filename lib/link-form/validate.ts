/**
 * Checks the form before any request, the one check of what the user typed (the client writes
 * what it is given), so a mistake is shown at its field at once instead of after a round trip. Errors are keyed by the
 * form's field names (`alias`, `clickLimit`, `rules.countries.0.value`), one message per field.
 */
import { isCountryCode, isHHMM, isHttpUrl, isIsoDate, isLanguageCode } from '../api/fields';
import { hasOption, isRotation, ruleKeys, type ApiVersion } from '../api/versions';
import { t } from '../i18n';
import { isMisreadAddress, stripCredentials } from '../url/private';
import type { FieldErrors, FormMode } from './field-errors';
import { forVersion, selectedRules, type LinkFormState, type RuleRow } from './state';
import { inTimeZone } from './time-zone';

export type { FieldErrors, FormMode };

/** A row the user left completely empty is ignored rather than reported. */
export function isBlankRow(row: RuleRow): boolean {
  return row.key.trim() === '' && row.value.trim() === '';
}

/** Codes in the case the server wants: countries and continents upper, languages and devices lower. */
export function normalizeRuleKey(kind: string, key: string): string {
  const trimmed = key.trim();
  const keys = ruleKeys(kind);
  if (keys === 'countries' || kind === 'continents') return trimmed.toUpperCase();
  if (keys === 'languages' || kind === 'devices') return trimmed.toLowerCase();
  return trimmed;
}

function keyProblem(kind: string, key: string): string | undefined {
  const keys = ruleKeys(kind);
  if (keys === null) return undefined;
  if (!key) return t('linkFormErrorRuleKeyMissing');
  if (keys === 'countries') return isCountryCode(key) ? undefined : t('linkFormErrorCountry');
  if (keys === 'languages') return isLanguageCode(key) ? undefined : t('linkFormErrorLanguage');
  return keys.includes(key) ? undefined : t('linkFormErrorListed');
}

function checkRules(errors: FieldErrors, kind: string, rows: RuleRow[]): void {
  // A rotation without a URL would be sent as no rotation at all: say so at its (first) row.
  if (isRotation(kind) && rows.every(isBlankRow)) errors[`rules.${kind}.0.value`] = t('linkFormErrorRotationEmpty');
  rows.forEach((row, i) => {
    if (isBlankRow(row)) return;
    const at = `rules.${kind}.${i}`;
    const problem = isRotation(kind) ? undefined : keyProblem(kind, normalizeRuleKey(kind, row.key));
    if (problem) errors[`${at}.key`] = problem;
    if (!isHttpUrl(row.value.trim())) errors[`${at}.value`] = t('linkFormErrorUrl');
  });
}

const isId = (value: string) => /^\d+$/.test(value.trim()) && Number(value) > 0 && Number.isSafeInteger(Number(value));
/** `YYYY-MM-DDTHH:MM`, as a datetime-local field writes it. */
const isDateTime = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) && isIsoDate(value.slice(0, 10)) && isHHMM(value.slice(11));

/** What the checks need beyond the form. */
export interface FormContext {
  /** Now, for an expiry in the past (the clock's when not given). */
  now?: Date;
  /** The account's time zone, in which the server reads dates (the browser's when unknown). */
  timeZone?: string | null;
  /** Edit mode: the link as loaded. What is unchanged is not checked again (an expired link stays editable). */
  initial?: LinkFormState;
}

const changed = (form: LinkFormState, context: FormContext, ...names: Array<keyof LinkFormState>) =>
  !context.initial || names.some((name) => form[name] !== context.initial![name]);

function checkExpiration(errors: FieldErrors, form: LinkFormState, version: ApiVersion | null, context: FormContext): void {
  // `YYYY-MM-DDTHH:MM` in the zone the server reads dates in: compared as text, as the form writes them.
  const now = inTimeZone((context.now ?? new Date()).toISOString(), context.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone);
  if (hasOption('expirationDate', version)) {
    const date = form.expirationDate.trim();
    const time = form.expirationTime.trim();
    if (date !== '' && !isIsoDate(date)) errors.expirationDate = t('linkFormErrorDate');
    if (time !== '' && !isHHMM(time)) errors.expirationTime = t('linkFormErrorTime');
    // The server asks for both: a day without a time, or a time without a day, is refused.
    else if (time !== '' && date === '') errors.expirationDate = t('linkFormErrorDateForTime');
    else if (date !== '' && time === '' && !errors.expirationDate) errors.expirationTime = t('linkFormErrorTimeForDate');
    else if (date !== '' && !errors.expirationDate && `${date}T${time}` <= now && changed(form, context, 'expirationDate', 'expirationTime')) {
      errors.expirationDate = t('linkFormErrorPast');
    }
  }
  if (hasOption('activeFrom', version)) {
    const from = form.activeFrom.trim();
    const until = form.activeUntil.trim();
    if (from !== '' && !isDateTime(from)) errors.activeFrom = t('linkFormErrorDateTime');
    if (until !== '' && !isDateTime(until)) errors.activeUntil = t('linkFormErrorDateTime');
    if (errors.activeFrom || errors.activeUntil) return;
    if (from !== '' && until === '') errors.activeUntil = t('linkFormErrorPeriodPair');
    else if (until !== '' && from === '') errors.activeFrom = t('linkFormErrorPeriodPair');
    else if (from !== '' && from >= until) errors.activeUntil = t('linkFormErrorPeriodOrder');
    else if (until !== '' && until <= now && changed(form, context, 'activeUntil')) errors.activeUntil = t('linkFormErrorPast');
  }
}

/** The field errors of `form` for an instance of `version`; empty when it can be sent. */
export function validateLinkForm(sent: LinkFormState, mode: FormMode, version: ApiVersion | null, context: FormContext = {}): FieldErrors {
  const form = forVersion(sent, version);
  const errors: FieldErrors = {};
  if (form.url.trim() === '' && mode === 'create') errors.url = t('linkFormErrorUrlMissing');
  else if (isMisreadAddress(form.url)) errors.url = t('linkFormErrorUrlMisread', stripCredentials(form.url.trim()));
  else if (!isHttpUrl(form.url.trim())) errors.url = t('linkFormErrorUrl');
  if (mode === 'create') {
    if (form.domainId.trim() === '') errors.domainId = t('linkFormErrorDomainMissing');
    else if (!isId(form.domainId)) errors.domainId = t('linkFormErrorId');
  } else {
    // The server refuses an empty alias on update (it would leave the link without a path).
    if (form.alias.trim() === '') errors.alias = t('linkFormErrorAliasMissing');
  }
  if (form.spaceId.trim() !== '' && !isId(form.spaceId)) errors.spaceId = t('linkFormErrorId');
  // A statistics page behind a password nobody was given could not be opened. A link that had
  // one keeps it when the field is left empty.
  if (
    form.privacy === '2' &&
    form.statsPassword === '' &&
    hasOption('statsPassword', version) &&
    (mode === 'create' || (context.initial && context.initial.privacy !== '2'))
  ) {
    errors.statsPassword = t('linkFormErrorStatsPassword');
  }
  checkExpiration(errors, form, version, context);
  // 0 would be the server's "no limit": an empty field says that.
  const clicks = form.clickLimit.trim();
  if (clicks !== '' && (!/^\d{1,9}$/.test(clicks) || Number(clicks) < 1)) errors.clickLimit = t('linkFormErrorClicks');
  if (form.expirationUrl.trim() !== '' && !isHttpUrl(form.expirationUrl.trim())) errors.expirationUrl = t('linkFormErrorUrl');
  if (form.targetType) checkRules(errors, form.targetType, selectedRules(form));
  return errors;
}
