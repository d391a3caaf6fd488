import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS, loadApiKey, readSettings, originOf, saveApiKey, saveSettings, watchSettings } from '../../../lib/settings';

const KEY = 'k3y-0123456789';

describe('settings store', () => {
  it('reads the defaults before anything is saved', async () => {
    expect(await readSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('saves a patch over the current settings, with the version recorded', async () => {
    await saveSettings({ instanceUrl: 'https://sho.rt' });
    await saveSettings({ autoCopy: false });
    expect(await readSettings()).toEqual({ ...DEFAULT_SETTINGS, instanceUrl: 'https://sho.rt', autoCopy: false });
    expect(await fakeBrowser.storage.local.get('settings$')).toEqual({ settings$: { v: 3 } });
  });

  it('never writes settings to storage.sync or storage.session', async () => {
    await saveSettings({ instanceUrl: 'https://sho.rt', shortenOnOpen: true });
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
    expect(await fakeBrowser.storage.session.get(null)).toEqual({});
  });

  it('changing the origin clears the stored key, in either area', async () => {
    await saveSettings({ instanceUrl: 'https://sho.rt' });
    await saveApiKey('default', KEY, 'https://sho.rt', true);
    await fakeBrowser.storage.session.set({ apiKey: { origin: 'https://sho.rt', key: KEY } });
    await saveSettings({ instanceUrl: 'https://new.example' });
    expect(await fakeBrowser.storage.local.get('apiKey')).toEqual({});
    expect(await fakeBrowser.storage.session.get('apiKey')).toEqual({});
    expect(await loadApiKey('default', 'https://new.example')).toBeNull();
  });

  it.each([
    ['a path on the same origin', 'https://sho.rt/short'],
    ['the same URL', 'https://sho.rt'],
  ])('keeps the key for %s', async (_, instanceUrl) => {
    await saveSettings({ instanceUrl: 'https://sho.rt' });
    await saveApiKey('default', KEY, 'https://sho.rt', true);
    await saveSettings({ instanceUrl });
    expect(await loadApiKey('default', 'https://sho.rt')).toBe(KEY);
  });

  it("changing the origin resets the defaults that name another instance's records", async () => {
    await saveSettings({ instanceUrl: 'https://sho.rt', defaultDomainId: 3, defaultSpaceId: 4, defaultPixelIds: [5], autoCopy: false });
    const next = await saveSettings({ instanceUrl: 'https://new.example' });
    expect(next).toEqual({ ...DEFAULT_SETTINGS, instanceUrl: 'https://new.example', autoCopy: false });
  });

  it('keeps defaults set in the same change as a new origin', async () => {
    await saveSettings({ instanceUrl: 'https://sho.rt', defaultDomainId: 3 });
    expect((await saveSettings({ instanceUrl: 'https://new.example', defaultDomainId: 9 })).defaultDomainId).toBe(9);
  });

  it('saves made at the same moment are all kept', async () => {
    await Promise.all([saveSettings({ shortenOnOpen: true }), saveSettings({ autoCopy: false }), saveSettings({ defaultSpaceId: 4 })]);
    expect(await readSettings()).toMatchObject({ shortenOnOpen: true, autoCopy: false, defaultSpaceId: 4 });
  });

  it('a failed save does not block the next one', async () => {
    const setItem = fakeBrowser.storage.local.set;
    fakeBrowser.storage.local.set = () => Promise.reject(new Error('QUOTA_BYTES quota exceeded'));
    await expect(saveSettings({ autoCopy: false })).rejects.toThrow('quota');
    fakeBrowser.storage.local.set = setItem;
    expect((await saveSettings({ shortenOnOpen: true })).shortenOnOpen).toBe(true);
  });

  it("watchSettings reads a value written in an older version's shape (a v2 write) as that version", async () => {
    const callback = vi.fn();
    const stop = watchSettings(callback);
    await fakeBrowser.storage.local.set({ settings: { instanceUrl: 'https://sho.rt', defaultDomainId: 4 }, settings$: { v: 2 } });
    expect(callback).toHaveBeenLastCalledWith(expect.objectContaining({ profileId: 'default', instanceUrl: 'https://sho.rt', defaultDomainId: 4 }));
    stop();
  });

  it('watchSettings calls back with parsed settings on every change', async () => {
    const callback = vi.fn();
    const stop = watchSettings(callback);
    await saveSettings({ autoCopy: false });
    expect(callback).toHaveBeenLastCalledWith({ ...DEFAULT_SETTINGS, autoCopy: false });
    stop();
    await saveSettings({ autoCopy: true });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['', ''],
    ['https://sho.rt/short', 'https://sho.rt'],
    ['http://127.0.0.1:8000', 'http://127.0.0.1:8000'],
    ['not a url', ''],
  ])('originOf(%j) is %j', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});
