/** The popup's first script starts the app from popup.html's `<meta name="linklet-app">` (release builds). */
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { loadApp } from '../../../lib/boot/app-loader';

function page(head: string): Document {
  const window = new Window({ url: 'chrome-extension://linklet/popup.html' });
  // happy-dom would fetch the module: only the element is looked at here.
  window.happyDOM.settings.disableJavaScriptFileLoading = true;
  window.document.head.innerHTML = head;
  return window.document as unknown as Document;
}

const modules = (doc: Document) => [...doc.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));

describe('loadApp', () => {
  it('adds the app’s module script that the build moved into the meta', async () => {
    const doc = page('<script src="/popup-boot.js"></script><meta name="linklet-app" content="/chunks/popup-1.js">');
    await loadApp(doc);
    expect(modules(doc)).toEqual(['/chunks/popup-1.js']);
  });

  it('adds it once, however often it is called', async () => {
    const doc = page('<meta name="linklet-app" content="/chunks/popup-1.js">');
    await loadApp(doc);
    await loadApp(doc);
    expect(modules(doc)).toEqual(['/chunks/popup-1.js']);
  });

  it('waits for the page to be parsed: the meta comes after the first script, which may finish first', async () => {
    const doc = page('<script src="/popup-boot.js"></script>');
    let state = 'loading';
    Object.defineProperty(doc, 'readyState', { get: () => state });
    const loading = loadApp(doc);
    // The parser reaches the meta, then the page is parsed.
    doc.head.insertAdjacentHTML('beforeend', '<meta name="linklet-app" content="/chunks/popup-1.js">');
    state = 'interactive';
    doc.dispatchEvent(new (doc.defaultView as unknown as typeof globalThis).Event('readystatechange'));
    await loading;
    expect(modules(doc)).toEqual(['/chunks/popup-1.js']);
  });

  it('does nothing in a development build, where the page loads the app itself', async () => {
    const doc = page('<script type="module" src="/entrypoints/popup/main.tsx"></script>');
    await loadApp(doc);
    expect(modules(doc)).toEqual(['/entrypoints/popup/main.tsx']);
  });
});
