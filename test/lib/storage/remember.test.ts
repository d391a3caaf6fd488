import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';
import { remember } from '../../../lib/storage/remember';

const K = storage.defineItem<string>('local:k');
const K_VERSION = storage.defineItem<{ v: number }>('local:k$');

describe('remember', () => {
  const counting = () => {
    const read = vi.fn(() => K.getValue());
    return { read, memo: remember([K, K_VERSION], read) };
  };

  it('reads storage once while none of its keys changes', async () => {
    await K.setValue('a');
    const { read, memo } = counting();
    expect([await memo.get(), await memo.get(), await memo.get()]).toEqual(['a', 'a', 'a']);
    await fakeBrowser.storage.local.set({ other: 1 });
    await fakeBrowser.storage.session.set({ k: 1 });
    expect(await memo.get()).toBe('a');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['written', () => fakeBrowser.storage.local.set({ k: 'b' }), 'b'],
    ['removed', () => fakeBrowser.storage.local.remove('k'), null],
    ['cleared', () => fakeBrowser.storage.local.clear(), null],
  ])('reads again once one of its keys was %s (storage.onChanged, from any context)', async (_, change, now) => {
    await K.setValue('a');
    const { read, memo } = counting();
    expect(await memo.get()).toBe('a');
    await change();
    expect(await memo.get()).toBe(now);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again after a change to its other key (e.g. the settings version)', async () => {
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
    const memo = remember([K], read);
    await expect(memo.get()).rejects.toThrow('storage unavailable');
    expect(await memo.get()).toBe('a');
  });

  it('trusts nothing kept while its listener was gone (a reset browser, a new worker)', async () => {
    await K.setValue('a');
    const { read, memo } = counting();
    expect(await memo.get()).toBe('a');
    fakeBrowser.reset();
    await fakeBrowser.storage.local.set({ k: 'b' });
    expect(await memo.get()).toBe('b');
    await memo.get();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
