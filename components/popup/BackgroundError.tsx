import { t, uiLocale } from '../../lib/i18n';
import { describeProblem } from '../../lib/problems/describe';
import type { BackgroundError as Failure } from './data';

const FROM = { 'context-menu': 'popupFailedFromMenu', command: 'popupFailedFromCommand', omnibox: 'popupFailedFromOmnibox' } as const;

/** "2 min ago", in the browser's language. */
function ago(at: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(at)) / 1000));
  const format = new Intl.RelativeTimeFormat(uiLocale(), { numeric: 'auto' });
  if (!Number.isFinite(seconds) || seconds < 60) return format.format(-Math.min(seconds, 59) || 0, 'second');
  if (seconds < 3600) return format.format(-Math.round(seconds / 60), 'minute');
  return format.format(-Math.round(seconds / 3600), 'hour');
}

/**
 * The last failure of a shorten without the popup (context menu, keyboard command, omnibox),
 * named with where it came from, its page and when: it is older news than what the popup shows
 * about the page in front, so it comes after it. Shown once — it is removed from storage as it is
 * read — and dismissible.
 */
export function BackgroundError({ failure, onDismiss }: { failure: Failure; onDismiss(): void }) {
  return (
    <div class="notice background-error" role="alert">
      <p>{t(FROM[failure.source], ago(failure.at))}</p>
      <p>{describeProblem(failure.problem, { line: true }).text}</p>
      {failure.url && <p class="detail">{t('popupNoticePage', failure.url)}</p>}
      <button type="button" onClick={onDismiss}>
        {t('popupDismiss')}
      </button>
    </div>
  );
}
