/**
 * Where a row's "More" menu (or the toolbar's Filter menu) goes in the window (it is drawn in the
 * top layer, above the table and whatever would clip it): under its button, its right edge on the
 * button's (its left edge with `start`), or above the button when the room below is too short;
 * never past the window's edges.
 */

export interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Space kept between the menu and the window's edges, and between the menu and its button. */
const MARGIN = 4;

export function placeMenu(button: Rect, menu: Size, window: Size, align: 'start' | 'end' = 'end'): { top: number; left: number } {
  const below = window.height - button.bottom - MARGIN;
  const above = button.top - MARGIN;
  const top = menu.height <= below || below >= above ? button.bottom + 2 : button.top - 2 - menu.height;
  const left = align === 'start' ? button.left : button.right - menu.width;
  const clamp = (value: number, size: number, room: number) => Math.max(MARGIN, Math.min(value, room - size - MARGIN));
  return { top: clamp(top, menu.height, window.height), left: clamp(left, menu.width, window.width) };
}
