import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { NO_COLUMNS, readColumns, saveColumns } from '../../../lib/manager/columns';

describe('the Links view’s optional columns', () => {
  it('are off until chosen, and remembered', async () => {
    expect(await readColumns()).toEqual(NO_COLUMNS);
    await saveColumns({ space: true, pixels: false });
    expect(await readColumns()).toEqual({ space: true, pixels: false });
    expect(await fakeBrowser.storage.local.get('linksColumns')).toEqual({ linksColumns: { space: true, pixels: false } });
  });

  it.each([['pixels'], [{ space: 'yes', pixels: 1 }], [null], [[true]]])('reads %j as none chosen', async (stored) => {
    await fakeBrowser.storage.local.set({ linksColumns: stored });
    expect(await readColumns()).toEqual(NO_COLUMNS);
  });
});
