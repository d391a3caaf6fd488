import { t } from '../../lib/i18n';
import { formatLinksState, parseLinksState } from '../../lib/manager/links-state';
import { ManagerSection } from './ConnectionGate';
import { LinksList } from './LinksList';
import { useHashState } from './use-hash-params';
import './manager.css';
import './links-table.css';

/** "Links": the user's links with every list filter of the contract, state kept in the URL. */
export function LinksView() {
  const [state, change] = useHashState('links', parseLinksState, formatLinksState);
  return (
    <ManagerSection title={t('managerLinksTitle')}>
      {(client, profileId) => <LinksList client={client} profileId={profileId} state={state} onChange={change} />}
    </ManagerSection>
  );
}

export default LinksView;
