import { describe, expect, it } from 'vitest';
import { TIME_BUDGETS } from '../../bench/budgets';
import { budgetLines, budgetTable, type BenchResults } from '../../bench/table';

const summary = (median: number) => ({ runs: 10, median, p95: median + 5, min: median - 5, max: median + 9 });
const none = { runs: 0, median: Number.NaN, p95: Number.NaN, min: Number.NaN, max: Number.NaN };

function results(times: { popup: number; checked: number; cold: number; search: number; paint: number }): BenchResults {
  return {
    date: '2026-12-02T00:00:00Z',
    commit: 'abc',
    machine: { cpus: 2, node: 'v20', load: [0, 0] },
    browser: {
      popupOpen: { popup: summary(times.popup), checked: summary(times.checked) },
      coldStart: { cold: summary(times.cold) },
      optionsOpen: { firstPaint: summary(times.paint), ready: summary(times.paint + 10) },
      bigIndex: [
        { links: 1000, coldSearch: { cold: summary(1) } },
        { links: 100_000, coldSearch: { cold: summary(times.search) } },
      ],
    },
  } as unknown as BenchResults;
}

describe('the time budgets', () => {
  it('are met when each measure is within its budget', () => {
    const lines = budgetLines(results({ popup: 70, checked: 60, cold: 40, search: 45, paint: 100 }));
    expect(lines.map((l) => l.met)).toEqual([true, true, true, true]);
    expect(lines[0]!.measured).toContain('+10.0 ms');
    expect(budgetTable(results({ popup: 70, checked: 60, cold: 40, search: 45, paint: 100 }))).not.toContain('Not met');
  });

  it('say which is not met, measured against the 100,000-link index and the floor with the check', () => {
    const over = TIME_BUDGETS.popupOverCheckedFloorMs + 1;
    const lines = budgetLines(results({ popup: 60 + over, checked: 60, cold: 40, search: TIME_BUDGETS.coldSearchMs + 1, paint: 100 }));
    expect(lines.map((l) => l.met)).toEqual([false, true, false, true]);
    expect(budgetTable(results({ popup: 60 + over, checked: 60, cold: 40, search: 73, paint: 100 }))).toContain('**Not met**');
  });

  it('are "not measured" rather than met when the browser part failed or ran nothing', () => {
    const failed = { ...results({ popup: 1, checked: 1, cold: 1, search: 1, paint: 1 }), browser: { error: 'no display' } };
    expect(budgetLines(failed).map((l) => l.met)).toEqual([undefined, undefined, undefined, undefined]);
    const empty = results({ popup: 1, checked: 1, cold: 1, search: 1, paint: 1 });
    (empty.browser as { optionsOpen: unknown }).optionsOpen = { firstPaint: none, ready: none };
    expect(budgetLines(empty)[3]!.met).toBeUndefined();
  });
});
