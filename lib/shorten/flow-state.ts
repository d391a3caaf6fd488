/**
 * What the popup's shorten (./flow.ts) is given and what it shows: its states, the link shown with
 * the page's other links, and the one action it is asked for at a time.
 */
import type { IndexNotes } from '../actions/index-notes';
import type { ApiErrorData } from '../api/errors';
import type { ApiClient } from '../api/client';
import type { Link, LinkCreateInput } from '../api/schemas';
import type { Identified } from '../instance/info';
import type { FieldErrors } from '../link-form/field-errors';
import type { LinkFormState } from '../link-form/state';
import type { Settings } from '../settings/schema';
import type { Failure, SetTimer } from './failure';
import type { FindLocal } from './page-link';
import type { ShortenOutcome } from './shorten';

export type Copied = 'url' | 'markdown' | 'failed' | null;

/** A link shown, the page's other links with it, and the one made just now that it replaced. */
export interface Shown {
  link: Link;
  others: Link[];
  /** Known from this device alone: the server's list failed so (the link is shown as such, not copied). */
  fromDevice?: ApiErrorData;
  /** The link made in this popup before the one shown ("Use it", "On another domain…"): offered for deletion. */
  replaced?: Link;
  /** The name of the preset it was made with, if any. */
  preset?: string;
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
export type ShownState = Extract<FlowState, { link: Link }>;
export const isLinkShown = (state: FlowState): state is ShownState => state.step === 'existing' || state.step === 'created' || state.step === 'landed';

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
  /** The instance as the form's versioned options need it (lib/connection/refresh.ts `identify`): its facts, the version identified. */
  instance(): Promise<Identified>;
  /** Whether a network error was the server refusing a cross-origin request (lib/connection/reachability.ts). */
  refusedCrossOrigin(baseUrl: string): Promise<boolean>;
  /** The background's index: it hears of each link made or found here (lib/actions/index-notes.ts). */
  index: IndexNotes;
  /** The page's draft is done with (its link exists now). */
  clearDraft(): Promise<void>;
  setTimer?: SetTimer;
}

/** What a shorten does: the defaults at once, the form as sent, or the shown link again on another domain. */
export type Action = { kind: 'auto' } | { kind: 'submit'; form: LinkFormState } | { kind: 'domain'; input: LinkCreateInput };

/** The outcome shown, with the link made just now before it (offered for deletion) when there is one. */
export const withReplaced = (outcome: ShortenOutcome, replaced: Link | undefined): Shown => {
  const others = replaced ? outcome.others.filter((link) => link.id !== replaced.id && link.id !== outcome.link.id) : outcome.others;
  return {
    link: outcome.link,
    others,
    ...(outcome.fromDevice ? { fromDevice: outcome.fromDevice } : {}),
    ...(replaced && replaced.id !== outcome.link.id ? { replaced } : {}),
  };
};

/** "On another domain…": the link's page, space and pixels on `domainId`, and `alias` when one is typed. */
export function onDomainInput(link: Link, domainId: number, alias = ''): LinkCreateInput {
  const input: LinkCreateInput = { url: link.url, domain_id: domainId };
  const space = link.space_id ?? (typeof link.space === 'object' ? link.space?.id : link.space);
  if (space) input.space_id = space;
  const pixels = (link.pixels ?? []).map((p) => (typeof p === 'number' ? p : p.id));
  if (pixels.length > 0) input.pixel_ids = pixels;
  if (alias.trim()) input.alias = alias.trim();
  return input;
}

/** "Use it": `link` shown instead, the others (the one shown among them) beside it, the one made just now offered for deletion. */
export function usedInstead(state: FlowState, link: Link): Shown {
  const shown = isLinkShown(state) ? state : null;
  const before = [...(shown ? [shown.link] : []), ...(shown?.others ?? (state.step === 'input' ? state.others : undefined) ?? [])];
  const others = before.filter((other) => other.id !== link.id);
  const replaced = shown?.step === 'created' ? shown.link : shown?.replaced;
  return { link, others: replaced ? others.filter((other) => other.id !== replaced.id) : others, ...(replaced ? { replaced } : {}) };
}
