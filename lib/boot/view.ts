/**
 * The boot's view of the short link: the same markup and classes as the app's result view
 * (components/popup/ResultView.tsx), built with text nodes only, in `#boot`. It is built hidden
 * while storage is read, so that showing the link later costs a few property sets. The
 * app removes it when its own view is ready (components/popup/boot-handoff.ts).
 */
import type { MessageKey } from '../i18n';

export interface BootLink {
  shortUrl: string;
  /** The page had this link already: nothing was created. */
  existing: boolean;
  /** The page's title, or its URL. */
  page: string;
}

export type Messages = { getMessage(name: string): string };

export interface BootView {
  show(link: BootLink): void;
  /** Empties `#boot`: there will be nothing to show (the page keeps one `main`, the app's). */
  discard(): void;
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const node = Object.assign(doc.createElement(tag), props);
  node.append(...children);
  return node;
}

/**
 * Once the page is parsed: the boot runs from <head>, before <body> and the app's meta exist
 * (also used by app-loader.ts).
 */
export function parsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('readystatechange', () => resolve(), { once: true }));
}

/** Builds the hidden view; null when the page has no `#boot`. */
export async function prepareBootView(doc: Document, messages: Messages): Promise<BootView | null> {
  await parsed(doc);
  const root = doc.getElementById('boot');
  if (!root) return null;
  // The browser's own i18n API, as lib/i18n.ts's t() uses it, without the polyfill t() brings.
  const t = (key: MessageKey) => messages.getMessage(key) || key;
  const titles = { created: t('popupCreatedTitle'), existing: t('popupExistingTitle') };
  const heading = element(doc, 'h2');
  const target = element(doc, 'p', { className: 'target' });
  const pageText = doc.createTextNode('');
  target.append(element(doc, 'span', { className: 'visually-hidden' }, `${t('popupPage')} `), pageText);
  const field = element(doc, 'input', { id: 'boot-short-url', className: 'short-url', readOnly: true });
  root.replaceChildren(
    element(
      doc,
      'main',
      { className: 'popup' },
      element(doc, 'header', { className: 'popup-header' }, element(doc, 'h1', {}, t('popupTitle'))),
      target,
      element(doc, 'section', { className: 'result' }, heading, element(doc, 'label', { htmlFor: 'boot-short-url' }, t('popupShortLink')), field),
    ),
  );
  return {
    show({ shortUrl, existing, page }) {
      if (!root.isConnected) return; // the app has taken over already
      target.title = page;
      pageText.data = page;
      heading.textContent = existing ? titles.existing : titles.created;
      field.value = shortUrl;
      root.hidden = false;
      field.focus();
      field.select();
    },
    discard() {
      root.replaceChildren();
    },
  };
}
