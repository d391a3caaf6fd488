import { useMemo, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { filterChoicesOf, NO_CHOICES, withSeenOnLinks } from '../../lib/choices';
import { linksQuery, type LinksState } from '../../lib/manager/links-state';
import { notifyLinkDeleted, notifyLinkSaved } from '../../lib/manager/sync';
import { LinkDeleteDialog } from './LinkDeleteDialog';
import { LazyLinkEditDialog } from './LazyLinkEditDialog';
import { LinkRow, type RowRequest } from './LinkRow';
import { LinksFilters } from './LinksFilters';
import { PagedTable } from './PagedTable';
import { QrDialog } from './QrDialog';
import { StatsDialog } from './StatsDialog';
import { useStatsOffer } from '../stats/use-stats-offer';
import { useFacts } from '../useFacts';
import { refillAfterDelete, usePagedList } from './usePagedList';

interface Props {
  client: ApiClient;
  state: LinksState;
  onChange(patch: Partial<LinksState>): void;
}

export function LinksList({ client, state, onChange }: Props) {
  // A status this version has no filter for (a v44 URL opened on v49) lists them all.
  const query = useMemo(() => linksQuery(state, client.version), [state, client.version]);
  const list = usePagedList<Link>((signal) => client.links.list(query, { signal }), JSON.stringify(query));
  const [open, setOpen] = useState<{ kind: RowRequest; link: Link } | null>(null);
  const statsOffer = useStatsOffer(client.origin);
  // The filters' and the editor's lists: the instance's facts, shared with every page.
  const { facts } = useFacts(['account', 'links', 'domains', 'spaces', 'pixels']);
  const loaded = useMemo(() => (facts && facts.origin === client.origin && (facts.pixels || facts.domains || facts.links) ? filterChoicesOf(facts, new URL(client.baseUrl).host) : null), [facts, client]);

  const items = list.page?.items ?? [];
  const choices = useMemo(() => withSeenOnLinks(loaded ?? NO_CHOICES, items), [loaded, items]);
  const pixelsForForm = loaded === null ? null : loaded.pixelsFailed ? 'failed' : loaded.pixels;

  const saved = (link: Link) => {
    list.replace(link);
    void notifyLinkSaved(link);
  };
  const deleted = (id: number) => {
    refillAfterDelete(list, id, state.page, (page) => onChange({ page }));
    void notifyLinkDeleted(id);
  };
  const filtered = Boolean(query.search || query.status || query.space_id || query.domain_id || query.pixel_id);
  const close = () => setOpen(null);

  return (
    <div class="manager-body">
      <LinksFilters version={client.version} state={state} choices={choices} onChange={onChange} filtered={filtered} />
      <PagedTable
        list={list}
        state={state}
        onPage={(page) => onChange({ page })}
        filtered={filtered}
        texts={{ loading: t('managerLinksLoading'), empty: t('managerLinksEmpty'), noMatch: t('managerLinksNoMatch') }}
        columns={[
          t('managerColumnShortUrl'),
          t('managerColumnDestination'),
          t('managerFieldTitle'),
          t('managerColumnClicks'),
          t('managerStatus'),
          t('managerColumnCreated'),
          t('managerColumnExpires'),
          t('managerColumnActions'),
        ]}
        row={(link) => <LinkRow key={link.id} link={link} client={client} statsOffered={statsOffer.offered} onSaved={saved} onRequest={(kind, target) => setOpen({ kind, link: target })} />}
      />
      {open?.kind === 'edit' && (
        <LazyLinkEditDialog link={open.link} client={client} pixels={pixelsForForm} spaces={choices.spaces} onSaved={saved} onClose={close} />
      )}
      {open?.kind === 'delete' && <LinkDeleteDialog link={open.link} client={client} onDeleted={deleted} onClose={close} />}
      {open?.kind === 'qr' && <QrDialog link={open.link} onClose={close} />}
      {open?.kind === 'stats' && <StatsDialog link={open.link} client={client} timeZone={statsOffer.timeZone} onClose={close} />}
    </div>
  );
}
