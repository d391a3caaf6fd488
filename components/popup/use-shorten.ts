import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { ApiErrorData } from '../../lib/api/errors';
import type { Link, LinkCreateInput } from '../../lib/api/schemas';
import { clearChangedErrors, type FieldErrors } from '../../lib/link-form/field-errors';
import { linkFormFromSettings, type LinkFormState } from '../../lib/link-form/state';
import { sendMessage } from '../../lib/messaging';
import type { Settings } from '../../lib/settings/schema';

export type View = 'loading' | 'form' | 'existing' | 'result';
export type Copied = 'url' | 'markdown' | 'failed' | null;
type Action = 'submit' | 'auto';
/** `corsOrigin`: the request was a cross-origin one the server refused; access to it would help. */
export type Failure = { error: ApiErrorData; action?: Action; corsOrigin?: string };

export interface ShortenOptions {
  client: Promise<ApiClient>;
  /** The duplicate check when the popup started it already; otherwise it starts on mount. */
  duplicate?: Promise<Link | null>;
  settings: Settings;
  url: string;
  /** The tab's title, for "Copy as Markdown" when the server has none. */
  title?: string;
}

// Both requested when the popup starts, so they are there by the time anything needs them.
const loadOps = () => import('./shorten-ops');
const loadData = () => import('./data');
const saveDraft: typeof import('./data').saveDraft = (...args) => loadData().then((d) => d.saveDraft(...args));
const clearDraft = (url: string) => loadData().then((d) => d.clearDraft(url));
const hasAny = (errors: FieldErrors) => Object.keys(errors).length > 0;
const ignore = () => undefined;
/** The background may be asleep or updating; the popup never waits on it to fail. */
const tell = (send: () => Promise<unknown>) => void send().catch(ignore);

/**
 * The popup's main flow: restore the draft, look for an existing link, create (once, however
 * often Shorten is clicked), copy, and keep errors where the user can act on them.
 */
export function useShorten({ client, duplicate: early, settings, url, title }: ShortenOptions) {
  const [view, setView] = useState<View>('loading');
  const [form, setForm] = useState<LinkFormState>(() => linkFormFromSettings(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<Link | null>(null);
  const [copied, setCopied] = useState<Copied>(null);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<'deleted' | 'saved' | null>(null);
  /** Counts attempts that ended with field errors (the form then focuses the first one). */
  const [attempt, setAttempt] = useState(0);
  // Set synchronously on the first click, before any re-render could disable the button.
  const inFlight = useRef(false);
  const duplicate = useRef<Promise<Link | null>>(Promise.resolve(null));
  const skipDuplicate = useRef(false);
  // A store that got no answer may have made the link: the next attempt looks for it first,
  // among links newer than the newest one known for this URL before.
  const unanswered = useRef(false);
  const knownId = useRef(0);
  const latest = useRef({ form, errors });
  latest.current = { form, errors };

  const copy = async (what: 'url' | 'markdown', target: Link | null) => {
    if (!target) return;
    const ops = await loadOps();
    setCopied((await ops.copyLink(what, target, title)) ? what : 'failed');
  };

  const remember = (found: Link | null) => {
    if (found) knownId.current = Math.max(knownId.current, found.id);
    return found;
  };

  const fieldErrors = (fields: FieldErrors, shown: LinkFormState) => {
    setErrors(fields);
    setAttempt((n) => n + 1);
    void saveDraft(url, shown, fields).catch(ignore);
  };

  /** The link an unanswered store made after all: shown as the page's link, never made twice. */
  const offerLanded = async (landed: Link) => {
    knownId.current = landed.id;
    setLink(landed);
    setView('existing');
    tell(() => sendMessage('linkSaved', { link: landed }));
    if (settings.autoCopy) await copy('url', landed);
  };

  const run = async (action: Action) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const current = latest.current.form;
    setFailure(null);
    setNotice(null);
    setBusy(true);
    const ops = await loadOps().catch(() => null);
    try {
      if (!ops) throw new Error('The popup could not load; reopen it.');
      let input: LinkCreateInput;
      if (action === 'auto') input = ops.defaultCreateInput(settings, url);
      else {
        const prepared = ops.prepareCreate(current, url);
        if (prepared.errors) return fieldErrors(prepared.errors, current);
        input = prepared.input;
        setErrors({});
      }
      if (!skipDuplicate.current) {
        const existing = await duplicate.current;
        if (existing) {
          setLink(existing);
          setView('existing');
          return;
        }
      }
      const api = await client;
      if (unanswered.current) {
        const landed = await ops.findLanded(api, url, knownId.current);
        unanswered.current = false;
        if (landed) return await offerLanded(landed);
      }
      const created = await api.links.create(input);
      knownId.current = created.id;
      skipDuplicate.current = true;
      // Before the link shows: a popup closed at once must not leave the draft to come back.
      await clearDraft(url).catch(ignore);
      setErrors({});
      setLink(created);
      setView('result');
      // The edit form is a click away ("Edit"), not opened: it would make the popup tall and
      // ask the server for pixels and spaces nobody may need.
      setEditing(false);
      tell(() => sendMessage('linkSaved', { link: created }));
      if (settings.autoCopy) await copy('url', created);
    } catch (error) {
      const read = ops ? await ops.readStoreFailure(error, current, client) : null;
      if (read?.fields) return fieldErrors(read.fields, current);
      if (read?.mayHaveLanded) unanswered.current = true;
      setFailure({ error: read?.error ?? { name: 'NetworkError', message: String(error) }, action, corsOrigin: read?.corsOrigin });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  useEffect(() => {
    let live = true;
    const check = early ?? Promise.all([client, loadOps()]).then(([api, ops]) => ops.findDuplicate(api, url));
    duplicate.current = check
      .then(remember, async (error: unknown) => {
        // A rejected key fails every request: say so now rather than after the user filled the form.
        const ops = await loadOps();
        if (live && ops.isRejectedKey(error)) setFailure({ error: ops.explainFailure(error, latest.current.form).error });
        return null;
      })
      .catch(() => null);
    void (async () => {
      const draft = await loadData()
        .then((d) => d.loadDraft(url))
        .catch(() => null);
      if (!live) return;
      if (draft) {
        setForm(draft.form);
        setErrors(draft.errors);
        if (hasAny(draft.errors)) setAttempt(1);
      }
      // What the user typed last time wins over the automatic shorten. Without a draft the
      // automatic mode shows the link, not the form (which would ask for its lists) first.
      const auto = settings.shortenOnOpen && !draft;
      if (!auto) setView('form');
      const existing = await duplicate.current;
      if (!live || skipDuplicate.current) return;
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
    view,
    form,
    errors,
    failure,
    busy,
    link,
    copied,
    editing,
    notice,
    attempt,
    change(next: LinkFormState) {
      const nextErrors = clearChangedErrors(latest.current.errors, latest.current.form, next);
      setForm(next);
      setErrors(nextErrors);
      void saveDraft(url, next, nextErrors).catch(ignore);
    },
    submit: () => run('submit'),
    retry: () => run(failure?.action ?? 'submit'),
    copy: (what: 'url' | 'markdown') => copy(what, link),
    createAnother() {
      skipDuplicate.current = true;
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
      skipDuplicate.current = true;
      setLink(null);
      setCopied(null);
      setEditing(false);
      setForm(linkFormFromSettings(settings));
      setErrors({});
      setNotice('deleted');
      setView('form');
      void clearDraft(url).catch(ignore);
    },
  };
}

export type ShortenFlow = ReturnType<typeof useShorten>;
