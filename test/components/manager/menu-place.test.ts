import { describe, expect, it } from 'vitest';
import { placeMenu } from '../../../components/manager/menu-place';

// A row's "More" menu at 1280 × 800: by its button, inside the window.
const WINDOW = { width: 1280, height: 800 };
const button = (top: number, right: number) => ({ top, bottom: top + 24, left: right - 50, right });
const menu = { width: 110, height: 150 };

describe('where a row’s menu goes', () => {
  it('under its button, right edges together', () => {
    expect(placeMenu(button(100, 1240), menu, WINDOW)).toEqual({ top: 126, left: 1130 });
  });

  it('above its button near the window’s bottom', () => {
    expect(placeMenu(button(740, 1240), menu, WINDOW)).toEqual({ top: 588, left: 1130 });
  });

  it('never past an edge of the window', () => {
    const at = placeMenu(button(30, 60), { width: 110, height: 900 }, WINDOW);
    expect(at.left).toBe(4);
    expect(at.top).toBeGreaterThanOrEqual(4);
  });
});
