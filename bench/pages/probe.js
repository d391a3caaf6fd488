// Bench probe, added to the bench's copy of the extension only (never shipped). Loaded as the
// first classic script of popup.html and floor.html, it records when text with a URL appears in
// the DOM: as text, a value attribute, or an <input>/<textarea> value (values set as properties
// are invisible to a MutationObserver, hence the setter hook). Both pages carry the same probe; its
// cost is one small scan per DOM change, so a page that changes its DOM more pays a little more.
(() => {
  const log = [];
  const seen = new Set();
  const note = (text) => {
    if (typeof text !== 'string' || !text.includes('://') || seen.has(text)) return;
    seen.add(text);
    log.push({ t: performance.now(), text });
  };
  const scan = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return note(node.data);
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    note(node.textContent);
    const fields = node.matches('input, textarea') ? [node] : node.querySelectorAll('input, textarea');
    for (const field of fields) note(field.value);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach(scan);
      else if (record.type === 'characterData') note(record.target.data);
      else note(record.target.getAttribute('value'));
    }
  }).observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributeFilter: ['value'] });
  for (const proto of [HTMLInputElement.prototype, HTMLTextAreaElement.prototype]) {
    const value = Object.getOwnPropertyDescriptor(proto, 'value');
    Object.defineProperty(proto, 'value', {
      ...value,
      set(text) {
        value.set.call(this, text);
        // A value set before the field is inserted counts once the field is in the document.
        if (this.isConnected) note(String(text));
        else queueMicrotask(() => this.isConnected && note(this.value));
      },
    });
  }
  globalThis.__linkletBench = { log };
})();
