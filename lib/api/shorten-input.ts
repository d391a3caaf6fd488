/**
 * What the background's client may send to create a link: the URL with the user's default
 * domain, space and pixels (`defaultCreateInput`, lib/shorten.ts), nothing else. Checked and
 * encoded here as the full link checks and form would (validate.ts, form.ts) for these fields,
 * with any other field refused, so the worker's one bundle carries neither the checks nor the
 * encoding of fields it never sends (its size budget, issue "Performance").
 */
import { check, fieldsOf, present, requireField } from './checks';
import { InputError } from './errors';
import { isHttpUrl, isPositiveInteger } from './fields';
import type { LinkCreateInput } from './schemas';
import { checkPixelIds } from './validate';

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
  checkPixelIds(fields);
  const other = Object.keys(fields).find((name) => !SHORTEN_FIELDS.includes(name) && present(fields[name]));
  if (other) throw new InputError(other, 'cannot be sent by this client');
}

/** The form `encodeLinkForm` writes for these fields, in the same order. */
export function encodeShortenForm(input: ShortenInput): URLSearchParams {
  const form = new URLSearchParams({ url: input.url, domain_id: String(input.domain_id) });
  // null clears a space on update; the full form sends it as an empty field, and so does this.
  if (input.space_id !== undefined) form.append('space_id', String(input.space_id ?? ''));
  if (input.pixel_ids?.length === 0) form.append('pixel_ids', '');
  for (const id of input.pixel_ids ?? []) form.append('pixel_ids[]', String(id));
  return form;
}
