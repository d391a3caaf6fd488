/** How the bench counts requests per shorten (bench/requests.ts) and judges the automatic mode (bench/table.ts). */
import { describe, expect, it } from 'vitest';
import { countRequests } from '../../bench/requests';
import { resultsTable, type BenchResults } from '../../bench/table';
import type { RecordedRequest } from '../../test/server';

const request = (method: string, path: string, searchBy?: string): RecordedRequest => ({
  method,
  path,
  query: searchBy ? { search_by: [searchBy] } : {},
  headers: {},
  body: '',
  time: 0,
});
const check = request('GET', '/api/v1/links', 'url');
const store = request('POST', '/api/v1/links');
const preflight = request('OPTIONS', '/api/v1/links');

describe('countRequests', () => {
  it('counts API requests, preflights apart, and the stores per sample', () => {
    const count = countRequests([[check, store], [preflight, check, store], [check]]);
    expect(count).toMatchObject({ samples: 3, api: 2, apiRange: [1, 2], preflights: 0, stores: [0, 1] });
    expect(count.sequence).toEqual(['GET /api/v1/links?search_by=url', 'POST /api/v1/links']);
  });
});

describe('the automatic mode’s row', () => {
  const row = (samples: RecordedRequest[][]) => {
    const autoOpen = { popup: countRequests(samples), floor: countRequests([[store]]) };
    const results = { bytes: {}, search: {}, browser: { requests: { autoOpen } } } as unknown as BenchResults;
    return rowOf(results);
  };

  it('is met by one store and the duplicate check, and not by a second store or a third request', () => {
    expect(
      row([
        [check, store],
        [check, store],
      ]),
    ).toMatch(/\| yes \|$/);
    expect(
      row([
        [check, store],
        [check, store, store],
      ]),
    ).toMatch(/\| \*\*no\*\* \|$/);
    expect(
      row([
        [check, store],
        [check, check, store],
      ]),
    ).toMatch(/\| \*\*no\*\* \|$/);
  });
});

/** The table's "Requests per popup open, auto mode" line, built from just that part of the results. */
function rowOf(partial: BenchResults): string {
  const full = {
    date: '2026-01-01T00:00:00Z',
    commit: 'test',
    machine: { cpus: 2, node: 'v20', load: [0, 0] },
    bytes: { popup: bytes(), options: bytes(), background: bytes() },
    composition: { popup: [], background: [] },
    search: [],
    browser: {
      chromium: '1',
      popupOpen: {
        method: '',
        popup: summary(),
        floor: summary(),
        ratioMedian: 1,
        ratioP95: 1,
        openToShown: { popup: summary(), floor: summary() },
        phases: { popup: phases(), floor: phases() },
        failures: [],
      },
      requests: {
        identicalStoreRequest: true,
        autoOpen: (partial.browser as { requests: { autoOpen: unknown } }).requests.autoOpen,
        clickMode: { error: 'not measured' },
        withoutHostPermission: { popup: { error: 'not measured' }, floor: countRequests([[store]]) },
      },
      coldStart: { cold: summary(), warm: summary(), answer: '' },
      optionsOpen: { firstPaint: summary(), ready: summary() },
      bigIndex: [],
    },
  } as unknown as BenchResults;
  return resultsTable(full)
    .split('\n')
    .find((line) => line.startsWith('| Requests per popup open, auto mode'))!;
}

function bytes() {
  return { files: [], raw: 0, gzip: 0 };
}
function summary() {
  return { runs: 1, median: 1, p95: 1, min: 1, max: 1 };
}
function phases() {
  return { firstContentfulPaint: 1, storeStart: 1, storeEnd: 1, shown: 1, apiCallsBefore: 0 };
}
