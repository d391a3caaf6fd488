import type { ComponentType, FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t, type MessageKey } from '../lib/i18n';

/**
 * A component whose code is fetched the first time it renders: kept for the managers' views, the
 * statistics and the QR code alone (large, and rarely wanted when a page opens). It says it is
 * loading meanwhile, and says so in an alert when its file cannot load (the extension was updated
 * while the page was open: `failed` words what to do on that page); once loaded it renders at once.
 */
export function lazy<P extends object>(load: () => Promise<ComponentType<P>>, failed: MessageKey): FunctionComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error) => {
        // A later render may try again (the next page of the same extension version).
        pending = null;
        throw error;
      },
    ));
  return function Lazy(props: P) {
    const [state, setState] = useState<'loading' | 'failed' | 'ready'>(loaded ? 'ready' : 'loading');
    useEffect(() => {
      if (loaded) return;
      let live = true;
      fetchOnce().then(
        () => live && setState('ready'),
        () => live && setState('failed'),
      );
      return () => {
        live = false;
      };
    }, []);
    const Component = loaded;
    if (Component && state !== 'failed') return <Component {...props} />;
    return state === 'failed' ? (
      <p role="alert">{t(failed)}</p>
    ) : (
      <p role="status" class="hint">
        {t('popupLoading')}
      </p>
    );
  };
}
