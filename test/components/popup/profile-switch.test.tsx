// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ProfileSwitch } from '../../../components/popup/ProfileSwitch';
import { readAllSettings, saveSettings } from '../../../lib/settings';
import { addProfile } from '../../../lib/settings/profiles';
import { serveFactsFrom } from '../../fakes/facts';
import { PopupUnderTest } from './popup-under-test';
import { activeTab, configure, fakeClient } from './setup';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('popup: the profile switch', () => {
  it('the popup shows it with two profiles, not with one (from what its start read: no second read)', async () => {
    await configure();
    activeTab();
    const client = fakeClient();
    serveFactsFrom(client);
    render(<PopupUnderTest client={client} />);
    await screen.findByRole('button', { name: 'Shorten' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByLabelText('Profile')).toBeNull();
    cleanup();
    await addProfile('Work', { instanceUrl: 'https://work.example' });
    render(<PopupUnderTest client={client} />);
    expect(((await screen.findByLabelText('Profile')) as HTMLSelectElement).value).toBe('default');
  });

  it('with two, a labelled "Profile" select on the active one; choosing another makes it active and starts the popup again', async () => {
    await saveSettings({ instanceUrl: 'https://home.example' });
    const work = await addProfile('Work', { instanceUrl: 'https://work.example' });
    const reload = vi.fn();
    render(<ProfileSwitch all={await readAllSettings()} reload={reload} />);
    const select = (await screen.findByLabelText('Profile')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['home.example', 'Work']);
    expect(select.value).toBe('default');
    fireEvent.change(select, { target: { value: work.id } });
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect((await readAllSettings()).activeProfileId).toBe(work.id);
  });

  it('in a window of its own (its tab bound by a one-time token), a switch opens a new window for the same tab', async () => {
    await addProfile('Work');
    history.replaceState(null, '', '/popup.html?tab=5&token=used-up');
    const create = vi.spyOn(fakeBrowser.windows, 'create').mockResolvedValue({} as never);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    try {
      // The tab the start found through the token.
      render(<ProfileSwitch all={await readAllSettings()} tab={{ id: 5, detached: true }} />);
      const select = (await screen.findByLabelText('Profile')) as HTMLSelectElement;
      fireEvent.change(select, { target: { value: select.options[1]!.value } });
      await waitFor(() => expect(close).toHaveBeenCalled());
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringMatching(/\/popup\.html\?tab=5&token=(?!used-up)/) }));
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('a window opened with a forged ?tab= (no valid token: the start found no tab) gets no token for that tab by a switch (issue 29)', async () => {
    await addProfile('Work');
    history.replaceState(null, '', '/popup.html?tab=7&token=forged');
    const create = vi.spyOn(fakeBrowser.windows, 'create').mockResolvedValue({} as never);
    try {
      render(<ProfileSwitch all={await readAllSettings()} tab={{ detached: true }} />);
      const select = (await screen.findByLabelText('Profile')) as HTMLSelectElement;
      fireEvent.change(select, { target: { value: select.options[1]!.value } });
      await waitFor(async () => expect((await readAllSettings()).activeProfileId).toBe(select.options[1]!.value));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(create).not.toHaveBeenCalled();
      expect(await fakeBrowser.storage.session.get('popupWindowTokens')).toEqual({});
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('after the switch, focus is back on the select (keyboard users keep their place)', async () => {
    await addProfile('Work');
    sessionStorage.setItem('linklet-profile-switched', '1');
    render(<ProfileSwitch all={await readAllSettings()} />);
    const select = await screen.findByLabelText('Profile');
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(sessionStorage.length).toBe(0);
  });
});
