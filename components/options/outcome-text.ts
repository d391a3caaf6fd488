import type { ConnectionOutcome } from '../../lib/connection-test';
import { t, tCount } from '../../lib/i18n';
import { waitText } from '../../lib/link-form/describe-error';

/** A test-connection outcome in plain words, plus the HTTP status when there was one. */
export function outcomeText(outcome: ConnectionOutcome): { text: string; status?: number } {
  switch (outcome.kind) {
    case 'connected':
      if (outcome.total === null) return { text: t('optionsOutcomeConnectedNoCount') };
      return { text: tCount(outcome.total, { one: 'optionsOutcomeConnectedOne', other: 'optionsOutcomeConnectedOther' }) };
    case 'key-rejected':
      return { text: t('optionsOutcomeKeyRejected'), status: outcome.status };
    case 'not-api':
      return { text: t('optionsOutcomeNotApi'), status: outcome.status };
    case 'too-large':
      // The popup's and the views' words (describeError): the URL is right, so not "not the API".
      return { text: t('linkFormFailTooLarge') };
    case 'cors-refused':
      return { text: t('optionsOutcomeCorsRefused') };
    case 'network':
      return { text: t('optionsOutcomeNetwork') };
    case 'timeout':
      return { text: tCount(outcome.seconds, { one: 'optionsOutcomeTimeoutOne', other: 'optionsOutcomeTimeoutOther' }) };
    case 'server-error':
      return { text: t('optionsOutcomeServerError'), status: outcome.status };
    case 'rate-limited': {
      const wait = waitText(outcome.retryAfter);
      return { text: wait ? t('optionsOutcomeRateLimited', wait) : t('optionsOutcomeRateLimitedLater') };
    }
    case 'http-error':
      return { text: t('optionsOutcomeHttpError'), status: outcome.status };
    case 'invalid-input':
      return { text: t('optionsOutcomeInvalidInput') };
  }
}
