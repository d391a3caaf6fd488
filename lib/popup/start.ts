/**
 * The popup's start: read what it needs (./read.ts: settings, key, what is known of the
 * instance, the tab and its draft, one read per storage area), make the client, and make the
 * one choice — automatic (shorten at once with the defaults, the default from the first click)
 * or manual ("Let me choose before shortening", a draft for the page, a page that cannot be
 * shortened) — and start the shorten flow (lib/shorten/flow.ts), whose requests leave before the
 * popup's first render. The popup then renders the flow's states.
 *
 *   toolbar click → popup.html → entrypoints/popup/main.tsx → startPopup()
 *     ├─ readPopupStart()            the instance session (its client the popup's one), tab, draft
 *     ├─ new ShortenFlow().start()   the duplicate check (and the store) leave now
 *     └─ render(<Popup start>)       the views render the flow's states
 */
import type { ApiClient, ClientOptions } from '../api/client';
import type { Link } from '../api/schemas';
import { copyText } from '../clipboard/page';
import { clearDraft } from '../drafts/drafts';
import { askFacts, identify } from '../connection/refresh';
import { withFacts } from '../connection/session';
import { withFallbackDomain } from '../instance/info';
import { sendMessage } from '../messaging';
import { indexNotes } from '../messaging/index-notes';
import { refusedCrossOrigin } from '../connection/reachability';
import { ShortenFlow } from '../shorten/flow';
import { readPopupStart, type StartRead } from './read';
import { POPUP_TIMEOUT_MS } from './timeout';

export type { StartRead };

/** Longest wait for the background's index (a worker waking with a large index is slow). */
export const INDEX_WAIT_MS = 1500;

export type PopupStart =
  /** No instance or key saved yet, or a saved URL or key the client refuses. */
  { kind: 'not-configured'; read: StartRead } | { kind: 'ready'; read: StartRead; client: ApiClient; flow: ShortenFlow; mode: Mode };

/** The flow's start (lib/shorten/flow.ts): at once, the form first, or the form with nothing sent before Shorten. */
export type Mode = 'auto' | 'manual' | 'held';

/** Makes the popup's client of the stored instance and key (a test hands a fake one). */
export type MakeClient = (options: ClientOptions) => ApiClient;

/** Profile `profileId`'s indexed links of `url`'s page: none when it has none or does not answer in time. */
export function askIndex(profileId: string, url: string): Promise<Link[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Link[]>((resolve) => (timer = setTimeout(() => resolve([]), INDEX_WAIT_MS)));
  // The wait ends with the answer: no timer is left behind the popup's start.
  return Promise.race([sendMessage('listPageLinks', { profileId, url }).catch(() => []), late]).finally(() => clearTimeout(timer));
}

/**
 * Automatic unless the user chose to choose first, the page cannot be shortened, or a draft for
 * the page waits (what they typed last time wins: the form shows it). An address with a
 * secret-looking parameter is held: the form, and nothing sent — not even the duplicate check —
 * until Shorten (lib/url/private.ts). A page of the person's own network opens the form, unless
 * they or the policy said once that one click may publish such an address.
 */
export function chooseMode(read: StartRead): Mode {
  if (read.page.ok && read.page.secret !== undefined) return 'held';
  if (read.page.ok && read.page.private && !read.settings.allowPrivateOneClick) return 'manual';
  return read.settings.shortenOnOpen && read.page.ok && read.draft === null ? 'auto' : 'manual';
}

export async function startPopup(search: string, { make }: { make?: MakeClient } = {}): Promise<PopupStart> {
  let read = await readPopupStart(search, { make, timeoutMs: POPUP_TIMEOUT_MS });
  // No instance or key saved, or a stored URL or key the client refuses (InputError): as good as none.
  const { client } = read.session;
  if (!client) return { kind: 'not-configured', read };
  const mode = chooseMode(read);
  // Automatic, but no domain known to shorten on (a new connection whose account was never
  // read): what the server says first — the account's default, or its one domain. With none,
  // the shorten says to choose one, at the form.
  if (mode === 'auto' && read.settings.defaultDomainId === null) {
    const answer = await askFacts(['account', 'links', 'domains']);
    if (answer.ok) read = { ...read, session: withFacts(read.session, answer.value), settings: withFallbackDomain(read.settings, answer.value) };
  }
  const page = read.page.ok ? read.page.url : '';
  // The background's index is told of this popup's links under its own profile, whatever is active by then.
  const { profileId } = read.settings;
  const index = indexNotes(profileId);
  const flow = new ShortenFlow({
    client,
    settings: read.settings,
    page,
    title: read.tab.title,
    findLocal: (url) => askIndex(profileId, url),
    copy: copyText,
    instance: () => identify(),
    refusedCrossOrigin: (baseUrl) => refusedCrossOrigin(baseUrl),
    // The background's index hears of it; it may be asleep or updating: the popup never waits on
    // it. Told on a timer, so after the link's render (Preact renders in a microtask): waking the
    // worker never competes with showing the link.
    index: { saved: (link) => void setTimeout(() => index.saved(link)), forget: index.forget },
    clearDraft: () => clearDraft(page),
  });
  void flow.start(mode);
  return { kind: 'ready', read, client, flow, mode };
}
