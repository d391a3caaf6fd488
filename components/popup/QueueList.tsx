import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { describeProblem } from '../../lib/problems/describe';
import { getValues } from '../../lib/storage/item';
import { sendMessage } from '../../lib/messaging';
import { queuedOptionsSummary, stateText } from '../../lib/queue/describe';
import { QUEUE_PASSWORDS_ITEM } from '../../lib/queue/passwords';
import { QUEUE_ITEM, readQueue, type Queued } from '../../lib/queue/queue';
import { SETTINGS_ITEM } from '../../lib/settings/item';
import { profileLabel } from '../../lib/settings/profiles';
import { readAllSettings } from '../../lib/settings/read';
import type { Profile } from '../../lib/settings/schema';

interface Shown {
  items: Queued[];
  profiles: Profile[];
  /** The ids whose passwords storage.session still holds. */
  held: Set<string>;
}

async function readShown(): Promise<Shown> {
  const [items, all, [passwords]] = await Promise.all([readQueue(), readAllSettings(), getValues([QUEUE_PASSWORDS_ITEM])]);
  const held = new Set(typeof passwords === 'object' && passwords !== null ? Object.keys(passwords) : []);
  return { items, profiles: all.profiles, held };
}

/**
 * The offline queue (lib/queue): each shorten waiting for the instance, with the profile it will
 * be made for, what it will store, where it is, its last error, and "Cancel". Live: the
 * background sends and removes items while the popup is open.
 */
export function QueueList() {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    const read = () => void readShown().then(setShown, () => undefined);
    read();
    const stops = [QUEUE_ITEM.watch(read), QUEUE_PASSWORDS_ITEM.watch(read), SETTINGS_ITEM.watch(read)];
    return () => stops.forEach((stop) => stop());
  }, []);
  if (!shown?.items.length) return null;
  const { items, profiles, held } = shown;
  const whose = (item: Queued) => {
    const i = profiles.findIndex((profile) => profile.id === item.profileId);
    return i < 0 ? item.origin : profileLabel(profiles[i]!, t('profileUnnamed', String(i + 1)));
  };
  return (
    <section class="notice queue" aria-labelledby="queue-heading">
      <h2 id="queue-heading">{t('popupQueueHeading', String(items.length))}</h2>
      <ul>
        {items.map((item) => {
          const withPassword = !!item.passwordFields?.length;
          const lost = withPassword && !held.has(item.id);
          return (
            <li key={item.id}>
              <p id={`queued-${item.id}`} class="queue-url" title={item.input.url}>
                {item.input.url}
              </p>
              <p class="detail">{t('popupQueueProfile', whose(item))}</p>
              <p class="detail">
                {queuedOptionsSummary(item)} · {stateText(item, lost)}
              </p>
              {withPassword && <p class="detail">{lost ? t('popupQueuePasswordLost') : t('popupQueuePasswordKept')}</p>}
              {(item.failure || item.error) && !lost && (
                <p class="detail">{t('popupQueueLastError', item.failure ? describeProblem(item.failure, { line: true }).text : item.error!)}</p>
              )}
              <button
                type="button"
                aria-describedby={`queued-${item.id}`}
                onClick={() => void sendMessage('cancelQueued', { id: item.id }).catch(() => undefined)}
              >
                {t('popupQueueCancel')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
