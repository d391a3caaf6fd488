import { browser } from 'wxt/browser';
import { copyText } from '../../lib/clipboard/page';
import { isOffscreenCopyMessage } from '../../lib/clipboard/copy';

// The background's clipboard on Chrome: answers `{ offscreen: 'copy', text }` with whether the
// text was copied. An offscreen document is never focused, so `copyText` falls back to
// execCommand('copy'), which Chrome allows here for the CLIPBOARD reason.
browser.runtime.onMessage.addListener((message: unknown, sender: { id?: string }) => {
  if (!isOffscreenCopyMessage(message) || sender.id !== browser.runtime.id) return undefined;
  return copyText(message.text);
});
