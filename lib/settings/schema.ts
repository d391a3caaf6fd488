import * as z from 'zod/mini';

/**
 * All settings with their defaults. The API key is deliberately not here: it lives in its own
 * storage slot (see ./api-key.ts) so it can never leak through a settings read, export or log.
 */
export const Settings = z.object({
  /** Normalised instance base URL (e.g. https://sho.rt), '' until configured. */
  instanceUrl: z._default(z.string(), ''),
  /** false → the key is kept in storage.session and forgotten when the browser closes. */
  rememberKey: z._default(z.boolean(), true),
  defaultDomainId: z._default(z.nullable(z.number()), null),
  defaultSpaceId: z._default(z.nullable(z.number()), null),
  defaultPixelIds: z._default(z.array(z.number()), []),
  /** "Shorten as soon as the popup opens" */
  shortenOnOpen: z._default(z.boolean(), false),
  /** "Copy the short link automatically" */
  autoCopy: z._default(z.boolean(), true),
});
export type Settings = z.infer<typeof Settings>;

export const DEFAULT_SETTINGS: Settings = Object.freeze(Settings.parse({})) as Settings;

export const SETTINGS_VERSION = 2;

/**
 * Reads stored settings leniently: a field that fails its schema falls back to its default
 * instead of losing every other setting.
 */
export function parseSettings(value: unknown): Settings {
  const whole = Settings.safeParse(value ?? {});
  if (whole.success) return whole.data;
  const input = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const result: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(Settings.def.shape)) {
    const field = schema.safeParse(input[key]);
    result[key] = field.success ? field.data : (DEFAULT_SETTINGS as Record<string, unknown>)[key];
  }
  return result as Settings;
}
