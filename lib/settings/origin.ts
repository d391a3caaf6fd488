import { httpScope, needsConsent } from '../api/base-url';

/** The origin of an instance URL, or '' when there is none. */
export function originOf(instanceUrl: string): string {
  if (!instanceUrl) return '';
  try {
    return new URL(instanceUrl).origin;
  } catch {
    return '';
  }
}

/**
 * The origin a profile's requests (and its key) may go to: its instance's, or '' while that is
 * plain http on the user's own network they have not agreed to for this very origin — an
 * address that came from a settings file, or a name never confirmed (issue 29).
 */
export function usableOrigin(profile: { instanceUrl: string; plainHttpOrigin: string }): string {
  const origin = originOf(profile.instanceUrl);
  if (!origin.startsWith('http:')) return origin;
  return needsConsent(httpScope(new URL(origin).hostname)) && profile.plainHttpOrigin !== origin ? '' : origin;
}
