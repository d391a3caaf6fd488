/**
 * The optional permissions, asked for from the options page:
 * - host permission for the user's instance. The manifest asks for no host at install; the options
 *   page asks for exactly the instance's origin. Without it, requests still work wherever the
 *   server answers CORS (each one costs a preflight); with it, the browser skips CORS entirely.
 * - `clipboardWrite`, optional because both browsers warn about it at install (Chrome: "Modify
 *   data you copy and paste"; Firefox: "Input data to the clipboard"). The background may copy
 *   only with it (Chrome's offscreen document, Firefox's background page), so without it a link
 *   made from the context menu or the shortcut waits in the popup to be copied. Firefox also
 *   refuses a copy in the popup outside a click without it (its automatic shorten).
 */
import { browser, type Browser } from 'wxt/browser';
import { needsConsent, plainHttpScope } from '../api/base-url';

/**
 * Whether the browser can be asked for access to `origin`: the manifest may offer only https
 * sites and this machine, so plain http on the user's own network works through CORS alone.
 */
export function canAskHostAccess(origin: string): boolean {
  return !needsConsent(plainHttpScope(origin));
}

/**
 * The match pattern for an origin: `https://sho.rt:8443` → `https://sho.rt:8443/*`. Firefox's
 * match patterns cannot carry a port (a port-less host matches every port), so the port is
 * dropped there; Chrome matches the port and keeps it, asking for no more than the one origin.
 */
export function hostPattern(origin: string, firefox: boolean = import.meta.env.FIREFOX): string {
  const url = new URL(origin);
  return `${url.protocol}//${firefox ? url.hostname : url.host}/*`;
}

export async function hasHostPermission(origin: string): Promise<boolean> {
  try {
    return await browser.permissions.contains({ origins: [hostPattern(origin)] });
  } catch {
    // An origin outside optional_host_permissions (e.g. plain http on a public host) is refused
    // with an exception rather than `false`.
    return false;
  }
}

/**
 * Shows the browser's prompt for `origin`. Call it synchronously from a click handler, before
 * any `await`: the browser refuses a request once the user gesture has expired. Resolves to
 * whether the permission is held afterwards; never rejects.
 */
export function requestHostPermission(origin: string): Promise<boolean> {
  let pattern: string;
  try {
    pattern = hostPattern(origin);
  } catch {
    return Promise.resolve(false);
  }
  return browser.permissions.request({ origins: [pattern] }).then(
    (granted) => granted,
    () => false,
  );
}

export async function removeHostPermission(origin: string): Promise<boolean> {
  try {
    return await browser.permissions.remove({ origins: [hostPattern(origin)] });
  } catch {
    return false;
  }
}

/**
 * Calls back with whether `origin` is held, now and after every grant or revocation (from this
 * page, another page, or the browser's extension settings). Re-checks rather than reading the
 * event, because a change to a broader pattern can cover the origin too. Returns the unsubscribe.
 */
export function watchHostPermission(origin: string, callback: (granted: boolean) => void): () => void {
  return watchPermission(() => hasHostPermission(origin), callback);
}

const CLIPBOARD = { permissions: ['clipboardWrite'] as Browser.runtime.ManifestPermission[] };

/** Whether the background may copy: `clipboardWrite` is held. */
export async function hasClipboardPermission(): Promise<boolean> {
  try {
    return await browser.permissions.contains(CLIPBOARD);
  } catch {
    return false;
  }
}

/**
 * Shows the browser's prompt for `clipboardWrite`. Like `requestHostPermission`, call it
 * synchronously from the click, before any `await`. Resolves to the answer; never rejects.
 */
export function requestClipboardPermission(): Promise<boolean> {
  return browser.permissions.request(CLIPBOARD).then(
    (granted) => granted,
    () => false,
  );
}

/** Gives `clipboardWrite` back. Resolves to whether it was removed; never rejects. */
export function removeClipboardPermission(): Promise<boolean> {
  return browser.permissions.remove(CLIPBOARD).then(
    (removed) => removed,
    () => false,
  );
}

/** Calls back with whether `clipboardWrite` is held, now and after every change. */
export function watchClipboardPermission(callback: (granted: boolean) => void): () => void {
  return watchPermission(hasClipboardPermission, callback);
}

function watchPermission(has: () => Promise<boolean>, callback: (granted: boolean) => void): () => void {
  let active = true;
  // Only the newest check may answer: an older one can resolve after a later change.
  let latest = 0;
  const check = () => {
    const ticket = ++latest;
    void has().then((granted) => {
      if (active && ticket === latest) callback(granted);
    });
  };
  browser.permissions.onAdded.addListener(check);
  browser.permissions.onRemoved.addListener(check);
  check();
  return () => {
    active = false;
    browser.permissions.onAdded.removeListener(check);
    browser.permissions.onRemoved.removeListener(check);
  };
}

const TABS = { permissions: ['tabs'] as Browser.runtime.ManifestPermission[] };

/**
 * Shows the browser's prompt for `tabs` (tabs' addresses, for the "already has a short link"
 * mark). Call it synchronously from the click. Resolves to the answer; never rejects.
 */
export function requestTabsPermission(): Promise<boolean> {
  return browser.permissions.request(TABS).then(
    (granted) => granted,
    () => false,
  );
}

/**
 * Gives `tabs` back, unless `keep` (a setting that needs it: the "already has a short link"
 * mark). Held only while something uses it (issue 29): unticking the mark, or once "Shorten all
 * tabs" has read the window's addresses. Never rejects.
 */
export async function releaseTabsPermission(keep = false): Promise<void> {
  if (keep) return;
  try {
    await browser.permissions.remove(TABS);
  } catch {
    // Not held, or the browser refused: nothing to give back.
  }
}
