import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import { toErrorData, type ApiErrorData } from '../../lib/api/errors';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import type { Choice } from '../../lib/instance/choices';
import { versionOf } from '../../lib/instance/info';
import type { PixelOption } from '../link-fields/pixel-option';
import { useVersioned } from '../use-session';
import { ConfirmDialog } from '../ConfirmDialog';
import { Dialog } from '../Dialog';
import { SETTINGS_HREF } from '../../lib/manager/route';
import { ErrorNotice } from '../ErrorNotice';
import { LinkEditForm } from './LinkEditForm';
import type { LinkActionDeps } from '../../lib/actions';

interface Props {
  link: Link;
  client: ApiClient;
  /** How the save is made (lib/actions): its index is told of the link saved. */
  actions: LinkActionDeps;
  pixels: readonly PixelOption[] | null | 'failed';
  spaces: Choice[];
  onSaved(link: Link): void;
  onClose(): void;
}

/**
 * "Edit": the link's form (LinkEditForm), starting from the link as the server has it now.
 * Escape closes it, after asking when something was changed; Cancel closes it as it says.
 */
export function LinkEditDialog({ link, client, actions, pixels, spaces, onSaved, onClose }: Props) {
  const [fresh, setFresh] = useState<Link | null>(null);
  const [loadError, setLoadError] = useState<ApiErrorData | null>(null);
  const [round, setRound] = useState(0);
  const instance = useVersioned(client);
  const problem = loadError ?? (instance.facts ? null : instance.failure);
  const changed = useRef(false);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setLoadError(null);
    // The list's record may be older or shorter (targeting rules) than the link itself.
    client.links.get(link.id, { signal: controller.signal }).then(
      (current) => !controller.signal.aborted && setFresh(current),
      (failure: unknown) => !controller.signal.aborted && setLoadError(toErrorData(failure)),
    );
    return () => controller.abort();
  }, [client, link.id, round]);

  return (
    <>
      <Dialog title={t('managerEditTitle', link.short_url)} onClose={() => (changed.current ? setAsking(true) : onClose())} wide>
        {fresh && instance.facts ? (
          <LinkEditForm
            link={fresh}
            actions={{ client: instance.client, version: versionOf(instance.facts), index: actions.index }}
            facts={instance.facts}
            pixels={pixels}
            spaces={spaces}
            onSaved={onSaved}
            onClose={onClose}
            onChanged={(yes) => (changed.current = yes)}
          />
        ) : (
          <>
            {problem ? (
              <ErrorNotice
                problem={problem}
                settings={SETTINGS_HREF}
                onRetry={() => {
                  setRound((n) => n + 1);
                  if (!instance.facts) instance.retry();
                }}
              />
            ) : (
              <p role="status" class="hint">
                {t('managerLoading')}
              </p>
            )}
            <div class="manager-dialog-actions">
              <button type="button" onClick={onClose}>
                {t('managerCancel')}
              </button>
            </div>
          </>
        )}
      </Dialog>
      {asking && (
        <ConfirmDialog
          title={t('managerDiscardTitle')}
          confirmLabel={t('managerDiscard')}
          cancelLabel={t('managerKeepEditing')}
          busy={false}
          error={null}
          onConfirm={onClose}
          onCancel={() => setAsking(false)}
        >
          <p>{t('managerDiscardQuestion')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
