import { useMemo, useRef, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { filterChoicesOf, NO_CHOICES, withSeenOnLinks } from '../../lib/instance/choices';
import type { BulkAction } from '../../lib/manager/bulk-changes';
import { linksQuery, selectionKey, stateToRead, type LinksState } from '../../lib/manager/links-state';
import {
  emptySelection,
  pageState,
  selectedLinks,
  selectedOnPage,
  selectionFor,
  toggled,
  toggledPage,
  without,
  withRecord,
  type Selection,
} from '../../lib/manager/selection';
import { removeFromScan, replaceInScan } from '../../lib/manager/state-scan';
import { notifyLinkDeleted, notifyLinkSaved } from '../../lib/manager/sync';
import { useStatsOffer } from '../stats/use-stats-offer';
import { useFacts } from '../use-facts';
import { BulkBar } from './BulkBar';
import { BulkDialog, type BulkChoice } from './BulkDialog';
import { LazyLinkEditDialog } from './LazyLinkEditDialog';
import { LinkDeleteDialog } from './LinkDeleteDialog';
import { LinkRow } from './LinkRow';
import type { RowRequest } from './LinkRowActions';
import { LinksDeleteDialog } from './LinksDeleteDialog';
import { LinksFilters } from './LinksFilters';
import { PagedTable, type ColumnHead } from './PagedTable';
import { QrDialog } from './QrDialog';
import { SelectionBar } from './SelectionBar';
import { StatsDialog } from './StatsDialog';
import { useColumns } from './use-columns';
import { useDensity } from './use-density';
import { useSelectionActions } from './use-selection-actions';
import { useLinksList } from './use-links-list';
import { refillAfterDelete } from './use-paged-list';

interface Props {
  client: ApiClient;
  /** The profile `client` is of: the background's index hears of changes under it. */
  profileId: string;
  state: LinksState;
  onChange(patch: Partial<LinksState>): void;
}

/** The columns, each sized by its class (links-table.css): the short URL its text's width, destination and title what is left. */
const columnHeads = (columns: { space: boolean; pixels: boolean }): ColumnHead[] => [
  { text: t('managerColumnShortUrl'), class: 'links-col-short' },
  { text: t('managerColumnDestination'), class: 'links-col-text' },
  { text: t('managerFieldTitle'), class: 'links-col-text' },
  ...(columns.space ? [{ text: t('managerSpace'), class: 'links-col-space' }] : []),
  ...(columns.pixels ? [{ text: t('managerColumnPixels'), class: 'links-col-pixels' }] : []),
  { text: t('managerColumnClicks'), class: 'links-col-clicks' },
  { text: t('managerStatus'), class: 'links-col-status' },
  { text: t('managerColumnCreated'), class: 'links-col-created' },
  { text: t('managerColumnExpires'), class: 'links-col-expires' },
  { text: t('managerColumnActions'), class: 'links-col-actions' },
];

export function LinksList({ client, profileId, state, onChange }: Props) {
  // A status this version has no filter for (a v44 URL opened on v49) lists them all.
  const query = useMemo(() => linksQuery(state, client.version), [state, client.version]);
  const wanted = stateToRead(state, client.version);
  const { list, scan, scanText } = useLinksList(client, query, wanted);
  const [open, setOpen] = useState<{ kind: RowRequest; link: Link } | null>(null);
  const key = selectionKey(state);
  const [stored, setSelection] = useState<Selection>(() => emptySelection(key));
  // Another search or filter starts a new selection; paging, sorting and the page size keep it.
  const selection = selectionFor(stored, key);
  const change = (update: (current: Selection) => Selection) => setSelection((current) => update(selectionFor(current, key)));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [choosing, setChoosing] = useState<BulkChoice | null>(null);
  const [density, setDensity] = useDensity();
  const [columns, setColumns] = useColumns();
  const statsOffer = useStatsOffer(client.origin);
  // The filters' and the editor's lists: the instance's facts, shared with every page.
  const { facts } = useFacts(['account', 'links', 'domains', 'spaces', 'pixels']);
  const loaded = useMemo(
    () => (facts && facts.origin === client.origin && (facts.pixels || facts.domains || facts.links) ? filterChoicesOf(facts, client.baseUrl) : null),
    [facts, client],
  );
  const items = list.page?.items ?? [];
  /** What a run's end reads: the page as it is then, not as it was when the run started. */
  const latest = useRef({ page: state.page, shown: items.length });
  latest.current = { page: state.page, shown: items.length };
  const choices = useMemo(() => withSeenOnLinks(loaded ?? NO_CHOICES, items), [loaded, items]);
  const pixelsForForm = loaded === null ? null : loaded.pixelsFailed ? 'failed' : loaded.pixels;
  const chosen = selectedLinks(selection);
  /** The place in the list of the page's first row (the selection keeps the list's order). */
  const first = (state.page - 1) * state.per_page;

  const saved = (link: Link) => {
    list.replace(link);
    if (scan.current) replaceInScan(scan.current, link);
    change((current) => withRecord(current, link));
    void notifyLinkSaved(profileId, link);
  };
  const gone = (id: number) => {
    if (scan.current) removeFromScan(scan.current, id);
    change((current) => without(current, [id]));
    void notifyLinkDeleted(profileId, id);
  };
  const deleted = (id: number) => {
    refillAfterDelete(list, id, state.page, (to) => onChange({ page: to }));
    gone(id);
  };
  const actions = useSelectionActions(client, statsOffer.timeZone, {
    onChanged: saved,
    onDeleted: (id) => {
      list.remove(id);
      gone(id);
    },
    onFinished: (result) => {
      if (result.action.kind !== 'delete' || !result.outcomes.some(({ outcome }) => outcome.ok)) return;
      // The page fills back up from the next one, or goes back a page when none is left on it.
      if (latest.current.shown === 0 && latest.current.page > 1) onChange({ page: latest.current.page - 1 });
      else list.reload();
    },
  });
  const run = (action: BulkAction, links: readonly Link[]) => void actions.run(action, links);
  const filtered = Boolean(query.search || query.status || query.space_id || query.domain_id || query.pixel_id || wanted);
  const close = () => setOpen(null);

  return (
    <div class="manager-body">
      <LinksFilters version={client.version} state={state} choices={choices} onChange={onChange} filtered={filtered} />
      <PagedTable
        list={list}
        state={state}
        onPage={(to) => onChange({ page: to })}
        filtered={filtered}
        texts={{ loading: scanText ?? t('managerLinksLoading'), empty: t('managerLinksEmpty'), noMatch: t('managerLinksNoMatch') }}
        columns={columnHeads(columns)}
        tableClass={density === 'compact' ? 'links-table links-compact' : 'links-table'}
        toolbar={
          <SelectionBar
            count={chosen.length}
            onPage={selectedOnPage(selection, items)}
            pageState={pageState(selection, items)}
            busy={actions.running !== null}
            columns={columns}
            density={density}
            onToggleAll={() => change((current) => toggledPage(current, items, first))}
            onClear={() => change(() => emptySelection(key))}
            onColumns={setColumns}
            onDensity={setDensity}
          />
        }
        row={(link, index) => (
          <LinkRow
            key={link.id}
            link={link}
            client={client}
            statsOffered={statsOffer.offered}
            columns={columns}
            names={choices}
            selected={selection.links.has(link.id)}
            onSelect={() => change((current) => toggled(current, link, first + index))}
            onSaved={saved}
            onRequest={(kind, target) => setOpen({ kind, link: target })}
          />
        )}
      />
      {(chosen.length > 0 || actions.running || actions.result) && (
        <BulkBar
          selected={chosen}
          version={client.version}
          running={actions.running}
          result={actions.result}
          onAction={run}
          onChoose={setChoosing}
          onDelete={() => setConfirmDelete(true)}
          onStop={actions.stop}
          onDismiss={actions.dismiss}
        />
      )}
      {confirmDelete && chosen.length > 0 && (
        <LinksDeleteDialog
          links={chosen}
          onConfirm={() => {
            setConfirmDelete(false);
            run({ kind: 'delete' }, chosen);
          }}
          onClose={() => setConfirmDelete(false)}
        />
      )}
      {choosing && chosen.length > 0 && (
        <BulkDialog
          choice={choosing}
          count={chosen.length}
          version={client.version}
          pixels={choices.pixels}
          spaces={choices.spaces}
          timeZone={statsOffer.timeZone}
          onApply={(action) => {
            setChoosing(null);
            run(action, chosen);
          }}
          onClose={() => setChoosing(null)}
        />
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
