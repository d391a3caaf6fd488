// @vitest-environment happy-dom
/** A popup acts only for the profile it started with (issue 47). */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { activeTab, background, clipboard, fakeClient, type FakeClient } from './setup';
import { PopupUnderTest } from './popup-under-test';
import { serveFactsFrom } from '../../fakes/facts';

let client: FakeClient;
let messages: ReturnType<typeof background>;
beforeEach(async () => {
  client = fakeClient();
  serveFactsFrom(client);
  clipboard();
  activeTab();
  messages = background({ listPageLinks: [], listRecentLinks: [], searchIndex: [], getIndexStatus: { count: 0, refreshedAt: 0, fullAt: 0 } });
  await fakeBrowser.storage.local.set({
    settings: {
      activeProfileId: 'a',
      shortenOnOpen: false,
      profiles: [
        { id: 'a', name: 'Work', instanceUrl: 'https://sho.rt', defaultDomainId: 1 },
        { id: 'b', name: 'Home', instanceUrl: 'https://other.example', defaultDomainId: 1 },
      ],
    },
    settings$: { v: 3 },
    apiKeys: { a: { origin: 'https://sho.rt', key: 'key-a' } },
  });
});
afterEach(() => cleanup());

const STALE =
  'This window was opened for the profile “Work”, which is no longer the active one: it shows and changes nothing until you switch back or reopen it.';

describe('a popup acts only for its own profile (issue 47)', () => {
  it('names its profile on every question to the background', async () => {
    render(<PopupUnderTest client={client} />);
    await screen.findByLabelText('Search links');
    await waitFor(() => expect(messages.some((m) => m.linklet === 'listRecentLinks')).toBe(true));
    const asked = messages.filter((m) => ['listPageLinks', 'listRecentLinks', 'searchIndex', 'searchLinks', 'getIndexStatus'].includes(m.linklet));
    expect(asked.length).toBeGreaterThan(0);
    for (const message of asked) expect(message.data).toMatchObject({ profileId: 'a' });
  });

  it('says so when another profile becomes active, keeps its body out of reach, and goes on when switched back', async () => {
    render(<PopupUnderTest client={client} />);
    const search = await screen.findByLabelText('Search links');
    const settings = (await fakeBrowser.storage.local.get('settings')).settings as Record<string, unknown>;
    await fakeBrowser.storage.local.set({ settings: { ...settings, activeProfileId: 'b' } });
    await screen.findByRole('button', { name: 'Reopen for the active profile' });
    expect(screen.getByRole('alert').textContent).toBe(STALE);
    expect(search.closest('[hidden]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Reopen for the active profile' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Switch back to “Work”' }));
    await waitFor(() => expect(screen.queryByText(STALE)).toBeNull());
    expect(search.closest('[hidden]')).toBeNull();
    expect(((await fakeBrowser.storage.local.get('settings')).settings as { activeProfileId: string }).activeProfileId).toBe('a');
  });
});
