import type { ComponentChildren } from 'preact';
import { useErrorBoundary } from 'preact/hooks';
import { t } from '../lib/i18n';

/**
 * The root of a page (the popup, the options page): a component that throws while rendering
 * shows this instead of leaving the page dead and blank. Drafts and settings are in storage, so
 * reloading the page loses nothing.
 */
export function ErrorBoundary({ children }: { children: ComponentChildren }) {
  const [error] = useErrorBoundary((caught: unknown) => console.error('Linklet:', caught));
  if (!error) return <>{children}</>;
  return (
    <div role="alert" class="notice error-notice">
      <p>{t('errorBoundaryText')}</p>
      <button type="button" onClick={() => location.reload()}>
        {t('errorBoundaryReload')}
      </button>
    </div>
  );
}
