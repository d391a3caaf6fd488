import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { watch } from '../../lib/kv';
import { sendMessage } from '../../lib/messaging';
import { optionsSummary, stateText } from '../../lib/queue/describe';
import { readQueue, type Queued } from '../../lib/queue/queue';
import { QUEUE_ITEM } from '../../lib/storage-items';

/**
 * The offline queue (lib/queue): each shorten waiting for the instance, with what it will store,
 * where it is, its last error, and "Cancel". Live: the background sends and removes items while
 * the popup is open.
 */
export function QueueList() {
  const [items, setItems] = useState<Queued[]>([]);
  useEffect(() => {
    const read = () => void readQueue().then(setItems, () => undefined);
    read();
    return watch(QUEUE_ITEM, read);
  }, []);
  if (!items.length) return null;
  return (
    <section class="notice queue" aria-labelledby="queue-heading">
      <h2 id="queue-heading">{t('popupQueueHeading', String(items.length))}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <p id={`queued-${item.id}`} class="queue-url" title={item.input.url}>
              {item.input.url}
            </p>
            <p class="detail">
              {optionsSummary(item.input)} · {stateText(item)}
            </p>
            {item.error && <p class="detail">{t('popupQueueLastError', item.error)}</p>}
            <button type="button" aria-describedby={`queued-${item.id}`} onClick={() => void sendMessage('cancelQueued', { id: item.id }).catch(() => undefined)}>
              {t('popupQueueCancel')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
