import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';

/**
 * The Links and Pixels views as the options page's nav entries, each loaded when first shown:
 * the page opens on Settings (first run, changing the key) without their ~9 KB gzipped.
 */
type View = () => JSX.Element;

function lazyView(load: () => Promise<View>): View {
  let cached: View | null = null;
  return function LazyView() {
    const [View, setView] = useState<View | null>(() => cached);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (View) return;
      let live = true;
      load().then(
        (loaded) => {
          cached = loaded;
          if (live) setView(() => loaded);
        },
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [View]);
    if (View) return <View />;
    return (
      <p role={failed ? 'alert' : 'status'} class={failed ? 'manager-error' : 'hint'}>
        {failed ? t('managerViewFailed') : t('managerLoading')}
      </p>
    );
  };
}

export const LinksViewLazy = lazyView(() =>
  import('../manager/LinksView').then(({ LinksView }) => () => <LinksView />),
);
export const PixelsViewLazy = lazyView(() =>
  import('../manager/PixelsView').then(({ PixelsView }) => () => <PixelsView />),
);
export const BulkViewLazy = lazyView(() =>
  import('../bulk/BulkView').then(({ BulkView }) => () => <BulkView />),
);
