import { t } from '../lib/i18n';

/**
 * Linklet's mark and name, as the headers show them: the shapes of scripts/icon.svg in the page's
 * brand colours (theme.css), so the mark follows light and dark. The mark is decoration: the name
 * says it.
 */
export function BrandMark() {
  return (
    <span class="brand">
      <svg class="brand-mark" viewBox="0 0 128 128" aria-hidden="true" focusable="false">
        <rect class="tile" width="128" height="128" rx="30" />
        <path class="ink" d="M46 32V82H70" stroke-width="20" stroke-linecap="round" stroke-linejoin="round" />
        <circle class="dot" cx="93" cy="82" r="11" />
      </svg>
      <span class="brand-name">{t('popupTitle')}</span>
    </span>
  );
}
