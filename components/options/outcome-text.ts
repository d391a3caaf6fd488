import { diagnose, type ConnectionOutcome } from '../../lib/connection-state';
import { t, tCount, type MessageKey } from '../../lib/i18n';
import { waitText } from '../../lib/link-form/describe-error';
import { HEADLINE_FEATURES, planAllows } from '../../lib/plan';

/** The plan's features a person would look for, in words. */
const FEATURE_WORDS: Record<(typeof HEADLINE_FEATURES)[number], MessageKey> = {
  link_stats: 'featureStats',
  link_targeting: 'featureTargeting',
  link_password: 'featurePasswords',
  link_expiration: 'featureExpiration',
  link_disabling: 'featureDisabling',
  spaces: 'featureSpaces',
  pixels: 'featurePixels',
  domains: 'featureDomains',
};

/** "phpShort v49 · 7,034 links · plan Pro (statistics, targeting, passwords)" */
function connectedText(outcome: Extract<ConnectionOutcome, { kind: 'connected' }>): string {
  const links =
    outcome.total === null
      ? null
      : tCount(outcome.total, { one: 'optionsLinksOne', other: 'optionsLinksOther' }, [new Intl.NumberFormat().format(outcome.total)]);
  if (!outcome.version) return links ? t('optionsOutcomeConnectedSimple', links) : t('optionsOutcomeConnectedNoCount');
  const { plan } = outcome;
  const included = plan ? HEADLINE_FEATURES.filter((f) => f in plan.features && planAllows(plan.features, f)).map((f) => t(FEATURE_WORDS[f])) : [];
  const parts = [outcome.speaks === 'contract' ? t('optionsSpeaksContract') : t('optionsVersion', String(outcome.version))];
  if (links) parts.push(links);
  if (plan?.name) parts.push(included.length ? t('optionsPlanWith', [plan.name, included.join(', ')]) : t('optionsPlan', plan.name));
  // No account to read: nothing is hidden, and the server says what the plan refuses.
  if (plan === null) parts.push(t('optionsPlanUnknown'));
  return t('optionsOutcomeConnected', parts.join(' · '));
}

/**
 * An outcome in plain words, plus the HTTP status when there was one: the connection's state in
 * the words every page uses (lib/connection-state.ts), with more detail where there is some.
 */
export function outcomeText(outcome: ConnectionOutcome): { text: string; status?: number } {
  const status = 'status' in outcome ? outcome.status : undefined;
  switch (outcome.kind) {
    case 'connected':
      return { text: connectedText(outcome) };
    case 'key-rejected':
    case 'no-api-access':
    case 'not-api':
    case 'too-large':
    case 'cors-refused':
    case 'network':
      return { text: t(diagnose(outcome).message), status };
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
