import type { ConnectionOutcome } from '../../lib/connection/state';
import { formatNumber, t, tCount, type MessageKey } from '../../lib/i18n';
import { describeProblem } from '../../lib/problems/describe';
import { HEADLINE_FEATURES, planAllows } from '../../lib/instance/plan';

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
  const links = outcome.total === null ? null : tCount(outcome.total, { one: 'optionsLinksOne', other: 'optionsLinksOther' }, [formatNumber(outcome.total)]);
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

/** An outcome in plain words: what was found, or the problem in the words every page uses (lib/problems). */
export function outcomeText(outcome: ConnectionOutcome): string {
  if (outcome.kind === 'connected') return connectedText(outcome);
  return describeProblem(outcome.problem, { check: true }).text;
}
