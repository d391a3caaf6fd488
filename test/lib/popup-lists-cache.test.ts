import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { addProfile, chooseProfile } from '../../lib/settings/profiles';
import { forgetCachedPixels, isFresh, LISTS_TTL_MS, readCachedLists, saveCachedList } from '../../lib/popup-lists-cache';

const ORIGIN = 'https://sho.rt';
/** As a list is kept: for the active profile ('default' on a first start) and the origin. */
const SCOPE = `default ${ORIGIN}`;

describe('popup lists cache', () => {
  it('keeps each list with its origin and time, in the session area', async () => {
    await saveCachedList(ORIGIN, 'pixels', [{ id: 1, name: 'FB' }], 1000);
    await saveCachedList(ORIGIN, 'spaces', [], 2000);
    expect(await readCachedLists(ORIGIN)).toEqual({
      pixels: { origin: SCOPE, items: [{ id: 1, name: 'FB' }], savedAt: 1000 },
      spaces: { origin: SCOPE, items: [], savedAt: 2000 },
    });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it("returns nothing of another instance's", async () => {
    await saveCachedList('https://other.example', 'domains', [{ id: 3 }]);
    expect(await readCachedLists(ORIGIN)).toEqual({});
  });

  it("returns nothing of another profile's on the same instance (another account's records)", async () => {
    await saveCachedList(ORIGIN, 'domains', [{ id: 3 }]);
    const other = await addProfile('Work', { instanceUrl: ORIGIN });
    await chooseProfile(other.id);
    expect(await readCachedLists(ORIGIN)).toEqual({});
    await saveCachedList(ORIGIN, 'domains', [{ id: 4 }]);
    await chooseProfile('default');
    expect(await readCachedLists(ORIGIN)).toEqual({});
    await chooseProfile(other.id);
    expect((await readCachedLists(ORIGIN)).domains?.items).toEqual([{ id: 4 }]);
  });

  it.each([
    ['not an object', 'x'],
    ['items not a list', { origin: SCOPE, savedAt: 1, items: {} }],
    ['an item without an id', { origin: SCOPE, savedAt: 1, items: [{ name: 'a' }] }],
    ['no time', { origin: SCOPE, items: [] }],
  ])('ignores a stored value that is %s', async (_, value) => {
    await fakeBrowser.storage.session.set({ popupPixels: value });
    expect(await readCachedLists(ORIGIN)).toEqual({});
  });

  it.each([
    [0, true],
    [LISTS_TTL_MS - 1, true],
    [LISTS_TTL_MS, false],
    [-1, false], // saved "in the future": the clock was set back
  ])('a list %i ms old is fresh: %s', (age, fresh) => {
    expect(isFresh({ savedAt: 10_000_000 - age }, 10_000_000)).toBe(fresh);
  });

  it('forgets only the pixels', async () => {
    await saveCachedList(ORIGIN, 'pixels', [{ id: 1 }], 1);
    await saveCachedList(ORIGIN, 'domains', [{ id: 2 }], 1);
    await forgetCachedPixels();
    expect(Object.keys(await readCachedLists(ORIGIN))).toEqual(['domains']);
  });
});
