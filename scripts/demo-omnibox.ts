/**
 * Omnibox suggestions for the demo. The address bar's drop-down is browser UI that no page can
 * screenshot, so the suggestions come from the background's real `omnibox.onInputChanged`
 * listener (dispatched in the service worker, as the browser would) and are drawn into a page
 * that looks like the drop-down. The README says so under the screenshot.
 */
import type { Page } from 'playwright-core';
import type { ExtensionSession } from '../test/e2e/harness';

export interface OmniboxSuggestion {
  content: string;
  /** Chrome's description markup: text with <match>, <dim> and <url>. */
  description: string;
}

export interface OmniboxCapture {
  text: string;
  defaultSuggestion?: string;
  suggestions: OmniboxSuggestion[];
}

/** Types `text` after the keyword, the way the browser reports it to the extension. */
export async function captureOmnibox(session: ExtensionSession, text: string, timeoutMs = 5_000): Promise<OmniboxCapture> {
  const worker = await session.currentWorker();
  const capture: OmniboxCapture = await worker.evaluate(
    async ({ text, timeoutMs }) => {
      const omnibox = (globalThis as unknown as { chrome: { omnibox: any } }).chrome.omnibox;
      let defaultSuggestion: string | undefined;
      const original = omnibox.setDefaultSuggestion;
      omnibox.setDefaultSuggestion = (suggestion: { description: string }, ...rest: unknown[]) => {
        defaultSuggestion = suggestion.description;
        return original.call(omnibox, suggestion, ...rest);
      };
      try {
        omnibox.onInputStarted.dispatch();
        const suggestions = await new Promise<OmniboxSuggestion[]>((done, fail) => {
          const timer = setTimeout(() => fail(new Error(`No omnibox suggestions for "${text}" within ${timeoutMs} ms`)), timeoutMs);
          omnibox.onInputChanged.dispatch(text, (list: OmniboxSuggestion[]) => {
            clearTimeout(timer);
            done(list.map(({ content, description }) => ({ content, description })));
          });
        });
        return { text, defaultSuggestion, suggestions };
      } finally {
        omnibox.setDefaultSuggestion = original;
      }
    },
    { text, timeoutMs },
  );
  // Chrome puts the text typed where the default suggestion says %s (entrypoints/background/omnibox.ts).
  const typed = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return { ...capture, defaultSuggestion: capture.defaultSuggestion?.replace('%s', typed) };
}

/**
 * Draws the captured suggestions as an address-bar drop-down. The markup is parsed as XML, as
 * Chrome does (invalid markup throws, which fails the journey), and rendered as text nodes only.
 */
export async function renderOmnibox(page: Page, capture: OmniboxCapture, dark = false): Promise<void> {
  await page.setContent(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Omnibox</title><style>
    body { margin: 0; padding: 16px; font: 14px/1.4 system-ui, sans-serif; background: ${dark ? '#202124' : '#dee1e6'}; }
    .box { background: ${dark ? '#292a2d' : '#fff'}; color: ${dark ? '#e8eaed' : '#202124'}; border-radius: 12px; box-shadow: 0 2px 8px #0005; overflow: hidden; }
    .input { display: flex; gap: 8px; align-items: center; padding: 10px 16px; border-bottom: 1px solid ${dark ? '#3c4043' : '#e0e0e0'}; font-size: 15px; }
    .keyword { background: ${dark ? '#394457' : '#e8f0fe'}; color: ${dark ? '#a8c7fa' : '#1a4fb4'}; border-radius: 6px; padding: 1px 8px; font-weight: 600; }
    ul { list-style: none; margin: 0; padding: 4px 0; }
    li { padding: 9px 16px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    li.default { background: ${dark ? '#3c4043' : '#f1f3f4'}; }
    .match { font-weight: 700; } .dim { color: ${dark ? '#9aa0a6' : '#5f6368'}; } .url { color: ${dark ? '#8ab4f8' : '#1a0dab'}; }
  </style></head><body><div class="box"><div class="input"><span class="keyword"></span><span class="typed"></span></div><ul></ul></div></body></html>`);
  await page.evaluate(`(${DRAW_SUGGESTIONS})(${JSON.stringify({ keyword: 'Linklet', capture })})`);
  await page.setViewportSize({ width: 720, height: Number(await page.evaluate('document.body.scrollHeight')) });
}

/**
 * Runs in the page. Kept as source text: tsx compiles named functions with a `__name` helper
 * that does not exist in the page.
 */
const DRAW_SUGGESTIONS = `function ({ keyword, capture }) {
  function drawInto(target, markup) {
    const doc = new DOMParser().parseFromString('<d>' + markup + '</d>', 'text/xml');
    if (doc.querySelector('parsererror')) throw new Error('Invalid suggestion markup: ' + markup);
    (function walk(node, into) {
      node.childNodes.forEach((child) => {
        if (child.nodeType === Node.TEXT_NODE) into.append(child.textContent || '');
        else if (child.nodeType === Node.ELEMENT_NODE) {
          const span = document.createElement('span');
          span.className = child.tagName;
          into.append(span);
          walk(child, span);
        }
      });
    })(doc.documentElement, target);
  }
  document.querySelector('.keyword').textContent = keyword;
  document.querySelector('.typed').textContent = capture.text;
  const list = document.querySelector('ul');
  const rows = capture.defaultSuggestion ? [{ description: capture.defaultSuggestion, isDefault: true }] : [];
  for (const s of capture.suggestions) rows.push({ description: s.description, isDefault: false });
  for (const row of rows) {
    const item = document.createElement('li');
    if (row.isDefault) item.className = 'default';
    drawInto(item, row.description);
    list.append(item);
  }
}`;
