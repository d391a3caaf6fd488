/**
 * Firefox's own UI as a user meets it, driven from the chrome context: the permission prompt,
 * the clipboard, the page's context menu, keyboard shortcuts, the address bar, the extension's
 * background page and the browser console.
 */
import { ADDON_ID, EXTENSION_UUID, type Firefox } from './firefox';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Chrome-context prelude: EventUtils bound to the browser window (trusted key events). */
const EVENT_UTILS = String.raw`
const EventUtils = { window, parent: window, _EU_Ci: Ci, _EU_Cc: Cc };
Services.scriptloader.loadSubScript('chrome://remote/content/external/EventUtils.js', EventUtils);`;

/** Polls `check` until it answers something truthy (falsy, or a throw, means not yet). */
export async function until<T>(what: string, check: () => Promise<T | null | undefined | false | ''>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} (last: ${String(last)})`);
    await sleep(150);
  }
}

export class BrowserUi {
  constructor(private readonly firefox: Firefox) {}

  /** Waits for the extension's permission prompt, returns its text and answers it. */
  async answerPermissionPrompt(allow: boolean): Promise<string> {
    const text = await until('the permission prompt', () =>
      this.firefox.chrome<string>(String.raw`
        const panel = PopupNotifications.panel;
        const note = panel.state === 'open' && panel.firstElementChild;
        return note && note.id === 'addon-webext-permissions-notification' ? note.textContent.replace(/\s+/g, ' ') : '';`),
    );
    await this.firefox.chrome(`const note = PopupNotifications.panel.firstElementChild; (arguments[0] ? note.button : note.secondaryButton).click();`, allow);
    await until('the prompt to close', () => this.firefox.chrome<boolean>(`return PopupNotifications.panel.state === 'closed'`));
    return text;
  }

  /** The text on the system clipboard (the X clipboard under Xvfb). */
  readClipboard(): Promise<string> {
    return this.firefox.chrome<string>(String.raw`
      const transferable = Cc['@mozilla.org/widget/transferable;1'].createInstance(Ci.nsITransferable);
      transferable.init(null);
      transferable.addDataFlavor('text/plain');
      Services.clipboard.getData(transferable, Services.clipboard.kGlobalClipboard, window.browsingContext.currentWindowContext);
      const data = {};
      try { transferable.getTransferData('text/plain', data); } catch { return ''; }
      return data.value.QueryInterface(Ci.nsISupportsString).data;`);
  }

  /** Puts `text` on the clipboard, so a later read tells whether the extension replaced it. */
  writeClipboard(text: string): Promise<void> {
    return this.firefox.chrome(`Cc['@mozilla.org/widget/clipboardhelper;1'].getService(Ci.nsIClipboardHelper).copyString(arguments[0])`, text);
  }

  /**
   * Opens the page's context menu with a real right-click on the element `selector` of the selected
   * tab, and activates the item labelled `label`. Returns every label the menu showed.
   */
  async contextMenu(selector: string, label: string): Promise<string[]> {
    const element = await this.firefox.content(`return document.querySelector(arguments[0])`, selector);
    const pointer = { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' } };
    const actions = [
      { type: 'pointerMove', origin: element, x: 0, y: 0 },
      { type: 'pointerDown', button: 2 },
      { type: 'pointerUp', button: 2 },
    ];
    await this.firefox.marionette.send('WebDriver:PerformActions', { actions: [{ ...pointer, actions }] });
    const labels = await until('the context menu', () =>
      this.firefox.chrome<string[] | null>(String.raw`
        const menu = document.getElementById('contentAreaContextMenu');
        if (menu.state !== 'open') return null;
        return [...menu.children].filter((item) => !item.hidden && item.label).map((item) => item.label);`),
    );
    await this.firefox.chrome(
      String.raw`
      const menu = document.getElementById('contentAreaContextMenu');
      const item = [...menu.children].find((i) => !i.hidden && i.label === arguments[0]);
      if (!item) { menu.hidePopup(); throw new Error('No menu item ' + arguments[0]); }
      menu.activateItem(item);`,
      label,
    );
    await this.firefox.marionette.send('WebDriver:ReleaseActions');
    return labels;
  }

  /** Presses a key with modifiers in the browser window, e.g. `pressKey('K', { altKey: true, shiftKey: true })`. */
  pressKey(key: string, modifiers: Record<string, boolean> = {}): Promise<void> {
    return this.firefox.chrome(`${EVENT_UTILS}\nEventUtils.synthesizeKey(arguments[0], arguments[1], window);`, key, modifiers);
  }

  /** Types `text` key by key after what the address bar holds. */
  async appendToAddressBar(text: string): Promise<void> {
    await this.firefox.chrome(`${EVENT_UTILS}\nEventUtils.sendString(arguments[0], window);`, text);
  }

  /** Focuses the address bar, empties it and types `text` key by key. */
  async typeInAddressBar(text: string): Promise<void> {
    await this.firefox.chrome(
      `${EVENT_UTILS}\ngURLBar.focus(); gURLBar.select(); EventUtils.synthesizeKey('KEY_Backspace', {}, window); EventUtils.sendString(arguments[0], window);`,
      text,
    );
  }

  /** The rows of the address bar's drop-down: the text shown, and what choosing a row gives the extension. */
  addressBarRows(): Promise<Array<{ title: string; content: string; heuristic: boolean }>> {
    return this.firefox.chrome(String.raw`
      if (!gURLBar.view.isOpen) return [];
      return gURLBar.view.visibleResults.map((r) => ({ title: r.payload.title ?? '', content: r.payload.content ?? '', heuristic: !!r.heuristic }));`);
  }

  /** The address of the selected tab. */
  selectedTabUrl(): Promise<string> {
    return this.firefox.chrome<string>('return gBrowser.selectedBrowser.currentURI.spec');
  }

  /** Stops the background page, as Firefox does when it idles; the next event starts it again. */
  async terminateBackground(): Promise<void> {
    await this.firefox.chrome(`return WebExtensionPolicy.getByID(arguments[0]).extension.terminateBackground()`, ADDON_ID);
  }

  /** The background page's state: "running", "stopped"… */
  backgroundState(): Promise<string> {
    return this.firefox.chrome<string>(`return WebExtensionPolicy.getByID(arguments[0]).extension.backgroundState`, ADDON_ID);
  }

  /**
   * Errors the extension's pages and background logged to the browser console (uncaught
   * exceptions, rejected promises, console.error). Firefox's own "Actor 'Conduits' destroyed" — a
   * popup closed with a message pending — is Firefox's, not the extension's.
   */
  extensionErrors(): Promise<string[]> {
    return this.firefox.chrome<string[]>(
      String.raw`
      const origin = 'moz-extension://' + arguments[0] + '/';
      const scriptErrors = Services.console.getMessageArray()
        .filter((m) => m instanceof Ci.nsIScriptError && !(m.flags & (Ci.nsIScriptError.warningFlag | Ci.nsIScriptError.infoFlag)))
        .filter((m) => (m.sourceName ?? '').startsWith(origin) || (m.errorMessage ?? '').includes(origin))
        .map((m) => m.errorMessage + ' @ ' + m.sourceName + ':' + m.lineNumber);
      const storage = Cc['@mozilla.org/consoleAPI-storage;1'].getService(Ci.nsIConsoleAPIStorage);
      const calls = storage.getEvents()
        .filter((e) => ['error', 'assert'].includes(e.level) && (e.filename ?? '').startsWith(origin))
        .map((e) => 'console.' + e.level + ': ' + (e.arguments ?? []).map(String).join(' ') + ' @ ' + e.filename);
      // Firefox's own notes of a page or the event page going away with a message or promise pending
      // (Firefox 153 suspends an idle event page): the extension is built to be stopped at any time.
      const gone = ["Actor 'Conduits' destroyed", 'Promise resolved after context unloaded'];
      return [...scriptErrors, ...calls].filter((line) => !gone.some((note) => line.includes(note)));`,
      EXTENSION_UUID,
    );
  }
}
