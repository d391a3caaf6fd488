/**
 * Copying from the background, where no page was clicked. Chrome's service worker has no DOM
 * and no clipboard: an offscreen document (reason CLIPBOARD) copies for it, and only while the
 * optional `clipboardWrite` permission is held. Firefox's background is a page with a DOM, which
 * copies itself, also only with that (optional) permission. Each build carries only its own way.
 */
import { browser } from 'wxt/browser';
import * as z from 'zod/mini';
import { copyText } from './page';
import { hasClipboardPermission } from '../permissions/permissions';

export const OFFSCREEN_PATH = '/offscreen.html';

/** The one message the offscreen document answers (true when the text was copied). */
const offscreenCopyMessage = z.object({ offscreen: z.literal('copy'), text: z.string() });
export type OffscreenCopyMessage = z.infer<typeof offscreenCopyMessage>;

export function isOffscreenCopyMessage(message: unknown): message is OffscreenCopyMessage {
  return z.safeParse(offscreenCopyMessage, message).success;
}

/** The subset of chrome.offscreen used here (absent from Firefox and from older typings). */
interface OffscreenApi {
  createDocument(parameters: { url: string; reasons: string[]; justification: string }): Promise<void>;
}

interface ContextsApi {
  getContexts?(filter: { contextTypes: string[]; documentUrls?: string[] }): Promise<unknown[]>;
}

function offscreenApi(): OffscreenApi | undefined {
  return (browser as unknown as { offscreen?: OffscreenApi }).offscreen;
}

/** A document being created, shared by copies that start meanwhile (only one may exist). */
let creating: Promise<void> | null = null;

async function ensureOffscreenDocument(api: OffscreenApi): Promise<void> {
  const url = browser.runtime.getURL(OFFSCREEN_PATH as '/offscreen.html');
  const existing = await (browser.runtime as unknown as ContextsApi).getContexts?.({
    contextTypes: ['OFFSCREEN_DOCUMENT'],
    documentUrls: [url],
  });
  if (existing && existing.length > 0) return;
  creating ??= api
    .createDocument({ url, reasons: ['CLIPBOARD'], justification: 'Copy the short link made from the context menu or keyboard shortcut.' })
    .catch((error: unknown) => {
      // Made by a call this worker did not see (before a restart): it is there, which is all we need.
      if (!String(error).includes('single offscreen document')) throw error;
    })
    .finally(() => {
      creating = null;
    });
  await creating;
}

/**
 * Copies `text` from the background when it may: false when the permission is not held (the
 * copy is not even tried: Chrome would refuse it) or when the clipboard refused.
 */
export async function tryCopyFromBackground(text: string): Promise<boolean> {
  if (!(await hasClipboardPermission())) return false;
  try {
    await copyFromBackground(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies `text` to the clipboard from the background. Rejects when it could not. */
export function copyFromBackground(text: string): Promise<void> {
  return import.meta.env.FIREFOX ? copyInBackgroundPage(text) : copyThroughOffscreen(text);
}

/** Firefox: the background page copies itself. */
export async function copyInBackgroundPage(text: string): Promise<void> {
  if (!(await copyText(text))) throw new Error('The clipboard refused the text');
}

/** Chrome: the offscreen document copies for the worker. */
export async function copyThroughOffscreen(text: string): Promise<void> {
  const api = offscreenApi();
  if (!api) throw new Error('No way to reach the clipboard from here');
  await ensureOffscreenDocument(api);
  const message: OffscreenCopyMessage = { offscreen: 'copy', text };
  const copied: unknown = await browser.runtime.sendMessage(message);
  if (copied !== true) throw new Error('The clipboard refused the text');
}
