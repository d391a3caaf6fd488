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
import type { Link, LinkCreateInput } from '../api/schemas';
import type { ApiVersion } from '../api/versions';
import type { FieldErrors } from '../link-form/field-errors';
import { emptyLinkForm, type LinkFormState } from '../link-form/state';
import { failureOf, fieldsOf, retryAfterWait, type Failure } from './failure';
import { isLinkShown, onDomainInput, usedInstead, withReplaced, type Action, type Copied, type FlowDeps, type FlowState, type Shown } from './flow-state';
import { markdownLink } from '../clipboard/page';
import { presetOf } from '../settings/preset-defaults';
import { defaultRequest } from './input';
import { enableInput } from './also-on';
import { decideForDefaults, findPageLinks, PageLinksOnce } from './page-link';
import { shorten } from './shorten';
import { changeLink } from '../actions/change-link';
import type { IndexNotes } from '../actions/index-notes';
import { prepareStore } from '../link-form/prepare';

export type { Failure };
export type { Copied, FlowDeps, FlowState, ShownState, Shown, Step } from './flow-state';
export { isLinkShown } from './flow-state';

export class ShortenFlow {
  /** The state the popup's views render; each listener hears of every change. */
  state: FlowState = { step: 'input' };
  copied: Copied = null;
  /** What the popup says once: the link was deleted, or its changes saved. */
  notice: 'deleted' | 'saved' | null = null;
  /**
   * The form was shown, so the user may have typed a draft for the page. Until then there is none
   * (the automatic mode starts only without one): a link made needs no draft cleared.
   */
  private formShown = false;
  private readonly listeners = new Set<() => void>();
  /** The page's links, asked once per address and kept while the popup is open; the newest link id seen. */
  private readonly links = new PageLinksOnce((url) => findPageLinks(this.deps.client, url, this.deps.findLocal));
  /** The page's draft made a link in this popup (and was cleared): the popup no longer names it. */
  draftUsed = false;
  /** Set once the user wants a new link (made one, deleted it, "Create another"): no link of the page is offered. */
  private wantNew = false;
  /** A store got no answer and may have made the link: the newest link id known before it, looked for first next time. */
  private lost: number | null = null;
  private last: Action | null = null;
  private busy = false;
  private stopTimer: (() => void) | null = null;
  /** The form as it is now (the popup's), for a store sent again by itself after a rate limit. */
  private form: (() => LinkFormState) | null = null;

  constructor(private readonly deps: FlowDeps) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Copies the link shown (its short URL, or as Markdown), and says whether it worked. */
  async copy(what: 'url' | 'markdown'): Promise<void> {
    const state = this.state;
    if (!isLinkShown(state)) return;
    const { link } = state;
    const text = what === 'url' ? link.short_url : markdownLink(link.title || this.deps.title || link.url, link.short_url);
    this.copied = (await this.deps.copy(text)) ? what : 'failed';
    this.set({ ...state });
  }

  /** Where the form as it is now is read from (the popup's form, once it is shown). */
  formFrom(latest: () => LinkFormState): void {
    this.form = latest;
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
    return this.links.get(page).then(
      async (known) => {
        if (this.state.step !== 'input' || this.busy || this.wantNew) return;
        const verdict = decideForDefaults(settings, page, known);
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
    return isLinkShown(state) ? this.run({ kind: 'domain', input: onDomainInput(state.link, domainId, alias) }) : Promise.resolve(undefined);
  }

  /** "Use it": one of the page's other links instead of the one shown. */
  async use(link: Link): Promise<void> {
    await this.show('existing', usedInstead(this.state, link), true);
  }

  /**
   * "Enable it": one of the page's other links that is off (disabled, or its v49 period over) turned
   * back on (lib/shorten/also-on.ts says what is sent), then shown instead. Its failure is answered.
   */
  async enable(link: Link): Promise<Failure | undefined> {
    const { client, index } = this.deps;
    const now = Date.now();
    const { version } = client;
    if (version === null || !enableInput(link, version, now)) return undefined;
    // The one state change (lib/actions/change-link.ts), as the Links manager's switch makes it.
    const outcome = await changeLink({ client, version, index }, link, { kind: 'enable' }, { timeZone: null, now });
    if (outcome.status === 'failed') return this.failureOf(outcome.error, true, false);
    if (outcome.status === 'changed') await this.use(outcome.link);
    return undefined;
  }

  /** Where a link shown here is changed or deleted (lib/actions), so the index hears of it as this flow's links. */
  get index(): IndexNotes {
    return this.deps.index;
  }

  /** The link made just now and replaced was deleted (lib/actions/delete-link.ts told the index). */
  replacedDeleted(): void {
    const state = this.state;
    if (!isLinkShown(state) || !state.replaced) return;
    this.set({ ...state, replaced: undefined });
  }

  /** The page's link is not the one wanted: the form, for a new one. */
  createAnother(): void {
    this.wantNew = true;
    this.copied = null;
    this.notice = null;
    this.set({ step: 'input' });
  }

  /** The link shown was deleted (lib/actions/delete-link.ts told the index): the form again, for a new one. */
  deleted(): void {
    this.createAnother();
    this.notice = 'deleted';
    this.set({ step: 'input' });
  }

  /**
   * The link was changed (lib/actions/edit-link.ts told the index): shown as it is now, copied
   * again when its short URL moved (and copying is on).
   */
  async edited(link: Link): Promise<void> {
    const state = this.state;
    if (!isLinkShown(state)) return;
    this.copied = null;
    this.notice = 'saved';
    this.set({ ...state, link });
    if (link.short_url !== state.link.short_url && this.deps.settings.autoCopy) await this.copy('url');
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
  async queueRequest(form: LinkFormState): Promise<{ input: LinkCreateInput; profileId: string } | null> {
    const prepared = await this.prepare(form);
    if ('errors' in prepared) {
      this.set({ step: 'input', fields: prepared.errors });
      return null;
    }
    return { input: prepared.input, profileId: this.deps.settings.profileId };
  }

  private async prepare(form: LinkFormState): Promise<{ input: LinkCreateInput; version: ApiVersion | null } | { errors: FieldErrors }> {
    return prepareStore(form, () => this.deps.instance());
  }

  private async run(action: Action): Promise<Failure | undefined> {
    if (this.busy) return;
    this.busy = true;
    this.notice = null;
    this.dispose();
    this.last = action;
    // The version the store names its fields for: the client's unless the form needed it asked.
    let version = this.deps.client.version;
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
        input = prepared.input;
        version = prepared.version ?? version;
      }
      // Another domain is asked for from the link shown, which stays while it is made.
      if (action.kind !== 'domain') this.set({ step: this.wantNew ? 'storing' : 'checking' });
      const outcome = await shorten(
        { input, reuse: !this.wantNew || action.kind === 'domain' },
        {
          client: version === null ? this.deps.client : this.deps.client.withVersion(version),
          pageLinks: (page) => this.links.get(page),
          standIn: true,
          unanswered: this.lost === null ? undefined : { knownId: this.lost },
          beforeStore: () => {
            sent = true;
            if (action.kind !== 'domain') this.set({ step: 'storing' });
          },
        },
      );
      this.lost = null;
      this.links.saw(outcome.link.id);
      // A link of its own now: the page's link is no longer offered for the next one.
      if (outcome.kind !== 'existing') this.wantNew = true;
      const replaced = action.kind === 'domain' && shown ? (shown.step === 'created' ? shown.link : shown.replaced) : undefined;
      // The preset the link was made with, for the line that says what it got.
      const presetId = action.kind === 'auto' ? this.deps.settings.defaultPresetId : action.kind === 'submit' ? action.form.presetId : null;
      const preset = action.kind === 'domain' ? shown?.preset : presetOf(this.deps.settings, presetId)?.name;
      await this.show(
        outcome.kind,
        { ...withReplaced(outcome, replaced), ...(preset ? { preset } : {}) },
        outcome.kind !== 'existing' || action.kind !== 'submit',
      );
    } catch (error) {
      return await this.fail(error, action, version, sent);
    } finally {
      this.busy = false;
    }
  }

  private set(state: FlowState): void {
    if (state.step === 'input') this.formShown = true;
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  /** Shows `shown`, tells the background, and copies it once when it should be (never a link only the device knows). */
  private async show(step: 'existing' | 'created' | 'landed', shown: Shown, copy: boolean): Promise<void> {
    // Before the link shows: a popup closed at once must not leave the draft to come back.
    if (step !== 'existing' && this.formShown) {
      this.draftUsed = true;
      await this.deps.clearDraft().catch(() => undefined);
    }
    this.copied = null;
    this.set({ step, ...shown });
    if (!shown.fromDevice) this.deps.index.saved(shown.link);
    if (copy && !shown.fromDevice && this.deps.settings.autoCopy) await this.copy('url');
  }

  private failureOf(error: unknown, sent: boolean, submitted: boolean): Promise<Failure> {
    const { client, refusedCrossOrigin } = this.deps;
    return failureOf(error, { sent, submitted, baseUrl: client.baseUrl, refusedCrossOrigin });
  }

  private async fail(error: unknown, action: Action, version: ApiVersion | null, sent: boolean): Promise<Failure | undefined> {
    const failure = await this.failureOf(error, sent, action.kind === 'submit');
    // A refusal that names fields says it at them: the automatic shorten's too (a missing domain).
    const fields =
      action.kind === 'domain' ? null : await fieldsOf(failure, action.kind === 'submit' ? action.form : (this.form?.() ?? emptyLinkForm()), version);
    if (fields) return void this.set({ step: 'input', fields });
    if (failure.unanswered) this.lost = this.links.knownId;
    // Another domain refused: the link shown stays, and the failure goes to the one who asked.
    if (action.kind === 'domain' && !failure.unanswered) return failure;
    this.set({ step: 'failed', failure });
    if (failure.error.name === 'RateLimitError') {
      const again = (): Action => (action.kind === 'submit' && this.form ? { kind: 'submit', form: this.form() } : action);
      this.stopTimer = retryAfterWait(failure.error, () => void this.run(again()), this.deps.setTimer);
    }
  }
}
