import * as z from 'zod/mini';

/** Each setting's schema. A missing or invalid one reads as its default (parseSettings). */
const FIELDS = {
  /** Normalised instance base URL (e.g. https://sho.rt), '' until configured. */
  instanceUrl: z.string(),
  /** false → the key is kept in storage.session and forgotten when the browser closes. */
  rememberKey: z.boolean(),
  defaultDomainId: z.nullable(z.number()),
  defaultSpaceId: z.nullable(z.number()),
  defaultPixelIds: z.array(z.number()),
  /** "Shorten as soon as the popup opens" */
  shortenOnOpen: z.boolean(),
  /** "Copy the short link automatically" */
  autoCopy: z.boolean(),
};

/**
 * All settings. The API key is deliberately not here: it lives in its own storage slot (see
 * ./api-key.ts) so it can never leak through a settings read, export or log.
 */
export const Settings = z.object(FIELDS);
export type Settings = z.infer<typeof Settings>;

/**
 * The defaults, written out rather than as zod defaults: `_default` would add its code to the
 * background's bundle, and parseSettings falls back field by field anyway.
 */
export const DEFAULT_SETTINGS: Settings = Object.freeze({
  instanceUrl: '',
  rememberKey: true,
  defaultDomainId: null,
  defaultSpaceId: null,
  defaultPixelIds: [],
  shortenOnOpen: false,
  autoCopy: true,
});

export { SETTINGS_VERSION } from './version';

/**
 * Reads stored settings leniently: a field that is missing or fails its schema falls back to its
 * default instead of losing every other setting. Unknown fields are dropped.
 */
export function parseSettings(value: unknown): Settings {
  const input = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const result: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(FIELDS)) {
    const field = input[key] === undefined ? undefined : z.safeParse(schema, input[key]);
    const fallback = (DEFAULT_SETTINGS as Record<string, unknown>)[key];
    // A fresh list each time: the default's own array must never be shared and changed.
    result[key] = field?.success ? field.data : Array.isArray(fallback) ? [...fallback] : fallback;
  }
  return result as Settings;
}
