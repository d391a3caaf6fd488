import type { Connection } from '../../lib/connection/connection';
import { t } from '../../lib/i18n';
import { formatLinksState, parseLinksState } from '../../lib/manager/links-state';
import { ManagerSection } from './ConnectionGate';
import { LinksList } from './LinksList';
import { useHashState } from './use-hash-params';
import './manager.css';
import './links-table.css';

interface Props {
  /** For tests; the page uses the stored settings and key. */
  connect?: () => Promise<Connection>;
}

/** "Links": the user's links with every list filter of the contract, state kept in the URL. */
export function LinksView({ connect }: Props) {
  const [state, change] = useHashState('links', parseLinksState, formatLinksState);
  return (
    <ManagerSection title={t('managerLinksTitle')} connect={connect}>
      {(client, profileId) => <LinksList client={client} profileId={profileId} state={state} onChange={change} />}
    </ManagerSection>
  );
}

export default LinksView;
