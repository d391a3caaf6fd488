/**
 * Making, changing and deleting a pixel (the Links manager's Pixels view): the form checked (all
 * three fields required, a type phpShort knows; an edit sends only what changed), one request,
 * the server's refusal put at Name, Type or Value, and every page's pixel choices read again once
 * Linklet changed them (`changed`: the instance's facts, asked again).
 */
import type { ApiClient } from '../api/client';
import { notDeletedError, type ApiErrorData } from '../api/errors';
import type { Pixel } from '../api/schemas';
import { checkPixelCreate, pixelChanges, pixelCreateInput, type PixelField, type PixelFieldProblem, type PixelFormState } from './pixel-form';
import { failed, type Failed } from './outcome';

export interface PixelActionDeps {
  client: Pick<ApiClient, 'pixels'>;
  /** The instance's pixels changed: whatever lists them reads them again. */
  changed(): void;
}

/** The server's field messages, by field of the form. */
export type PixelServerMessages = Partial<Record<PixelField, string>>;

export type PixelSaveOutcome =
  | { status: 'saved'; pixel: Pixel }
  | { status: 'unchanged' }
  /** The form's own check (nothing sent). */
  | { status: 'invalid'; problems: Partial<Record<PixelField, PixelFieldProblem>> }
  /** The server refused: its messages at the fields, the rest (`other`) for the alert. */
  | { status: 'refused'; error: ApiErrorData; fields: PixelServerMessages; other: string[] }
  | Failed;

/** The server's field messages (`name`, `type`, `value`) by field; the rest for the alert. */
export function pixelServerMessages(error: ApiErrorData): { fields: PixelServerMessages; other: string[] } {
  const fields: PixelServerMessages = {};
  const other: string[] = [];
  for (const [name, texts] of Object.entries(error.fields ?? {})) {
    if (name === 'name' || name === 'type' || name === 'value') fields[name] = texts.join(' ');
    else other.push(texts.join(' '));
  }
  return { fields, other };
}

/** Saves `form`: a new pixel, or the changes to `pixel` (as it was loaded into `initial`). */
export async function savePixel(
  { client, changed }: PixelActionDeps,
  form: PixelFormState,
  edit?: { pixel: Pixel; initial: PixelFormState },
): Promise<PixelSaveOutcome> {
  let request: () => Promise<Pixel>;
  if (edit) {
    const { input, problems } = pixelChanges(edit.initial, form);
    if (Object.keys(problems).length > 0) return { status: 'invalid', problems };
    if (Object.keys(input).length === 0) return { status: 'unchanged' };
    request = () => client.pixels.update(edit.pixel.id, input, { method: 'PATCH' });
  } else {
    const problems = checkPixelCreate(form);
    if (Object.keys(problems).length > 0) return { status: 'invalid', problems };
    const input = pixelCreateInput(form);
    request = () => client.pixels.create(input);
  }
  try {
    const pixel = await request();
    changed();
    return { status: 'saved', pixel };
  } catch (thrown) {
    const outcome = failed(thrown);
    if (outcome.error.name !== 'ValidationError' && outcome.error.name !== 'InputError') return outcome;
    return { status: 'refused', error: outcome.error, ...pixelServerMessages(outcome.error) };
  }
}

export type PixelDeleteOutcome = { status: 'deleted' } | { status: 'gone' } | Failed;

/** Deletes pixel `id`: gone once the server says so; one it no longer has counts as deleted. */
export async function deletePixel({ client, changed }: PixelActionDeps, id: number): Promise<PixelDeleteOutcome> {
  try {
    const result = await client.pixels.delete(id);
    if (result.deleted === false) return { status: 'failed', error: notDeletedError() };
    changed();
    return { status: 'deleted' };
  } catch (thrown) {
    const outcome = failed(thrown);
    if (outcome.error.name !== 'NotFoundError') return outcome;
    changed();
    return { status: 'gone' };
  }
}
