import { browser } from 'wxt/browser';
import type { ApiErrorData } from '../../lib/api/errors';
import { t } from '../../lib/i18n';
import { describeError } from '../../lib/link-form/describe-error';
import { requestHostPermission } from '../../lib/permissions';
import { useRetryWait } from '../useRetryWait';
import { useLazy } from './lazy';
import type { QueueRequest } from '../../lib/queue/queue';
import type { Failure } from '../../lib/shorten/flow';

interface ErrorNoticeProps {
  error?: ApiErrorData | null;
  /** The shorten form's failure: its error, and the refused origin. */
  failure?: Failure | null;
  /** Field messages that have no field on screen. */
  messages?: string[];
  onRetry?(): void;
  /**
   * The instance's origin when the server refused a cross-origin request: said so, with "Grant
   * access" (the browser's prompt closes the popup; the draft is kept, so reopening goes on).
   */
  corsOrigin?: string;
  /** The server is down: "Shorten when back online" puts what this builds in the offline queue. */
  queue?(): Promise<QueueRequest | null>;
}

// Offered only when the server cannot be reached: loaded then, not with the popup.
const loadQueueOffer = () => import('./QueueOffer').then((m) => m.QueueOffer);

export function openOptions(): void {
  void browser.runtime.openOptionsPage();
}

/** A failed request in words, with the way out that fits: "Try again" or the options page. */
export function ErrorNotice({ failure, error = failure?.error, messages = [], onRetry, corsOrigin = failure?.corsOrigin, queue }: ErrorNoticeProps) {
  const waitLeft = useRetryWait(error);
  const QueueOffer = useLazy(loadQueueOffer, !!queue);
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
      {(about?.retry && onRetry) || about?.openOptions || corsOrigin || queue ? (
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
          {queue && QueueOffer && QueueOffer !== 'failed' && <QueueOffer request={queue} />}
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
