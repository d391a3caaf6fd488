import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import type { VersionedClient } from '../../lib/api/client';
import { t } from '../../lib/i18n';
import { SETTINGS_HREF } from '../../lib/manager/route';
import { ErrorNotice } from '../ErrorNotice';
import { useConnection } from './use-connection';

interface Props {
  /** Whose connection; the active profile's when absent. */
  profileId?: string;
  /** Where the Settings view is, for "Connect Linklet first". */
  settingsHref?: string;
  /** `profileId`: the profile the client is of. */
  children(client: VersionedClient, profileId: string): ComponentChildren;
}

/** Renders its view only with a configured client; otherwise points to the Settings view. */
export function ConnectionGate({ profileId, settingsHref = SETTINGS_HREF, children }: Props) {
  const connection = useConnection(profileId);
  if (connection.status === 'loading') {
    return (
      <p role="status" class="hint">
        {t('managerConnecting')}
      </p>
    );
  }
  if (connection.status === 'ready') return <>{children(connection.client, connection.profileId)}</>;
  // Settings that make no client are the settings' to fix; anything else (the instance not
  // answering as the version was asked) is worded as every page words it, with a retry.
  if (connection.status === 'error' && connection.error.name !== 'InputError') {
    return <ErrorNotice problem={connection.error} onRetry={connection.retry} settings={settingsHref} />;
  }
  return (
    <div role="alert" class="manager-notice">
      <p>{t(connection.status === 'error' ? 'managerBadSettings' : connection.missing === 'key' ? 'managerMissingKey' : 'managerMissingInstance')}</p>
      <p>
        <a href={settingsHref}>{t('noticeOpenSettings')}</a>
      </p>
    </div>
  );
}

/** A view of the manager: its heading, and what it shows once Linklet is connected. */
export function ManagerSection({ title, children }: { title: string } & Pick<Props, 'children'>) {
  const titleId = useId();
  return (
    <section class="manager" aria-labelledby={titleId}>
      {/* The page's h1 names the view already (components/options/OptionsPage.tsx): this names the section for screen readers. */}
      <h2 id={titleId} class="visually-hidden">
        {title}
      </h2>
      <ConnectionGate>{children}</ConnectionGate>
    </section>
  );
}
