/**
 * The few zod builders the schemas use (schemas.ts, lib/settings/schema.ts), made on zod's core:
 * the same schemas, definitions and parsing as zod/mini's, without the methods zod/mini adds to
 * every schema (`parse`, `parseAsync`, `check`, `clone`, `brand`…) and their parse functions.
 * Nothing here called them, yet every bundle carried them: about 550 B gzipped of the background
 * worker (budget 20 KB) and as much of the popup's start-up. Parse with `safeParse(schema, value)`.
 * Each definition is the one zod/mini's builder of the same name writes (test/lib/api/zod.test.ts).
 */
import * as core from 'zod/v4/core';

export type { $ZodIssue as Issue, $ZodType as Schema, output as infer } from 'zod/v4/core';
type Schema = core.$ZodType;

export const safeParse: core.$SafeParse = core.safeParse;

// Each builder is marked pure (as zod/mini marks its own), so a schema no code uses is left out of
// a bundle (e.g. the background's, which never parses pixels or deletions).

/* @__NO_SIDE_EFFECTS__ */
export function string(): core.$ZodString<string> {
  return new core.$ZodString({ type: 'string' }) as core.$ZodString<string>;
}

/* @__NO_SIDE_EFFECTS__ */
export function number(): core.$ZodNumber<number> {
  return new core.$ZodNumber({ type: 'number', checks: [] }) as core.$ZodNumber<number>;
}

/* @__NO_SIDE_EFFECTS__ */
export function boolean(): core.$ZodBoolean<boolean> {
  return new core.$ZodBoolean({ type: 'boolean' }) as core.$ZodBoolean<boolean>;
}

/* @__NO_SIDE_EFFECTS__ */
export function optional<T extends Schema>(innerType: T): core.$ZodOptional<T> {
  return new core.$ZodOptional({ type: 'optional', innerType }) as unknown as core.$ZodOptional<T>;
}

/* @__NO_SIDE_EFFECTS__ */
export function nullable<T extends Schema>(innerType: T): core.$ZodNullable<T> {
  return new core.$ZodNullable({ type: 'nullable', innerType }) as unknown as core.$ZodNullable<T>;
}

/* @__NO_SIDE_EFFECTS__ */
export function array<T extends Schema>(element: T): core.$ZodArray<T> {
  return new core.$ZodArray({ type: 'array', element }) as unknown as core.$ZodArray<T>;
}

/* @__NO_SIDE_EFFECTS__ */
export function union<const T extends readonly Schema[]>(options: T): core.$ZodUnion<T> {
  return new core.$ZodUnion({ type: 'union', options }) as unknown as core.$ZodUnion<T>;
}

/** Unknown keys are dropped (zod/mini's `object`). */
/* @__NO_SIDE_EFFECTS__ */
export function object<T extends core.$ZodLooseShape>(shape: T): core.$ZodObject<T, core.$strip> {
  return new core.$ZodObject({ type: 'object', shape }) as unknown as core.$ZodObject<T, core.$strip>;
}

/** Unknown keys are kept (zod/mini's `looseObject`). */
/* @__NO_SIDE_EFFECTS__ */
export function looseObject<T extends core.$ZodLooseShape>(shape: T): core.$ZodObject<T, core.$loose> {
  return new core.$ZodObject({ type: 'object', shape, catchall: new core.$ZodUnknown({ type: 'unknown' }) }) as unknown as core.$ZodObject<T, core.$loose>;
}
