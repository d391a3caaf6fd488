import type { ComponentChildren } from 'preact';
import { t } from '../lib/i18n';
import { describeProblem, type ProblemContext } from '../lib/problems/describe';
import type { Problem } from '../lib/problems/problem';
import { canAskHostAccess } from '../lib/permissions/permissions';
import { GrantButton } from './GrantButton';
import { useRetryWait } from './use-retry-wait';

export interface ErrorNoticeProps {
  problem?: Problem | null;
  /** What changes the words besides the wait, which is counted down here (lib/problems/describe.ts). */
  context?: Omit<ProblemContext, 'waitLeft'>;
  /** Field messages that have no field on screen. */
  messages?: string[];
  /** Offered when the failure may pass on its own (network, timeout, 5xx, a rate limit that is over). */
  onRetry?(): void;
  /**
   * Where "Open settings" leads, when the URL or the key is at fault: the Settings view's link,
   * or what opens the options page (the popup). None on the settings page itself.
   */
  settings?: string | (() => void);
  /** More ways out, after the others (the popup's "Shorten when back online"). */
  children?: ComponentChildren;
  /** What was done all the same, said first in the same message ("Saved, but…"). */
  lead?: string;
}

/** A problem in words (one table for every page: lib/problems), with the way out that fits. */
export function ErrorNotice({ problem, context, messages = [], onRetry, settings, children, lead }: ErrorNoticeProps) {
  const waitLeft = useRetryWait(problem);
  if (!problem && messages.length === 0) return null;
  const about = problem ? describeProblem(problem, { ...context, waitLeft }) : null;
  const grant = about?.way === 'grantAccess' && problem?.name === 'CorsRefused' && canAskHostAccess(problem.origin) ? problem.origin : null;
  // Access granted (or the server's CORS fixed), the same request goes through: both are offered.
  const retry = (about?.way === 'retry' || grant) && onRetry;
  const open = about?.way === 'settings' && settings;
  return (
    <div class="notice error-notice" role="alert">
      {lead && <p>{lead}</p>}
      {about && <p>{about.text}</p>}
      {/* The technical line ("POST /api/v1/links: 500") is for whoever helps: there, not in the way. */}
      {about?.detail && (
        <details>
          <summary>{t('noticeDetails')}</summary>
          <p class="detail">{about.detail}</p>
        </details>
      )}
      {messages.map((message, i) => (
        <p key={i}>{message}</p>
      ))}
      {grant || retry || open || children ? (
        <div class="actions">
          {grant && <GrantButton origin={grant} />}
          {retry && (
            <button type="button" onClick={onRetry}>
              {t('noticeTryAgain')}
            </button>
          )}
          {children}
          {open && typeof open === 'string' && <a href={open}>{t('noticeOpenSettings')}</a>}
          {open && typeof open === 'function' && (
            <button type="button" onClick={open}>
              {t('noticeOpenSettings')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
