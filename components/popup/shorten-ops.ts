/**
 * The popup's work that waits on the network anyway — the store attempt (checking and building
 * its input, reading a failure), copying — loaded in parallel with the first paint rather than
 * before it (see use-shorten.ts).
 */
import type { ApiClient } from '../../lib/api';
import { isApiError, toErrorData, type ApiErrorData } from '../../lib/api/errors';
import type { Link, LinkCreateInput } from '../../lib/api/schemas';
import type { ApiVersion } from '../../lib/api/versions';
import { copyText, markdownLink } from '../../lib/clipboard-page';
import { buildCreateInput } from '../../lib/link-form/build';
import type { FieldErrors } from '../../lib/link-form/field-errors';
import { fieldErrorsFromApi } from '../../lib/link-form/server-errors';
import { emptyLinkForm, type LinkFormState } from '../../lib/link-form/state';
import { validateLinkForm } from '../../lib/link-form/validate';
import { knownInstance } from '../../lib/instance/ask';
import { refusedCrossOrigin } from '../../lib/reachability';
import type { QueueRequest } from '../../lib/queue/queue';
import type { Settings } from '../../lib/settings/schema';
import { askIndex } from '../../lib/popup-start/early';
import { autoShorten } from '../../lib/preset-shorten';
import { defaultCreateInput, findPageLink } from '../../lib/shorten';

export type Prepared = { input: LinkCreateInput; errors?: undefined } | { errors: FieldErrors; input?: undefined };

/** The store input of the form (its URL included) for an instance of `version`, or its field errors. */
export function prepareCreate(form: LinkFormState, version: ApiVersion = 44, timeZone?: string | null): Prepared {
  const errors = validateLinkForm(form, 'create', version, { timeZone });
  return Object.keys(errors).length > 0 ? { errors } : { input: buildCreateInput(form, form.url.trim(), version) };
}

// The preset chosen is the form's own, never sent: it names no option of any version.
const BASIC = new Set(['url', 'domainId', 'alias', 'spaceId', 'pixelIds', 'presetId']);

/**
 * Whether the form sets an option whose name depends on the instance's version ("More options"):
 * then that version must be known, never guessed (v49 reads v44's `password` as another password).
 */
export function setsVersionedOptions(form: LinkFormState): boolean {
  const empty = emptyLinkForm();
  return (Object.keys(form) as Array<keyof LinkFormState>).some((name) => !BASIC.has(name) && JSON.stringify(form[name]) !== JSON.stringify(empty[name]));
}

/** "Shorten as soon as the popup opens": the options page's defaults (throws without a domain). */
export { defaultCreateInput };

/** A failure as field errors when it names fields, otherwise as the error to show. */
export function explainFailure(error: unknown, form: LinkFormState, version?: ApiVersion): { fields?: FieldErrors; error: ApiErrorData } {
  const data = toErrorData(error);
  const fields = fieldErrorsFromApi(data, form, version);
  return Object.keys(fields).length > 0 ? { fields, error: data } : { error: data };
}

export const isRejectedKey = (error: unknown) => isApiError(error, 'UnauthorizedError');

/**
 * Failures after which a store may still have reached the server and made the link: no answer
 * in time, a connection cut after the request left, a 5xx from a proxy in front of a server that
 * stored it, a 2xx body that could not be read.
 */
export function mayHaveLanded(error: ApiErrorData): boolean {
  return ['TimeoutError', 'NetworkError', 'ServerError', 'InvalidResponseError'].includes(error.name);
}

/**
 * The link an earlier, unanswered store made for `url`, if it did: an exact match newer than
 * `knownId`, the newest link for `url` known before that store was sent. Asked of the server
 * (the index cannot know a link nobody heard of), before sending the store again.
 */
export async function findLanded(client: ApiClient, url: string, knownId: number): Promise<Link | null> {
  const page = await client.links.list({ search: url, search_by: 'url', sort_by: 'id', sort: 'desc', per_page: 25 });
  return page.items.find((link) => link.url === url && link.id > knownId) ?? null;
}

export interface StoreFailure {
  error: ApiErrorData;
  /** Messages for the form's fields; shown there instead of `error`. */
  fields?: FieldErrors;
  /** Look for the link before storing again (see `findLanded`). */
  mayHaveLanded: boolean;
  /** The instance's origin when the "network error" was the server refusing a cross-origin request. */
  corsOrigin?: string;
}

/** What a failed shorten means for the user: field messages, or the error and what to do about it. */
export async function readStoreFailure(error: unknown, form: LinkFormState, client: Promise<ApiClient>, version?: ApiVersion): Promise<StoreFailure> {
  const { fields, error: data } = explainFailure(error, form, version);
  if (fields) return { error: data, fields, mayHaveLanded: false };
  const api = await client.catch(() => null);
  const cors = data.name === 'NetworkError' && api ? await refusedCrossOrigin(api.baseUrl).catch(() => false) : false;
  return { error: data, mayHaveLanded: mayHaveLanded(data), corsOrigin: cors && api ? api.origin : undefined };
}

/** What one attempt to store leaves for the next; use-shorten.ts keeps it while the popup is open. */
export interface StoreMemory {
  /** The duplicate check's answer (null once it failed). */
  duplicate: Promise<Link | null>;
  /** The address `duplicate` is for, when not the tab's page: the automatic shorten's, with the default preset's UTM. */
  checked?: string;
  /** The store the popup's start sent (automatic mode), taken by the first automatic attempt. */
  sent?: Promise<Link | null> | null;
  /** Set once the user wants a new link (made one, deleted it, "Create another"): no duplicate is offered. */
  skipDuplicate: boolean;
  // A store that got no answer may have made the link: the next attempt looks for it first,
  // among links newer than the newest one known for this URL before.
  unanswered: boolean;
  knownId: number;
}

export interface StoreAttempt {
  action: 'submit' | 'auto';
  form: LinkFormState;
  settings: Settings;
  /** The tab's page, whose duplicate check is `memory.duplicate`; the form's URL is what is stored. */
  url: string;
  client: Promise<ApiClient>;
  memory: StoreMemory;
  /** The form passed its checks and is being sent: its old messages go. */
  valid(): void;
}

/**
 * `existing`: the page's link, found before storing; `landed`: made by an earlier, unanswered
 * store; `created`: made now.
 */
export type StoreOutcome =
  | { kind: 'existing' | 'landed' | 'created'; link: Link }
  | { kind: 'fields'; fields: FieldErrors }
  | { kind: 'failed'; error: ApiErrorData; corsOrigin?: string; queue?: QueueRequest };

/** One press of Shorten (or the automatic shorten): at most one store, whatever the network did. */
export async function attemptStore({ action, form, settings, url, client, memory, valid }: StoreAttempt): Promise<StoreOutcome> {
  // Domain, alias, space and pixels are named alike in both versions; anything else needs the
  // instance's version, asked of the server if it is not known yet.
  let version: ApiVersion = 44;
  let input: LinkCreateInput | undefined;
  // The address is the form's, which starts as the tab's: an edited one is checked on its own.
  let target = form.url.trim();
  try {
    if (action === 'auto') {
      ({ url: target, input } = autoShorten(settings, url));
      // The start's check, and its store, were of that address.
      if (memory.sent) memory.checked = target;
    } else {
      let timeZone: string | null | undefined;
      if (setsVersionedOptions(form)) ({ version, timezone: timeZone } = await knownInstance());
      const prepared = prepareCreate(form, version, timeZone);
      if (prepared.errors) return { kind: 'fields', fields: prepared.errors };
      input = prepared.input;
      valid();
    }
    if (!memory.skipDuplicate) {
      const existing = target === (memory.checked ?? url) ? await memory.duplicate : await findPageLink(await client, target, askIndex).catch(() => null);
      if (existing) return { kind: 'existing', link: existing };
    }
    if (action === 'auto' && memory.sent) {
      const sent = memory.sent;
      memory.sent = null;
      const created = await sent;
      if (created) {
        memory.knownId = created.id;
        memory.skipDuplicate = true;
        return { kind: 'created', link: created };
      }
    }
    const api = await client;
    if (memory.unanswered) {
      const landed = await findLanded(api, target, memory.knownId);
      memory.unanswered = false;
      if (landed) {
        memory.knownId = landed.id;
        return { kind: 'landed', link: landed };
      }
    }
    const created = await api.withVersion(version).links.create(input!);
    memory.knownId = created.id;
    memory.skipDuplicate = true;
    return { kind: 'created', link: created };
  } catch (error) {
    const read = await readStoreFailure(error, form, client, version);
    if (read.fields) return { kind: 'fields', fields: read.fields };
    if (read.mayHaveLanded) memory.unanswered = true;
    // The network or the server is down (not a refusal of the cross-origin request): what the
    // user asked for may wait in the offline queue ("Shorten when back online").
    const queue = read.mayHaveLanded && !read.corsOrigin && input ? { input, profileId: settings.profileId } : undefined;
    return { kind: 'failed', error: read.error, corsOrigin: read.corsOrigin, queue };
  }
}

export function copyLink(what: 'url' | 'markdown', link: Link, title?: string): Promise<boolean> {
  return copyText(what === 'url' ? link.short_url : markdownLink(link.title || title || link.url, link.short_url));
}
