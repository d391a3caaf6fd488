import { browser } from 'wxt/browser';

/** The popup's "Open settings": the options page, in its own tab. */
export function openOptions(): void {
  void browser.runtime.openOptionsPage();
}
