/**
 * The popup's first view of the short link, shown by the start (index.ts) the moment the
 * automatic shorten has it, before the app has loaded: the same markup and classes as the app's
 * result view (components/popup/ResultView.tsx), text nodes only, in `#early`. It is built hidden
 * while storage is read, so showing the link is a few property sets. The app removes it once its
 * own view is ready (components/popup/early-view.ts).
 */
import { t } from '../i18n';

export interface EarlyLink {
  shortUrl: string;
  /** The page had this link already: nothing was created. */
  existing: boolean;
  /** The page's title, or its URL. */
  page: string;
}

export interface EarlyView {
  show(link: EarlyLink): void;
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const node = Object.assign(doc.createElement(tag), props);
  node.append(...children);
  return node;
}

/** The hidden view in `#early`, or null when the page has none. */
export function prepareEarlyView(doc: Document): EarlyView | null {
  const root = doc.getElementById('early');
  if (!root) return null;
  const heading = element(doc, 'h2');
  const pageText = doc.createTextNode('');
  const target = element(doc, 'p', { className: 'target' }, element(doc, 'span', { className: 'visually-hidden' }, `${t('popupPage')} `), pageText);
  const field = element(doc, 'input', { id: 'early-short-url', className: 'short-url', readOnly: true });
  root.replaceChildren(
    element(
      doc,
      'main',
      { className: 'popup' },
      element(doc, 'header', { className: 'popup-header' }, element(doc, 'h1', {}, t('popupTitle'))),
      target,
      element(doc, 'section', { className: 'result' }, heading, element(doc, 'label', { htmlFor: 'early-short-url' }, t('popupShortLink')), field),
    ),
  );
  return {
    show({ shortUrl, existing, page }) {
      if (!root.isConnected) return; // the app has taken over already
      target.title = page;
      pageText.data = page;
      heading.textContent = existing ? t('popupExistingTitle') : t('popupCreatedTitle');
      field.value = shortUrl;
      root.hidden = false;
      field.focus();
      field.select();
    },
  };
}
