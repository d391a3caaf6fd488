/**
 * The popup's shorten, as states its views render. No UI here: the popup's components show each
 * state and call the actions; everything that decides lives here.
 *
 *   input ──submit──▶ checking ──▶ existing                  (the page had this link)
 *     ▲                  │
 *     │                  └──────▶ storing ──▶ created         (made now)
 *     │                                   ├──▶ landed          (an unanswered store had made it)
 *     └──── fields ◀─────────────────────┴──▶ failed ──retry──▶ …
 *
 * The choice is made once, by `start`: `auto` checks and stores with the profile's defaults at
 * once; `manual` shows the form while the page's links are looked for, and shows the page's link
 * instead when one is what the defaults would make; `held` (an address with a secret-looking
 * parameter) shows the form and sends nothing until Shorten. A link is copied once, when it is
 * first shown (automatic mode, or any mode when it was made now), if the user lets Linklet copy,
 * and never when only the device knows it. A store refused for the rate limit is sent again by
 * itself once the wait the server asked for is over.
 */
import type { ApiErrorData } from '../api/errors';
import type { ApiClient } from '../api/client';
import type { Link, LinkCreateInput } from '../api/schemas';
import type { ApiVersion } from '../api/versions';
import type { InstanceInfo } from '../instance/info';
import { markdownLink } from '../clipboard/page';
import type { FieldErrors } from '../link-form/field-errors';
import { emptyLinkForm, type LinkFormState } from '../link-form/state';
import type { QueueRequest } from '../queue/queue';
import type { Settings } from '../settings/schema';
import { failureOf, retryAfterWait, type Failure, type SetTimer } from './failure';
import { defaultRequest } from './input';
import { decide, findPageLinks, type FindLocal, type PageLinks } from './page-link';
import { shorten, type ShortenOutcome } from './shorten';
import { wantedOf } from './wanted';

export type { Failure };
export type Copied = 'url' | 'markdown' | 'failed' | null;

/** A link shown, the page's other links with it, and the one made just now that it replaced. */
export interface Shown {
  link: Link;
  others: Link[];
  /** Known from this device alone: the server's list failed so (the link is shown as such, not copied). */
  fromDevice?: ApiErrorData;
  /** The link made in this popup before the one shown ("Use it", "On another domain…"): offered for deletion. */
  replaced?: Link;
}

export type FlowState =
  /** The form, for the user to fill; `fields`: what the last attempt said of them; `others`: the page's links. */
  | { step: 'input'; fields?: FieldErrors; others?: Link[] }
  | { step: 'checking' }
  | { step: 'storing' }
  | ({ step: 'existing' | 'created' | 'landed' } & Shown)
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
  /** A link was deleted: the background's index drops it. */
  forget(id: number): void;
  /** The page's draft is done with (its link exists now). */
  clearDraft(): Promise<void>;
  setTimer?: SetTimer;
}

/** What a shorten does: the defaults at once, the form as sent, or the shown link again on another domain. */
type Action = { kind: 'auto' } | { kind: 'submit'; form: LinkFormState } | { kind: 'domain'; input: LinkCreateInput };

export class ShortenFlow {
  state: FlowState = { step: 'input' };
  copied: Copied = null;
  /** What the popup says once: the link was deleted, or its changes saved. */
  notice: 'deleted' | 'saved' | null = null;
  private readonly listeners = new Set<() => void>();
  /** The page's links, asked once per address and kept while the popup is open. */
  private check: { url: string; links: Promise<PageLinks> } | null = null;
  /** Set once the user wants a new link (made one, deleted it, "Create another"): no link of the page is offered. */
  private wantNew = false;
  /** A store got no answer and may have made the link: the newest link id known before it, looked for first next time. */
  private lost: number | null = null;
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

  /** The one choice (see the top). A page that cannot be shortened is always the form. */
  start(mode: 'auto' | 'manual' | 'held'): Promise<void> {
    const { page, settings } = this.deps;
    if (mode === 'auto' && page) return this.run({ kind: 'auto' }).then(() => undefined);
    this.set({ step: 'input' });
    if (!page || mode === 'held') return Promise.resolve();
    return this.pageLinks(page).then(
      async (known) => {
        if (this.state.step !== 'input' || this.busy || this.wantNew) return;
        let verdict = decide(null, known);
        try {
          verdict = decide(wantedOf(defaultRequest(settings, page).input), known);
        } catch {
          // No default domain: no link is the defaults' one; the page's links are named.
        }
        if (verdict.link) return this.show('existing', { ...verdict, link: verdict.link }, false);
        // The server's list failed, and no link of the device is the one wanted: said now.
        if (known.failure) return this.set({ step: 'failed', failure: await this.failureOf(known.failure, false, false) });
        if (verdict.others.length > 0) this.set({ ...this.state, others: verdict.others });
      },
      // Said now (a rejected key fails every request), rather than after the user filled the form.
      async (error: unknown) => {
        if (this.state.step === 'input' && !this.busy) this.set({ step: 'failed', failure: await this.failureOf(error, false, false) });
      },
    );
  }

  /** Shorten pressed, with the form as it is now. */
  async submit(form: LinkFormState): Promise<void> {
    await this.run({ kind: 'submit', form });
  }

  /** "Try again": the last action, with the form as it is now when it was a submit. */
  async retry(form?: LinkFormState): Promise<void> {
    const last = this.last;
    if (last) await this.run(last.kind === 'submit' && form ? { kind: 'submit', form } : last);
  }

  /**
   * "On another domain…": the shown link's page, space and pixels on `domainId` (and `alias`, when
   * given). Its failure is answered, the link shown staying as it was; none: it is shown.
   */
  onDomain(domainId: number, alias = ''): Promise<Failure | undefined> {
    const state = this.state;
    if (!isLinkShown(state)) return Promise.resolve(undefined);
    const { link } = state;
    const input: LinkCreateInput = { url: link.url, domain_id: domainId };
    const space = link.space_id ?? (typeof link.space === 'object' ? link.space?.id : link.space);
    if (space) input.space_id = space;
    const pixels = (link.pixels ?? []).map((p) => (typeof p === 'number' ? p : p.id));
    if (pixels.length > 0) input.pixel_ids = pixels;
    if (alias.trim()) input.alias = alias.trim();
    return this.run({ kind: 'domain', input });
  }

  /** "Use it": one of the page's other links instead of the one shown. */
  async use(link: Link): Promise<void> {
    const state = this.state;
    const shown = isLinkShown(state) ? state : null;
    const others = [...(shown ? [shown.link] : []), ...(shown?.others ?? (state.step === 'input' ? state.others : undefined) ?? [])].filter((other) => other.id !== link.id);
    const replaced = shown?.step === 'created' ? shown.link : shown?.replaced;
    await this.show('existing', { link, others: replaced ? others.filter((other) => other.id !== replaced.id) : others, ...(replaced ? { replaced } : {}) }, true);
  }

  /** The link made just now and replaced was deleted. */
  replacedDeleted(): void {
    const state = this.state;
    if (!isLinkShown(state) || !state.replaced) return;
    this.deps.forget(state.replaced.id);
    this.set({ ...state, replaced: undefined });
  }

  /** The page's link is not the one wanted: the form, for a new one. */
  createAnother(): void {
    this.wantNew = true;
    this.copied = null;
    this.notice = null;
    this.set({ step: 'input' });
  }

  /** The link shown was deleted: the form again, for a new one. */
  deleted(): void {
    if (isLinkShown(this.state)) this.deps.forget(this.state.link.id);
    this.createAnother();
    this.notice = 'deleted';
    this.set({ step: 'input' });
  }

  /** The link was changed: shown as it is now, copied again when its short URL moved (and copying is on). */
  async edited(link: Link): Promise<void> {
    const state = this.state;
    if (!isLinkShown(state)) return;
    this.deps.saved(link);
    this.copied = null;
    this.notice = 'saved';
    this.set({ ...state, link });
    if (link.short_url !== state.link.short_url && this.deps.settings.autoCopy) await this.copy('url');
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

  /**
   * What "Shorten when back online" puts in the offline queue, for the popup's profile: the form
   * as it is when pressed (typing after the failure included), or its field errors, said at the
   * fields (null). Options named by the version need it known (from the last minutes' facts, as
   * the server is down); without it this throws rather than send them under a guessed name.
   */
  async queueRequest(form: LinkFormState): Promise<QueueRequest | null> {
    const prepared = await this.prepare(form);
    if ('errors' in prepared) {
      this.set({ step: 'input', fields: prepared.errors });
      return null;
    }
    return { input: prepared.input, profileId: this.deps.settings.profileId };
  }

  /** The page's links for `url`, asked once per address and kept while the popup is open. */
  private pageLinks(url: string): Promise<PageLinks> {
    if (this.check?.url !== url) {
      const links = findPageLinks(this.deps.client, url, this.deps.findLocal).then(
        (known) => {
          for (const link of known.links) this.knownId = Math.max(this.knownId, link.id);
          // What only the device knew is asked of the server again next time.
          if (known.failure && this.check?.links === links) this.check = null;
          return known;
        },
        (error: unknown) => {
          // Asked again next time: a failed check is not "no link".
          if (this.check?.links === links) this.check = null;
          throw error;
        },
      );
      links.catch(() => undefined);
      this.check = { url, links };
    }
    return this.check.links;
  }

  private async prepare(form: LinkFormState): Promise<{ input: LinkCreateInput; version: ApiVersion } | { errors: FieldErrors }> {
    // The form's checks load when it is first sent: one click needs none of them.
    const { prepareCreate, setsVersionedOptions } = await import('../link-form/prepare');
    let version: ApiVersion = 44;
    let timeZone: string | null | undefined;
    if (setsVersionedOptions(form)) ({ version, timezone: timeZone } = await this.deps.instance());
    const prepared = prepareCreate(form, version, timeZone);
    return 'errors' in prepared ? prepared : { input: prepared.input, version };
  }

  private async run(action: Action): Promise<Failure | undefined> {
    if (this.busy) return;
    this.busy = true;
    this.notice = null;
    this.dispose();
    this.last = action;
    let version: ApiVersion = 44;
    /** The store left: a failure without an answer may have made the link. */
    let sent = false;
    const shown = isLinkShown(this.state) ? this.state : null;
    try {
      let input: LinkCreateInput;
      if (action.kind === 'auto') input = defaultRequest(this.deps.settings, this.deps.page).input;
      else if (action.kind === 'domain') input = action.input;
      else {
        const prepared = await this.prepare(action.form);
        if ('errors' in prepared) {
          this.set({ step: 'input', fields: prepared.errors });
          return;
        }
        ({ input, version } = prepared);
      }
      // Another domain is asked for from the link shown, which stays while it is made.
      if (action.kind !== 'domain') this.set({ step: this.wantNew ? 'storing' : 'checking' });
      const outcome = await shorten(
        { input, reuse: !this.wantNew || action.kind === 'domain' },
        {
          client: this.deps.client.withVersion(version),
          pageLinks: (page) => this.pageLinks(page),
          standIn: true,
          unanswered: this.lost === null ? undefined : { knownId: this.lost },
          beforeStore: () => {
            sent = true;
            if (action.kind !== 'domain') this.set({ step: 'storing' });
          },
        },
      );
      this.lost = null;
      this.knownId = Math.max(this.knownId, outcome.link.id);
      // A link of its own now: the page's link is no longer offered for the next one.
      if (outcome.kind !== 'existing') this.wantNew = true;
      const replaced = action.kind === 'domain' && shown ? (shown.step === 'created' ? shown.link : shown.replaced) : undefined;
      await this.show(outcome.kind, withReplaced(outcome, replaced), outcome.kind !== 'existing' || action.kind !== 'submit');
    } catch (error) {
      return await this.fail(error, action, version, sent);
    } finally {
      this.busy = false;
    }
  }

  /** Shows `shown`, tells the background, and copies it once when it should be (never a link only the device knows). */
  private async show(step: 'existing' | 'created' | 'landed', shown: Shown, copy: boolean): Promise<void> {
    // Before the link shows: a popup closed at once must not leave the draft to come back.
    if (step !== 'existing' && this.formShown) await this.deps.clearDraft().catch(() => undefined);
    this.copied = null;
    this.set({ step, ...shown });
    if (!shown.fromDevice) this.deps.saved(shown.link);
    if (copy && !shown.fromDevice && this.deps.settings.autoCopy) await this.copy('url');
  }

  private failureOf(error: unknown, sent: boolean, submitted: boolean): Promise<Failure> {
    const { client, refusedCrossOrigin } = this.deps;
    return failureOf(error, { sent, submitted, baseUrl: client.baseUrl, refusedCrossOrigin });
  }

  private async fail(error: unknown, action: Action, version: ApiVersion, sent: boolean): Promise<Failure | undefined> {
    const failure = await this.failureOf(error, sent, action.kind === 'submit');
    // A refusal that names fields says it at them: the automatic shorten's too (a missing domain).
    if (action.kind !== 'domain') {
      const form = action.kind === 'submit' ? action.form : (this.form?.() ?? emptyLinkForm());
      const fields = failure.error.fields ? (await import('../link-form/server-errors')).fieldErrorsFromApi(failure.error, form, version) : {};
      if (Object.keys(fields).length > 0) {
        this.set({ step: 'input', fields });
        return;
      }
    }
    if (failure.unanswered) this.lost = this.knownId;
    // Another domain refused: the link shown stays, and the failure goes to the one who asked.
    if (action.kind === 'domain' && !failure.unanswered) return failure;
    this.set({ step: 'failed', failure });
    if (failure.error.name === 'RateLimitError') {
      const again = (): Action => (action.kind === 'submit' && this.form ? { kind: 'submit', form: this.form() } : action);
      this.stopTimer = retryAfterWait(failure.error, () => void this.run(again()), this.deps.setTimer);
    }
  }
}

const withReplaced = (outcome: ShortenOutcome, replaced: Link | undefined): Shown => {
  const others = replaced ? outcome.others.filter((link) => link.id !== replaced.id && link.id !== outcome.link.id) : outcome.others;
  return { link: outcome.link, others, ...(outcome.fromDevice ? { fromDevice: outcome.fromDevice } : {}), ...(replaced && replaced.id !== outcome.link.id ? { replaced } : {}) };
};
