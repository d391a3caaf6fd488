import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  isSelected,
  pageState,
  selectedLinks,
  selectedOnPage,
  selectionFor,
  toggled,
  toggledPage,
  without,
  withRecord,
} from '../../../lib/manager/selection';
import { link } from '../../fakes/client';

const page1 = [link(1), link(2), link(3)];
const page2 = [link(4), link(5)];
const ids = (selection: ReturnType<typeof emptySelection>) => selectedLinks(selection).map((l) => l.id);

describe('the Links view’s selection', () => {
  it('checks and unchecks a row', () => {
    const one = toggled(emptySelection('k'), link(2));
    expect(ids(one)).toEqual([2]);
    expect(isSelected(one, 2)).toBe(true);
    expect(ids(toggled(one, link(2)))).toEqual([]);
  });

  it('survives paging: links of several pages stay selected, in the order chosen, and are counted per page', () => {
    let selection = toggled(emptySelection('k'), link(3));
    selection = toggledPage(selection, page2);
    expect(ids(selection)).toEqual([3, 4, 5]);
    expect(selectedOnPage(selection, page1)).toBe(1);
    expect(pageState(selection, page1)).toBe('some');
    expect(pageState(selection, page2)).toBe('all');
  });

  it('starts again under another search or filter, and stays under the same', () => {
    const selection = toggled(emptySelection('a'), link(1));
    expect(selectionFor(selection, 'a')).toBe(selection);
    expect(ids(selectionFor(selection, 'b'))).toEqual([]);
  });

  it.each([
    [[], 'none'],
    [[1], 'some'],
    [[1, 2, 3], 'all'],
    [[1, 2, 3, 9], 'all'],
    [[9], 'none'],
  ] as const)('%j of the page is %s', (chosen, state) => {
    const selection = chosen.reduce((s, id) => toggled(s, link(id)), emptySelection('k'));
    expect(pageState(selection, page1)).toBe(state);
  });

  it('"select all on this page" adds the page, or takes it out once all of it was selected (other pages stay)', () => {
    const other = toggled(emptySelection('k'), link(9));
    expect(ids(toggledPage(toggled(other, link(2)), page1))).toEqual([9, 2, 1, 3]);
    expect(ids(toggledPage(toggledPage(other, page1), page1))).toEqual([9]);
  });

  it('drops deleted ids, keeping the same selection when none was in it', () => {
    const selection = toggledPage(emptySelection('k'), page1);
    expect(ids(without(selection, [2, 5]))).toEqual([1, 3]);
    expect(without(selection, [7])).toBe(selection);
  });

  it('keeps the server’s newer record of a selected link (what the next action starts from)', () => {
    const selection = toggledPage(emptySelection('k'), page1);
    const changed = link(2, { pixels: [{ id: 7, name: 'FB' }] });
    expect(selectedLinks(withRecord(selection, changed))[1]).toBe(changed);
    expect(withRecord(selection, link(8))).toBe(selection);
  });
});
