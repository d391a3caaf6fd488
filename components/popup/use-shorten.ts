import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { ApiErrorData } from '../../lib/api/errors';
import type { Link } from '../../lib/api/schemas';
import type { Draft } from '../../lib/drafts';
import { withTypedUrl } from '../../lib/link-form/state';
import { sendMessage } from '../../lib/messaging';
import { serverWait } from '../../lib/rate-limit';
import type { QueueRequest } from '../../lib/queue/queue';
import { askIndex } from '../../lib/popup-start/early';
import { findPageLink } from '../../lib/shorten';
import type { Settings } from '../../lib/settings/schema';
import type { StoreMemory, StoreOutcome } from './shorten-ops';
import { clearDraft, loadDraft, useDraftForm } from './use-draft-form';

export type View = 'loading' | 'form' | 'existing' | 'result';
export type Copied = 'url' | 'markdown' | 'failed' | null;
type Action = 'submit' | 'auto';
/**
 * `corsOrigin`: the request was a cross-origin one the server refused; access to it would help.
 * `queue`: the store that failed for an outage, which the offline queue may send later.
 */
export type Failure = { error: ApiErrorData; action?: Action; corsOrigin?: string; queue?: QueueRequest };

export interface ShortenOptions {
  client: Promise<ApiClient>;
  /** The duplicate check when the popup started it already; otherwise it starts on mount. */
  duplicate?: Promise<Link | null>;
  /** The store the popup's start sent ("Shorten as soon as the popup opens"); null: none was sent. */
  store?: Promise<Link | null>;
  /** The page's draft as the start read it; undefined: read it on mount. */
  draft?: Draft | null;
  settings: Settings;
  /** The tab's page ('' when it cannot be shortened): the form's first address and its draft's key. */
  url: string;
  /** The tab's title, for "Copy as Markdown" when the server has none. */
  title?: string;
}

// Requested when the popup starts, so it is there by the time anything needs it.
const loadOps = () => import('./shorten-ops');
const ignore = () => undefined;
/** The background may be asleep or updating; the popup never waits on it to fail. */
const tell = (send: () => Promise<unknown>) => void send().catch(ignore);
// The chunk is gone when the extension was updated while the popup was open. The message is
// what the failure always said: it is shown as the error's detail.
const unloaded: StoreOutcome = { kind: 'failed', error: { name: 'NetworkError', message: 'Error: The popup could not load; reopen it.' } };

/**
 * The popup's main flow: restore the draft, look for an existing link, create (once, however
 * often Shorten is clicked), copy, and keep errors where the user can act on them.
 */
export function useShorten({ client, duplicate: early, store: sent, draft: startDraft, settings, url, title }: ShortenOptions) {
  const [view, setView] = useState<View>('loading');
  const draft = useDraftForm(url, settings);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<Link | null>(null);
  const [copied, setCopied] = useState<Copied>(null);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<'deleted' | 'saved' | null>(null);
  // Set synchronously on the first click, before any re-render could disable the button.
  const inFlight = useRef(false);
  const memory = useRef<StoreMemory>({ duplicate: Promise.resolve(null), sent: sent ?? null, skipDuplicate: false, unanswered: false, knownId: 0 }).current;

  const copy = async (what: 'url' | 'markdown', target: Link | null) => {
    if (!target) return;
    const ops = await loadOps();
    setCopied((await ops.copyLink(what, target, title)) ? what : 'failed');
  };

  const remember = (found: Link | null) => {
    if (found) memory.knownId = Math.max(memory.knownId, found.id);
    return found;
  };

  /** The link an unanswered store made after all: shown as the page's link, never made twice. */
  const offerLanded = async (landed: Link) => {
    setLink(landed);
    setView('existing');
    tell(() => sendMessage('linkSaved', { link: landed }));
    if (settings.autoCopy) await copy('url', landed);
  };

  const showCreated = async (created: Link) => {
    // Before the link shows: a popup closed at once must not leave the draft to come back.
    await clearDraft(url).catch(ignore);
    draft.setErrors({});
    setLink(created);
    setView('result');
    // The edit form is a click away ("Edit"), not opened: it would make the popup tall and
    // ask the server for pixels and spaces nobody may need.
    setEditing(false);
    tell(() => sendMessage('linkSaved', { link: created }));
    if (settings.autoCopy) await copy('url', created);
  };

  const run = async (action: Action) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const typed = draft.latest.current.form;
    // `example.com/pricing` gets https:// in the field as it is sent (the field said so under it).
    const current = action === 'submit' ? withTypedUrl(typed) : typed;
    if (current !== typed) draft.change(current);
    setFailure(null);
    setNotice(null);
    setBusy(true);
    try {
      const ops = await loadOps().catch(() => null);
      const valid = () => draft.setErrors({});
      const outcome = ops ? await ops.attemptStore({ action, form: current, settings, url, client, memory, valid }) : unloaded;
      if (outcome.kind === 'fields') draft.fieldErrors(outcome.fields, current);
      else if (outcome.kind === 'failed') setFailure({ ...outcome, action });
      else if (outcome.kind === 'landed') await offerLanded(outcome.link);
      else if (outcome.kind === 'created') await showCreated(outcome.link);
      else {
        setLink(outcome.link);
        setView('existing');
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  // Refused for the rate limit: the shorten the user asked for goes by itself once the wait the
  // server asked for is over (the notice counts down to it), with no click and no reload.
  useEffect(() => {
    if (failure?.error.name !== 'RateLimitError') return;
    const again = failure.action ?? 'submit';
    const timer = setTimeout(() => void run(again), serverWait(failure.error.retryAfter) * 1000 + 100);
    return () => clearTimeout(timer);
  }, [failure]);

  useEffect(() => {
    let live = true;
    const check = early ?? (url ? client.then((api) => findPageLink(api, url, askIndex)) : Promise.resolve(null));
    memory.duplicate = check
      .then(remember, async (error: unknown) => {
        // A rejected key fails every request: say so now rather than after the user filled the form.
        const ops = await loadOps();
        if (live && ops.isRejectedKey(error)) setFailure({ error: ops.explainFailure(error, draft.latest.current.form).error });
        return null;
      })
      .catch(() => null);
    void (async () => {
      const saved = startDraft !== undefined ? startDraft : await loadDraft(url);
      if (!live) return;
      if (saved) draft.restore(saved);
      // What the user typed last time wins over the automatic shorten. Without a draft the
      // automatic mode shows the link, not the form (which would ask for its lists) first.
      const auto = settings.shortenOnOpen && !saved && url !== '';
      if (!auto) setView('form');
      const existing = await memory.duplicate;
      if (!live || memory.skipDuplicate) return;
      if (existing) {
        setLink(existing);
        setView('existing');
        if (settings.shortenOnOpen && settings.autoCopy) await copy('url', existing);
      } else if (auto) {
        await run('auto');
        // A failed automatic shorten leaves its error (or field messages) on the form.
        if (live) setView((shown) => (shown === 'loading' ? 'form' : shown));
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  return {
    client,
    view,
    form: draft.form,
    errors: draft.errors,
    failure,
    busy,
    link,
    copied,
    editing,
    notice,
    attempt: draft.attempt,
    defaults: draft.fresh,
    change: draft.change,
    fillDomain: draft.fillDomain,
    submit: () => run('submit'),
    retry: () => run(failure?.action ?? 'submit'),
    copy: (what: 'url' | 'markdown') => copy(what, link),
    createAnother() {
      memory.skipDuplicate = true;
      setCopied(null);
      setEditing(false);
      setView('form');
    },
    setEditing,
    edited(updated: Link) {
      const moved = updated.short_url !== link?.short_url;
      setLink(updated);
      setEditing(false);
      setNotice('saved');
      tell(() => sendMessage('linkSaved', { link: updated }));
      if (moved && settings.autoCopy) void copy('url', updated);
      else setCopied(null);
    },
    deleted(id: number) {
      tell(() => sendMessage('linkDeleted', { id }));
      memory.skipDuplicate = true;
      setLink(null);
      setCopied(null);
      setEditing(false);
      draft.reset();
      setNotice('deleted');
      setView('form');
    },
  };
}

export type ShortenFlow = ReturnType<typeof useShorten>;
