import { fakeBrowser } from 'wxt/testing/fake-browser';

/** wxt/browser is globalThis.browser in plain Node: the fake must be there before lib/ code loads. */
export function useFakeBrowser(): typeof fakeBrowser {
  Object.assign(globalThis, { browser: fakeBrowser, chrome: fakeBrowser });
  return fakeBrowser;
}
