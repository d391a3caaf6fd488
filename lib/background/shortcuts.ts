/**
 * Linklet's ways in besides the popup, as the browser has them now: its keyboard shortcuts (the
 * user may change them, and a browser leaves a shortcut unset when another extension holds it)
 * and its address-bar keyword. Local calls only, no request.
 */
import { browser } from 'wxt/browser';

/** The command that shortens the current page (entrypoints/background/commands.ts), and the popup's own. */
export const SHORTEN_COMMAND = 'shorten-current-page';
const POPUP_COMMANDS = ['_execute_action', '_execute_browser_action'];

export interface Shortcuts {
  /** '' when unset. */
  shortenPage: string;
  openPopup: string;
}

/** What the manifest suggests (wxt.config.ts), said when the browser cannot be asked. */
export const SUGGESTED_SHORTCUTS: Shortcuts = { shortenPage: 'Alt+Shift+K', openPopup: 'Alt+Shift+L' };

export async function readShortcuts(): Promise<Shortcuts> {
  try {
    const commands = await browser.commands.getAll();
    const shortcut = (names: string[]) => commands.find((c) => c.name !== undefined && names.includes(c.name))?.shortcut ?? '';
    return { shortenPage: shortcut([SHORTEN_COMMAND]), openPopup: shortcut(POPUP_COMMANDS) };
  } catch {
    return SUGGESTED_SHORTCUTS;
  }
}

/** The address-bar keyword (`ln`), as the manifest declares it. */
export function omniboxKeyword(): string {
  try {
    return browser.runtime.getManifest().omnibox?.keyword ?? 'ln';
  } catch {
    return 'ln';
  }
}
