/**
 * The `shorten-current-page` keyboard command: the active tab, shortened with the defaults and
 * copied, with the same badge and title as the context menu. The command grants activeTab, so
 * the tab's URL is readable without any host permission.
 */
import { browser, type Browser } from 'wxt/browser';
import { showFailure } from '../../lib/background/feedback';
import { checkShortenable } from '../../lib/url/shortenable';
import { SHORTEN_COMMAND } from '../../lib/background/shortcuts';
import { shortenAndCopy } from './shorten-action';

export { SHORTEN_COMMAND };

export async function onCommand(command: string, tab?: Browser.tabs.Tab): Promise<void> {
  if (command !== SHORTEN_COMMAND) return;
  // Chrome passes the tab; Firefox (and older Chrome) may not.
  const target = tab ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0];
  const check = checkShortenable(target?.url);
  if (!check.ok) return void (await showFailure({ problem: { name: 'Unshortenable' }, source: 'command', url: target?.url ?? '' }));
  await shortenAndCopy(check.url, 'command');
}

export function setupCommands(): void {
  browser.commands.onCommand.addListener((command, tab) => onCommand(command, tab));
}
