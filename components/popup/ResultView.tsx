import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { useStatsOffer } from '../stats/use-stats-offer';
import { DeleteLink } from './DeleteLink';
import { lazy } from '../lazy';
import { loadEditDraft } from '../../lib/drafts/edit-drafts';
import type { ShownState, ShortenFlow } from '../../lib/shorten/flow';
import type { Preset } from '../../lib/settings/schema';
import { pageIconUrl } from '../../lib/url/page-icon';
import type { TargetTab } from '../../lib/url/tab-url';
import { ErrorNotice } from '../ErrorNotice';
import { Icon } from '../Icon';
import { EditPanel } from './EditPanel';
import { LinkGot } from './LinkGot';
import { openOptions } from './open-options';
import { OtherDomain } from './OtherDomain';
import { PageLinks } from './PageLinks';
import type { Lists } from './use-lists';
import './popup-parts.css';

const QrCode = lazy(() => import('../QrCode').then((m) => m.QrCode), 'popupLoadFailed');
const StatsPanel = lazy(() => import('./StatsPanel').then((m) => m.StatsPanel), 'popupLoadFailed');

const COPIED = { url: 'popupCopied', markdown: 'popupCopiedMarkdown', failed: 'popupCopyFailed' } as const;

interface ResultViewProps {
  flow: ShortenFlow;
  state: ShownState;
  client: ApiClient;
  lists: Lists;
  /** The profile's presets, for "Change…". */
  presets: readonly Preset[];
  /** The tab the popup is over: its icon heads the card when the link is for its page. */
  tab?: TargetTab;
  /** The link was deleted: the popup's form starts again from the defaults. */
  onDeleted(): void;
}

/** The destination's host, for a link without a title. */
function hostOf(url: string): string {
  return URL.parse(url)?.host ?? url;
}

/** The first letter of the destination's site, standing in for an icon the card may not show (lib/url/page-icon.ts). */
function monogram(url: string): string {
  return (hostOf(url).replace(/^www\./, '')[0] ?? '·').toUpperCase();
}

/** The short link, selected and ready to paste, with everything one can do with it. */
export function ResultView({ flow, state, client, lists, presets, tab, onDeleted }: ResultViewProps) {
  const { link } = state;
  const icon = tab ? pageIconUrl(tab, link.url) : undefined;
  const [iconFailed, setIconFailed] = useState<string | null>(null);
  // Not made now: the page had it, or an earlier store that got no answer had made it (found, not made).
  const existing = state.step !== 'created';
  const [editing, setEditing] = useState(false);
  // Open for the link it was opened on: another link shown (made there, or one of the page's chosen) closes it.
  const [elsewhereFor, setElsewhereFor] = useState<number | null>(null);
  const elsewhere = elsewhereFor === link.id;
  const setElsewhere = (open: boolean) => setElsewhereFor(open ? link.id : null);
  const elsewhereButton = useRef<HTMLButtonElement>(null);
  const [qr, setQr] = useState(false);
  const [stats, setStats] = useState(false);
  const statsOffer = useStatsOffer(client.origin);
  const field = useRef<HTMLInputElement>(null);
  const qrButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const statsButton = useRef<HTMLButtonElement>(null);
  const [more, setMore] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const morePanel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [link.short_url]);
  // Changes to this link left unsaved when the popup closed: the editor opens with them.
  useEffect(() => {
    loadEditDraft(client.origin, link.id).then(
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
        if (e.key !== 'Escape' || (!qr && !stats && !more)) return;
        e.preventDefault();
        if (more && (morePanel.current?.contains(document.activeElement) || (!qr && !stats))) {
          setMore(false);
          moreButton.current?.focus();
        } else if (qr) {
          setQr(false);
          qrButton.current?.focus();
        } else {
          setStats(false);
          statsButton.current?.focus();
        }
      }}
    >
      {/* A new link's card says it all (its caption is "Short link"): its title is for screen readers; an existing link's is news. */}
      <h2 id="result-title" class={existing ? undefined : 'visually-hidden'}>
        {existing ? t('popupExistingTitle') : t('popupCreatedTitle')}
      </h2>
      {/* Not a fresh success: the server did not confirm it (a refused key, an outage), and it is not copied by itself. */}
      {state.fromDevice && (
        <>
          <p class="hint">{t('popupFromDevice')}</p>
          <ErrorNotice problem={state.fromDevice} settings={openOptions} onRetry={() => void flow.retry()} />
        </>
      )}
      <div class="result-card">
        <p class="result-page">
          {icon && iconFailed !== icon ? (
            // No referrer: the request, when the cache has no copy, says nothing of Linklet's page.
            <img class="result-favicon" src={icon} alt="" width={20} height={20} referrerpolicy="no-referrer" onError={() => setIconFailed(icon)} />
          ) : (
            <span class="result-monogram" aria-hidden="true">
              {monogram(link.url)}
            </span>
          )}
          <span class="result-page-title">{link.title || hostOf(link.url)}</span>
        </p>
        <label for="short-url" class="result-caption">
          {t('popupShortLink')}
        </label>
        <input ref={field} id="short-url" class="short-url" readOnly value={link.short_url} onFocus={(e) => e.currentTarget.select()} />
        <div class="result-actions">
          {/* Copy's confirmation takes Copy's own place (one grid cell): it moves nothing, and the button keeps its name. */}
          <div class="copy-slot">
            <button type="button" class="primary copy" onClick={() => void flow.copy('url')}>
              <Icon name="copy" />
              {t('popupCopy')}
            </button>
            <p role="status" class="status copy-status" data-state={flow.copied ?? (flow.notice === 'saved' ? 'saved' : undefined)}>
              {flow.copied ? t(COPIED[flow.copied]) : flow.notice === 'saved' ? t('popupSaved') : ''}
            </p>
          </div>
          <div class="result-tools">
            <button type="button" class="quiet tool" ref={qrButton} aria-expanded={qr} onClick={() => setQr(!qr)}>
              <Icon name="qr" />
              {t('popupQrCode')}
            </button>
            {statsOffer.offered && (
              <button
                type="button"
                class="quiet tool"
                ref={statsButton}
                aria-expanded={stats}
                aria-controls={stats ? 'result-stats' : undefined}
                onClick={() => setStats(!stats)}
              >
                <Icon name="stats" />
                {t('statsOpen')}
              </button>
            )}
            <button type="button" class="quiet tool" ref={editButton} aria-expanded={editing} onClick={() => setEditing(!editing)}>
              <Icon name="edit" />
              {t('popupEdit')}
            </button>
            <button type="button" class="quiet tool" ref={moreButton} aria-expanded={more} aria-controls="result-more" onClick={() => setMore(!more)}>
              <Icon name="more" />
              {t('popupMore')}
            </button>
          </div>
        </div>
        {/* The rest, one Tab away once "More" is open; each keeps its name. */}
        <div ref={morePanel} id="result-more" class="result-more" role="group" aria-label={t('popupMore')} hidden={!more}>
          <button type="button" class="quiet" onClick={() => void flow.copy('markdown')}>
            {t('popupCopyMarkdown')}
          </button>
          <button type="button" class="quiet" ref={elsewhereButton} aria-expanded={elsewhere} onClick={() => setElsewhere(!elsewhere)}>
            {t('popupOtherDomain')}
          </button>
          <button type="button" class="quiet" onClick={() => flow.createAnother()}>
            {t('popupCreateAnother')}
          </button>
          <DeleteLink client={client} index={flow.index} link={link} onDeleted={deleted} />
        </div>
        {/* What the link got (domain, space, pixels, preset), as quiet chips. */}
        <div class="result-details">
          <LinkGot link={link} lists={{ spaces: lists.spaces, pixels: Array.isArray(lists.pixels) ? lists.pixels : [] }} preset={state.preset} />
        </div>
      </div>
      {(state.others.length > 0 || !!state.replaced) && <PageLinks flow={flow} client={client} shown={state} />}
      {elsewhere && (
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
      {qr && <QrCode value={link.short_url} fileName={link.alias ?? undefined} />}
      {editing && (
        <EditPanel
          key={link.id}
          client={client}
          index={flow.index}
          link={link}
          refetch={existing}
          lists={lists}
          presets={presets}
          onSaved={saved}
          onCancel={closeEditor}
        />
      )}
      {stats && <StatsPanel key={link.id} client={client} linkId={link.id} timeZone={statsOffer.timeZone} />}
    </section>
  );
}
