import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { toErrorData } from '../../../lib/api/errors';
import { getItem, getItems, removeItems, setItem, watch } from '../../../lib/storage/kv';
import { defineItem, migrate } from '../../../lib/storage/item';

/** A versioned item as an owner declares one: v1 kept a string, v2 a list, v3 a list of objects. */
const NOTES_ITEM = defineItem<{ text: string }[]>('local:notes', {
  fallback: [],
  version: 3,
  migrations: {
    2: (v1: string) => (typeof v1 === 'string' ? [v1] : v1),
    3: (v2: unknown[]) => v2.map((note) => (typeof note === 'string' ? { text: note } : note)),
  },
});

describe('an item declared by its owner', () => {
  it('is read, written, removed and watched by the storage layer, which does not know it', async () => {
    expect(await getItem(NOTES_ITEM)).toEqual([]);
    const heard = vi.fn();
    const stop = watch(NOTES_ITEM, heard);
    await setItem(NOTES_ITEM, [{ text: 'a' }]);
    expect(await getItem(NOTES_ITEM)).toEqual([{ text: 'a' }]);
    await removeItems([NOTES_ITEM]);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
    expect(heard.mock.calls).toEqual([
      [[{ text: 'a' }], []],
      [[], [{ text: 'a' }]],
    ]);
    stop();
  });

  it('without a fallback answers null when nothing is stored', async () => {
    expect(await getItems([defineItem<number>('session:count'), NOTES_ITEM])).toEqual([null, []]);
  });

  it('is unknown to the storage layer, which imports nothing of the extension above it', () => {
    // lib/storage/: what each file may import (the browser, and one another).
    const layer = readdirSync('lib/storage').map((file): [string, RegExp] => [join('lib/storage', file), /^(wxt\/browser|\.\/[\w-]+)$/]);
    for (const [file, allowed] of layer) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
      for (const path of imports) expect(path, file).toMatch(allowed);
    }
  });
});

describe('a versioned item', () => {
  it('writes its version beside its value, in one set', async () => {
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    await setItem(NOTES_ITEM, [{ text: 'a' }]);
    expect(set).toHaveBeenCalledTimes(1);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ notes: [{ text: 'a' }], notes$: { v: 3 } });
    await setItem(NOTES_ITEM, null);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it.each([
    ['a value without a version (v1)', { notes: 'a' }, [{ text: 'a' }]],
    ['a v2 value', { notes: ['a', 'b'], notes$: { v: 2 } }, [{ text: 'a' }, { text: 'b' }]],
    ['a current value', { notes: [{ text: 'a' }], notes$: { v: 3 } }, [{ text: 'a' }]],
    ['a newer version than this build knows, as stored', { notes: 'later', notes$: { v: 9 } }, 'later'],
  ])('reads %s migrated in memory, writing nothing', async (_, stored, read) => {
    await fakeBrowser.storage.local.set(stored);
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    expect(await getItem(NOTES_ITEM)).toEqual(read);
    expect(set).not.toHaveBeenCalled();
  });

  it('answers a value whose migration throws as stored', () => {
    const item = defineItem<number>('local:n', {
      fallback: 0,
      version: 2,
      migrations: {
        2: () => {
          throw new Error('bad');
        },
      },
    });
    expect(migrate(item, 5, null)).toBe(5);
  });

  it('is watched migrated from v1 (a change event carries no version unless it changed too)', async () => {
    const heard = vi.fn();
    watch(NOTES_ITEM, heard);
    await fakeBrowser.storage.local.set({ notes: 'a' });
    await fakeBrowser.storage.local.set({ notes: ['b'], notes$: { v: 2 } });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
    expect(heard.mock.calls[0]).toEqual([[{ text: 'a' }], []]);
    expect(heard.mock.calls[1]?.[0]).toEqual([{ text: 'b' }]);
  });
});

describe('a write the browser refuses', () => {
  it('is a StorageError, recognised by name and sent as data', async () => {
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    const error = await setItem(NOTES_ITEM, []).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'StorageError' });
    expect(toErrorData(error)).toEqual({ name: 'StorageError', message: "the browser's local storage refused the write (QUOTA_BYTES quota exceeded)" });
  });
});
