/**
 * Telling "the server refused the cross-origin request" from "the server could not be reached":
 * in a browser both are the same failed fetch. Used by "Test connection" and by the popup when a
 * request fails without host permission.
 */
import { apiUrl } from '../api/base-url';
import { browser } from 'wxt/browser';
import { hostPattern } from '../permissions/permissions';

/** How long the probe may take; it runs only after a request already failed. */
export const PROBE_TIMEOUT_MS = 5_000;

/**
 * Whether anything answers at the instance: an opaque `no-cors` request (no key, no credentials)
 * succeeds whenever a server answered, whatever its CORS headers say.
 */
export async function isReachable(baseUrl: string, fetchImpl: typeof fetch = (url, init) => globalThis.fetch(url, init)): Promise<boolean> {
  try {
    await fetchImpl(apiUrl(baseUrl, '/links').href, {
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * After a network error: true when Linklet lacks host access to the instance, could be granted
 * it, and the server answers — i.e. the server refused the cross-origin request, and "Grant
 * access" (or CORS on the server) fixes it. With host access the browser skips CORS, so the
 * failure is the network's; where access cannot be asked for, there is nothing to offer.
 */
export async function refusedCrossOrigin(baseUrl: string, fetchImpl?: typeof fetch): Promise<boolean> {
  let granted: boolean;
  try {
    granted = await browser.permissions.contains({ origins: [hostPattern(new URL(baseUrl).origin)] });
  } catch {
    return false;
  }
  return !granted && (await isReachable(baseUrl, fetchImpl));
}
