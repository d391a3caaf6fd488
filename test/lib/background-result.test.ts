import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadBackgroundError, settleBadge, showFailure, showReady } from '../../lib/background/feedback';
import { clearBackgroundResult, loadBackgroundResult, loadUncopiedResult, markResultCopied, saveBackgroundResult } from '../../lib/background/result';

const badge = async () => ({ text: await fakeBrowser.action.getBadgeText({}), title: await fakeBrowser.action.getTitle({}) });
const made = { shortUrl: 'https://sho.rt/a', url: 'https://example.org/a', source: 'context-menu' as const, copied: false };

describe('the last background result', () => {
  it('is stored under local:lastBackgroundResult with its time', async () => {
    const stored = await saveBackgroundResult(made, Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(stored.at).toBe('2026-01-02T03:04:05.000Z');
    expect((await fakeBrowser.storage.local.get('lastBackgroundResult')).lastBackgroundResult).toEqual(stored);
    expect(await loadBackgroundResult()).toEqual(stored);
  });

  it('is offered until copied, and not when the background copied it', async () => {
    await saveBackgroundResult(made);
    expect(await loadUncopiedResult()).toMatchObject({ shortUrl: 'https://sho.rt/a' });
    await markResultCopied('https://sho.rt/a');
    expect(await loadUncopiedResult()).toBeNull();
    expect(await loadBackgroundResult()).toMatchObject({ copied: true });
    await saveBackgroundResult({ ...made, shortUrl: 'https://sho.rt/b', copied: true });
    expect(await loadUncopiedResult()).toBeNull();
  });

  it('stays offered when the copy was of an older link (a newer one replaced it)', async () => {
    await saveBackgroundResult({ ...made, shortUrl: 'https://sho.rt/new' });
    await markResultCopied('https://sho.rt/old');
    expect(await loadUncopiedResult()).toMatchObject({ shortUrl: 'https://sho.rt/new' });
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'https://sho.rt/a'],
    ['no short URL', { ...made, shortUrl: undefined, at: 'x' }],
    ['an unknown source', { ...made, source: 'popup', at: 'x' }],
    ['copied not a boolean', { ...made, copied: 'no', at: 'x' }],
  ])('reads %s as no result', async (_, value) => {
    await fakeBrowser.storage.local.set({ lastBackgroundResult: value });
    expect(await loadBackgroundResult()).toBeNull();
  });

  it('is forgotten by clearBackgroundResult', async () => {
    await saveBackgroundResult(made);
    await clearBackgroundResult();
    expect(await loadBackgroundResult()).toBeNull();
  });
});

describe('showReady', () => {
  it('shows ✓ with how to copy, replaces a stored failure, and keeps the badge past the success timeout', async () => {
    await showFailure({ problem: { name: 'NotAUrl' }, source: 'context-menu', url: 'words' });
    await showReady('https://sho.rt/a');
    expect(await badge()).toEqual({ text: '✓', title: 'Short link ready: https://sho.rt/a — open Linklet to copy it' });
    expect(await loadBackgroundError()).toBeNull();
    await settleBadge(Date.now() + 3_600_000);
    expect((await badge()).text).toBe('✓');
  });
});
