import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Link } from '../../../lib/api/schemas';
import { link as sharedLink } from '../../fakes/client';
import type { MessageType } from '../../../lib/messaging';
import { fakeClient, type FakeClient } from '../../fakes/client';
import { serveFactsFrom } from '../../fakes/facts';

export const PAGE_URL = 'https://example.com/article';

/** A link of the popup's page (the shared fake's, at PAGE_URL). */
export const link = (id: number, patch: Partial<Link> = {}): Link =>
  sharedLink(id, { url: PAGE_URL, clicks: undefined, disabled: undefined, space: undefined, pixels: [], ...patch });

export { fakeClient, page, pixel, type FakeClient } from '../../fakes/client';

/**
 * Settings (storage v2 layout) and the key for https://sho.rt, as the options page saves them.
 * "Let me choose before shortening" unless a test says otherwise (`shortenOnOpen: true`): most of
 * these tests are about the form; a new install's toolbar click shortens at once.
 */
export async function configure(settings: Record<string, unknown> = {}): Promise<void> {
  await fakeBrowser.storage.local.set({
    settings: { instanceUrl: 'https://sho.rt', defaultDomainId: 1, shortenOnOpen: false, ...settings },
    settings$: { v: 2 },
    apiKey: { origin: 'https://sho.rt', key: 'secret-key' },
  });
}

/** The toolbar popup's tab (activeTab shows its URL); null: a tab whose URL the popup cannot see. */
export function activeTab(url: string | null = PAGE_URL, title = 'An article'): void {
  fakeBrowser.tabs.query = vi.fn(async () => [
    { id: 9, url: url ?? undefined, title, index: 0, active: true, highlighted: true, pinned: false, incognito: false, windowId: 1 },
  ]) as never;
}

/** The background's answers; messages it got are collected. `undefined` answer = asleep (rejects). */
export function background(answers: Partial<Record<MessageType, unknown>> = {}) {
  const received: Array<{ linklet: MessageType; data: unknown }> = [];
  fakeBrowser.runtime.sendMessage = vi.fn(async (message: { linklet: MessageType; data: unknown }) => {
    received.push(message);
    if (!(message.linklet in answers)) throw new Error('Could not establish connection. Receiving end does not exist.');
    return answers[message.linklet];
  }) as never;
  return received;
}

export function clipboard() {
  const writeText = vi.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/**
 * A configured popup over PAGE_URL, as most popup tests start: a fake client whose mocks answer
 * the instance facts, a clipboard, the active tab and the settings (`configure`).
 */
export async function configuredPopup(settings: Record<string, unknown> = {}): Promise<FakeClient> {
  const client = fakeClient();
  serveFactsFrom(client);
  clipboard();
  activeTab();
  await configure(settings);
  return client;
}
