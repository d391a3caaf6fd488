import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readDensity, saveDensity } from '../../../lib/manager/density';

describe('the Links view’s density', () => {
  it('is comfortable until compact is chosen, and is remembered', async () => {
    expect(await readDensity()).toBe('comfortable');
    await saveDensity('compact');
    expect(await readDensity()).toBe('compact');
    expect(await fakeBrowser.storage.local.get('linksDensity')).toEqual({ linksDensity: 'compact' });
    await saveDensity('comfortable');
    expect(await readDensity()).toBe('comfortable');
  });

  it('reads an unknown stored value as the default', async () => {
    await fakeBrowser.storage.local.set({ linksDensity: { odd: true } });
    expect(await readDensity()).toBe('comfortable');
  });
});
