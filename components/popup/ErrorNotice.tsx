import { browser } from 'wxt/browser';
import type { ApiErrorData } from '../../lib/api/errors';
import { t } from '../../lib/i18n';
import { describeError } from '../../lib/link-form/describe-error';
import { requestHostPermission } from '../../lib/permissions';
import { useRetryWait } from '../useRetryWait';

interface ErrorNoticeProps {
  error?: ApiErrorData | null;
  /** Field messages that have no field on screen. */
  messages?: string[];
  onRetry?(): void;
  /**
   * The instance's origin when the server refused a cross-origin request: said so, with "Grant
   * access" (the browser's prompt closes the popup; the draft is kept, so reopening goes on).
   */
  corsOrigin?: string;
}

export function openOptions(): void {
  void browser.runtime.openOptionsPage();
}

/** A failed request in words, with the way out that fits: "Try again" or the options page. */
export function ErrorNotice({ error, messages = [], onRetry, corsOrigin }: ErrorNoticeProps) {
  const waitLeft = useRetryWait(error);
  if (!error && messages.length === 0) return null;
  const described = error ? describeError(error, waitLeft) : null;
  const about = described && corsOrigin ? { ...described, text: t('popupCorsRefused', corsOrigin) } : described;
  return (
    <div class="notice error-notice" role="alert">
      {about && <p>{about.text}</p>}
      {about?.detail && <p class="detail">{about.detail}</p>}
      {messages.map((message, i) => (
        <p key={i}>{message}</p>
      ))}
      {(about?.retry && onRetry) || about?.openOptions || corsOrigin ? (
        <div class="actions">
          {corsOrigin && (
            <button type="button" onClick={() => void requestHostPermission(corsOrigin)}>
              {t('popupGrantAccess')}
            </button>
          )}
          {about?.retry && onRetry && (
            <button type="button" onClick={onRetry}>
              {t('popupTryAgain')}
            </button>
          )}
          {about?.openOptions && (
            <button type="button" onClick={openOptions}>
              {t('popupOpenSettings')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
