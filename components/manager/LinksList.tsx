import { useMemo, useRef, useState } from 'preact/hooks';
import type { VersionedClient } from '../../lib/api/client';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { filterChoicesOf, NO_CHOICES, withSeenOnLinks } from '../../lib/instance/choices';
import type { BulkAction } from '../../lib/link-state/changes';
import { LINKS_UNFILTERED, linksQuery, selectionKey, stateToRead, type LinksState } from '../../lib/manager/links-state';
import { readAllMatches, readAllOfScan } from '../../lib/manager/all-matches';
import { asksFirst, bulkQuestion } from '../../lib/manager/bulk-confirm';
import {
  allMatchesOffer,
  emptySelection,
  pageState,
  selectedLinks,
  selectedOnPage,
  selectionCount,
  selectionFor,
  toggled,
  toggledPage,
  withAllMatches,
  without,
  withRecord,
  type Selection,
} from '../../lib/manager/selection';
import { SCAN_PAGE } from '../../lib/manager/state-scan';
import { removeFromScan, replaceInScan } from '../../lib/manager/state-scan';
import type { LinkActionDeps } from '../../lib/actions';
import { indexNotes } from '../../lib/messaging/index-notes';
import { useStatsOffer } from '../stats/use-stats-offer';
import { useSession } from '../use-session';
import { BulkBar } from './BulkBar';
import { BulkDialog, type BulkChoice } from './BulkDialog';
import { LinkEditDialog } from './LinkEditDialog';
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
import { BulkConfirmDialog } from './BulkConfirmDialog';
import { useSelectionActions, type AllMatches } from './use-selection-actions';
import { Toast, useToast } from './Toast';
import { shortText } from '../../lib/manager/link-text';
import { useLinksList } from './use-links-list';
import { refillAfterDelete } from './use-paged-list';

interface Props {
  client: VersionedClient;
  /** The profile `client` is of: the background's index hears of changes under it. */
  profileId: string;
  state: LinksState;
  onChange(patch: Partial<LinksState>): void;
}

/**
 * The columns, each sized by its class (links-table.css): the short URL its text's width, destination and title what is left.
 * A heading sorts by what the server can sort by: the short URL by its alias, Created by id.
 */
const columnHeads = (columns: { space: boolean; pixels: boolean }): ColumnHead[] => [
  { text: t('managerColumnShortUrl'), class: 'links-col-short', sort: { by: 'alias', numeric: false } },
  { text: t('managerColumnDestination'), class: 'links-col-text', sort: { by: 'url', numeric: false } },
  { text: t('managerFieldTitle'), class: 'links-col-text', sort: { by: 'title', numeric: false } },
  ...(columns.space ? [{ text: t('managerSpace'), class: 'links-col-space' }] : []),
  ...(columns.pixels ? [{ text: t('managerColumnPixels'), class: 'links-col-pixels' }] : []),
  { text: t('managerColumnClicks'), class: 'links-col-clicks', sort: { by: 'clicks', numeric: true } },
  { text: t('managerStatus'), class: 'links-col-status' },
  { text: t('managerColumnCreated'), class: 'links-col-created', sort: { by: 'id', numeric: true } },
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
  const facts = useSession(['account', 'links', 'domains', 'spaces', 'pixels']).session?.facts ?? null;
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

  // Every change and delete goes through lib/actions, which keeps the background's index current under this profile.
  const linkActions = useMemo<LinkActionDeps>(() => ({ client, version: client.version, index: indexNotes(profileId) }), [client, profileId]);
  const saved = (link: Link) => {
    list.replace(link);
    if (scan.current) replaceInScan(scan.current, link);
    change((current) => withRecord(current, link));
  };
  const gone = (id: number) => {
    if (scan.current) removeFromScan(scan.current, id);
    change((current) => without(current, [id]));
  };
  const deleted = (id: number) => {
    refillAfterDelete(list, id, state.page, (to) => onChange({ page: to }));
    gone(id);
  };
  const selectedAll = useRef(false);
  selectedAll.current = selection.all !== null;
  const actions = useSelectionActions(linkActions, statsOffer.timeZone, {
    onChanged: saved,
    onDeleted: (id) => {
      list.remove(id);
      gone(id);
    },
    onFinished: (result) => {
      // A run over all that match changed what matches: the selection ends, and the page is read again.
      if (selectedAll.current && result.outcomes.some(({ outcome }) => outcome.ok)) {
        change(() => emptySelection(key));
        if (scan.current && wanted) scan.current = null;
        list.reload();
        return;
      }
      if (result.action.kind !== 'delete' || !result.outcomes.some(({ outcome }) => outcome.ok)) return;
      // The page fills back up from the next one, or goes back a page when none is left on it.
      if (latest.current.shown === 0 && latest.current.page > 1) onChange({ page: latest.current.page - 1 });
      else list.reload();
    },
  });
  const run = (action: BulkAction, source: readonly Link[] | AllMatches) => void actions.run(action, source);
  const [asking, setAsking] = useState<{ action: BulkAction; source: readonly Link[] | AllMatches } | null>(null);
  /** An action from the bar: on more than a few links it asks once, with the count and what the version loses. */
  const request = (action: BulkAction, source: readonly Link[] | AllMatches) => {
    const count = 'read' in source ? source.total : source.length;
    if (asksFirst(action.kind, count)) setAsking({ action, source });
    else run(action, source);
  };
  const total = list.page && typeof list.page.meta.total === 'number' ? list.page.meta.total : null;
  const offer = allMatchesOffer(selection, items, total);
  /** Every link that matches, read when an action starts: the scan's for a state the server cannot filter by. */
  const all: AllMatches | null = selection.all && {
    total: selection.all.total,
    read: ({ pacer, signal, onRead }) => {
      const current = scan.current;
      if (current && wanted)
        return readAllOfScan(current, wanted, (at, aborted) => client.links.list({ ...query, page: at, per_page: SCAN_PAGE }, { signal: aborted }), {
          pacer,
          signal,
          onRead,
        });
      return readAllMatches(query, { list: (q, aborted) => client.links.list(q, { signal: aborted }), pacer, signal, onRead });
    },
  };
  const filtered = Boolean(query.search || query.status || query.space_id || query.domain_id || query.pixel_id || wanted);
  const close = () => setOpen(null);
  const [toast, showToast] = useToast();

  return (
    <div class="manager-body">
      <LinksFilters version={client.version} state={state} choices={choices} onChange={onChange} filtered={filtered} />
      <PagedTable
        list={list}
        state={state}
        onPage={(to) => onChange({ page: to })}
        onChange={onChange}
        filtered={filtered}
        onClear={() => onChange(LINKS_UNFILTERED)}
        texts={{ loading: scanText ?? t('managerLinksLoading'), empty: t('managerLinksEmpty'), noMatch: t('managerLinksNoMatch') }}
        columns={columnHeads(columns)}
        tableClass={density === 'compact' ? 'links-table links-compact' : 'links-table'}
        toolbar={
          <SelectionBar
            count={selectionCount(selection)}
            all={selection.all !== null}
            offer={offer}
            onAllMatches={() => offer !== null && change((current) => withAllMatches(current, offer))}
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
            actions={linkActions}
            statsOffered={statsOffer.offered}
            columns={columns}
            names={choices}
            selected={selection.links.has(link.id)}
            onSelect={() => change((current) => toggled(current, link, first + index))}
            onSaved={saved}
            onRequest={(kind, target) => setOpen({ kind, link: target })}
            onCopied={(copied) => showToast(t('managerCopiedLink', shortText(copied.short_url)))}
          />
        )}
      />
      {(chosen.length > 0 || actions.running || actions.result) && (
        <BulkBar
          selected={chosen}
          all={all}
          version={client.version}
          running={actions.running}
          result={actions.result}
          onAction={request}
          onAgain={run}
          onChoose={setChoosing}
          onDelete={() => setConfirmDelete(true)}
          onStop={actions.stop}
          onDismiss={actions.dismiss}
        />
      )}
      {asking && (
        <BulkConfirmDialog
          question={bulkQuestion(
            asking.action.kind,
            client.version,
            'read' in asking.source ? asking.source.total : asking.source.length,
            'read' in asking.source ? null : asking.source,
            Date.now(),
          )}
          onConfirm={() => {
            setAsking(null);
            run(asking.action, asking.source);
          }}
          onClose={() => setAsking(null)}
        />
      )}
      {confirmDelete && chosen.length > 0 && (
        <LinksDeleteDialog
          links={chosen}
          all={selection.all?.total ?? null}
          onConfirm={() => {
            setConfirmDelete(false);
            run({ kind: 'delete' }, all ?? chosen);
          }}
          onClose={() => setConfirmDelete(false)}
        />
      )}
      {choosing && chosen.length > 0 && (
        <BulkDialog
          choice={choosing}
          count={selectionCount(selection)}
          question={bulkQuestion(choosing, client.version, selectionCount(selection), selection.all ? null : chosen, Date.now())}
          version={client.version}
          pixels={choices.pixels}
          spaces={choices.spaces}
          timeZone={statsOffer.timeZone}
          onApply={(action) => {
            setChoosing(null);
            run(action, all ?? chosen);
          }}
          onClose={() => setChoosing(null)}
        />
      )}
      {open?.kind === 'edit' && (
        <LinkEditDialog link={open.link} client={client} actions={linkActions} pixels={pixelsForForm} spaces={choices.spaces} onSaved={saved} onClose={close} />
      )}
      {open?.kind === 'delete' && <LinkDeleteDialog link={open.link} actions={linkActions} onDeleted={deleted} onClose={close} />}
      {open?.kind === 'qr' && <QrDialog link={open.link} onClose={close} />}
      <Toast text={toast} />
      {open?.kind === 'stats' && <StatsDialog link={open.link} client={client} timeZone={statsOffer.timeZone} onClose={close} />}
    </div>
  );
}
