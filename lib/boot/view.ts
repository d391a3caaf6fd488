/**
 * The boot's view of the short link: the same markup and classes as the app's result view
 * (components/popup/ResultView.tsx), built with text nodes only, in `#boot`. The app removes it
 * when its own view is ready (components/popup/boot-handoff.ts).
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

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const node = Object.assign(doc.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Resolves once the link is in the page (after the document is parsed, if it is not yet). */
export async function showBootLink(doc: Document, messages: Messages, link: BootLink): Promise<void> {
  if (doc.readyState === 'loading') await new Promise((resolve) => doc.addEventListener('DOMContentLoaded', resolve, { once: true }));
  const root = doc.getElementById('boot');
  if (!root) return;
  // The browser's own i18n API, as lib/i18n.ts's t() uses it, without the polyfill t() brings.
  const t = (key: MessageKey) => messages.getMessage(key) || key;
  const field = element(doc, 'input', { id: 'boot-short-url', className: 'short-url', readOnly: true, value: link.shortUrl });
  root.replaceChildren(
    element(
      doc,
      'main',
      { className: 'popup' },
      element(doc, 'header', { className: 'popup-header' }, element(doc, 'h1', {}, t('popupTitle'))),
      element(doc, 'p', { className: 'target', title: link.page }, element(doc, 'span', { className: 'visually-hidden' }, `${t('popupPage')} `), link.page),
      element(
        doc,
        'section',
        { className: 'result' },
        element(doc, 'h2', {}, link.existing ? t('popupExistingTitle') : t('popupCreatedTitle')),
        element(doc, 'label', { htmlFor: 'boot-short-url' }, t('popupShortLink')),
        field,
      ),
    ),
  );
  root.hidden = false;
  field.focus();
  field.select();
}
