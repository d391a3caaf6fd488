import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { omniboxKeyword, readShortcuts, SUGGESTED_SHORTCUTS } from '../../lib/background/shortcuts';

const commandsAnswer = (commands: Array<{ name?: string; shortcut?: string }> | Error) => {
  const getAll = vi.fn(async () => {
    if (commands instanceof Error) throw commands;
    return commands;
  });
  (fakeBrowser as unknown as { commands: unknown }).commands = { getAll };
};
const manifest = (value: object | Error) => {
  vi.spyOn(fakeBrowser.runtime, 'getManifest').mockImplementation(() => {
    if (value instanceof Error) throw value;
    return value as ReturnType<typeof fakeBrowser.runtime.getManifest>;
  });
};

afterEach(() => vi.restoreAllMocks());

describe('readShortcuts', () => {
  it('reads the shortcuts the browser has now, as the user may have changed them', async () => {
    commandsAnswer([
      { name: '_execute_action', shortcut: 'Ctrl+Shift+L' },
      { name: 'shorten-current-page', shortcut: 'Alt+Shift+Y' },
    ]);
    expect(await readShortcuts()).toEqual({ openPopup: 'Ctrl+Shift+L', shortenPage: 'Alt+Shift+Y' });
  });

  it('says "" for one the browser left unset (another extension holds it), and knows MV2 Firefox’s popup command', async () => {
    commandsAnswer([
      { name: '_execute_browser_action', shortcut: 'Alt+Shift+L' },
      { name: 'shorten-current-page', shortcut: '' },
    ]);
    expect(await readShortcuts()).toEqual({ openPopup: 'Alt+Shift+L', shortenPage: '' });
    commandsAnswer([]);
    expect(await readShortcuts()).toEqual({ openPopup: '', shortenPage: '' });
  });

  it('says what the manifest suggests when the browser cannot be asked', async () => {
    commandsAnswer(new Error('commands is not available'));
    expect(await readShortcuts()).toEqual(SUGGESTED_SHORTCUTS);
  });
});

describe('omniboxKeyword', () => {
  it('is the manifest’s keyword, "ln" when it cannot be read', () => {
    manifest({ manifest_version: 3, name: 'Linklet', version: '1', omnibox: { keyword: 'ln' } });
    expect(omniboxKeyword()).toBe('ln');
    manifest({ manifest_version: 3, name: 'Linklet', version: '1', omnibox: { keyword: 'go' } });
    expect(omniboxKeyword()).toBe('go');
    manifest(new Error('no manifest'));
    expect(omniboxKeyword()).toBe('ln');
  });
});
