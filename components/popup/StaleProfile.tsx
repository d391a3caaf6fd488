import { t } from '../../lib/i18n';
import type { Stale } from '../../lib/popup/own-profile';
import { chooseProfile, profileLabel } from '../../lib/settings/profiles';
import type { TargetTab } from '../../lib/url/tab-url';
import { restart } from './ProfileSwitch';

/**
 * In place of the popup's body once its profile is no longer the active one (lib/popup/own-profile.ts):
 * it says so, and offers to switch back (the popup goes on as it was) or to start again for the
 * active profile.
 */
export function StaleProfile({ stale, tab }: { stale: Stale; tab: TargetTab }) {
  const name = stale.own ? profileLabel(stale.own, stale.own.id) : '';
  return (
    <div class="stale-profile">
      <p role="alert">{t('popupProfileStale', name)}</p>
      <div class="actions">
        {stale.own && (
          <button type="button" onClick={() => void chooseProfile(stale.own!.id)}>
            {t('popupProfileStaleSwitch', name)}
          </button>
        )}
        <button type="button" onClick={() => restart(tab)}>
          {t('popupProfileStaleReopen')}
        </button>
      </div>
    </div>
  );
}
