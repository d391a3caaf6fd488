/**
 * What a page tells the user about a failed request, and which way out it offers: "Try again"
 * for failures that may pass on their own, the options page when the key or the instance URL is
 * the problem. Decided here so the popup, its edit panel and the background's notices agree.
 */
import type { ApiErrorData } from '../api/errors';
import { t } from '../i18n';

export interface ErrorDescription {
  text: string;
  /** The client's own message (method, path, the server's words), for a closer look. */
  detail?: string;
  retry: boolean;
  openOptions: boolean;
}

export function describeError(error: ApiErrorData): ErrorDescription {
  const plain = (text: string, retry = false, openOptions = false): ErrorDescription => ({ text, detail: error.message, retry, openOptions });
  switch (error.name) {
    case 'UnauthorizedError':
      return { text: t('linkFormFailKeyRejected'), retry: false, openOptions: true };
    case 'RateLimitError':
      return {
        text: error.retryAfter === undefined ? t('linkFormFailRateLimitedLater') : t('linkFormFailRateLimited', String(error.retryAfter)),
        retry: false,
        openOptions: false,
      };
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
    case 'RedirectError':
    case 'InvalidResponseError':
      return plain(t('linkFormFailNotTheApi'), false, true);
    case 'ValidationError':
    case 'InputError':
      return plain(t('linkFormFailRejectedInput'));
    default:
      return plain(t('linkFormFailUnexpected'), true);
  }
}
