/**
 * The real toolbar popup. It is opened the way the toolbar button opens it (the browser action's
 * own `triggerAction`, which also grants activeTab). Marionette cannot switch into the popup's
 * frame, so scripts reach it as a frame script loaded into its <browser>: `content` is the popup's
 * window and EventUtils (Firefox's own test helper, shipped in the remote agent) sends trusted
 * mouse and key events, so a click there is a user's click (user activation included).
 */
import { until } from './browser-ui';
import { DOM_PRELUDE } from './dom';
import { ADDON_ID, type Firefox } from './firefox';

const POPUP_BROWSER = 'browser.webextension-popup-browser';

/** Chrome-context script: loads a frame script running `body` in the popup, resolves with its result. */
const RUN_IN_POPUP = String.raw`
const [selector, prelude, body, args] = arguments;
const popup = [...document.querySelectorAll(selector)].find((b) => b.closest('panel')?.state === 'open');
if (!popup) throw new Error('The popup is not open');
const id = 'linklet-test:' + Math.random().toString(36).slice(2);
const script = '(async (id, args) => { try {'
  + 'const EventUtils = { window: content, parent: content, _EU_Ci: Ci, _EU_Cc: Cc };'
  + 'Services.scriptloader.loadSubScript("chrome://remote/content/external/EventUtils.js", EventUtils);'
  + 'const doc = content.document;'
  + prelude + '\n'
  + 'const $click = (el) => { el.scrollIntoView({ block: "center" }); EventUtils.synthesizeMouseAtCenter(el, {}, content); };'
  + 'const value = await (async () => {\n' + body + '\n})();'
  + 'sendAsyncMessage(id, { ok: true, value });'
  + '} catch (e) { sendAsyncMessage(id, { ok: false, error: String(e) }); } })('
  // Non-ASCII escaped: the data: URL is read as Latin-1 ("Modifier…" would arrive garbled).
  + JSON.stringify(id) + ', ' + JSON.stringify(args).replace(/[\u0080-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')) + ');';
return new Promise((resolve, reject) => {
  const mm = popup.messageManager;
  const answer = ({ data }) => {
    mm.removeMessageListener(id, answer);
    data.ok ? resolve(data.value) : reject(new Error(data.error));
  };
  mm.addMessageListener(id, answer);
  // A popup that closes (or is replaced) meanwhile never answers: fail soon, the caller polls.
  setTimeout(() => reject(new Error('The popup did not answer')), 5000);
  mm.loadFrameScript('data:,' + encodeURIComponent(script), false);
});`;

export class ToolbarPopup {
  constructor(private readonly firefox: Firefox) {}

  /** Clicks the toolbar button (its own code path) over the selected tab and waits for the page. */
  async open(): Promise<void> {
    await this.firefox.chrome(
      String.raw`
      const { ExtensionParent } = ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs');
      const extension = WebExtensionPolicy.getByID(arguments[0]).extension;
      ExtensionParent.apiManager.global.browserActionFor(extension).triggerAction(window);`,
      ADDON_ID,
    );
    await this.until('the popup to show its page', 'return doc.readyState === "complete" && !!doc.querySelector("main, form, section")');
  }

  async isOpen(): Promise<boolean> {
    return this.firefox.chrome<boolean>(`return [...document.querySelectorAll(arguments[0])].some((b) => b.closest('panel')?.state === 'open')`, POPUP_BROWSER);
  }

  /** Runs `body` in the popup with `doc`, `content`, `EventUtils`, `args` and the DOM prelude's `$label`, `$button`, `$click`. */
  run<T = unknown>(body: string, ...args: unknown[]): Promise<T> {
    return this.firefox.chrome<T>(RUN_IN_POPUP, POPUP_BROWSER, DOM_PRELUDE, body, args);
  }

  /** Polls `body` in the popup until it returns something truthy, and returns that. */
  until<T = unknown>(what: string, body: string, ...args: unknown[]): Promise<T> {
    return until(what, () => this.run<T>(body, ...args));
  }

  /** A user's click on the button named `name`. */
  async clickButton(name: string): Promise<void> {
    await this.until(`the button “${name}”`, `const b = $button(doc, args[0]); if (!b || b.disabled) return false; $click(b); return true;`, name);
  }

  /** Focuses the field labelled `label`, empties it and types `text` key by key. */
  async type(label: string, text: string): Promise<void> {
    await this.until(
      `the field “${label}”`,
      `const f = $label(doc, args[0]); if (!f) return false; f.focus(); f.select?.(); EventUtils.synthesizeKey('KEY_Backspace', {}, content); EventUtils.sendString(args[1], content); return true;`,
      label,
      text,
    );
  }

  /** The value of the field labelled `label`, once it has one. */
  value(label: string): Promise<string> {
    return this.until(`a value in “${label}”`, `return $label(doc, args[0])?.value || ''`, label);
  }

  /** Closes the popup as the Escape key does. */
  async close(): Promise<void> {
    await this.firefox.chrome(`document.querySelector(arguments[0])?.closest('panel')?.hidePopup()`, POPUP_BROWSER);
    const deadline = Date.now() + 5_000;
    while ((await this.isOpen()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  }
}
