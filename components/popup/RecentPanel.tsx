/**
 * The Recent links panel of the popup (components/RecentLinks.tsx) with what its rows ask for:
 * a link's QR code, its statistics or its editor, shown above the list. Loaded on demand.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { clip } from '../../lib/text';
import type { IndexNotes } from '../../lib/actions';
import { indexNotes } from '../../lib/messaging/index-notes';
import { EditPanel } from './EditPanel';
import { lazy } from '../lazy';
import { useLists } from './use-lists';
import { useStatsOffer } from '../stats/use-stats-offer';
import { RecentLinks } from '../RecentLinks';
import './popup-parts.css';

const QrCode = lazy(() => import('../QrCode').then((m) => m.QrCode), 'popupLoadFailed');
const StatsPanel = lazy(() => import('./StatsPanel').then((m) => m.StatsPanel), 'popupLoadFailed');

type Picked = { link: Link; show: 'qr' | 'edit' | 'saved' | 'stats' };

export function RecentPanel({ client, profileId }: { client: ApiClient; profileId: string }) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const statsOffer = useStatsOffer(client.origin);
  return (
    <>
      {picked && (
        <PickedLink
          key={`${picked.link.id}-${picked.show}`}
          picked={picked}
          client={client}
          profileId={profileId}
          timeZone={statsOffer.timeZone}
          onPicked={setPicked}
        />
      )}
      <RecentLinks
        profileId={profileId}
        onEdit={(link) => setPicked({ link, show: 'edit' })}
        onQr={(link) => setPicked({ link, show: 'qr' })}
        onStats={statsOffer.offered ? (link) => setPicked({ link, show: 'stats' }) : undefined}
      />
      {/* The options page's batch view, in a tab of its own (a relative address: the popup's page is beside it). */}
      <p class="hint">
        <a href="options.html#bulk" target="_blank" rel="noopener">
          {t('popupBulk')}
        </a>
      </p>
    </>
  );
}

export default RecentPanel;

function PickedLink({
  picked,
  client: api,
  profileId,
  timeZone,
  onPicked,
}: {
  picked: Picked;
  client: ApiClient;
  profileId: string;
  timeZone: string | null;
  onPicked(next: Picked | null): void;
}) {
  const { link, show } = picked;
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel opens above the list: take the focus there so keyboard and screen-reader users follow.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      class="picked-link"
      aria-labelledby="picked-title"
      // Escape closes the QR code (the editor handles its own, dropping its changes).
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        onPicked(null);
        document.getElementById('recent-links-search')?.focus();
      }}
    >
      <h2 id="picked-title" tabIndex={-1} ref={heading}>
        {clip(link.title || link.short_url)}
      </h2>
      {show !== 'edit' && (
        <>
          <label for="picked-short-url">{t('popupShortLink')}</label>
          <input id="picked-short-url" readOnly value={link.short_url} onFocus={(e) => e.currentTarget.select()} />
          <p role="status" class="status">
            {show === 'saved' ? t('popupSaved') : ''}
          </p>
        </>
      )}
      {show === 'qr' && <QrCode value={link.short_url} fileName={link.alias ?? undefined} />}
      {show === 'stats' && <StatsPanel id="picked-stats" client={api} linkId={link.id} timeZone={timeZone} />}
      {show === 'edit' && api && (
        <EditorWithLists
          client={api}
          link={link}
          index={indexNotes(profileId)}
          onSaved={(updated) => {
            onPicked({ link: updated, show: 'saved' });
          }}
          onCancel={() => onPicked(null)}
        />
      )}
      {show !== 'edit' && (
        <button type="button" onClick={() => onPicked(null)}>
          {t('popupClose')}
        </button>
      )}
    </section>
  );
}

function EditorWithLists(props: { client: ApiClient; index: IndexNotes; link: Link; onSaved(link: Link): void; onCancel(): void }) {
  const lists = useLists(props.client);
  return <EditPanel {...props} refetch lists={lists} />;
}
