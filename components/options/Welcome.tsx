import { welcomeStage } from '../../lib/settings/first-run';
import { t } from '../../lib/i18n';
import { originOf, type Settings } from '../../lib/settings';
import { ClipboardPermission } from './ClipboardPermission';
import { useStoredFacts } from './hooks';
import { PinStep } from './PinStep';
import type { ProfileParts } from './profile-parts';

/**
 * The first run (`options.html?welcome=1`, opened at install), in the order a new user needs it:
 * connect, then the defaults (the domain preselected), then pin the button the browser hid, and
 * last the optional clipboard permission, said as what it enables. The words at the top follow
 * the last check (stored, never asked again): what to type first, what to fix, or what is next.
 */
export function Welcome({ settings, parts }: { settings: Settings; parts: ProfileParts }) {
  const origin = originOf(settings.instanceUrl);
  const stage = welcomeStage(origin, useStoredFacts(settings.profileId, origin));
  const text = stage === 'connected' ? t('optionsWelcomeConnected', settings.instanceUrl) : stage === 'fix' ? t('optionsWelcomeFix') : t('optionsWelcomeText');
  return (
    <section class="welcome" aria-labelledby="welcome-heading">
      <div class="welcome-intro">
        <h2 id="welcome-heading">{t('optionsWelcomeTitle')}</h2>
        <p>{text}</p>
      </div>
      <ol class="steps">
        <li>{parts.connection}</li>
        <li>{parts.defaults(false)}</li>
        <li>
          <PinStep />
        </li>
        <li>
          <ClipboardPermission heading={t('optionsClipboardStepHeading')} />
        </li>
      </ol>
      <p>
        {t('optionsWelcomeMore')} <a href="options.html#settings">{t('optionsWelcomeAllSettings')}</a>
      </p>
    </section>
  );
}
