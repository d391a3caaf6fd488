import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import type { ExtensionSession } from './harness';

export interface ConfigureOptions {
  /** The instance base URL, e.g. the reference server's `url`. */
  instanceUrl: string;
  apiKey: string;
  /** Settings fields to set besides the instance (see lib/settings/schema.ts). */
  settings?: Record<string, unknown>;
  /** Remember the key in storage.local (default) or keep it in storage.session. */
  rememberKey?: boolean;
}

/**
 * Writes settings and the key straight into the extension's storage, in the layout of
 * lib/settings (settings v2 + the key bound to its origin). Journeys that are not about the
 * options page start from here, with the popup on its form first ("Let me choose before
 * shortening") unless they set `shortenOnOpen: true`, a new install's one-click mode.
 */
export async function configureExtension(session: ExtensionSession, options: ConfigureOptions): Promise<void> {
  const origin = new URL(options.instanceUrl).origin;
  const remember = options.rememberKey ?? true;
  const worker = await session.currentWorker();
  await worker.evaluate(
    async ({ instanceUrl, apiKey, origin, remember, settings }) => {
      const chromeApi = (globalThis as unknown as { chrome: any }).chrome;
      await chromeApi.storage.local.set({
        settings: { instanceUrl, rememberKey: remember, shortenOnOpen: false, ...settings },
        settings$: { v: 2 },
      });
      const area = remember ? chromeApi.storage.local : chromeApi.storage.session;
      await area.set({ apiKey: { origin, key: apiKey } });
    },
    { instanceUrl: options.instanceUrl, apiKey: options.apiKey, origin, remember, settings: options.settings ?? {} },
  );
}

/** Whether the extension holds the host permission for `origin`. */
export async function hasHostPermission(session: ExtensionSession, origin: string): Promise<boolean> {
  const worker = await session.currentWorker();
  return worker.evaluate((pattern) => (globalThis as unknown as { chrome: any }).chrome.permissions.contains({ origins: [pattern] }), `${origin}/*`);
}

/**
 * Answers Chromium's permission prompt with the keyboard (headful under Xvfb only; a headless
 * prompt never answers). Tab then Return accepts; Return alone denies.
 */
export async function answerPermissionPrompt(accept: boolean): Promise<void> {
  await new Promise((r) => setTimeout(r, 1000));
  execFileSync('xdotool', accept ? ['key', 'Tab', 'Return'] : ['key', 'Return']);
  await new Promise((r) => setTimeout(r, 500));
}

/** Permissions as `chrome.permissions` takes them: API permissions and/or host patterns. */
export interface PermissionRequest {
  permissions?: string[];
  origins?: string[];
}

/** Whether the extension holds every permission of `request`. */
export async function hasPermission(session: ExtensionSession, request: PermissionRequest): Promise<boolean> {
  const worker = await session.currentWorker();
  return worker.evaluate((r) => (globalThis as unknown as { chrome: any }).chrome.permissions.contains(r), request);
}

/**
 * Grants optional permissions the way a user does: a click in an extension page calls
 * `permissions.request`, and the prompt is answered (accepted unless `accept` is false). Needs
 * `launchExtension({ headful: true })`. E.g. `grantPermission(session, { permissions: ['clipboardWrite'] })`.
 */
export async function grantPermission(session: ExtensionSession, request: PermissionRequest, accept = true): Promise<boolean> {
  const page: Page = await session.context.newPage();
  await page.goto(session.pageUrl('options.html'));
  await page.evaluate((r) => {
    const button = document.createElement('button');
    button.id = '__grant';
    button.textContent = 'grant';
    button.addEventListener('click', () => {
      void (globalThis as unknown as { chrome: any }).chrome.permissions.request(r);
    });
    document.body.prepend(button);
  }, request);
  await page.click('#__grant');
  await answerPermissionPrompt(accept);
  await page.close();
  return hasPermission(session, request);
}

/**
 * Grants the optional host permission for `origin` the way a user does: a click in an extension
 * page calls `permissions.request`, and the prompt is accepted. Needs `launchExtension({ headful: true })`.
 */
export async function grantHostPermission(session: ExtensionSession, origin: string, accept = true): Promise<boolean> {
  return grantPermission(session, { origins: [`${origin}/*`] }, accept);
}
