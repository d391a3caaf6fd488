/**
 * The popup's work that waits on the network anyway — the duplicate check, checking and building
 * the store input, reading a failure, copying — loaded in parallel with the first paint rather
 * than before it (see use-shorten.ts).
 */
import type { ApiClient } from '../../lib/api';
import { isApiError, toErrorData, type ApiErrorData } from '../../lib/api/errors';
import type { Link, LinkCreateInput } from '../../lib/api/schemas';
import { copyText, markdownLink } from '../../lib/clipboard-page';
import { buildCreateInput } from '../../lib/link-form/build';
import type { FieldErrors } from '../../lib/link-form/field-errors';
import { fieldErrorsFromApi } from '../../lib/link-form/server-errors';
import type { LinkFormState } from '../../lib/link-form/state';
import { validateLinkForm } from '../../lib/link-form/validate';
import { sendMessage } from '../../lib/messaging';
import { defaultCreateInput, findExistingLink } from '../../lib/shorten';

/** The background's index first (no request), then the server's exact `search_by=url` match. */
export function findDuplicate(client: ApiClient, url: string): Promise<Link | null> {
  return findExistingLink(client, url, (u) => sendMessage('findLinkByUrl', { url: u }));
}

export type Prepared = { input: LinkCreateInput; errors?: undefined } | { errors: FieldErrors; input?: undefined };

/** The store input of the form, or its field errors. */
export function prepareCreate(form: LinkFormState, url: string): Prepared {
  const errors = validateLinkForm(form, 'create');
  return Object.keys(errors).length > 0 ? { errors } : { input: buildCreateInput(form, url) };
}

/** "Shorten as soon as the popup opens": the options page's defaults (throws without a domain). */
export { defaultCreateInput };

/** A failure as field errors when it names fields, otherwise as the error to show. */
export function explainFailure(error: unknown, form: LinkFormState): { fields?: FieldErrors; error: ApiErrorData } {
  const data = toErrorData(error);
  const fields = fieldErrorsFromApi(data, form);
  return Object.keys(fields).length > 0 ? { fields, error: data } : { error: data };
}

export const isRejectedKey = (error: unknown) => isApiError(error, 'UnauthorizedError');

export function copyLink(what: 'url' | 'markdown', link: Link, title?: string): Promise<boolean> {
  return copyText(what === 'url' ? link.short_url : markdownLink(link.title || title || link.url, link.short_url));
}
