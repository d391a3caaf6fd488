/**
 * The pieces the answer schemas (schemas.ts) are made of: lenient exactly where Linklet does not
 * care. Real servers echo form values as strings (`"privacy": "2"`), send `null` for columns they
 * did not set, nest records with extra columns and give lists with a removed member as objects
 * keyed by index. So a number may be a string of digits, an optional field that cannot be read is
 * left out (never the record's failure), and an item of a list that cannot be read is dropped.
 */
import * as z from 'zod/mini';

/**
 * The server's own limits (URLs 2,048 characters, titles and names 255): a longer value comes
 * from no honest server, and would cost every search and every page that shows it. Text is cut
 * to them; a URL that is longer is not read.
 */
export const MAX_URL = 2048;
export const MAX_TEXT = 255;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A number, or a string of digits (a form value echoed back). */
export const num = z.union([z.number(), z.pipe(z.string().check(z.refine((value) => /^\s*-?\d+(?:\.\d+)?\s*$/.test(value))), z.transform(Number))]);

export const text = z.pipe(
  z.string(),
  z.transform((value) => value.slice(0, MAX_TEXT)),
);

export const urlText = z.string().check(z.refine((value) => value.length <= MAX_URL));

/** `true`/`false`, 0/1 or their strings. */
export const flag = z.union([
  z.boolean(),
  z.pipe(
    num,
    z.transform((n) => n !== 0),
  ),
]);

/** `schema`'s value, or `fallback()`'s when the value does not fit it (a missing field's too). */
export function orElse<T extends z.core.SomeType>(schema: T, fallback: () => z.output<T>): z.ZodMiniType<z.output<T>, unknown> {
  return z.catch(schema as unknown as z.ZodMiniType<z.output<T>, unknown>, () => fallback()) as never;
}

/** A field that may be missing: one that cannot be read is left out. */
export const maybe = <T extends z.core.SomeType>(schema: T) => z.optional(orElse(z.optional(schema), () => undefined));

/** A field that may be missing or `null` (kept as `null`: "not set"); one that cannot be read is left out. */
export const field = <T extends z.core.SomeType>(schema: T) => maybe(z.nullable(schema));

/** The record without the fields `maybe` left out (zod keeps a present key as `undefined`). */
export function defined<T extends object>(record: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  for (const key of Object.keys(record) as Array<keyof T>) if (record[key] === undefined) delete record[key];
  return record as { [K in keyof T]: Exclude<T[K], undefined> };
}

/** An object of `shape`, its fields read as far as they can be (unknown fields are not kept). */
export const record = <S extends z.core.$ZodLooseShape>(shape: S) => z.pipe(z.object(shape), z.transform(defined));

/** `[a, b]`, or `{"0": a, "2": b}` (a PHP list with a removed member) in index order. */
const listLike = z.union([
  z.array(z.unknown()),
  z.pipe(
    z.custom<Record<string, unknown>>(isRecord),
    z.transform((items) =>
      Object.keys(items)
        .sort((a, b) => Number(a) - Number(b))
        .map((key) => items[key]),
    ),
  ),
]);

/** The items of a list that `item` can read; the others are dropped. */
export function someOf<T extends z.core.SomeType>(item: T) {
  return z.pipe(
    z.pipe(listLike, z.array(maybe(item))),
    z.transform((items) => items.filter((value): value is Exclude<typeof value, undefined> => value !== undefined)),
  );
}
