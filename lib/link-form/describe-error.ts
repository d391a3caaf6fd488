/**
 * What a page tells the user about a failed request, and which way out it offers: "Try again"
 * for failures that may pass on their own, the options page when the key or the instance URL is
 * the problem. Decided here so the popup, its edit panel and the background's notices agree.
 */
import type { ApiErrorData } from '../api/errors';
import { t } from '../i18n';
import { serverWait } from '../rate-limit';

export interface ErrorDescription {
  text: string;
  /** The client's own message (method, path, the server's words), for a closer look. */
  detail?: string;
  retry: boolean;
  openOptions: boolean;
}

/**
 * `waitLeft`: for a rate-limited request, the seconds still to wait (counted down by the page);
 * at 0 it may be tried again.
 */
export function describeError(error: ApiErrorData, waitLeft?: number): ErrorDescription {
  const plain = (text: string, retry = false, openOptions = false): ErrorDescription => ({ text, detail: error.message, retry, openOptions });
  switch (error.name) {
    case 'UnauthorizedError':
      return { text: t('linkFormFailKeyRejected'), retry: false, openOptions: true };
    case 'RateLimitError': {
      if (waitLeft === 0) return { text: t('linkFormFailRateLimitedOver'), retry: true, openOptions: false };
      const wait = waitText(waitLeft ?? error.retryAfter);
      return { text: wait ? t('linkFormFailRateLimited', wait) : t('linkFormFailRateLimitedLater'), retry: false, openOptions: false };
    }
    case 'TimeoutError':
      return plain(t('linkFormFailTimeout'), true);
    case 'NetworkError':
      return plain(t('linkFormFailNetwork'), true);
    case 'ServerError':
      return plain(t('linkFormFailServer'), true);
    case 'ForbiddenError':
      return plain(t('linkFormFailForbidden'));
    case 'NotFoundError':
      return plain(t('linkFormFailNotFound'));
    case 'InvalidResponseError':
      if (error.tooLarge) return plain(t('linkFormFailTooLarge'));
      return plain(t('linkFormFailNotTheApi'), false, true);
    case 'RedirectError':
      return plain(t('linkFormFailNotTheApi'), false, true);
    case 'ValidationError':
    case 'InputError':
      return plain(t('linkFormFailRejectedInput'));
    case 'StorageError':
      return plain(t('linkFormFailStorage'));
    case 'HttpError':
      // No status: the server answered 2xx and said it had not done it (a delete's `deleted: false`).
      if (error.status === undefined) return plain(t(error.method === 'DELETE' ? 'linkFormFailNotDeleted' : 'linkFormFailNotDone'), true);
      return plain(t('linkFormFailStatus', String(error.status)), true);
    default:
      return plain(t('linkFormFailUnexpected'), true);
  }
}

/**
 * A server's Retry-After in words a person can act on: "2 s", "about 3 min" (3600 s read as
 * seconds means little), never more than the longest wait Linklet takes (serverWait). Nothing for
 * 0 or an unknown wait: "in a moment" then.
 */
export function waitText(given: number | undefined): string | undefined {
  if (given === undefined || Number.isNaN(given) || given <= 0) return undefined;
  const seconds = serverWait(given);
  if (seconds < 60) return t('linkFormWaitSeconds', String(Math.ceil(seconds)));
  return t('linkFormWaitMinutes', String(Math.max(1, Math.round(seconds / 60))));
}
