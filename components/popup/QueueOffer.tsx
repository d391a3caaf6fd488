import { useState } from 'preact/hooks';
import type { LinkCreateInput } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { sendMessage } from '../../lib/messaging';

/**
 * "Shorten when back online", beside a store that failed because the network or the server is
 * down: what the user asked for (address, domain, alias, options) goes to the offline queue,
 * which the background sends once the instance answers. The form keeps what was typed.
 */
export function QueueOffer({ input }: { input: LinkCreateInput }) {
  const [state, setState] = useState<'idle' | 'queued' | 'refused'>('idle');
  const queue = () =>
    void sendMessage('queueShorten', { input }).then(
      (queued) => setState(queued ? 'queued' : 'refused'),
      () => setState('refused'),
    );
  return (
    <>
      {state !== 'queued' && (
        <button type="button" onClick={queue}>
          {t('popupQueueOffer')}
        </button>
      )}
      <p role="status" class="status">
        {state === 'queued' ? t('popupQueued') : ''}
      </p>
      {state === 'refused' && <p role="alert">{t('popupQueueRefused')}</p>}
    </>
  );
}
