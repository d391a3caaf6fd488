import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';
import { keyedDrafts, type KeyedEntries } from '../../../lib/storage/keyed-drafts';

const ITEM = storage.defineItem<KeyedEntries>('session:notesDrafts', { fallback: {} });

describe('keyed drafts', () => {
  it('keeps the `max` most recently saved, each with its time', async () => {
    const drafts = keyedDrafts(ITEM, 2);
    await Promise.all([drafts.save('a', { text: 'A' }, 3), drafts.save('b', { text: 'B' }, 1), drafts.save('c', { text: 'C' }, 2)]);
    expect(await fakeBrowser.storage.session.get(null)).toEqual({ notesDrafts: { a: { text: 'A', savedAt: 3 }, c: { text: 'C', savedAt: 2 } } });
    expect(await drafts.load('a')).toEqual({ text: 'A', savedAt: 3 });
    expect(await drafts.load('b')).toBeUndefined();
  });

  it('clears one key, or those a test accepts, and writes nothing when none is there', async () => {
    const drafts = keyedDrafts(ITEM, 20);
    await drafts.save('x 1', { n: 1 }, 1);
    await drafts.save('y 2', { n: 2 }, 2);
    await drafts.clear('x 1');
    await drafts.clear('toString');
    expect(Object.keys((await fakeBrowser.storage.session.get('notesDrafts')).notesDrafts as object)).toEqual(['y 2']);
    await drafts.clearWhere((key) => key.startsWith('y '));
    expect(await fakeBrowser.storage.session.get(null)).toEqual({ notesDrafts: {} });
  });

  it('reads a damaged item as no drafts', async () => {
    await fakeBrowser.storage.session.set({ notesDrafts: ['not', 'a', 'record'] });
    const drafts = keyedDrafts(ITEM, 20);
    expect(await drafts.load('0')).toBeUndefined();
    await drafts.save('k', { n: 1 }, 1);
    expect(await fakeBrowser.storage.session.get(null)).toEqual({ notesDrafts: { k: { n: 1, savedAt: 1 } } });
  });
});
