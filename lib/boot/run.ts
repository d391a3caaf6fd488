/**
 * The popup's first script at work: read storage and the tab, plan (plan.ts), then send the
 * duplicate check and — when neither the background's index nor the server knows a link for the
 * page — the store, and show the short link the moment it is known (view.ts). The app loads
 * meanwhile, takes the requests over (adopt.ts) and replaces this view with its own.
 *
 * It uses the browser's own promise-based `browser`/`chrome` API rather than the polyfill, and
 * nothing else, to stay a few kilobytes that run before anything else in the popup.
 */
import type { Envelope } from '../messaging';
import { API_KEY_LOCAL_ITEM, API_KEY_SESSION_ITEM, DRAFTS_ITEM, SETTINGS_ITEM } from '../storage-items';
import { listIsComplete } from './duplicate';
import { planBoot, type BootPlan } from './plan';
import { publishBoot, requestKey, type BootState } from './state';
import { prepareBootView, type BootLink, type BootView, type Messages } from './view';

/** The few extension APIs the boot calls (Chrome's and Firefox's MV3 APIs return promises). */
export interface BootExtension {
  storage: {
    local: { get(keys: string[]): Promise<Record<string, unknown>> };
    session: { get(keys: string[]): Promise<Record<string, unknown>> };
  };
  tabs: { query(query: { active: boolean; currentWindow: boolean }): Promise<Array<{ url?: string; title?: string }>> };
  runtime: { sendMessage(message: unknown): Promise<unknown> };
  i18n: Messages;
}

export interface BootEnvironment {
  ext: BootExtension;
  document: Document;
  search: string;
  fetch: typeof fetch;
  /** Puts text on the clipboard (lib/clipboard-page.ts in the popup). */
  copy: (text: string) => Promise<boolean>;
  /** Longest wait for the background's index (a worker waking with a large index is slow). */
  localWaitMs?: number;
}

/** `local:settings` → `settings`: WXT's area prefix is not part of the stored key. */
const bare = (key: string) => key.slice(key.indexOf(':') + 1);
const SETTINGS = bare(SETTINGS_ITEM.key);

/** The boot's work; its state is published at once so the app can wait on `ready`. */
export function startBoot(env: BootEnvironment, scope: object = globalThis): BootState {
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const settled = ready.then(() => done);
  const state: BootState = { ready, settled, requests: new Map() };
  publishBoot(state, scope);
  const done = run(env, state, markReady)
    .catch(() => undefined)
    .finally(markReady);
  return state;
}

async function run(env: BootEnvironment, state: BootState, markReady: () => void): Promise<void> {
  const { ext } = env;
  if (new URLSearchParams(env.search).has('tab')) return;
  const reads = Promise.all([
    ext.storage.local.get([SETTINGS, `${SETTINGS}$`, bare(API_KEY_LOCAL_ITEM.key)]),
    ext.storage.session.get([bare(API_KEY_SESSION_ITEM.key), bare(DRAFTS_ITEM.key)]),
    ext.tabs.query({ active: true, currentWindow: true }),
  ]);
  // Built while storage answers, when the thread has nothing else to do, so that showing the link
  // later is a few property sets; unused (and removed by the app) when there is nothing to show.
  const view = prepareBootView(env.document, ext.i18n).catch(() => null);
  const [local, session, tabs] = await reads;
  const discard = () => void view.then((built) => built?.discard());
  // The app stopped waiting (storage took too long): it does everything itself.
  if (state.abandoned) return discard();
  const tab = tabs[0];
  const plan = planBoot({
    search: env.search,
    settings: local[SETTINGS],
    settingsMeta: local[`${SETTINGS}$`],
    localKey: local[bare(API_KEY_LOCAL_ITEM.key)],
    sessionKey: session[bare(API_KEY_SESSION_ITEM.key)],
    drafts: session[bare(DRAFTS_ITEM.key)],
    tabUrl: tab?.url,
  });
  if (!plan) return discard();

  let decideStore!: (response: Promise<Response | null>) => void;
  let askIndex!: (ask: boolean) => void;
  state.requests.set(requestKey('POST', plan.store.href), new Promise((resolve) => (decideStore = resolve)));
  try {
    const listed = sendEarly(env, plan.list);
    state.requests.set(requestKey('GET', plan.list.href), handled(listed.then((r) => r.response)));
    // The index is asked only when the server's answer leaves the question open (duplicate.ts):
    // a newly opened popup's first message to the worker costs its thread a few milliseconds.
    const answer = new Promise<unknown>((resolve) => (askIndex = resolve)).then((ask) => {
      if (!ask) return null;
      const message: Envelope<'findLinkByUrl'> = { linklet: 'findLinkByUrl', data: { url: plan.url } };
      return withinMs(ext.runtime.sendMessage(message).catch(() => null), env.localWaitMs ?? 1500);
    });
    state.local = { url: plan.url, answer };
    markReady();

    // The server's exact match; the index's link only when the list is cut short
    // (duplicate.ts). A list that failed leaves the store to the app, which explains the failure.
    const body = await listed.then((r) => r.body, () => undefined);
    const items = itemsOf(body);
    const complete = items !== undefined && listIsComplete((body as { meta?: unknown }).meta, items.length);
    let existing = items && hitFor(plan.url, items);
    // Asked when the list failed too: the app then offers the index's link, if it has one.
    askIndex(existing === undefined && !complete);
    if (!items) return;
    if (existing === undefined && !complete) existing = hitFor(plan.url, [await answer]);
    if (existing !== undefined) {
      if (existing) await show(env, plan, await view, { shortUrl: existing, existing: true, page: tab?.title || plan.url });
      return;
    }
    const stored = sendEarly(env, plan.store);
    decideStore(handled(stored.then((r) => r.response)));
    const created = shortUrlOf(await stored.then((r) => r.body));
    if (created) await show(env, plan, await view, { shortUrl: created, existing: false, page: tab?.title || plan.url });
  } finally {
    // Whatever went wrong, the app must never wait on a store the boot did not send, nor on the index.
    decideStore(Promise.resolve(null));
    askIndex(false);
  }
}

/**
 * Shows the link and, when the settings say so, copies it (the app copies again when it takes
 * over and says whether that worked).
 */
async function show(env: BootEnvironment, plan: BootPlan, view: BootView | null, link: BootLink): Promise<void> {
  view?.show(link);
  if (plan.autoCopy) await env.copy(link.shortUrl).catch(() => false);
}

/**
 * Sends a planned request. The app receives the response itself; the boot reads a copy, made
 * before the response is handed over, and only a 2xx JSON one.
 */
function sendEarly(env: BootEnvironment, planned: BootPlan['list']): Promise<{ response: Response; body: Promise<unknown> }> {
  return env.fetch(planned.href, planned.init).then((response) => {
    const copy = response.ok ? response.clone() : null;
    return { response, body: copy ? copy.json().catch(() => undefined) : Promise.resolve(undefined) };
  });
}

/** The same promise, its failure marked as handled: the app reads it when it takes the request over. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

/** An http(s) short URL in a record, as the boot shows it (the app checks the whole record). */
function shortUrlOf(record: unknown): string | undefined {
  const data = typeof record === 'object' && record !== null && 'data' in record ? (record as { data: unknown }).data : record;
  const shortUrl = typeof data === 'object' && data !== null ? (data as { short_url?: unknown }).short_url : undefined;
  return typeof shortUrl === 'string' && /^https?:\/\/\S+$/i.test(shortUrl) ? shortUrl : undefined;
}

/** The records of a list answer (Laravel's `data` envelope or a bare array), or undefined. */
function itemsOf(body: unknown): unknown[] | undefined {
  const data = Array.isArray(body) ? body : typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  return Array.isArray(data) ? data : undefined;
}

/** The short URL of the record for exactly `url` ('' when it has none to show), or undefined. */
function hitFor(url: string, records: unknown[]): string | undefined {
  const hit = records.find((item) => typeof item === 'object' && item !== null && (item as { url?: unknown }).url === url);
  return hit === undefined ? undefined : (shortUrlOf(hit) ?? '');
}
