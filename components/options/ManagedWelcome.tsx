import { t } from '../../lib/i18n';
import type { Managed } from '../../lib/settings/managed';
import type { Settings } from '../../lib/settings';
import { welcomeStage } from '../../lib/settings/first-run';
import { originOf } from '../../lib/settings/origin';
import { useSession } from '../use-session';
import { ClipboardPermission } from './ClipboardPermission';
import { useStoredFacts } from './hooks';
import { ManagedSummary } from './ManagedSummary';
import { PinStep } from './PinStep';
import type { ProfileParts } from './profile-parts';

/**
 * The first run of a managed install: the organization chose the instance and the defaults
 * (lib/settings/managed.ts), so the person only pastes their own API key (the instance's address
 * is shown, fixed, with a link to the page of it that shows the key); then what the organization
 * set, pinning the button, and the optional clipboard permission. What the policy leaves free is
 * in the settings, as for everyone. `stamp` changes once the key is saved.
 */
export function ManagedWelcome({ settings, managed, parts, stamp }: { settings: Settings; managed: Managed; parts: ProfileParts; stamp: number }) {
  const origin = originOf(settings.instanceUrl);
  // The domain, space and pixels the policy names are looked up in the account's lists (lib/policy):
  // read them once the key is saved, as the defaults' choices would be.
  const names = ['DefaultDomain', 'DefaultSpace', 'DefaultPixels', 'Presets'] as const;
  useSession(['links', 'domains', 'spaces', 'pixels'], { stamp, enabled: names.some((name) => managed.shown[name] !== undefined) });
  const stage = welcomeStage(origin, useStoredFacts(settings.profileId, origin));
  const text =
    stage === 'connected'
      ? t('policyWelcomeConnected', settings.instanceUrl)
      : stage === 'fix'
        ? t('optionsWelcomeFix')
        : t('policyWelcomeText', settings.instanceUrl);
  return (
    <section class="welcome" aria-labelledby="welcome-heading">
      <div class="welcome-intro">
        <h2 id="welcome-heading">{t('optionsWelcomeTitle')}</h2>
        <p>{text}</p>
      </div>
      <ol class="steps">
        <li>{parts.connection}</li>
        <li>
          <ManagedSummary managed={managed} level={3} />
        </li>
        <li>
          <PinStep />
        </li>
        <li>
          <ClipboardPermission heading={t('optionsClipboardStepHeading')} />
        </li>
      </ol>
      <p>
        {t('policyWelcomeMore')} <a href="options.html#settings">{t('optionsWelcomeAllSettings')}</a>
      </p>
    </section>
  );
}
