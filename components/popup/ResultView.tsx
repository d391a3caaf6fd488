import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { useStatsOffer } from '../stats/use-stats-offer';
import { DeleteLink } from './DeleteLink';
import { useLazy } from '../lazy';
import type { ShownState, ShortenFlow } from '../../lib/shorten/flow';
import type { Preset } from '../../lib/settings/schema';
import { ErrorNotice } from '../ErrorNotice';
import { LinkGot } from './LinkGot';
import { openOptions } from './open-options';
import type { Lists } from './use-lists';
import './popup-parts.css';

const loadQr = () => import('../QrCode').then((m) => m.QrCode);
const loadEdit = () => import('./EditPanel').then((m) => m.EditPanel);
const loadStats = () => import('./StatsPanel').then((m) => m.StatsPanel);
const loadPageLinks = () => import('./PageLinks').then((m) => m.PageLinks);
const loadOtherDomain = () => import('./OtherDomain').then((m) => m.OtherDomain);

const COPIED = { url: 'popupCopied', markdown: 'popupCopiedMarkdown', failed: 'popupCopyFailed' } as const;

interface ResultViewProps {
  flow: ShortenFlow;
  state: ShownState;
  client: ApiClient;
  lists: Lists;
  /** The profile's presets, for "Change…". */
  presets: readonly Preset[];
  /** The link was deleted: the popup's form starts again from the defaults. */
  onDeleted(): void;
}

/** The short link, selected and ready to paste, with everything one can do with it. */
export function ResultView({ flow, state, client, lists, presets, onDeleted }: ResultViewProps) {
  const { link } = state;
  // Not made now: the page had it, or an earlier store that got no answer had made it (found, not made).
  const existing = state.step !== 'created';
  const [editing, setEditing] = useState(false);
  // Open for the link it was opened on: another link shown (made there, or one of the page's chosen) closes it.
  const [elsewhereFor, setElsewhereFor] = useState<number | null>(null);
  const elsewhere = elsewhereFor === link.id;
  const setElsewhere = (open: boolean) => setElsewhereFor(open ? link.id : null);
  const OtherDomain = useLazy(loadOtherDomain, elsewhere);
  const PageLinks = useLazy(loadPageLinks, state.others.length > 0 || !!state.replaced);
  const elsewhereButton = useRef<HTMLButtonElement>(null);
  const [qr, setQr] = useState(false);
  const QrCode = useLazy(loadQr, qr);
  const EditPanel = useLazy(loadEdit, editing);
  const [stats, setStats] = useState(false);
  const StatsPanel = useLazy(loadStats, stats);
  const statsOffer = useStatsOffer(client.origin);
  const field = useRef<HTMLInputElement>(null);
  const qrButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const statsButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [link.short_url]);
  // Changes to this link left unsaved when the popup closed: the editor opens with them.
  useEffect(() => {
    import('../../lib/drafts/edit-drafts')
      .then((drafts) => drafts.loadEditDraft(client.origin, link.id))
      .then(
        (draft) => draft && setEditing(true),
        () => undefined,
      );
  }, [link.id]);
  const closeEditor = () => {
    setEditing(false);
    editButton.current?.focus();
  };
  const saved = (updated: Link) => {
    setEditing(false);
    void flow.edited(updated);
  };
  const deleted = () => {
    flow.deleted();
    onDeleted();
  };

  return (
    <section
      class="result"
      aria-labelledby="result-title"
      // Escape closes what opened last: the editor handles its own (it drops the changes), then the QR code, then the statistics.
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || (!qr && !stats)) return;
        e.preventDefault();
        if (qr) {
          setQr(false);
          qrButton.current?.focus();
        } else {
          setStats(false);
          statsButton.current?.focus();
        }
      }}
    >
      <h2 id="result-title">{existing ? t('popupExistingTitle') : t('popupCreatedTitle')}</h2>
      {/* Not a fresh success: the server did not confirm it (a refused key, an outage), and it is not copied by itself. */}
      {state.fromDevice && (
        <>
          <p class="hint">{t('popupFromDevice')}</p>
          <ErrorNotice problem={state.fromDevice} settings={openOptions} onRetry={() => void flow.retry()} />
        </>
      )}
      <label for="short-url">{t('popupShortLink')}</label>
      <input ref={field} id="short-url" class="short-url" readOnly value={link.short_url} onFocus={(e) => e.currentTarget.select()} />
      <LinkGot link={link} lists={{ spaces: lists.spaces, pixels: Array.isArray(lists.pixels) ? lists.pixels : [] }} preset={state.preset} />
      <p role="status" class="status">
        {flow.copied ? t(COPIED[flow.copied]) : flow.notice === 'saved' ? t('popupSaved') : ''}
      </p>
      <div class="actions">
        <button type="button" class={existing ? '' : 'primary'} onClick={() => void flow.copy('url')}>
          {t('popupCopy')}
        </button>
        <button type="button" onClick={() => void flow.copy('markdown')}>
          {t('popupCopyMarkdown')}
        </button>
        <button type="button" ref={qrButton} aria-expanded={qr} onClick={() => setQr(!qr)}>
          {t('popupQrCode')}
        </button>
        <button type="button" ref={editButton} aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {t('popupEdit')}
        </button>
        {statsOffer.offered && (
          <button type="button" ref={statsButton} aria-expanded={stats} aria-controls={stats ? 'result-stats' : undefined} onClick={() => setStats(!stats)}>
            {t('statsOpen')}
          </button>
        )}
        <button type="button" ref={elsewhereButton} aria-expanded={elsewhere} onClick={() => setElsewhere(!elsewhere)}>
          {t('popupOtherDomain')}
        </button>
        <DeleteLink client={client} link={link} onDeleted={deleted} />
        <button type="button" class={existing ? 'primary' : ''} onClick={() => flow.createAnother()}>
          {t('popupCreateAnother')}
        </button>
      </div>
      {PageLinks && PageLinks !== 'failed' && <PageLinks flow={flow} client={client} shown={state} />}
      {elsewhere && OtherDomain && OtherDomain !== 'failed' && (
        <OtherDomain
          key={link.id}
          flow={flow}
          link={link}
          lists={lists}
          onCancel={() => {
            setElsewhere(false);
            elsewhereButton.current?.focus();
          }}
        />
      )}
      {qr && QrCode && QrCode !== 'failed' && <QrCode value={link.short_url} fileName={link.alias ?? undefined} />}
      {editing && EditPanel && EditPanel !== 'failed' && (
        <EditPanel key={link.id} client={client} link={link} refetch={existing} lists={lists} presets={presets} onSaved={saved} onCancel={closeEditor} />
      )}
      {stats && StatsPanel && StatsPanel !== 'failed' && <StatsPanel key={link.id} client={client} linkId={link.id} timeZone={statsOffer.timeZone} />}
      {((qr && QrCode === 'failed') ||
        (editing && EditPanel === 'failed') ||
        (stats && StatsPanel === 'failed') ||
        (elsewhere && OtherDomain === 'failed')) && <p role="alert">{t('popupLoadFailed')}</p>}
    </section>
  );
}
