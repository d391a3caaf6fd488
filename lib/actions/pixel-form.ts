/**
 * The pixel form ("Name", "Type", "Value"): its state, the checks made before any request, and
 * the update that carries only what the user changed.
 */
import { PIXEL_TYPES, type Pixel, type PixelCreateInput, type PixelType, type PixelUpdateInput } from '../api/schemas';

export interface PixelFormState {
  name: string;
  /** '' until chosen; may be a type the server sent that Linklet does not offer (e.g. an old `twitter`). */
  type: string;
  value: string;
}

export type PixelField = keyof PixelFormState;
export type PixelFieldProblem = 'required' | 'type';

export const EMPTY_PIXEL_FORM: Readonly<PixelFormState> = Object.freeze({ name: '', type: '', value: '' });

export function pixelFormOf(pixel: Pixel): PixelFormState {
  return { name: pixel.name ?? '', type: pixel.type ?? '', value: pixel.value ?? '' };
}

const isPixelType = (type: string): type is PixelType => (PIXEL_TYPES as readonly string[]).includes(type);

/** Field problems of a new pixel: all three are required, the type one of the contract's ten. */
export function checkPixelCreate(form: PixelFormState): Partial<Record<PixelField, PixelFieldProblem>> {
  const problems: Partial<Record<PixelField, PixelFieldProblem>> = {};
  for (const field of ['name', 'type', 'value'] as const) if (form[field].trim() === '') problems[field] = 'required';
  if (!problems.type && !isPixelType(form.type)) problems.type = 'type';
  return problems;
}

export function pixelCreateInput(form: PixelFormState): PixelCreateInput {
  return { name: form.name.trim(), type: form.type as PixelType, value: form.value.trim() };
}

/**
 * Only the fields that differ from `initial` (compared as the server stores them, trimmed).
 * A cleared field is a problem, not a change: the contract has no "no name" pixel.
 */
export function pixelChanges(
  initial: PixelFormState,
  edited: PixelFormState,
): { input: PixelUpdateInput; problems: Partial<Record<PixelField, PixelFieldProblem>> } {
  const input: PixelUpdateInput = {};
  const problems: Partial<Record<PixelField, PixelFieldProblem>> = {};
  for (const field of ['name', 'type', 'value'] as const) {
    const value = edited[field].trim();
    if (value === initial[field].trim()) continue;
    if (value === '') problems[field] = 'required';
    else if (field === 'type') {
      if (isPixelType(value)) input.type = value;
      else problems.type = 'type';
    } else input[field] = value;
  }
  return { input, problems };
}
