/**
 * The popup's start (entrypoints/popup/main.ts runs it first): read what the popup needs
 * (read.ts), and with "Shorten as soon as the popup opens" send the duplicate check and the store
 * at once (early.ts) and show the short link the moment it is known (view.ts). The app is loaded
 * after that and handed the same values: what was read, the client, and the shorten in flight.
 *
 *   toolbar click → popup.html → main.ts → startPopup()
 *     ├─ readPopupStart(): settings, key, instance, tab, draft (one read)
 *     ├─ shortenAtOnce(): findPageLink() → links.create()   (automatic mode only)
 *     │    └─ early view shows the link, copies it
 *     └─ import('./app') → <Popup start={…}> takes over: its view replaces the early one
 */
import { copyText } from '../clipboard-page';
import type { ApiClient } from '../api/client';
import { shortensAtOnce, shortenAtOnce, type EarlyShorten } from './early';
import { readPopupStart, type StartRead } from './read';
import { prepareEarlyView } from './view';

export type { EarlyShorten, StartRead };

/**
 * How long the popup waits for the server. Shorter than the client's default: someone is
 * looking at a spinner, and "Try again" is one click away.
 */
export const POPUP_TIMEOUT_MS = 8_000;

/** What the start hands the app: plain values and promises, nothing to intercept. */
export interface PopupStart {
  read: Promise<StartRead>;
  /** The client of the read connection; rejects when there is none, or its URL or key is unusable. */
  client: Promise<ApiClient>;
  /** The automatic shorten under way, or null. */
  early: Promise<EarlyShorten | null>;
}

/** How long the app's loading waits for the automatic shorten before it starts anyway. */
export const APP_GRACE_MS = 250;

export function startPopup(search: string, doc?: Document, { timeoutMs = POPUP_TIMEOUT_MS } = {}): { start: PopupStart; appMayLoad: Promise<void> } {
  // The client's code (request, reading answers) loads while storage is read: one client, for
  // the shorten sent here and for the app, which reads those answers as it reads any other.
  const clientCode = import('../connection');
  const read = readPopupStart(search);
  const client = Promise.all([read, clientCode]).then(([{ connection }, { clientOf }]) => {
    if (!connection) throw new Error('not configured');
    return clientOf(connection, { timeoutMs });
  });
  client.catch(() => undefined); // the app says what is missing
  // Built while storage is read, so showing the link later is a few property sets.
  const view = doc ? prepareEarlyView(doc) : null;

  const running = Promise.all([read, client]).then(
    async ([start, api]) => {
      if (!shortensAtOnce(start)) return null;
      const shorten = await shortenAtOnce(start, api);
      const page = start.tab.title || shorten.url;
      const shown = Promise.all([shorten.duplicate.catch(() => null), shorten.store]).then(async ([existing, created]) => {
        const link = existing ?? created;
        if (!link) return;
        view?.show({ shortUrl: link.short_url, existing: existing !== null, page });
        // The app copies again once it takes over, and says whether that worked.
        if (start.settings.autoCopy) await copyText(link.short_url).catch(() => false);
      });
      return { shorten, shown: shown.catch(() => undefined) };
    },
    () => null,
  );
  const early = running.then((r) => r?.shorten ?? null);

  // The app loads once the automatic shorten is done — so loading it never delays showing the
  // link — or has had its moment: on a slow network the app shows its own progress meanwhile.
  const appMayLoad = running.then((r) => {
    if (!r) return;
    const grace = new Promise<void>((resolve) => setTimeout(resolve, APP_GRACE_MS));
    return Promise.race([r.shown, grace]);
  });
  return { start: { read, client, early }, appMayLoad };
}
