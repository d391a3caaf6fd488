/**
 * Form bodies and query strings other than a link's (link-input.ts): pixels, and the lists'
 * parameters in a fixed order.
 */
import type { PixelCreateInput, PixelUpdateInput, SpaceCreateInput } from './schemas';

export function encodePixelForm(input: PixelCreateInput | PixelUpdateInput): URLSearchParams {
  const form = new URLSearchParams();
  for (const name of ['name', 'type', 'value'] as const) {
    const value = input[name];
    if (value !== undefined && value !== null) form.append(name, value);
  }
  return form;
}

export function encodeSpaceForm(input: SpaceCreateInput): URLSearchParams {
  const form = new URLSearchParams({ name: input.name });
  if (input.color !== undefined) form.append('color', String(input.color));
  return form;
}

/** The list parameters of `/links`, in the order the client writes them. */
export const LINK_QUERY = ['search', 'search_by', 'status', 'space_id', 'domain_id', 'pixel_id', 'sort_by', 'sort', 'per_page', 'page'];

/** Query string of a list: the caller's parameters in a fixed order, undefined ones left out. */
export function encodeQuery(query: object, names: readonly string[]): URLSearchParams {
  const params = new URLSearchParams();
  const values = query as Record<string, string | number | undefined | null>;
  for (const name of names) {
    const value = values[name];
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  return params;
}
