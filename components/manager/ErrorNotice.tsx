import type { ApiErrorData } from '../../lib/api/errors';
import { t } from '../../lib/i18n';
import { describeError } from '../../lib/link-form/describe-error';
import { SETTINGS_HREF } from '../../lib/manager/route';
import { useRetryWait } from '../useRetryWait';

interface Props {
  error: ApiErrorData;
  /** Offered when the failure may pass on its own (network, timeout, 5xx). */
  onRetry?: () => void;
}

/**
 * A failed request, in the same words as the popup's (lib/link-form/describe-error), with the
 * way out it calls for: try again, or the Settings view when the key or the instance is at fault.
 */
export function ErrorNotice({ error, onRetry }: Props) {
  const described = describeError(error, useRetryWait(error));
  return (
    <div role="alert" class="manager-error">
      <p>{described.text}</p>
      {described.openOptions && (
        <p>
          <a href={SETTINGS_HREF}>{t('managerOpenSettings')}</a>
        </p>
      )}
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t('managerRetry')}
        </button>
      )}
    </div>
  );
}
