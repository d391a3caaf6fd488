/**
 * What the popup's first script may send, decided from the raw stored values before any zod or
 * app code has loaded. It acts only when the app would send exactly the same requests: the
 * automatic mode is on, the settings are the current version and every value it uses is valid,
 * the key is stored for the instance's origin, the tab can be shortened and has no draft. In any
 * other case it plans nothing and the app does everything itself, as it always did.
 */
import { apiUrl, normalizeBaseUrl } from '../api/base-url';
import { encodeQuery, LINK_QUERY } from '../api/form';
import { encodeLinkForm } from '../api/link-input';
import { checkApiKey } from '../api/key';
import { requestInit } from '../api/request-init';
import { checkShortenable } from '../shortenable';
import { defaultCreateInput, duplicateQuery } from '../shorten';
import type { Settings } from '../settings/schema';
import { SETTINGS_VERSION } from '../settings/version';

/** What the boot read: storage values as stored, the tab's URL and the page's query string. */
export interface BootInput {
  search: string;
  settings: unknown;
  /** WXT's `{ v }` beside the settings. */
  settingsMeta: unknown;
  localKey: unknown;
  sessionKey: unknown;
  drafts: unknown;
  tabUrl: string | undefined;
}

export interface PlannedRequest {
  href: string;
  init: RequestInit;
}

export interface BootPlan {
  /** The page to shorten. */
  url: string;
  /** The duplicate check (list, `search_by=url`). */
  list: PlannedRequest;
  /** The store, sent when neither the index nor the server knows a link for `url`. */
  store: PlannedRequest;
  /** "Copy the short link automatically" (on unless set off). */
  autoCopy: boolean;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The instance's key for `origin`, as lib/settings/api-key.ts hands it out (session first). */
function keyFor(origin: string, stored: unknown[]): string | null {
  for (const entry of stored) {
    if (isRecord(entry) && entry.origin === origin && typeof entry.key === 'string' && entry.key !== '') return entry.key;
  }
  return null;
}

export function planBoot(input: BootInput): BootPlan | null {
  // A popup in its own window (`?tab=`) reads its tab another way: the app does it all.
  if (new URLSearchParams(input.search).has('tab')) return null;
  const { settings, settingsMeta } = input;
  if (!isRecord(settings) || !isRecord(settingsMeta) || settingsMeta.v !== SETTINGS_VERSION) return null;
  if (settings.shortenOnOpen !== true || typeof settings.instanceUrl !== 'string') return null;
  // A missing field reads as its default, as parseSettings reads it; a wrong one is the app's to handle.
  const { defaultDomainId, defaultSpaceId = null, defaultPixelIds = [] } = settings;
  if (!isId(defaultDomainId) || !(defaultSpaceId === null || isId(defaultSpaceId))) return null;
  if (!Array.isArray(defaultPixelIds) || !defaultPixelIds.every(isId)) return null;

  const shortenable = checkShortenable(input.tabUrl);
  if (!shortenable.ok || /\s/.test(shortenable.url)) return null;
  const url = shortenable.url;
  if (isRecord(input.drafts) && Object.hasOwn(input.drafts, url)) return null;

  let baseUrl: string;
  let apiKey: string;
  try {
    baseUrl = normalizeBaseUrl(settings.instanceUrl);
    const stored = keyFor(new URL(settings.instanceUrl).origin, [input.sessionKey, input.localKey]);
    if (stored === null) return null;
    apiKey = checkApiKey(stored);
  } catch {
    return null;
  }
  const defaults = { defaultDomainId, defaultSpaceId, defaultPixelIds } as Pick<Settings, 'defaultDomainId' | 'defaultSpaceId' | 'defaultPixelIds'>;
  const create = defaultCreateInput(defaults as Settings, url);
  return {
    url,
    list: {
      href: apiUrl(baseUrl, '/links', encodeQuery(duplicateQuery(url), LINK_QUERY)).href,
      init: requestInit('GET', apiKey),
    },
    store: { href: apiUrl(baseUrl, '/links').href, init: requestInit('POST', apiKey, encodeLinkForm(create)) },
    autoCopy: typeof settings.autoCopy === 'boolean' ? settings.autoCopy : true,
  };
}
