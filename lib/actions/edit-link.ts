/**
 * Saving a link's edit, wherever it is edited (the popup's "Change…", its Recent list, the Links
 * manager's editor): the form checked for the instance's version, one PATCH of only what changed,
 * the server's refusal put at the fields it names, and the index told of the link as saved.
 */
import type { ApiClient } from '../api/client';
import type { ApiErrorData } from '../api/errors';
import type { Link } from '../api/schemas';
import type { ApiVersion } from '../api/versions';
import type { FieldErrors } from '../link-form/field-errors';
import { prepareUpdate } from '../link-form/prepare';
import { fieldErrorsFromApi } from '../link-form/server-errors';
import type { LinkFormState } from '../link-form/state';
import type { IndexNotes } from './index-notes';
import { failed, speaking, type Failed } from './outcome';

export interface LinkActionDeps {
  client: Pick<ApiClient, 'links' | 'version'> & Partial<Pick<ApiClient, 'withVersion'>>;
  /** The instance's version, identified: it names the fields (required: a guess is misread). */
  version: ApiVersion;
  index: IndexNotes;
}

export interface LinkEdit {
  link: Link;
  /** The form as it was loaded from `link` (what changed is what differs from it). */
  initial: LinkFormState;
  form: LinkFormState;
  /** The account's time zone, in which the form's dates are read. */
  timeZone: string | null;
}

export type EditOutcome =
  | { status: 'saved'; link: Link }
  /** Nothing differs from the link: nothing was sent. */
  | { status: 'unchanged' }
  /** The form's own check refused it (nothing was sent), or the server did for these fields (`error`: its answer). */
  | { status: 'invalid'; errors: FieldErrors; error?: ApiErrorData }
  | Failed;

export async function editLink({ client, version, index }: LinkActionDeps, { link, initial, form, timeZone }: LinkEdit): Promise<EditOutcome> {
  const prepared = prepareUpdate(initial, form, version, timeZone);
  if ('errors' in prepared) return { status: 'invalid', errors: prepared.errors };
  if ('unchanged' in prepared) return { status: 'unchanged' };
  try {
    // One request, whatever changed (a preset's pixels, space and UTM parameters included).
    const saved = await speaking(client, version).links.update(link.id, prepared.input, { method: 'PATCH' });
    index.saved(saved);
    return { status: 'saved', link: saved };
  } catch (thrown) {
    const outcome = failed(thrown);
    const errors = fieldErrorsFromApi(outcome.error, form, version);
    return Object.keys(errors).length > 0 ? { status: 'invalid', errors, error: outcome.error } : outcome;
  }
}
