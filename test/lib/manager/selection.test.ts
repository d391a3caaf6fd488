import { describe, expect, it } from 'vitest';
import { NONE, pageState, selectedOn, toggled, toggledAll, without } from '../../../lib/manager/selection';

const page = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('the Links view’s selection', () => {
  it('checks and unchecks a row', () => {
    const one = toggled(NONE, 2);
    expect([...one]).toEqual([2]);
    expect([...toggled(one, 2)]).toEqual([]);
  });

  it.each([
    [[], 'none'],
    [[1], 'some'],
    [[1, 2, 3], 'all'],
    [[1, 2, 3, 9], 'all'],
    [[9], 'none'],
  ] as const)('%j of the page is %s', (ids, state) => {
    expect(pageState(new Set(ids), page)).toBe(state);
  });

  it('"select all on this page" selects the page, or nothing once all were', () => {
    expect([...toggledAll(new Set([2]), page)]).toEqual([1, 2, 3]);
    expect([...toggledAll(new Set([1, 2, 3]), page)]).toEqual([]);
  });

  it('gives the selected items in the page’s order, leaving out ids no longer on it', () => {
    expect(selectedOn(new Set([3, 1, 9]), page)).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('drops ids, keeping the same selection when none of them was in it', () => {
    const selection = new Set([1, 2]);
    expect([...without(selection, [2, 5])]).toEqual([1]);
    expect(without(selection, [7])).toBe(selection);
  });
});
