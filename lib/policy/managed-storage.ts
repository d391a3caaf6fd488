/**
 * The browser's managed storage: what an administrator set for Linklet by enterprise policy. Chrome
 * and Edge fill it from the extension's `3rdparty` policy (and the Google Admin console); Firefox
 * from its enterprise policies' `3rdparty` section or a managed-storage manifest. Read per call,
 * never kept: the policy can change at any time.
 */
import { browser } from 'wxt/browser';
import { isRecord } from '../api/lenient';

/**
 * The policy as the browser holds it, or null for none: an empty policy, no managed storage in
 * this browser, and Firefox's refusal without a policy ("Managed storage manifest not found") all
 * mean that nobody manages Linklet here.
 */
export async function readPolicy(): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await browser.storage.managed.get();
    return isRecord(value) && Object.keys(value).length > 0 ? value : null;
  } catch {
    return null;
  }
}
