import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { removeProfileAndCleanUp } from '../../lib/drafts/profile-cleanup';
import { addProfile, chooseProfile, moveProfile, profileLabel, renameProfile } from '../../lib/settings/profiles';
import type { Managed } from '../../lib/settings/managed';
import type { AllSettings, Profile } from '../../lib/settings/schema';
import { ConfirmDialog } from '../ConfirmDialog';

/** How a profile is shown here and in the confirm: its label, or "Profile <n>" before it has one. */
export function labelOf(profile: Profile, index: number): string {
  return profileLabel(profile, t('profileUnnamed', String(index + 1)));
}

/**
 * The list of profiles: which is active (the Connection and Defaults sections edit that one),
 * making another active, renaming, reordering, adding an empty one and removing one after a
 * confirm. Every action is saved at once; a failure says so and keeps what was typed. An
 * organization's profile (lib/settings/managed.ts) says so and cannot be removed.
 */
export function ProfilesSection({ all, managed = null }: { all: AllSettings; managed?: Managed | null }) {
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [newName, setNewName] = useState('');
  const [removing, setRemoving] = useState<Profile | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  /** The profile just added: offered to switch to, never switched to by itself (issue 40). */
  const [added, setAdded] = useState<Profile | null>(null);

  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      setFailure('');
      return true;
    } catch (error) {
      setFailure(t('optionsSaveFailed', error instanceof Error ? error.message : String(error)));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const count = all.profiles.length;

  return (
    <section aria-labelledby="profiles-heading">
      <h3 id="profiles-heading">{t('optionsProfilesHeading')}</h3>
      <p class="hint">{t('optionsProfilesHint')}</p>
      <ul class="profile-list">
        {all.profiles.map((profile, i) => {
          const label = labelOf(profile, i);
          const active = profile.id === all.activeProfileId;
          const named = (key: Parameters<typeof t>[0]) => ({ 'aria-label': `${t(key)} ${label}` });
          return (
            <li key={profile.id} class={active ? 'active' : undefined} data-profile={profile.id}>
              <div>
                <strong>{label}</strong> <span class="hint">{profile.instanceUrl || t('optionsProfileNoInstance')}</span>
                {active && <span class="ok"> {t('optionsProfileActive')}</span>}
                {profile.id === managed?.profileId && <span class="hint"> {t('policySetByOrg')}</span>}
              </div>
              {renaming?.id === profile.id ? (
                <form
                  class="inline"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void run(() => renameProfile(profile.id, renaming.name)).then((ok) => ok && setRenaming(null));
                  }}
                >
                  <label for="profile-name">{t('optionsProfileName')}</label>
                  <input id="profile-name" value={renaming.name} autoFocus onInput={(e) => setRenaming({ id: profile.id, name: e.currentTarget.value })} />
                  <button type="submit" disabled={busy}>
                    {t('optionsProfileSaveName')}
                  </button>
                  <button type="button" onClick={() => setRenaming(null)}>
                    {t('managerCancel')}
                  </button>
                </form>
              ) : (
                <div class="actions">
                  {!active && (
                    <button
                      type="button"
                      class="primary"
                      disabled={busy}
                      {...named('optionsProfileUse')}
                      onClick={() => void run(() => chooseProfile(profile.id))}
                    >
                      {t('optionsProfileUse')}
                    </button>
                  )}
                  <button type="button" {...named('optionsProfileRename')} onClick={() => setRenaming({ id: profile.id, name: profile.name })}>
                    {t('optionsProfileRename')}
                  </button>
                  {i > 0 && (
                    <button type="button" disabled={busy} {...named('optionsProfileMoveUp')} onClick={() => void run(() => moveProfile(profile.id, -1))}>
                      {t('optionsProfileMoveUp')}
                    </button>
                  )}
                  {count > 1 && profile.id !== managed?.profileId && (
                    <button type="button" class="danger" {...named('optionsProfileRemove')} onClick={() => setRemoving(profile)}>
                      {t('optionsProfileRemove')}
                    </button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <form
        class="inline field"
        onSubmit={(event) => {
          event.preventDefault();
          // The active profile stays: the popup, the shortcut and the context menu keep using it
          // until the person switches (the Connection section then edits the new one).
          void run(async () => setAdded(await addProfile(newName))).then((ok) => ok && setNewName(''));
        }}
      >
        <label for="new-profile-name">{t('optionsProfileNewName')}</label>
        <input id="new-profile-name" value={newName} onInput={(e) => setNewName(e.currentTarget.value)} />
        <button type="submit" disabled={busy}>
          {t('optionsProfileAdd')}
        </button>
      </form>
      {failure && <p role="alert">{failure}</p>}
      <div role="status" class="profile-added">
        {added && added.id !== all.activeProfileId && all.profiles.some((p) => p.id === added.id) && (
          <p>
            {t(
              'optionsProfileAdded',
              labelOf(
                added,
                all.profiles.findIndex((p) => p.id === added.id),
              ),
            )}{' '}
            <button type="button" class="primary" disabled={busy} onClick={() => void run(() => chooseProfile(added.id)).then((ok) => ok && setAdded(null))}>
              {t('optionsProfileSwitchTo')}
            </button>
          </p>
        )}
      </div>
      {removing && (
        <ConfirmDialog
          title={t(
            'optionsProfileRemoveTitle',
            labelOf(
              removing,
              all.profiles.findIndex((p) => p.id === removing.id),
            ),
          )}
          confirmLabel={t('optionsProfileRemove')}
          busy={busy}
          error={null}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void run(() => removeProfileAndCleanUp(removing.id)).then(() => setRemoving(null))}
        >
          <p>{t('optionsProfileRemoveText')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
