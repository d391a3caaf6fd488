import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { copyFromBackground, isOffscreenCopyMessage, tryCopyFromBackground } from '../../lib/clipboard/copy';

function stubOffscreen(answer: unknown = true) {
  let exists = false;
  const createDocument = vi.fn(async () => {
    await new Promise((r) => setTimeout(r, 5));
    if (exists) throw new Error('Only a single offscreen document may be created.');
    exists = true;
  });
  const sendMessage = vi.fn(async (_message: unknown) => answer);
  (fakeBrowser as unknown as { offscreen: object }).offscreen = { createDocument };
  Object.assign(fakeBrowser.runtime, {
    getContexts: vi.fn(async () => (exists ? [{ contextType: 'OFFSCREEN_DOCUMENT' }] : [])),
    sendMessage,
  });
  return { createDocument, sendMessage };
}

describe('copyFromBackground (Chrome: offscreen document)', () => {
  it('creates the document once for the CLIPBOARD reason and asks it to copy', async () => {
    const { createDocument, sendMessage } = stubOffscreen();
    await Promise.all([copyFromBackground('https://sho.rt/a'), copyFromBackground('https://sho.rt/b')]);
    await copyFromBackground('https://sho.rt/c');
    expect(createDocument).toHaveBeenCalledTimes(1);
    expect(createDocument).toHaveBeenCalledWith(
      expect.objectContaining({ reasons: ['CLIPBOARD'], url: 'chrome-extension://test-extension-id/offscreen.html' }),
    );
    expect(sendMessage.mock.calls.map(([m]) => m)).toEqual(['a', 'b', 'c'].map((x) => ({ offscreen: 'copy', text: `https://sho.rt/${x}` })));
  });

  it('rejects when the document could not copy', async () => {
    stubOffscreen(false);
    await expect(copyFromBackground('https://sho.rt/a')).rejects.toThrow('The clipboard refused the text');
  });
});

describe('tryCopyFromBackground', () => {
  const permission = (granted: boolean | Error) => {
    const contains = vi.fn(async () => {
      if (granted instanceof Error) throw granted;
      return granted;
    });
    (fakeBrowser as unknown as { permissions: object }).permissions = { contains };
    return contains;
  };

  it('copies when clipboardWrite is held', async () => {
    const contains = permission(true);
    const { sendMessage } = stubOffscreen();
    expect(await tryCopyFromBackground('https://sho.rt/a')).toBe(true);
    expect(contains).toHaveBeenCalledWith({ permissions: ['clipboardWrite'] });
    expect(sendMessage).toHaveBeenCalledOnce();
  });

  it.each([
    ['not held', false],
    ['unknown (the check throws)', new Error('permissions unavailable')],
  ])('does not even try when the permission is %s', async (_, granted) => {
    permission(granted);
    const { createDocument, sendMessage } = stubOffscreen();
    expect(await tryCopyFromBackground('https://sho.rt/a')).toBe(false);
    expect(createDocument).not.toHaveBeenCalled();
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('is false, not a rejection, when the clipboard refuses', async () => {
    permission(true);
    stubOffscreen(false);
    expect(await tryCopyFromBackground('https://sho.rt/a')).toBe(false);
  });
});

describe('isOffscreenCopyMessage', () => {
  it.each([
    [{ offscreen: 'copy', text: 'x' }, true],
    [{ offscreen: 'copy' }, false],
    [{ offscreen: 'paste', text: 'x' }, false],
    [{ linklet: 'searchIndex', data: {} }, false],
    [null, false],
  ])('%j → %s', (message, expected) => {
    expect(isOffscreenCopyMessage(message)).toBe(expected);
  });
});
