import { t } from '../i18n';
import { serverWait } from '../rate-limit';

/**
 * A server's Retry-After in words a person can act on: "2 s", "about 3 min" (3600 s read as
 * seconds means little), never more than the longest wait Linklet takes (serverWait). Nothing for
 * 0 or an unknown wait: "in a moment" then.
 */
export function waitText(given: number | undefined): string | undefined {
  if (given === undefined || Number.isNaN(given) || given <= 0) return undefined;
  const seconds = serverWait(given);
  if (seconds < 60) return t('waitSeconds', String(Math.ceil(seconds)));
  return t('waitMinutes', String(Math.max(1, Math.round(seconds / 60))));
}
