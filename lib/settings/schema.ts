/**
 * The settings: each one's type, default and check. A missing or invalid setting reads as its
 * default (parseSettings) instead of losing every other one. They are Linklet's own values in
 * Linklet's own storage, read on every popup start, so they are checked by small predicates,
 * as the API's answers are (lib/api/normalize.ts).
 */
/**
 * All settings. The API key is deliberately not here: it lives in its own storage item (see
 * ./api-key.ts) so it can never leak through a settings read, export or log.
 */
export type Settings = {
  /** Normalised instance base URL (e.g. https://sho.rt), '' until configured. */
  instanceUrl: string;
  /** false → the key is kept in storage.session and forgotten when the browser closes. */
  rememberKey: boolean;
  defaultDomainId: number | null;
  defaultSpaceId: number | null;
  defaultPixelIds: number[];
  /** "Shorten as soon as the popup opens" */
  shortenOnOpen: boolean;
  /** "Copy the short link automatically" */
  autoCopy: boolean;
  /** "Show when the page I'm on already has a short link" (needs the optional `tabs` permission). */
  showKnownLink: boolean;
};

const isString = (value: unknown) => typeof value === 'string';
const isPositiveInteger = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isBoolean = (value: unknown) => typeof value === 'boolean';
const isIdOrNull = (value: unknown) => value === null || isPositiveInteger(value);
const isIdList = (value: unknown) => Array.isArray(value) && value.every(isPositiveInteger);

const CHECKS: Record<keyof Settings, (value: unknown) => boolean> = {
  instanceUrl: isString,
  rememberKey: isBoolean,
  defaultDomainId: isIdOrNull,
  defaultSpaceId: isIdOrNull,
  defaultPixelIds: isIdList,
  shortenOnOpen: isBoolean,
  autoCopy: isBoolean,
  showKnownLink: isBoolean,
};

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  instanceUrl: '',
  rememberKey: true,
  defaultDomainId: null,
  defaultSpaceId: null,
  defaultPixelIds: [],
  shortenOnOpen: false,
  autoCopy: true,
  showKnownLink: false,
});

export { SETTINGS_VERSION } from './version';

/** Stored settings, each field checked on its own; unknown fields are dropped. */
export function parseSettings(value: unknown): Settings {
  const input = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const result: Record<string, unknown> = {};
  for (const [name, check] of Object.entries(CHECKS)) {
    const fallback = DEFAULT_SETTINGS[name as keyof Settings];
    // A fresh list each time: the default's own array must never be shared and changed.
    result[name] = check(input[name]) ? structuredClone(input[name]) : Array.isArray(fallback) ? [...fallback] : fallback;
  }
  return result as unknown as Settings;
}
