import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';
import { toErrorData } from '../../../lib/api/errors';
import { storageWrite } from '../../../lib/storage/error';
import { getValues, ofProfile, watchEveryProfile } from '../../../lib/storage/item';

describe('getValues', () => {
  it('answers the items in their order, a missing one its fallback, one get per area', async () => {
    await fakeBrowser.storage.local.set({ a: 1 });
    await fakeBrowser.storage.session.set({ b: 'two' });
    const items = [
      storage.defineItem<number>('local:a'),
      storage.defineItem<string>('session:b'),
      storage.defineItem<number[]>('local:c', { fallback: [] }),
      storage.defineItem<number>('local:d'),
    ] as const;
    // Defining an item reads it once (WXT's init): counted from here.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const local = vi.spyOn(fakeBrowser.storage.local, 'get');
    const session = vi.spyOn(fakeBrowser.storage.session, 'get');
    const values = await getValues(items);
    expect(values).toEqual([1, 'two', [], null]);
    expect([local.mock.calls.length, session.mock.calls.length]).toEqual([1, 1]);
  });
});

describe('ofProfile', () => {
  it("keeps the base item for the 'default' profile and `<key>.<id>` for another, with its fallback, made once", async () => {
    const base = storage.defineItem<number[]>('local:counts', { fallback: [] });
    expect(ofProfile(base, 'default')).toBe(base);
    const other = ofProfile(base, 'p-2');
    expect(other.key).toBe('local:counts.p-2');
    expect(ofProfile(base, 'p-2')).toBe(other);
    expect(await other.getValue()).toEqual([]);
    await other.setValue([2]);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ 'counts.p-2': [2] });
  });

  it('hears each profile’s copy of the item as well as the item, and nothing else', async () => {
    const base = storage.defineItem<number>('local:counter');
    const heard = vi.fn();
    const stop = watchEveryProfile(base, heard);
    await ofProfile(base, 'p-2').setValue(2);
    await base.setValue(1);
    await fakeBrowser.storage.local.set({ counterOther: 3 });
    await fakeBrowser.storage.session.set({ counter: 3 });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
    stop();
    await base.setValue(4);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe('a write the browser refuses', () => {
  it('is a StorageError, recognised by name and sent as data', async () => {
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    const item = storage.defineItem<number[]>('local:notes', { fallback: [] });
    const error = await storageWrite(item.key, item.setValue([1])).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'StorageError' });
    expect(toErrorData(error)).toEqual({ name: 'StorageError', message: "the browser's local storage refused the write (QUOTA_BYTES quota exceeded)" });
  });
});
