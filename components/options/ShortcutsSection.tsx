import { t } from '../../lib/i18n';
import type { Settings } from '../../lib/settings';
import { locksOf, type Managed } from '../../lib/settings/managed';
import { omniboxKeyword } from '../../lib/background/shortcuts';
import { ClipboardPermission } from './ClipboardPermission';
import { useShortcuts } from './hooks';
import { KnownLinkSetting } from './KnownLinkSetting';
import { WaySwitch } from './WaySwitch';

/**
 * "Context menu and shortcuts": the ways into Linklet besides its popup, each said where it is
 * (the menu items, the shortcuts as the browser has them now, the address-bar keyword), and the
 * two permissions that belong to them: copying what they make, and the "already shortened" mark.
 * The menu and the keyword can be turned off, here or by an organization's policy.
 */
export function ShortcutsSection({ settings, id, managed = null }: { settings: Settings; id: string; managed?: Managed | null }) {
  const shortcuts = useShortcuts();
  const locks = locksOf(managed, settings.profileId);
  const key = (shortcut: string) => (shortcut ? <kbd>{shortcut}</kbd> : <span class="hint">{t('optionsKeyNotSet')}</span>);
  return (
    <section id={id} class="group" aria-labelledby="shortcuts-heading">
      <h2 id="shortcuts-heading">{t('optionsShortcutsHeading')}</h2>
      <p class="group-description">{t('optionsShortcutsDescription')}</p>
      <p class="hint">{t('optionsShortcutsHint')}</p>
      <dl class="ways">
        <dt>{t('optionsMenuTerm')}</dt>
        <dd>
          {t('optionsMenuText', [t('bgMenuShortenPage'), t('bgMenuShortenLink'), t('bgMenuShortenSelection')])}
          <WaySwitch settings={settings} way="contextMenu" label={t('optionsMenuOn')} locked={!!locks.contextMenu} />
        </dd>
        <dt>{t('optionsKeysTerm')}</dt>
        <dd>
          {shortcuts && (
            <ul>
              <li>
                {key(shortcuts.shortenPage)} {t('optionsKeyShorten')}
              </li>
              <li>
                {key(shortcuts.openPopup)} {t('optionsKeyPopup')}
              </li>
            </ul>
          )}
          <p class="hint">{import.meta.env.FIREFOX ? t('optionsKeysChangeFirefox') : t('optionsKeysChange')}</p>
        </dd>
        <dt>{t('optionsOmniboxTerm')}</dt>
        <dd>
          {t('optionsOmniboxText', omniboxKeyword())}
          <WaySwitch settings={settings} way="addressBar" label={t('optionsOmniboxOn', omniboxKeyword())} locked={!!locks.addressBar} />
        </dd>
      </dl>
      <ClipboardPermission heading={t('optionsClipboardHeading')} />
      <section aria-labelledby="known-heading">
        <h3 id="known-heading">{t('optionsKnownHeading')}</h3>
        <KnownLinkSetting settings={settings} />
      </section>
    </section>
  );
}
