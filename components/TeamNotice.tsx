import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../lib/i18n';
import { untrackedOf, untrackedText, type Untracked } from '../lib/policy/untracked';
import { MANAGED_ITEM, managedOf, type Managed } from '../lib/settings/managed';
import './team-notice.css';

/** Opens the settings where the person can act: the Pixels manager for a pixel the account lacks, else the organization's summary. */
const open = (item: Untracked) =>
  void browser.tabs.create({ url: browser.runtime.getURL(`/options.html#${item.kind === 'pixel' && !item.refused ? 'pixels' : 'settings'}`) });

/** The organization's policy, as the background applied it, live. */
function useManagedPolicy(): Managed | null {
  const [managed, setManaged] = useState<Managed | null>(null);
  useEffect(() => {
    let live = true;
    void MANAGED_ITEM.getValue().then((read) => live && setManaged(managedOf(read)));
    const stop = MANAGED_ITEM.watch((next) => live && setManaged(managedOf(next)));
    return () => {
      live = false;
      stop();
    };
  }, []);
  return managed;
}

/**
 * On top of a shorten's result: each default the organization set that this account's links go
 * without ("Made without your team's pixel FB main: your account has none — Add it").
 */
export function TeamNotice({ profileId }: { profileId: string }) {
  const items = untrackedOf(useManagedPolicy(), profileId);
  if (!items.length) return null;
  return (
    <div role="alert" class="notice warn team-notice">
      {items.map((item) => (
        <p key={`${item.kind} ${item.name}`}>
          {untrackedText(item)}{' '}
          <button type="button" class="link-button" onClick={() => open(item)}>
            {item.kind === 'pixel' && !item.refused ? t('untrackedAdd') : t('untrackedSettings')}
          </button>
        </p>
      ))}
    </div>
  );
}
