import type { ComponentProps, FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { LinkEditDialog as Editor } from './LinkEditDialog';

type Props = ComponentProps<typeof Editor>;

/**
 * The link editor (every field, targeting with country and language lists) is loaded on the
 * first "Edit", so opening the options page, most often for Settings, does not pay for it.
 */
export function LazyLinkEditDialog(props: Props) {
  const [Loaded, setLoaded] = useState<FunctionComponent<Props> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('./LinkEditDialog').then(
      (module) => live && setLoaded(() => module.LinkEditDialog),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  if (Loaded) return <Loaded {...props} />;
  return (
    <p role={failed ? 'alert' : 'status'} class={failed ? 'manager-error' : 'hint'}>
      {failed ? t('managerEditorFailed') : t('managerLoading')}
    </p>
  );
}
