import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { messagesOf } from '../e2e/locale-messages';
import { misfitsInPage } from '../e2e/text-fit';
import { until } from './browser-ui';
import { Firefox } from './firefox';
import { TabPage } from './page';
import { ToolbarPopup } from './popup';

// Linklet in a Firefox whose language is French (`intl.locale.requested`, with Firefox's French
// language pack): the welcome connects through its French fields, the popup's main controls are
// found by their French names, and the welcome's text fits at the window's size (the same
// measurement as the Chromium journeys', test/e2e/text-fit.ts).
const say = messagesOf('fr');
let server: RefServer;
let firefox: Firefox;
let welcome: TabPage;

beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 20 } });
  firefox = await Firefox.launch({ grantWithoutPrompt: true, prefs: { 'intl.locale.requested': 'fr' } });
  const tab = await until('the welcome tab', async () => (await firefox.tabs()).find((t) => t.url.endsWith('/options.html?welcome=1')));
  welcome = new TabPage(firefox, tab.handle);
});
afterAll(async () => {
  await firefox?.close();
  await server?.close();
});

describe('Linklet in French', () => {
  it('is in Firefox’s language: getUILanguage, the messages, the page’s lang', async () => {
    await welcome.field(say('optionsInstanceUrl'));
    expect(await welcome.run('return [browser.i18n.getUILanguage(), browser.i18n.getMessage("actionTitle"), document.documentElement.lang];')).toEqual([
      'fr',
      say('actionTitle'),
      'fr',
    ]);
  });

  it('the welcome: connects through its French fields and says so in French, with every text fitting', async () => {
    await welcome.fill(say('optionsInstanceUrl'), server.url);
    await welcome.fill(say('optionsApiKey'), server.apiKey);
    await welcome.click(say('optionsSave'));
    await welcome.waitForText(
      say('optionsOutcomeConnected', '')
        .replace(/[.\s]+$/, '')
        .replace(/\s+/g, ' '),
    );
    expect(await welcome.run(`return (${misfitsInPage.toString()})();`)).toEqual([]);
  });

  it('the popup after one click: the short link and its controls by their French names', async () => {
    const popup = new ToolbarPopup(firefox);
    await firefox.openTab(`${server.url}/page/${encodeURIComponent('Une page en français')}`);
    await popup.open();
    expect(await popup.value(say('popupShortLink'))).toMatch(/^https:\/\/sho\.rt\//);
    for (const name of [say('popupCopy'), say('popupQrCode'), say('popupEdit')]) {
      expect(await popup.until(`the button “${name}”`, 'return !!$button(doc, args[0]);', name)).toBe(true);
    }
    expect(await popup.run('return doc.documentElement.lang;')).toBe('fr');
    await popup.close();
  });
});
