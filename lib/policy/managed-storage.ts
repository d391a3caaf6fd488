/**
 * The browser's managed storage: what an administrator set for Linklet by enterprise policy. Chrome
 * and Edge fill it from the extension's `3rdparty` policy (and the Google Admin console); Firefox
 * from its enterprise policies' `3rdparty` section or a managed-storage manifest. Read per call,
 * never kept: the policy can change at any time.
 */
import { browser } from 'wxt/browser';
import { isRecord } from '../api/lenient';

/**
 * The policy as the browser holds it: `null` when nobody manages Linklet here (an empty policy,
 * or Firefox's "Managed storage manifest not found"), `'failed'` when the read failed otherwise:
 * the last policy then stands, with its locks, until a read succeeds.
 */
export async function readPolicy(): Promise<Record<string, unknown> | null | 'failed'> {
  // A browser without the managed area at all has no policy for anyone.
  if (!browser.storage.managed) return null;
  try {
    const value: unknown = await browser.storage.managed.get();
    return isRecord(value) && Object.keys(value).length > 0 ? value : null;
  } catch (error) {
    return isNoManagedStorage(error) ? null : 'failed';
  }
}

/** The one refusal that means "no policy": a browser without managed storage for Linklet. */
export function isNoManagedStorage(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /managed storage manifest not found/i.test(message);
}
