import { useEffect, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { Link } from '../../lib/api/schemas';
import type { Draft } from '../../lib/drafts';
import { t } from '../../lib/i18n';
import type { Settings } from '../../lib/settings/schema';
import { useEarlyViewHandoff } from './early-view';
import { useLazy } from './lazy';
import { ShortenForm } from './ShortenForm';
import { useLists } from './use-lists';
import { useShorten } from './use-shorten';

interface ShortenPanelProps {
  client: Promise<ApiClient>;
  /** The duplicate check, already under way (see use-start.ts). */
  duplicate?: Promise<Link | null>;
  /** The store the popup's start sent (automatic mode). */
  store?: Promise<Link | null>;
  /** The page's draft as the start read it; undefined: read it here. */
  draft?: Draft | null;
  settings: Settings;
  /** The tab's page; '' when it cannot be shortened, and `blankHint` says so. */
  url: string;
  title?: string;
  blankHint?: string;
}

// Fetched at once: the duplicate check may need it a moment after the first paint.
const loadResult = () => import('./ResultView').then((m) => m.ResultView);

/** The page's short link: the form, or the link once there is one. */
export function ShortenPanel({ client, duplicate, store, draft, settings, url, title, blankHint }: ShortenPanelProps) {
  const flow = useShorten({ client, duplicate, store, draft, settings, url, title });
  const lists = useLists(client);
  // The form shows at once in the default mode: its choices are asked for with the first paint.
  // With "Shorten as soon as the popup opens" they wait until a form wants them (ShortenForm, Edit).
  useEffect(() => {
    if (!settings.shortenOnOpen) lists.want('pixels', 'domains');
  }, []);
  // A domain learned once the lists came (the account's default, the only one) fills an empty field.
  const fallback = lists.fallbackDomainId;
  useEffect(() => {
    if (fallback !== null) flow.fillDomain(String(fallback));
  }, [fallback]);
  const [api, setApi] = useState<ApiClient | null>(null);
  useEffect(() => void client.then(setApi, () => undefined), [client]);
  const ResultView = useLazy(loadResult, true);
  const { view, link } = flow;
  const showLink = (view === 'existing' || view === 'result') && link && api;
  useEarlyViewHandoff(view === 'form' || Boolean(showLink && ResultView !== null));
  return (
    <>
      {/* The form's address field shows the page: the line would only push Recent links down. */}
      {url && view !== 'form' && (
        <p class="target" title={url}>
          <span class="visually-hidden">{t('popupPage')} </span>
          {title || url}
        </p>
      )}
      {(view === 'loading' || (showLink && !ResultView)) && <p class="hint">{t('popupLoading')}</p>}
      {showLink && ResultView === 'failed' && <p role="alert">{t('popupLoadFailed')}</p>}
      {showLink && ResultView && ResultView !== 'failed' && (
        <ResultView flow={flow} link={link} client={api} lists={lists} existing={view === 'existing'} />
      )}
      {view === 'form' && (
        <>
          <p role="status" class="status">
            {flow.notice === 'deleted' ? t('popupDeleted') : ''}
          </p>
          <ShortenForm flow={flow} lists={lists} blankHint={blankHint} />
        </>
      )}
    </>
  );
}
