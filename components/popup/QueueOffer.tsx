import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { sendMessage } from '../../lib/messaging';
import type { QueueRequest } from '../../lib/queue/queue';

/**
 * "Shorten when back online", beside a store that failed because the network or the server is
 * down: what the user asked for (address, domain, alias, options) goes to the offline queue of
 * the popup's profile, which the background sends through that profile's connection once the
 * instance answers. The form keeps what was typed. A password waits in memory only: the popup
 * says that a browser restart drops it.
 */
export function QueueOffer({ request }: { request(): Promise<QueueRequest | null> }) {
  const [state, setState] = useState<'idle' | 'queued' | 'refused'>('idle');
  const [withPassword, setWithPassword] = useState(false);
  const queue = async () => {
    // Built when pressed, from the form as it is then; null: the form says what to fix.
    const asked = await request().catch(() => 'refused' as const);
    if (asked === 'refused') return setState('refused');
    if (!asked) return;
    const { password, redirect_password, privacy_password } = asked.input;
    setWithPassword([password, redirect_password, privacy_password].some((value) => typeof value === 'string' && value !== ''));
    setState((await sendMessage('queueShorten', asked).catch(() => false)) ? 'queued' : 'refused');
  };
  return (
    <>
      {state !== 'queued' && (
        <button type="button" onClick={() => void queue()}>
          {t('popupQueueOffer')}
        </button>
      )}
      <p role="status" class="status">
        {state === 'queued' ? t('popupQueued') : ''}
      </p>
      {state === 'queued' && withPassword && <p class="hint">{t('popupQueuePasswordHeld')}</p>}
      {state === 'refused' && <p role="alert">{t('popupQueueRefused')}</p>}
    </>
  );
}
