/**
 * The popup's app is started by its first script, not by popup.html: a release build moves the
 * app's module script into `<meta name="linklet-app" content="…">` (wxt.config.ts,
 * deferPopupApp), and the first script adds it once its own work is done (or has had its moment,
 * see `appMayStart`), so loading the app's modules never delays the store request. In a
 * development build the module script stays in the page and there is no meta: nothing to do.
 */
import { parsed } from './view';

export const APP_META = 'linklet-app';

export async function loadApp(doc: Document): Promise<void> {
  // The meta comes after the first script, which may finish before the parser reaches it.
  await parsed(doc);
  const src = doc.querySelector<HTMLMetaElement>(`meta[name="${APP_META}"]`)?.content;
  const loaded = [...doc.querySelectorAll('script[type="module"]')].some((script) => script.getAttribute('src') === src);
  if (!src || loaded) return;
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = src;
  doc.head.append(script);
}
