import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { entry, getItem, getItems, remember, removeItems, setItem, setItems, watch } from '../../lib/storage/kv';
import { defineItem, ofProfile, type StorageKey } from '../../lib/storage/item';

/** An item of any type, for the layer's own tests. */
const at = (key: StorageKey) => defineItem<any>(key);

describe('kv', () => {
  it('reads and writes the area the item names, under its key', async () => {
    await setItem(at('local:apiKey'), { origin: 'https://sho.rt', key: 'k' });
    await setItem(at('session:drafts'), { a: 1 });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ apiKey: { origin: 'https://sho.rt', key: 'k' } });
    expect(await fakeBrowser.storage.session.get(null)).toEqual({ drafts: { a: 1 } });
    expect(await getItem(at('local:apiKey'))).toEqual({ origin: 'https://sho.rt', key: 'k' });
    expect(await getItem(at('session:drafts'))).toEqual({ a: 1 });
  });

  it('answers null for a missing key', async () => {
    expect(await getItem(at('local:nothing'))).toBeNull();
    expect(await getItems([at('local:nothing'), at('session:nothing')])).toEqual([null, null]);
  });

  it('reads several keys across areas in their order', async () => {
    await fakeBrowser.storage.local.set({ a: 1, b: 2 });
    await fakeBrowser.storage.session.set({ a: 3 });
    expect(await getItems([at('local:b'), at('session:a'), at('local:a'), at('local:c')])).toEqual([2, 3, 1, null]);
  });

  it('null or undefined removes a value', async () => {
    await setItems([entry(at('local:a'), 1), entry(at('local:b'), 2), entry(at('session:c'), 3)]);
    await setItem(at('local:a'), null);
    await setItems([entry(at('local:b'), undefined), entry(at('session:c'), 4)]);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    expect(await fakeBrowser.storage.session.get(null)).toEqual({ c: 4 });
  });

  it('writes several values of an area in one set', async () => {
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    await setItems([entry(at('local:a'), 1), entry(at('local:b'), 2)]);
    expect(set).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledWith({ a: 1, b: 2 });
  });

  it('removes keys in either area', async () => {
    await setItems([entry(at('local:k'), 1), entry(at('session:k'), 2), entry(at('local:other'), 3)]);
    await removeItems([at('local:k'), at('session:k')]);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ other: 3 });
    expect(await fakeBrowser.storage.session.get(null)).toEqual({});
  });

  it('watches one key of one area until unwatched', async () => {
    const seen = vi.fn();
    const stop = watch(at('local:k'), seen);
    await setItem(at('session:k'), 1);
    await setItem(at('local:other'), 1);
    await setItem(at('local:k'), 'a');
    await setItem(at('local:k'), 'b');
    await setItem(at('local:k'), null);
    expect(seen.mock.calls).toEqual([
      ['a', null],
      ['b', 'a'],
      [null, 'b'],
    ]);
    stop();
    await setItem(at('local:k'), 'c');
    expect(seen).toHaveBeenCalledTimes(3);
  });
});

describe('remember', () => {
  const counting = () => {
    const read = vi.fn(() => getItem(at('local:k')));
    return { read, memo: remember([at('local:k'), at('local:k$')], read) };
  };

  it('reads storage once while none of its keys changes', async () => {
    await setItem(at('local:k'), 'a');
    const { read, memo } = counting();
    expect([await memo.get(), await memo.get(), await memo.get()]).toEqual(['a', 'a', 'a']);
    await setItem(at('local:other'), 1);
    await setItem(at('session:k'), 1);
    expect(await memo.get()).toBe('a');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['written', () => fakeBrowser.storage.local.set({ k: 'b' }), 'b'],
    ['removed', () => fakeBrowser.storage.local.remove('k'), null],
    ['cleared', () => fakeBrowser.storage.local.clear(), null],
  ])('reads again once one of its keys was %s (storage.onChanged, from any context)', async (_, change, now) => {
    await setItem(at('local:k'), 'a');
    const { read, memo } = counting();
    expect(await memo.get()).toBe('a');
    await change();
    expect(await memo.get()).toBe(now);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again after a change to its other key (e.g. the settings meta)', async () => {
    const { read, memo } = counting();
    await memo.get();
    await fakeBrowser.storage.local.set({ k$: { v: 2 } });
    await memo.get();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again when told to forget, before any event', async () => {
    const { read, memo } = counting();
    await memo.get();
    memo.forget();
    await memo.get();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('storage unavailable')).mockResolvedValue('a');
    const memo = remember([at('local:k')], read);
    await expect(memo.get()).rejects.toThrow('storage unavailable');
    expect(await memo.get()).toBe('a');
  });

  it('trusts nothing kept while its listener was gone (a reset browser, a new worker)', async () => {
    await setItem(at('local:k'), 'a');
    const { read, memo } = counting();
    expect(await memo.get()).toBe('a');
    fakeBrowser.reset();
    await fakeBrowser.storage.local.set({ k: 'b' });
    expect(await memo.get()).toBe('b');
    await memo.get();
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('watch with everyProfile', () => {
  it('hears each profile’s copy of the item (ofProfile) as well as the item, and nothing else', async () => {
    const base = defineItem<number>('local:counter');
    const heard = vi.fn();
    const plain = vi.fn();
    const stop = watch(base, heard, true);
    watch(base, plain);
    await setItem(ofProfile(base, 'p-2'), 2);
    await setItem(base, 1);
    await setItem(defineItem<number>('local:counterOther'), 3);
    await vi.waitFor(() =>
      expect(heard.mock.calls).toEqual([
        [2, null],
        [1, null],
      ]),
    );
    expect(plain.mock.calls).toEqual([[1, null]]);
    expect(ofProfile(base, 'default')).toBe(base);
    stop();
  });
});
