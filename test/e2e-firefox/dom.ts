/**
 * Finding controls the way a user does, by their visible label or name, in scripts that run
 * inside Firefox (an extension page or the popup). Marionette has no accessibility locators, so
 * this prelude is prepended to such scripts: `$label(doc, 'Alias')`, `$button(doc, 'Shorten')`,
 * `$alerts(doc)`. It is plain JavaScript text: the scripts run in the browser, not in Node.
 */
export const DOM_PRELUDE = String.raw`
const $clean = (text) => (text ?? '').replace(/\s+/g, ' ').trim();
const $visible = (el) => !!el && el.getClientRects().length > 0;
/** The control a <label> names (for= or nested), or one named by aria-label. */
const $label = (doc, text) => {
  for (const label of doc.querySelectorAll('label')) {
    if ($clean(label.textContent) === text && label.control) return label.control;
  }
  return doc.querySelector('[aria-label="' + text.replace(/"/g, '\\"') + '"]');
};
/** A visible button by its accessible name (aria-label, else its text). */
const $button = (doc, name) =>
  [...doc.querySelectorAll('button')].find((b) => $visible(b) && $clean(b.getAttribute('aria-label') ?? b.textContent) === name) ?? null;
/** The text of every role=alert on the page. */
const $alerts = (doc) => [...doc.querySelectorAll('[role="alert"]')].map((el) => $clean(el.textContent)).filter(Boolean);
/** The text of the element whose id an input's aria-describedby lists first (its message). */
const $describedBy = (doc, el) => {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => $clean(doc.getElementById(id)?.textContent)).filter(Boolean);
};
`;
