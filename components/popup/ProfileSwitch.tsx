import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { chooseProfile, profileLabel } from '../../lib/settings/profiles';
import type { AllSettings } from '../../lib/settings/schema';
import { openPopupWindow, type TargetTab } from '../../lib/url/tab-url';

/** Set across the reload a switch makes, so focus comes back to the select. */
const SWITCHED = 'linklet-profile-switched';

/**
 * Starts the popup again. A window of its own was bound to its tab by a one-time token, used up
 * by its start: it opens a new one for that tab instead of reloading. The tab is the one the token
 * named (`tab`, as the start found it), never the page's raw `?tab=`: a window opened by someone
 * else, without a valid token, gets no token for a tab of its choosing by a switch (issue 29).
 */
export function restart(tab: TargetTab | undefined): void {
  if (tab?.detached && tab.id !== undefined) void openPopupWindow(tab.id).then(() => window.close());
  else location.reload();
}

/**
 * "Profile": the active profile, and a switch to another (the popup shows it with more than one,
 * `all` as its start read them). A switch starts the popup again, so its connection, lists and
 * caches are all the new profile's.
 */
export function ProfileSwitch({ all, tab, reload = () => restart(tab) }: { all: AllSettings; tab?: TargetTab; reload?: () => void }) {
  const [failed, setFailed] = useState('');
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (sessionStorage.getItem(SWITCHED) === null) return;
    sessionStorage.removeItem(SWITCHED);
    select.current?.focus();
  }, []);
  const choose = (id: string) =>
    chooseProfile(id).then(
      () => {
        sessionStorage.setItem(SWITCHED, '1');
        reload();
      },
      (error: unknown) => setFailed(error instanceof Error ? error.message : String(error)),
    );
  return (
    <div class="field profile-switch">
      <label for="profile-select">{t('popupProfile')}</label>
      <select id="profile-select" ref={select} value={all.activeProfileId} onChange={(e) => void choose(e.currentTarget.value)}>
        {all.profiles.map((profile, i) => (
          <option key={profile.id} value={profile.id}>
            {profileLabel(profile, t('profileUnnamed', String(i + 1)))}
          </option>
        ))}
      </select>
      {failed && <p role="alert">{t('popupProfileFailed', failed)}</p>}
    </div>
  );
}
