/**
 * The popup's shorten, as states its views render. No UI here: the popup's components show each
 * state and call the actions; everything that decides lives here.
 *
 *   input ──submit──▶ checking ──▶ existing                  (the page had its link)
 *     ▲                  │
 *     │                  └──────▶ storing ──▶ created         (made now)
 *     │                                   ├──▶ landed          (an unanswered store had made it)
 *     └──── fields ◀─────────────────────┴──▶ failed ──retry──▶ …
 *
 * The automatic or manual choice is made once, by `start`: automatic goes straight to checking
 * with the profile's defaults; manual shows the form while the page's link is looked for, and
 * shows that link instead when there is one. A link is copied once, when it is first shown
 * (automatic mode, or any mode when it was made now), if the user lets Linklet copy. A store
 * refused for the rate limit is sent again by itself once the wait the server asked for is over.
 */
import type { ApiClient } from '../api/client';
import { toErrorData, type ApiErrorData } from '../api/errors';
import type { Link, LinkCreateInput } from '../api/schemas';
import type { ApiVersion } from '../api/versions';
import type { Problem } from '../problems/problem';
import type { InstanceInfo } from '../instance/info';
import { markdownLink } from '../clipboard/page';
import { connectionProblem } from '../connection/state';
import { buildCreateInput } from '../link-form/build';
import type { FieldErrors } from '../link-form/field-errors';
import { fieldErrorsFromApi } from '../link-form/server-errors';
import { emptyLinkForm, type LinkFormState } from '../link-form/state';
import { validateLinkForm } from '../link-form/validate';
import type { QueueRequest } from '../queue/queue';
import { serverWait } from '../rate-limit';
import type { Settings } from '../settings/schema';
import { defaultRequest } from './input';
import { mayHaveLanded } from './outage';
import { findPageLink, type FindLocal } from './page-link';
import { shorten } from './shorten';

export type Copied = 'url' | 'markdown' | 'failed' | null;

export interface Failure {
  error: ApiErrorData;
  /**
   * What the popup says of it: the error, or a "network error" that was the server refusing a
   * cross-origin request as that (lib/connection/state.ts `connectionProblem`, as for any check).
   */
  problem: Problem;
  /**
   * The network or the server is down (not a refusal of the cross-origin request): what the form
   * holds may wait in the offline queue ("Shorten when back online").
   */
  outage?: true;
  /** The store left and its answer could not be read: it may have made the link (not a sign of a broken connection). */
  unanswered?: true;
  /**
   * The popup's own start failed (the look for the page's link, or the automatic shorten): the
   * first word from the server, which may say the connection is broken. A failure of what the
   * user sent from the form keeps the form, whatever it says.
   */
  atStart?: true;
}

export type FlowState =
  /** The form, for the user to fill; `fields`: what the last attempt said of them. */
  | { step: 'input'; fields?: FieldErrors }
  | { step: 'checking' }
  | { step: 'storing' }
  | { step: 'existing' | 'created' | 'landed'; link: Link }
  | { step: 'failed'; failure: Failure };

export type Step = FlowState['step'];

/** The states that show a link. */
export type LinkState = Extract<FlowState, { link: Link }>;
export const isLinkShown = (state: FlowState): state is LinkState => state.step === 'existing' || state.step === 'created' || state.step === 'landed';

export interface FlowDeps {
  client: ApiClient;
  settings: Settings;
  /** The tab's page ('' when it cannot be shortened): what the automatic shorten stores. */
  page: string;
  /** The page's title, for "Copy as Markdown" when the server has none. */
  title?: string;
  /** The background's index (./page-link.ts FindLocal). */
  findLocal: FindLocal;
  /** Puts text on the clipboard; false when refused. */
  copy(text: string): Promise<boolean>;
  /** The instance as the form's versioned options need it (lib/instance/ask.ts `knownInstance`). */
  instance(): Promise<InstanceInfo>;
  /** Whether a network error was the server refusing a cross-origin request (lib/connection/reachability.ts). */
  refusedCrossOrigin(baseUrl: string): Promise<boolean>;
  /** A link was made or changed, or one was found: the background's index hears of it. */
  saved(link: Link): void;
  /** The page's draft is done with (its link exists now). */
  clearDraft(): Promise<void>;
  /** For the wait after a rate limit (tests pass their own). */
  setTimer?(run: () => void, ms: number): () => void;
}

// Domain, alias, space, pixels and the preset are named alike in both versions; anything else
// needs the instance's version, never guessed (v49 reads v44's `password` as another password).
const BASIC = new Set(['url', 'domainId', 'alias', 'spaceId', 'pixelIds', 'presetId']);

/** Whether the form sets an option whose name depends on the instance's version ("More options"). */
export function setsVersionedOptions(form: LinkFormState): boolean {
  const empty = emptyLinkForm();
  return (Object.keys(form) as Array<keyof LinkFormState>).some((name) => !BASIC.has(name) && JSON.stringify(form[name]) !== JSON.stringify(empty[name]));
}

/** The store input of the form for an instance of `version`, or its field errors. */
export function prepareCreate(form: LinkFormState, version: ApiVersion = 44, timeZone?: string | null): { input: LinkCreateInput } | { errors: FieldErrors } {
  const errors = validateLinkForm(form, 'create', version, { timeZone });
  return Object.keys(errors).length > 0 ? { errors } : { input: buildCreateInput(form, form.url.trim(), version) };
}

type Action = { kind: 'auto' } | { kind: 'submit'; form: LinkFormState };

export class ShortenFlow {
  state: FlowState = { step: 'input' };
  copied: Copied = null;
  /** What the popup says once: the link was deleted, or its changes saved. */
  notice: 'deleted' | 'saved' | null = null;
  private readonly listeners = new Set<() => void>();
  /** The page's link, asked once (at start) for the page's address; null once it failed. */
  private check: { url: string; link: Promise<Link | null> } | null = null;
  /** Set once the user wants a new link (made one, deleted it, "Create another"): no link of the page is offered. */
  private skipDuplicate = false;
  /** A store got no answer and may have made the link: the next try looks for it first. */
  private unanswered = false;
  /** The newest link known for the address, so a newer exact match is the one a lost answer made. */
  private knownId = 0;
  private last: Action | null = null;
  private busy = false;
  private stopTimer: (() => void) | null = null;
  /**
   * The form was shown, so the user may have typed a draft for the page. Until then there is none
   * (the automatic mode starts only without one): a link made needs no draft cleared.
   */
  private formShown = false;
  /** The form as it is now (the popup's), for a store sent again by itself after a rate limit. */
  private form: (() => LinkFormState) | null = null;

  constructor(private readonly deps: FlowDeps) {}

  /** Where the form as it is now is read from (the popup's form, once it is shown). */
  formFrom(latest: () => LinkFormState): void {
    this.form = latest;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(state: FlowState): void {
    if (state.step === 'input') this.formShown = true;
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  /** Whether a store is under way: Shorten does nothing then, however often it is pressed. */
  get storing(): boolean {
    return this.busy;
  }

  /**
   * The one choice: `auto` checks and stores with the defaults at once; `manual` shows the form
   * and looks for the page's link meanwhile. A page that cannot be shortened is always manual.
   */
  start(mode: 'auto' | 'manual'): Promise<void> {
    const { page } = this.deps;
    if (mode === 'auto' && page) return this.run({ kind: 'auto' });
    this.set({ step: 'input' });
    if (!page) return Promise.resolve();
    return this.pageLink(page).then(
      (found) => {
        if (found && this.state.step === 'input' && !this.busy && !this.skipDuplicate) return this.show('existing', found, false);
      },
      // Said now (a rejected key fails every request), rather than after the user filled the form.
      async (error: unknown) => {
        if (this.state.step === 'input' && !this.busy) await this.fail(error, null, 44);
      },
    );
  }

  /** Shorten pressed, with the form as it is now. */
  submit(form: LinkFormState): Promise<void> {
    return this.run({ kind: 'submit', form });
  }

  /** "Try again": the last action, with the form as it is now when it was a submit. */
  retry(form?: LinkFormState): Promise<void> {
    const last = this.last;
    if (!last) return Promise.resolve();
    return this.run(last.kind === 'submit' && form ? { kind: 'submit', form } : last);
  }

  /** The page's link is not the one wanted: the form, for a new one. */
  createAnother(): void {
    this.skipDuplicate = true;
    this.copied = null;
    this.notice = null;
    this.set({ step: 'input' });
  }

  /** The link was deleted (the background is told by the caller): the form again, for a new one. */
  deleted(): void {
    this.skipDuplicate = true;
    this.copied = null;
    this.notice = 'deleted';
    this.set({ step: 'input' });
  }

  /** The link was edited: shown as it is now, copied again when its short URL moved (and copying is on). */
  async edited(link: Link): Promise<void> {
    const state = this.state;
    if (!isLinkShown(state)) return;
    const moved = link.short_url !== state.link.short_url;
    this.deps.saved(link);
    this.copied = null;
    this.notice = 'saved';
    this.set({ step: state.step, link });
    if (moved && this.deps.settings.autoCopy) await this.copy('url');
  }

  async copy(what: 'url' | 'markdown'): Promise<void> {
    const state = this.state;
    if (!isLinkShown(state)) return;
    const { link } = state;
    const text = what === 'url' ? link.short_url : markdownLink(link.title || this.deps.title || link.url, link.short_url);
    this.copied = (await this.deps.copy(text)) ? what : 'failed';
    this.set({ ...state });
  }

  /** Stops a wait for the rate limit (the popup closed, or the user acted first). */
  dispose(): void {
    this.stopTimer?.();
    this.stopTimer = null;
  }

  /** The page's link for `url`, asked once per address and kept while the popup is open. */
  private pageLink(url: string): Promise<Link | null> {
    if (this.check?.url !== url) {
      const link = findPageLink(this.deps.client, url, this.deps.findLocal).then(
        (found) => {
          if (found) this.knownId = Math.max(this.knownId, found.id);
          return found;
        },
        (error: unknown) => {
          // Asked again next time: a failed check is not "no link".
          if (this.check?.link === link) this.check = null;
          throw error;
        },
      );
      link.catch(() => undefined);
      this.check = { url, link };
    }
    return this.check.link;
  }

  private async run(action: Action): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.notice = null;
    this.dispose();
    this.last = action;
    let input: LinkCreateInput | undefined;
    let version: ApiVersion = 44;
    /** The store left: a failure without an answer may have made the link. */
    let sent = false;
    try {
      let url: string;
      if (action.kind === 'auto') {
        ({ url, input } = defaultRequest(this.deps.settings, this.deps.page));
      } else {
        let timeZone: string | null | undefined;
        if (setsVersionedOptions(action.form)) ({ version, timezone: timeZone } = await this.deps.instance());
        const prepared = prepareCreate(action.form, version, timeZone);
        if ('errors' in prepared) return this.set({ step: 'input', fields: prepared.errors });
        input = prepared.input;
        url = input.url;
      }
      this.set({ step: this.skipDuplicate ? 'storing' : 'checking' });
      const outcome = await shorten(
        { url, input, reuse: !this.skipDuplicate },
        {
          client: this.deps.client.withVersion(version),
          lookup: (page) => this.pageLink(page),
          unanswered: this.unanswered ? { knownId: this.knownId } : undefined,
          beforeStore: () => {
            sent = true;
            this.set({ step: 'storing' });
          },
        },
      );
      this.unanswered = false;
      this.knownId = Math.max(this.knownId, outcome.link.id);
      // A link of its own now: the page's link is no longer offered for the next one.
      if (outcome.kind !== 'existing') this.skipDuplicate = true;
      await this.show(outcome.kind, outcome.link, outcome.kind !== 'existing' || action.kind === 'auto');
    } catch (error) {
      await this.fail(error, action, version, sent);
    } finally {
      this.busy = false;
    }
  }

  /**
   * What "Shorten when back online" puts in the offline queue, for the popup's profile: the form
   * as it is when pressed (typing after the failure included), or its field errors, said at the
   * fields (null). Options named by the version need it known (from the last minutes' facts, as
   * the server is down); without it this throws rather than send them under a guessed name.
   */
  async queueRequest(form: LinkFormState): Promise<QueueRequest | null> {
    let version: ApiVersion = 44;
    let timeZone: string | null | undefined;
    if (setsVersionedOptions(form)) ({ version, timezone: timeZone } = await this.deps.instance());
    const prepared = prepareCreate(form, version, timeZone);
    if ('errors' in prepared) {
      this.set({ step: 'input', fields: prepared.errors });
      return null;
    }
    return { input: prepared.input, profileId: this.deps.settings.profileId };
  }

  /** Shows `link`, tells the background, and copies it once when it should be. */
  private async show(step: 'existing' | 'created' | 'landed', link: Link, copy: boolean): Promise<void> {
    // Before the link shows: a popup closed at once must not leave the draft to come back.
    if (step !== 'existing' && this.formShown) await this.deps.clearDraft().catch(() => undefined);
    this.copied = null;
    this.set({ step, link });
    this.deps.saved(link);
    if (copy && this.deps.settings.autoCopy) await this.copy('url');
  }

  /** `action`: what failed (null: the manual start's look for the page's link). */
  private async fail(error: unknown, action: Action | null, version: ApiVersion, sent = false): Promise<void> {
    const data = toErrorData(error);
    // A refusal that names fields says it at them: the automatic shorten's too (a missing domain).
    const shown = action?.kind === 'submit' ? action.form : action ? (this.form?.() ?? emptyLinkForm()) : null;
    const fields = shown ? fieldErrorsFromApi(data, shown, version) : {};
    if (Object.keys(fields).length > 0) return this.set({ step: 'input', fields });
    const landed = mayHaveLanded(data);
    if (landed && sent) this.unanswered = true;
    const cors = data.name === 'NetworkError' && (await this.deps.refusedCrossOrigin(this.deps.client.baseUrl).catch(() => false));
    this.set({ step: 'failed', failure: { error: data, problem: connectionProblem(data, this.deps.client.baseUrl, cors), ...(landed && !cors ? { outage: true as const } : {}), ...(landed && sent ? { unanswered: true as const } : {}), ...(action?.kind !== 'submit' ? { atStart: true as const } : {}) } });
    // Told to wait: what was asked for goes by itself once the wait is over (bounded,
    // lib/rate-limit.ts), with the form as it is then.
    if (data.name === 'RateLimitError' && action) {
      const again = (): Action => (action.kind === 'submit' && this.form ? { kind: 'submit', form: this.form() } : action);
      const setTimer = this.deps.setTimer ?? ((run, ms) => ((id) => () => clearTimeout(id))(setTimeout(run, ms)));
      this.stopTimer = setTimer(() => void this.run(again()), serverWait(data.retryAfter) * 1000 + 100);
    }
  }
}
