/**
 * Chromium's own address-bar machinery, read through its debug page (chrome://omnibox): text typed
 * into the page's box runs the browser's autocomplete with every provider, the extension keyword
 * `ln` included (Linklet's worker gets onInputStarted and onInputChanged as from the address bar),
 * and the page lists the matches. The first keyword match is the row the address bar shows first,
 * what Enter does; Chromium fills it in, synchronously, at each keystroke.
 *
 * The page reports an extension's suggestions (the rows under the first) one answer late: it
 * shows the result as it stood when the synchronous pass ended. Only the first row is read here.
 */
import type { Page } from 'playwright-core';
import type { ExtensionSession } from './harness';

export class OmniboxPage {
  private constructor(readonly page: Page) {}

  /** The debug page, once Chromium's internal debug pages are switched on (they are off by default). */
  static async open(session: ExtensionSession): Promise<OmniboxPage> {
    const page = await session.context.newPage();
    await page.goto('chrome://chrome-urls');
    await page.getByRole('button', { name: /enable internal debugging pages/i }).click();
    await page.goto('chrome://omnibox');
    await page.locator('#input-text').click();
    return new OmniboxPage(page);
  }

  /** Types `text` one key at a time, as a person does. */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  /** Replaces the text with `text` in one input, as a paste does. */
  async paste(text: string): Promise<void> {
    await this.page.locator('#input-text').fill('');
    await this.page.keyboard.insertText(text);
  }

  /** The text of the first row the keyword provider gave for the text now in the box. */
  firstKeywordRow(): Promise<string | null> {
    return this.page.evaluate(() => {
      const rows: string[][] = [];
      const walk = (root: Document | ShadowRoot) => {
        for (const el of root.querySelectorAll('*')) {
          if (el.tagName === 'TR') rows.push([...el.children].map((cell) => ((cell as HTMLElement).innerText ?? '').trim()));
          if (el.shadowRoot) walk(el.shadowRoot);
        }
      };
      walk(document);
      // Columns: provider and type, relevance, icon and image, contents and description, …
      const row = rows.find((cells) => /^Keyword/.test(cells[0] ?? '') && cells.length > 3);
      return row?.[3] ?? null;
    });
  }
}
