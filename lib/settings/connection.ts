/**
 * The instance and its key as the options page takes them: checked together, saved together.
 */
import { createClient, isApiError, needsConsent, normalizeBaseUrl, plainHttpScope } from '../api';
import { saveApiKey } from './save-key';
import type { Settings } from './schema';
import { originOf, saveSettings } from './store';

/**
 * Why a field was refused, for the page to say in its own words. `consent`: plain http on the
 * user's own network (or to a single-label name), not (yet) agreed to (see `plainHttpScope`).
 */
export type UrlProblem = { kind: 'empty' } | { kind: 'https' } | { kind: 'consent' } | { kind: 'invalid'; reason: string };
export type ApiKeyProblem = { kind: 'empty' } | { kind: 'characters' };

export type ConnectionInput =
  | { ok: true; baseUrl: string; origin: string; apiKey: string }
  | { ok: false; problems: { instanceUrl?: UrlProblem; apiKey?: ApiKeyProblem } };

/**
 * Both fields checked at once, so the user sees every problem in one go. `plainHttp`: the user
 * agreed to plain http on their own network.
 */
export function checkConnectionInput(instanceUrl: string, apiKey: string, { plainHttp = false } = {}): ConnectionInput {
  const problems: { instanceUrl?: UrlProblem; apiKey?: ApiKeyProblem } = {};
  let baseUrl = '';
  try {
    baseUrl = normalizeBaseUrl(instanceUrl);
    if (!plainHttp && needsConsent(plainHttpScope(baseUrl))) problems.instanceUrl = { kind: 'consent' };
  } catch (error) {
    problems.instanceUrl = urlProblem(instanceUrl, error);
  }
  const key = apiKey.trim();
  if (!key) problems.apiKey = { kind: 'empty' };
  else if (baseUrl) {
    // The client's own check of the key (it becomes a header), so the two can never disagree.
    try {
      createClient({ baseUrl, apiKey: key, version: null });
    } catch (error) {
      if (isApiError(error, 'InputError')) problems.apiKey = { kind: 'characters' };
      else throw error;
    }
  }
  if (problems.instanceUrl || problems.apiKey) return { ok: false, problems };
  return { ok: true, baseUrl, origin: originOf(baseUrl), apiKey: key };
}

function urlProblem(input: string, error: unknown): UrlProblem {
  const text = input.trim();
  if (!text) return { kind: 'empty' };
  if (/^http:\/\//i.test(text) && URL.canParse(text) && !plainHttpScope(text)) return { kind: 'https' };
  const reason = isApiError(error, 'InputError') && 'reason' in error ? String(error.reason) : String(error);
  return { kind: 'invalid', reason };
}

/** The origin of what the user typed, '' while it is not a usable address. */
export function typedOrigin(instanceUrl: string): string {
  try {
    return originOf(normalizeBaseUrl(instanceUrl));
  } catch {
    return '';
  }
}

/**
 * Whether the key in the field may go to the typed address: `'free'` when the user typed it (or
 * chose to reuse it), `'same'` when it was saved for this very origin (or the address is not
 * usable yet, which says so itself), `'ask'` when it was saved for another origin — the user is
 * asked before it is ever sent there (a fixed port, http → https).
 */
export function keyReuse(savedFor: string, origin: string): 'free' | 'same' | 'ask' {
  if (!savedFor) return 'free';
  return !origin || origin === savedFor ? 'same' : 'ask';
}

/**
 * Saves the instance first (which clears a key kept for another origin), then the key for the
 * new origin, in the one area `rememberKey` names. `plainHttp`: the user's consent, stored for
 * this origin when the address needs it (and none otherwise).
 */
export async function saveConnection(input: { baseUrl: string; apiKey: string; rememberKey: boolean; plainHttp?: boolean }): Promise<Settings> {
  const consented = input.plainHttp === true && needsConsent(plainHttpScope(input.baseUrl));
  const settings = await saveSettings({
    instanceUrl: input.baseUrl,
    rememberKey: input.rememberKey,
    plainHttpOrigin: consented ? originOf(input.baseUrl) : '',
  });
  await saveApiKey(settings.profileId, input.apiKey, originOf(settings.instanceUrl), input.rememberKey);
  return settings;
}
