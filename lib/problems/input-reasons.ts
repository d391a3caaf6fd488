import { t } from '../i18n';

/** The reason of the InputError for a missing default domain (lib/shorten/input.ts), worded below. */
export const NO_DEFAULT_DOMAIN = 'no default domain';

/**
 * A client-side input check's reason in the user's words. The reasons are the client's code
 * words (lib/api, lib/shorten/input.ts) and stay in English when no text is kept for them: they name a
 * programming error rather than something the user typed.
 */
export function inputReasonText(reason: string): string {
  return reason === NO_DEFAULT_DOMAIN ? t('shortenNoDefaultDomain') : reason;
}
