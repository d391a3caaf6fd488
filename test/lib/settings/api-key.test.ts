import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clearApiKey, loadApiKey, saveApiKey } from '../../../lib/settings';

const ORIGIN = 'https://sho.rt';
const KEY = 'k3y-0123456789';

async function everyArea() {
  return {
    local: await fakeBrowser.storage.local.get(null),
    session: await fakeBrowser.storage.session.get(null),
    sync: await fakeBrowser.storage.sync.get(null),
  };
}

describe('API key storage', () => {
  it('remembered: kept in storage.local only, bound to its origin', async () => {
    await saveApiKey('default', KEY, ORIGIN, true);
    expect(await everyArea()).toEqual({ local: { apiKey: { origin: ORIGIN, key: KEY } }, session: {}, sync: {} });
    expect(await loadApiKey('default', ORIGIN)).toBe(KEY);
  });

  it('"Don\'t remember": kept in storage.session only', async () => {
    await saveApiKey('default', KEY, ORIGIN, false);
    expect(await everyArea()).toEqual({ local: {}, session: { apiKey: { origin: ORIGIN, key: KEY } }, sync: {} });
    expect(await loadApiKey('default', ORIGIN)).toBe(KEY);
  });

  it('moves between the areas when the choice changes, never leaving a copy behind', async () => {
    await saveApiKey('default', KEY, ORIGIN, false);
    await saveApiKey('default', KEY, ORIGIN, true);
    expect(await everyArea()).toEqual({ local: { apiKey: { origin: ORIGIN, key: KEY } }, session: {}, sync: {} });
    await saveApiKey('default', KEY, ORIGIN, false);
    expect(await everyArea()).toEqual({ local: {}, session: { apiKey: { origin: ORIGIN, key: KEY } }, sync: {} });
  });

  it('is never handed out for another origin', async () => {
    await saveApiKey('default', KEY, ORIGIN, true);
    expect(await loadApiKey('default', 'https://other.example')).toBeNull();
    expect(await loadApiKey('default', 'http://sho.rt')).toBeNull();
    expect(await loadApiKey('default', 'https://sho.rt:8443')).toBeNull();
  });

  it.each([null, 'bare-key', { key: KEY }, { origin: ORIGIN, key: '' }, { origin: ORIGIN, key: 5 }])('reads a malformed slot %j as no key', async (value) => {
    await fakeBrowser.storage.local.set({ apiKey: value });
    expect(await loadApiKey('default', ORIGIN)).toBeNull();
  });

  it('clearApiKey empties both areas', async () => {
    await fakeBrowser.storage.local.set({ apiKey: { origin: ORIGIN, key: KEY } });
    await fakeBrowser.storage.session.set({ apiKey: { origin: ORIGIN, key: KEY } });
    await clearApiKey('default');
    expect(await everyArea()).toEqual({ local: {}, session: {}, sync: {} });
  });
});
