/**
 * Text that does not fit, measured in the page: an element holding text whose content is wider or
 * taller than its box (`scrollWidth > clientWidth`, `scrollHeight > clientHeight`), cut or spilling
 * out; an element sticking out of the box of the element around it; anything past the window's
 * sides. Scroll areas (overflow auto or scroll: a text field, the popup's list) may hold more than
 * they show; a cell cut with an ellipsis whose whole text is in its title (a long destination in
 * the Links table) is data that gives way, not UI text cut.
 */
import type { Page } from 'playwright-core';

export interface Misfit {
  what: string;
  why: string;
}

/** Runs in the page (Playwright's evaluate, or as text in Firefox: test/e2e-firefox/french.e2e.ts). */
export function misfitsInPage(): Misfit[] {
  const found: Array<{ what: string; why: string }> = [];
  const width = document.documentElement.clientWidth;
  const name = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} “${text}”`;
  };
  const hasOwnText = (el: Element) => [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
  const shown = (el: Element) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 1 && box.height > 1 && !el.closest('[hidden], [inert], dialog:not([open])');
  };
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';
  if (document.documentElement.scrollWidth > width + 1)
    found.push({ what: 'the page', why: `scrolls sideways: ${document.documentElement.scrollWidth} px in ${width} px` });
  for (const el of document.querySelectorAll('body *')) {
    if (!shown(el) || el instanceof SVGElement) continue;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    if (box.left < -0.5 || box.right > width + 0.5)
      found.push({ what: name(el), why: `past the window's sides: ${Math.round(box.left)}–${Math.round(box.right)} px of ${width}` });
    if (!hasOwnText(el) || style.display === 'inline' || el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
      continue;
    const title = el.getAttribute('title') ?? el.closest('[title]')?.getAttribute('title') ?? '';
    const givesWay = style.textOverflow === 'ellipsis' && title.trim() !== '' && title.includes((el.textContent ?? '').trim().replace(/…$/, '').slice(0, 12));
    if (!scrolls(style.overflowX) && el.scrollWidth > el.clientWidth + 1 && !givesWay)
      found.push({ what: name(el), why: `text ${el.scrollWidth} px wide in a ${el.clientWidth} px box` });
    if (!scrolls(style.overflowY) && el.scrollHeight > el.clientHeight + 1 && !givesWay)
      found.push({ what: name(el), why: `text ${el.scrollHeight} px tall in a ${el.clientHeight} px box` });
    // Its box inside the box around it, unless that one is a scroll area or lets it float (positioned).
    const parent = el.parentElement;
    if (parent && style.position === 'static' && parent !== document.body) {
      const outer = parent.getBoundingClientRect();
      const parentStyle = getComputedStyle(parent);
      if (!scrolls(parentStyle.overflowX) && parentStyle.display !== 'inline' && (box.left < outer.left - 1 || box.right > outer.right + 1)) {
        found.push({
          what: name(el),
          why: `sticks out of ${name(parent)}: ${Math.round(box.left)}–${Math.round(box.right)} px in ${Math.round(outer.left)}–${Math.round(outer.right)}`,
        });
      }
    }
  }
  return found;
}

export const textMisfits = (page: Page): Promise<Misfit[]> => page.evaluate(misfitsInPage);

/** How many elements with text of their own the page shows: the measurement saw the page, not an empty one. */
export function textElementCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('body *')].filter(
        (el) =>
          el.getBoundingClientRect().width > 1 && [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== ''),
      ).length,
  );
}
