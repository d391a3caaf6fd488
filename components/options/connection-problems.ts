import { t } from '../../lib/i18n';
import type { KeyProblem, UrlProblem } from '../../lib/settings';

export function urlProblemText(problem: UrlProblem | undefined): string | undefined {
  if (!problem) return undefined;
  if (problem.kind === 'empty') return t('optionsUrlEmpty');
  if (problem.kind === 'https') return t('optionsUrlHttps');
  return t('optionsUrlInvalid', problem.reason);
}

export function keyProblemText(problem: KeyProblem | undefined): string | undefined {
  if (!problem) return undefined;
  return problem.kind === 'empty' ? t('optionsKeyEmpty') : t('optionsKeyCharacters');
}
