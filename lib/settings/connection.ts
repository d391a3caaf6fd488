/**
 * The instance and its key as the options page takes them: checked together, saved together.
 */
import { createClient, isApiError, isLocalHost, normalizeBaseUrl } from '../api';
import { saveApiKey } from './api-key';
import type { Settings } from './schema';
import { originOf, saveSettings } from './store';

/** Why a field was refused, for the page to say in its own words. */
export type UrlProblem = { kind: 'empty' } | { kind: 'https' } | { kind: 'invalid'; reason: string };
export type KeyProblem = { kind: 'empty' } | { kind: 'characters' };

export type ConnectionInput =
  | { ok: true; baseUrl: string; origin: string; apiKey: string }
  | { ok: false; problems: { instanceUrl?: UrlProblem; apiKey?: KeyProblem } };

/** Both fields checked at once, so the user sees every problem in one go. */
export function checkConnectionInput(instanceUrl: string, apiKey: string): ConnectionInput {
  const problems: { instanceUrl?: UrlProblem; apiKey?: KeyProblem } = {};
  let baseUrl = '';
  try {
    baseUrl = normalizeBaseUrl(instanceUrl);
  } catch (error) {
    problems.instanceUrl = urlProblem(instanceUrl, error);
  }
  const key = apiKey.trim();
  if (!key) problems.apiKey = { kind: 'empty' };
  else if (baseUrl) {
    // The client's own check of the key (it becomes a header), so the two can never disagree.
    try {
      createClient({ baseUrl, apiKey: key });
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
  if (/^http:\/\//i.test(text) && URL.canParse(text) && !isLocalHost(new URL(text).hostname)) return { kind: 'https' };
  const reason = isApiError(error, 'InputError') && 'reason' in error ? String(error.reason) : String(error);
  return { kind: 'invalid', reason };
}

/**
 * Saves the instance first (which clears a key kept for another origin), then the key for the
 * new origin, in the one area `rememberKey` names.
 */
export async function saveConnection(input: { baseUrl: string; apiKey: string; rememberKey: boolean }): Promise<Settings> {
  const settings = await saveSettings({ instanceUrl: input.baseUrl, rememberKey: input.rememberKey });
  await saveApiKey(input.apiKey, originOf(settings.instanceUrl), input.rememberKey);
  return settings;
}
