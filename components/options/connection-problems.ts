import { t } from '../../lib/i18n';
import type { ApiKeyProblem, UrlProblem } from '../../lib/settings';

export function urlProblemText(problem: UrlProblem | undefined): string | undefined {
  if (!problem) return undefined;
  if (problem.kind === 'empty') return t('optionsUrlEmpty');
  if (problem.kind === 'https') return t('optionsUrlHttps');
  if (problem.kind === 'consent') return t('optionsUrlConsent');
  return t('optionsUrlInvalid', problem.reason);
}

/** `other-origin`: the field still holds the key saved for `origin`, and the URL now names another. */
export type KeyFieldProblem = ApiKeyProblem | { kind: 'other-origin'; origin: string };

export function keyProblemText(problem: KeyFieldProblem | undefined): string | undefined {
  if (!problem) return undefined;
  if (problem.kind === 'other-origin') return t('optionsKeyOtherOrigin', problem.origin);
  return problem.kind === 'empty' ? t('optionsKeyEmpty') : t('optionsKeyCharacters');
}
