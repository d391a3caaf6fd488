/**
 * The small vocabulary of the input checks (validate.ts, targeting.ts): a field is checked only
 * when present, and a wrong one fails with an `InputError` naming it.
 */
import { InputError } from './errors';

export type Fields = Record<string, unknown>;
export type Test = (value: unknown) => boolean;

export const isText: Test = (v) => typeof v === 'string';
export const isFilledText: Test = (v) => typeof v === 'string' && v.trim() !== '';
export const orEmpty = (test: Test): Test => (v) => v === '' || test(v);
export const oneOf = (values: readonly unknown[]): Test => (v) => values.includes(v);
export const list = (values: readonly unknown[]) => `must be one of ${values.join(', ')}`;

export function fieldsOf(input: unknown, name: string): Fields {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new InputError(name, 'must be an object');
  }
  return input as Fields;
}

export function present(value: unknown): boolean {
  return value !== undefined && value !== null;
}

export function check(fields: Fields, name: string, test: Test, reason: string): void {
  if (present(fields[name]) && !test(fields[name])) throw new InputError(name, reason);
}

export function requireField(fields: Fields, name: string): void {
  if (!present(fields[name]) || fields[name] === '') throw new InputError(name, 'is required');
}
