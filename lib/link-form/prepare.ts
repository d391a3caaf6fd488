/**
 * From what the form holds to what is sent: checked first (./validate.ts), then built in the
 * instance's version's names (./build.ts). The one way a new link's store and an edit's update are
 * prepared, by the popup (its shorten, "Change…") and the Links manager's editor alike.
 */
import type { LinkCreateInput, LinkUpdateInput } from '../api/schemas';
import type { ApiVersion } from '../api/versions';
import { timezoneOf, versionOf, type Identified } from '../instance/info';
import { buildCreateInput, buildUpdateInput } from './build';
import type { FieldErrors } from './field-errors';
import { emptyLinkForm, type LinkFormState } from './state';
import { validateLinkForm } from './validate';

// Domain, alias, space, pixels and the preset are named alike in both versions; anything else
// needs the instance's version, never guessed (v49 reads v44's `password` as another password).
const BASIC = new Set(['url', 'domainId', 'alias', 'spaceId', 'pixelIds', 'presetId']);

/** Whether the form sets an option whose name depends on the instance's version ("More options"). */
export function setsVersionedOptions(form: LinkFormState): boolean {
  const empty = emptyLinkForm();
  return (Object.keys(form) as Array<keyof LinkFormState>).some((name) => !BASIC.has(name) && JSON.stringify(form[name]) !== JSON.stringify(empty[name]));
}

/** The store input of the form for an instance of `version`, or its field errors. */
export function prepareCreate(form: LinkFormState, version: ApiVersion | null, timeZone?: string | null): { input: LinkCreateInput } | { errors: FieldErrors } {
  const errors = validateLinkForm(form, 'create', version, { timeZone });
  return Object.keys(errors).length > 0 ? { errors } : { input: buildCreateInput(form, form.url.trim(), version) };
}

/**
 * The store input of the form and the version it is named for: the instance is asked only when the
 * form sets an option whose name depends on it (never guessed); or the form's field errors.
 */
export async function prepareStore(
  form: LinkFormState,
  instance: () => Promise<Identified>,
): Promise<{ input: LinkCreateInput; version: ApiVersion | null } | { errors: FieldErrors }> {
  // Without versioned options the store names nothing versioned: null, not a guess.
  const facts = setsVersionedOptions(form) ? await instance() : null;
  const version = facts && versionOf(facts);
  const prepared = prepareCreate(form, version, facts && timezoneOf(facts));
  return 'errors' in prepared ? prepared : { input: prepared.input, version };
}

/**
 * The update of a link loaded as `initial` to what `form` holds (only what changed), its field
 * errors, or `unchanged` when there is nothing to send.
 */
export function prepareUpdate(
  initial: LinkFormState,
  form: LinkFormState,
  version: ApiVersion,
  timeZone?: string | null,
): { input: LinkUpdateInput } | { errors: FieldErrors } | { unchanged: true } {
  const errors = validateLinkForm(form, 'edit', version, { timeZone, initial });
  if (Object.keys(errors).length > 0) return { errors };
  const input = buildUpdateInput(initial, form, version);
  return Object.keys(input).length === 0 ? { unchanged: true } : { input };
}
