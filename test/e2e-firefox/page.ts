/**
 * A page in a tab (an extension page such as the options page, or a web page), driven by what a
 * user sees: fields by their labels, buttons by their names. Clicks and typing go through
 * WebDriver, so they are real input events (a click's user gesture lets the page ask for a
 * permission).
 */
import { until } from './browser-ui';
import { DOM_PRELUDE } from './dom';
import type { Firefox } from './firefox';

export class TabPage {
  constructor(
    readonly firefox: Firefox,
    readonly handle: string,
  ) {}

  /**
   * Runs `body` in this tab with `document` and the DOM prelude (`$label`, `$button`, `$alerts`…).
   * The tab is not brought to the front: reading it leaves the tab a journey acts on in front.
   */
  async run<T = unknown>(body: string, ...args: unknown[]): Promise<T> {
    await this.firefox.switchTo(this.handle, false);
    return this.firefox.content<T>(`${DOM_PRELUDE}\n${body}`, ...args);
  }

  /** A user's click on an element a script returned, with the tab in front as a user sees it. */
  async clickElement(element: unknown): Promise<void> {
    await this.firefox.switchTo(this.handle);
    await this.firefox.click(element);
  }

  /** Polls `body` until it returns something truthy. */
  until<T = unknown>(what: string, body: string, ...args: unknown[]): Promise<T> {
    return until(what, () => this.run<T>(body, ...args));
  }

  private element(what: string, body: string, ...args: unknown[]): Promise<unknown> {
    return this.until(what, `const el = (() => { ${body} })(); return el && $visible(el) && !el.disabled ? el : null;`, ...args);
  }

  field(label: string): Promise<unknown> {
    return this.element(`the field “${label}”`, 'return $label(document, arguments[0]);', label);
  }

  async fill(label: string, text: string): Promise<void> {
    const field = await this.field(label);
    await this.firefox.switchTo(this.handle);
    await this.firefox.type(field, text);
  }

  async click(name: string): Promise<void> {
    await this.clickElement(await this.element(`the button “${name}”`, 'return $button(document, arguments[0]);', name));
  }

  /** Ticks or unticks the checkbox labelled `label` with a click (when it is not so already). */
  async check(label: string, checked = true): Promise<void> {
    const box = await this.field(label);
    if ((await this.run<boolean>('return arguments[0].checked;', box)) !== checked) await this.clickElement(box);
  }

  /** Picks the option shown as `optionText` in the select labelled `label`, with a click on it. */
  async select(label: string, optionText: string): Promise<void> {
    await this.field(label);
    // An <option> of a closed list has no box of its own, so it is found without the visibility test.
    const option = await this.until(
      `“${optionText}” in “${label}”`,
      'return [...$label(document, arguments[0]).options].find((o) => $clean(o.textContent) === arguments[1]) ?? null;',
      label,
      optionText,
    );
    await this.clickElement(option);
  }

  value(label: string): Promise<string> {
    return this.run<string>('const f = $label(document, arguments[0]); return f ? (f.type === "checkbox" ? String(f.checked) : f.value) : "";', label);
  }

  text(): Promise<string> {
    return this.run<string>('return document.body.innerText;');
  }

  /** Waits until the page's text contains `text`. */
  async waitForText(text: string): Promise<void> {
    await this.until(`“${text}” on the page`, 'return document.body.innerText.replace(/\\s+/g, " ").includes(arguments[0]);', text);
  }

  alerts(): Promise<string[]> {
    return this.run<string[]>('return $alerts(document);');
  }

  async reload(): Promise<void> {
    await this.firefox.switchTo(this.handle, false);
    await this.firefox.marionette.send('WebDriver:Refresh');
  }
}
