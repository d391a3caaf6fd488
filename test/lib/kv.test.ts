import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';
import { getItem, getItems, remember, removeItems, setItem, setItems, watch } from '../../lib/kv';

describe('kv', () => {
  it('reads and writes the area the key names, under the key WXT storage uses', async () => {
    await setItem('local:apiKey', { origin: 'https://sho.rt', key: 'k' });
    await setItem('session:drafts', { a: 1 });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ apiKey: { origin: 'https://sho.rt', key: 'k' } });
    expect(await fakeBrowser.storage.session.get(null)).toEqual({ drafts: { a: 1 } });
    expect(await getItem('local:apiKey')).toEqual({ origin: 'https://sho.rt', key: 'k' });
    expect(await storage.getItem('session:drafts')).toEqual({ a: 1 });
  });

  it('reads what WXT storage wrote', async () => {
    await storage.setItem('local:welcomed', true);
    expect(await getItem('local:welcomed')).toBe(true);
  });

  it('answers null for a missing key', async () => {
    expect(await getItem('local:nothing')).toBeNull();
    expect(await getItems(['local:nothing', 'session:nothing'])).toEqual([null, null]);
  });

  it('reads several keys across areas in their order', async () => {
    await fakeBrowser.storage.local.set({ a: 1, b: 2 });
    await fakeBrowser.storage.session.set({ a: 3 });
    expect(await getItems(['local:b', 'session:a', 'local:a', 'local:c'])).toEqual([2, 3, 1, null]);
  });

  it('null or undefined removes a value', async () => {
    await setItems({ 'local:a': 1, 'local:b': 2, 'session:c': 3 });
    await setItem('local:a', null);
    await setItems({ 'local:b': undefined, 'session:c': 4 });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    expect(await fakeBrowser.storage.session.get(null)).toEqual({ c: 4 });
  });

  it('writes several values of an area in one set', async () => {
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    await setItems({ 'local:a': 1, 'local:b': 2 });
    expect(set).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledWith({ a: 1, b: 2 });
  });

  it('removes keys in either area', async () => {
    await setItems({ 'local:k': 1, 'session:k': 2, 'local:other': 3 });
    await removeItems(['local:k', 'session:k']);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ other: 3 });
    expect(await fakeBrowser.storage.session.get(null)).toEqual({});
  });

  it('watches one key of one area until unwatched', async () => {
    const seen = vi.fn();
    const stop = watch('local:k', seen);
    await setItem('session:k', 1);
    await setItem('local:other', 1);
    await setItem('local:k', 'a');
    await setItem('local:k', 'b');
    await setItem('local:k', null);
    expect(seen.mock.calls).toEqual([
      ['a', null],
      ['b', 'a'],
      [null, 'b'],
    ]);
    stop();
    await setItem('local:k', 'c');
    expect(seen).toHaveBeenCalledTimes(3);
  });
});

describe('remember', () => {
  const counting = () => {
    const read = vi.fn(() => getItem('local:k'));
    return { read, memo: remember(['local:k', 'local:k$'], read) };
  };

  it('reads storage once while none of its keys changes', async () => {
    await setItem('local:k', 'a');
    const { read, memo } = counting();
    expect([await memo.get(), await memo.get(), await memo.get()]).toEqual(['a', 'a', 'a']);
    await setItem('local:other', 1);
    await setItem('session:k', 1);
    expect(await memo.get()).toBe('a');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['written', () => fakeBrowser.storage.local.set({ k: 'b' }), 'b'],
    ['removed', () => fakeBrowser.storage.local.remove('k'), null],
    ['cleared', () => fakeBrowser.storage.local.clear(), null],
  ])('reads again once one of its keys was %s (storage.onChanged, from any context)', async (_, change, now) => {
    await setItem('local:k', 'a');
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
    const memo = remember(['local:k'], read);
    await expect(memo.get()).rejects.toThrow('storage unavailable');
    expect(await memo.get()).toBe('a');
  });

  it('trusts nothing kept while its listener was gone (a reset browser, a new worker)', async () => {
    await setItem('local:k', 'a');
    const { read, memo } = counting();
    expect(await memo.get()).toBe('a');
    fakeBrowser.reset();
    await fakeBrowser.storage.local.set({ k: 'b' });
    expect(await memo.get()).toBe('b');
    await memo.get();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
