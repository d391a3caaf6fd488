import { useMemo } from 'preact/hooks';
import type { Connection } from '../../lib/connection';
import { t } from '../../lib/i18n';
import { formatLinksState, parseLinksState, type LinksState } from '../../lib/manager/links-state';
import { withChange } from '../../lib/manager/params';
import { ConnectionGate } from './ConnectionGate';
import { LinksList } from './LinksList';
import { useHashParams } from './useHashParams';
import './manager.css';

interface Props {
  /** For tests; the page uses the stored settings and key. */
  connect?: () => Promise<Connection>;
}

/** "Links": the user's links with every list filter of the contract, state kept in the URL. */
export function LinksView({ connect }: Props) {
  const [params, setParams] = useHashParams('links');
  const state = useMemo(() => parseLinksState(params), [params]);
  const change = (patch: Partial<LinksState>) => setParams(formatLinksState(withChange(state, patch)));
  return (
    <section class="manager" aria-labelledby="manager-links-title">
      <h2 id="manager-links-title">{t('managerLinksTitle')}</h2>
      <ConnectionGate connect={connect}>{(client) => <LinksList client={client} state={state} onChange={change} />}</ConnectionGate>
    </section>
  );
}

export default LinksView;
