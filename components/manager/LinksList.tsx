import { useMemo, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { filterChoicesOf, NO_CHOICES, withSeenOnLinks } from '../../lib/instance/choices';
import { linksQuery, type LinksState } from '../../lib/manager/links-state';
import { NONE, pageState, selectedOn, toggled, toggledAll, without, type Selection } from '../../lib/manager/selection';
import { notifyLinkDeleted, notifyLinkSaved } from '../../lib/manager/sync';
import { LinkDeleteDialog } from './LinkDeleteDialog';
import { LazyLinkEditDialog } from './LazyLinkEditDialog';
import { LinkRow } from './LinkRow';
import type { RowRequest } from './LinkRowActions';
import { LinksDeleteDialog } from './LinksDeleteDialog';
import { LinksFilters } from './LinksFilters';
import { PagedTable, type ColumnHead } from './PagedTable';
import { QrDialog } from './QrDialog';
import { SelectionBar } from './SelectionBar';
import { StatsDialog } from './StatsDialog';
import { useStatsOffer } from '../stats/use-stats-offer';
import { useFacts } from '../useFacts';
import { useDensity } from './use-density';
import { useSelectionActions } from './use-selection-actions';
import { refillAfterDelete, usePagedList } from './usePagedList';

interface Props {
  client: ApiClient;
  /** The profile `client` is of: the background's index hears of changes under it. */
  profileId: string;
  state: LinksState;
  onChange(patch: Partial<LinksState>): void;
}

/** The columns, each sized by its class in a fixed-layout table (manager.css); the text columns share the rest. */
const columns = (): ColumnHead[] => [
  t('managerColumnShortUrl'),
  t('managerColumnDestination'),
  t('managerFieldTitle'),
  { text: t('managerColumnClicks'), class: 'links-col-clicks' },
  { text: t('managerStatus'), class: 'links-col-status' },
  { text: t('managerColumnCreated'), class: 'links-col-created' },
  { text: t('managerColumnExpires'), class: 'links-col-expires' },
  { text: t('managerColumnActions'), class: 'links-col-actions' },
];

export function LinksList({ client, profileId, state, onChange }: Props) {
  // A status this version has no filter for (a v44 URL opened on v49) lists them all.
  const query = useMemo(() => linksQuery(state, client.version), [state, client.version]);
  const list = usePagedList<Link>((signal) => client.links.list(query, { signal }), JSON.stringify(query));
  const [open, setOpen] = useState<{ kind: RowRequest; link: Link } | null>(null);
  const [selection, setSelection] = useState<Selection>(NONE);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [density, setDensity] = useDensity();
  const statsOffer = useStatsOffer(client.origin);
  // The filters' and the editor's lists: the instance's facts, shared with every page.
  const { facts } = useFacts(['account', 'links', 'domains', 'spaces', 'pixels']);
  const loaded = useMemo(() => (facts && facts.origin === client.origin && (facts.pixels || facts.domains || facts.links) ? filterChoicesOf(facts, client.baseUrl) : null), [facts, client]);
  const unselect = (ids: number[]) => setSelection((current) => without(current, ids));
  const actions = useSelectionActions(client, profileId, list, state.page, (page) => onChange({ page }), unselect);

  const items = list.page?.items ?? [];
  // A selection is of the page shown: what another page, search or filter brings is not selected.
  const selected = useMemo(() => selectedOn(selection, items), [selection, items]);
  const choices = useMemo(() => withSeenOnLinks(loaded ?? NO_CHOICES, items), [loaded, items]);
  const pixelsForForm = loaded === null ? null : loaded.pixelsFailed ? 'failed' : loaded.pixels;

  const saved = (link: Link) => {
    list.replace(link);
    void notifyLinkSaved(profileId, link);
  };
  const deleted = (id: number) => {
    refillAfterDelete(list, id, state.page, (page) => onChange({ page }));
    unselect([id]);
    void notifyLinkDeleted(profileId, id);
  };
  const deleteSelected = async () => {
    await actions.run('delete', selected);
    setConfirmDelete(false);
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
        columns={columns()}
        tableClass={density === 'compact' ? 'links-table links-compact' : 'links-table'}
        toolbar={
          <SelectionBar
            selected={selected}
            pageState={pageState(selection, items)}
            version={client.version}
            density={density}
            running={actions.running}
            result={actions.result}
            onToggleAll={() => setSelection(toggledAll(selection, items))}
            onDensity={setDensity}
            onAction={(action) => void actions.run(action, selected)}
            onDelete={() => setConfirmDelete(true)}
          />
        }
        row={(link) => (
          <LinkRow
            key={link.id}
            link={link}
            client={client}
            statsOffered={statsOffer.offered}
            selected={selection.has(link.id)}
            onSelect={(id) => setSelection((current) => toggled(current, id))}
            onSaved={saved}
            onRequest={(kind, target) => setOpen({ kind, link: target })}
          />
        )}
      />
      {confirmDelete && selected.length > 0 && (
        <LinksDeleteDialog links={selected} running={actions.running} onConfirm={() => void deleteSelected()} onClose={() => !actions.running && setConfirmDelete(false)} />
      )}
      {open?.kind === 'edit' && (
        <LazyLinkEditDialog link={open.link} client={client} pixels={pixelsForForm} spaces={choices.spaces} onSaved={saved} onClose={close} />
      )}
      {open?.kind === 'delete' && <LinkDeleteDialog link={open.link} client={client} onDeleted={deleted} onClose={close} />}
      {open?.kind === 'qr' && <QrDialog link={open.link} onClose={close} />}
      {open?.kind === 'stats' && <StatsDialog link={open.link} client={client} timeZone={statsOffer.timeZone} onClose={close} />}
    </div>
  );
}
