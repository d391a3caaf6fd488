/**
 * What the background's client may send to create a link: the URL with the user's default
 * domain, space and pixels (`defaultCreateInput`, lib/shorten.ts), nothing else; these four are
 * named alike in both versions. Checked and encoded here as link-input.ts does for these fields,
 * with any other field refused, so the worker's one bundle carries neither the checks nor the
 * encoding of fields it never sends.
 */
import { check, fieldsOf, present, requireField } from './checks';
import { InputError } from './errors';
import { isHttpUrl, isPositiveInteger } from './fields';
import type { LinkCreateInput } from './schemas';
import { validateId } from './validate';

export type ShortenInput = Pick<LinkCreateInput, 'url' | 'domain_id' | 'space_id' | 'pixel_ids'>;

const SHORTEN_FIELDS: readonly string[] = ['url', 'domain_id', 'space_id', 'pixel_ids'] satisfies (keyof ShortenInput)[];

/** Throws `InputError` naming the field, in the words of `validateLinkCreate`. */
export function checkShortenInput(input: unknown): void {
  const fields = fieldsOf(input, 'link');
  requireField(fields, 'url');
  requireField(fields, 'domain_id');
  check(fields, 'domain_id', isPositiveInteger, 'must be a positive integer');
  check(fields, 'url', isHttpUrl, 'must be an http:// or https:// URL');
  check(fields, 'space_id', isPositiveInteger, 'must be a positive integer');
  const pixelIds = fields.pixel_ids;
  if (present(pixelIds)) {
    if (!Array.isArray(pixelIds)) throw new InputError('pixel_ids', 'must be a list of pixel ids');
    pixelIds.forEach((id: unknown, i) => validateId(id, `pixel_ids[${i}]`));
  }
  const other = Object.keys(fields).find((name) => !SHORTEN_FIELDS.includes(name) && present(fields[name]));
  if (other) throw new InputError(other, 'cannot be sent by this client');
}

/** The form `encodeLinkForm` writes for these fields, in the same order. */
export function encodeShortenForm(input: ShortenInput): URLSearchParams {
  const form = new URLSearchParams({ url: input.url, domain_id: String(input.domain_id) });
  if (input.space_id !== undefined) form.append('space_id', String(input.space_id ?? ''));
  // `pixel_ids[]=` (never `pixel_ids=`, which the server fails on) for an empty list.
  if (input.pixel_ids?.length === 0) form.append('pixel_ids[]', '');
  for (const id of input.pixel_ids ?? []) form.append('pixel_ids[]', String(id));
  return form;
}
