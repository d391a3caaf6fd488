/** The results as one Markdown table (printed by the bench and pasted into the README). */
import type { BigIndexResult } from './big-index';
import type { BrowserResults, PhaseMedians } from './browser-bench';
import type { Composition, Part } from './composition';
import { KB, type StartupBytes } from './bytes';
import { ACCIDENT_GUARDS, TARGETS, TIME_BUDGETS } from './budgets';
import type { OptionsOpenResult } from './options-open';
import type { RequestCount } from './requests';
import type { ScaleNodeResult } from './scale-node';
import type { Summary } from './stats';

export interface BenchResults {
  date: string;
  commit: string;
  machine: { cpus: number; node: string; chromium?: string; load: [number, number] };
  bytes: { popup: StartupBytes; options: StartupBytes; background: StartupBytes };
  composition: Composition;
  /** The index in Node at each size of INDEX_SIZES. */
  search: ScaleNodeResult[];
  browser: BrowserResults | { error: string };
}

type Row = [measure: string, result: string, goal: string, met: string];

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const verdict = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? 'yes' : '**no**');
const isError = <T extends object>(value: T | { error: string }): value is { error: string } => 'error' in value;

function bytesRow(name: string, b: StartupBytes, budget?: number): Row {
  const files = `${b.files.length} file${b.files.length === 1 ? '' : 's'}`;
  return [
    `${name} (${files})`,
    `${kb(b.raw)} raw, **${kb(b.gzip)} gzip**`,
    budget ? `≤ ${kb(budget)} gzip` : '—',
    verdict(budget ? b.gzip <= budget : undefined),
  ];
}

function timingText(s: Summary): string {
  return s.runs ? `median **${ms(s.median)}**, p95 ${ms(s.p95)} (n = ${s.runs})` : 'n/a';
}

function requestText(c: RequestCount | { error: string }): string {
  if (isError(c)) return `n/a (${c.error})`;
  if (c.samples === 0) return 'n/a';
  const range = c.apiRange[0] === c.apiRange[1] ? '' : ` (${c.apiRange[0]}–${c.apiRange[1]} seen)`;
  const preflights = c.preflights ? ` + **${c.preflights} preflight(s)**` : '';
  return `**${c.api}**${range}${preflights}: ${c.sequence.join(', ') || 'none'} (n = ${c.samples})`;
}

function requestsMet(c: RequestCount | { error: string }): string {
  return isError(c) || c.samples === 0 ? '' : verdict(c.api === TARGETS.requestsPerShorten && c.apiRange[1] === TARGETS.requestsPerShorten);
}

/**
 * The automatic mode: one store per open, plus the duplicate check the popup must make before it
 * creates (the popup issue: "looks for a link this URL already has … instead of silently making a
 * duplicate"), so exactly two requests.
 */
function autoRequestsMet(c: RequestCount): string {
  return c.samples === 0 ? '' : verdict(c.stores[0] === TARGETS.requestsPerShorten && c.stores[1] === TARGETS.requestsPerShorten && c.apiRange[1] === 2);
}

function phasesText(name: string, m: PhaseMedians): string {
  const calls = m.apiCallsBefore ? ` after ${m.apiCallsBefore} other API call(s)` : '';
  return `${name}: first paint ${ms(m.firstContentfulPaint)}, store request sent ${ms(m.storeStart)}${calls}, answered ${ms(m.storeEnd)}, short link shown ${ms(m.shown)}`;
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const minutes = (value: number) => (value >= 60_000 ? `${(value / 60_000).toFixed(1)} min` : `${(value / 1000).toFixed(1)} s`);

function nodeRows(s: ScaleNodeResult): Row[] {
  const n = s.links.toLocaleString('en');
  const big = s.links >= 100_000;
  return [
    [
      `**${n} links**, Node: search per keystroke (p50; p95)`,
      `${ms(s.keystroke.median)}; **${ms(s.keystroke.p95)}** (n = ${s.keystroke.runs})`,
      `p95 ≤ ${TARGETS.searchP95Ms} ms`,
      verdict(s.keystroke.p95 <= TARGETS.searchP95Ms),
    ],
    [
      `… stored (head JSON + IndexedDB records, structured clone)`,
      mb(s.storageBytes),
      big ? `≤ ${TARGETS.storageMb} MB` : '',
      big ? verdict(s.storageBytes <= TARGETS.storageMb * 1e6) : '',
    ],
    ['… full refresh, rate limit off (loopback)', `${s.refresh.requests} requests, ${minutes(s.refresh.ms)}`, '', ''],
    [
      '… full refresh at phpShort’s 60 requests a minute (paced, simulated clock)',
      `${s.paced.requests} requests in ${s.paced.bursts} bursts, ${minutes(s.paced.ms)}`,
      '',
      '',
    ],
    ['… quick refresh with nothing new', `**${s.quickRequests}** request(s)`, '1', verdict(s.quickRequests === 1)],
    [
      '… heap growth of the Node process, whole index read (it also holds the reference server and fake-indexeddb: not the worker’s figure)',
      `${s.heapMb.toFixed(1)} MB`,
      '',
      '',
    ],
  ];
}

function bigIndexRows(big: BigIndexResult | { error: string }, size: number): Row[] {
  if (isError(big)) return [[`Chromium with a ${size.toLocaleString('en')}-link index`, `n/a (${big.error})`, '', '']];
  const n = big.links.toLocaleString('en');
  const target = big.links >= 100_000;
  return [
    [
      `**${n} links**, Chromium: searchIndex per keystroke on the popup’s connection (p50; p95)`,
      `${ms(big.keystroke.median)}; **${ms(big.keystroke.p95)}** (n = ${big.keystroke.runs})`,
      `p95 ≤ ${TARGETS.searchP95Ms} ms`,
      verdict(big.keystroke.p95 <= TARGETS.searchP95Ms),
    ],
    ['… the hop alone on that connection (a question no handler answers)', `${ms(big.hop.median)}; ${ms(big.hop.p95)}`, '', ''],
    ...(big.oneOff
      ? ([
          [
            '… the same keystrokes as one-off messages (runtime.sendMessage); their hop alone',
            `${ms(big.oneOff.keystroke.median)}; ${ms(big.oneOff.keystroke.p95)}; hop ${ms(big.oneOff.hop.median)}; ${ms(big.oneOff.hop.p95)}`,
            '',
            '',
          ],
        ] as Row[])
      : []),
    [
      '… worker stopped → first search answered (“wikipedia”, connecting first)',
      `${timingText(big.coldSearch.cold)}; answer: ${big.coldSearch.answer}`,
      target ? `≤ ${TIME_BUDGETS.coldSearchMs} ms` : '',
      target ? verdict(big.coldSearch.cold.median <= TIME_BUDGETS.coldSearchMs) : '',
    ],
    ['… worker stopped → first search that matches nothing (reads every chunk)', timingText(big.coldMiss.cold), '', ''],
    ['… worker stopped → listRecentLinks answered', `${timingText(big.coldStart.cold)}; warm ${ms(big.coldStart.warm.median)}`, '', ''],
    [
      '… worker heap in use (DevTools Runtime.getHeapUsage)',
      big.workerHeapMb === null ? 'n/a' : `${big.workerHeapMb.toFixed(1)} MB`,
      target ? `≤ ${TARGETS.workerHeapMb} MB` : '',
      target && big.workerHeapMb !== null ? verdict(big.workerHeapMb <= TARGETS.workerHeapMb) : '',
    ],
    [
      '… storage in use (navigator.storage.estimate)',
      mb(big.storageUsage),
      target ? `≤ ${TARGETS.storageMb} MB` : '',
      target ? verdict(big.storageUsage <= TARGETS.storageMb * 1e6) : '',
    ],
    ['… connected → full refresh done, rate limit off (loopback)', minutes(big.refreshMs), '', ''],
  ];
}

function browserRows(b: BrowserResults): Row[] {
  const { popupOpen: p, requests: r, coldStart: c } = b;
  const click = r.clickMode;
  return [
    ['Popup open → short link shown (toolbar popup, auto mode)', timingText(p.popup), '', ''],
    ['Floor: blank extension page, same store request', timingText(p.floor), '', ''],
    ['Ratio popup / floor (median; p95)', p.popup.runs > 0 ? `**${p.ratioMedian}**; ${p.ratioP95}` : 'n/a', '', ''],
    ...(p.checked && p.checked.runs > 0
      ? ([
          ['Floor with the duplicate check: the same page, the popup’s check (GET) before the store', timingText(p.checked), '', ''],
          ['Ratio popup / floor with the duplicate check (median)', `**${p.ratioToCheckedMedian}**`, '', ''],
        ] as Row[])
      : []),
    [
      '… where the time goes (medians, ms after navigation start)',
      `${phasesText('popup', p.phases.popup)}; ${phasesText('floor', p.phases.floor)}${p.phases.checked ? `; ${phasesText('floor with the check', p.phases.checked)}` : ''}`,
      '',
      '',
    ],
    [
      '… measured from openPopup() instead (incl. opening the popup window)',
      `popup ${ms(p.openToShown.popup.median)}, floor ${ms(p.openToShown.floor.median)} (medians)`,
      '',
      '',
    ],
    [
      'Requests per popup open, auto mode, host permission granted',
      requestText(r.autoOpen.popup),
      `${TARGETS.requestsPerShorten} store + the required duplicate check`,
      autoRequestsMet(r.autoOpen.popup),
    ],
    [
      'Requests per Shorten click, host permission granted',
      isError(click) ? requestText(click) : requestText(click.perClick),
      `${TARGETS.requestsPerShorten}`,
      isError(click) ? '' : requestsMet(click.perClick),
    ],
    ['… sent on popup open before the click', isError(click) ? 'n/a' : requestText(click.onOpen), '', ''],
    ['Requests per popup open without host permission (CORS)', requestText(r.withoutHostPermission.popup), '', ''],
    ['… the floor without host permission', requestText(r.withoutHostPermission.floor), '', ''],
    ['Popup and floor send the identical store request', r.identicalStoreRequest ? 'yes' : 'no', '', ''],
    [
      'Background cold start → first message answered (listRecentLinks)',
      `${timingText(c.cold)}; answer: ${c.answer}`,
      `≤ ${TIME_BUDGETS.workerColdStartMs} ms`,
      verdict(c.cold.runs > 0 ? c.cold.median <= TIME_BUDGETS.workerColdStartMs : undefined),
    ],
    ['… same message to a running worker', timingText(c.warm), '', ''],
    [
      'Options page: navigation start → first contentful paint',
      timingText(b.optionsOpen.firstPaint),
      `≤ ${TIME_BUDGETS.optionsFirstPaintMs} ms`,
      verdict(b.optionsOpen.firstPaint.runs > 0 ? b.optionsOpen.firstPaint.median <= TIME_BUDGETS.optionsFirstPaintMs : undefined),
    ],
    ['… navigation start → the settings’ first heading rendered', timingText(b.optionsOpen.ready), '', ''],
  ];
}

export interface BudgetLine {
  budget: string;
  measured: string;
  /** Undefined when it could not be measured this run. */
  met: boolean | undefined;
}

/** The four time budgets (./budgets.ts TIME_BUDGETS), each with what this run measured. */
export function budgetLines(results: BenchResults): BudgetLine[] {
  const browser = isError(results.browser) ? null : results.browser;
  const checked = browser?.popupOpen.checked && browser.popupOpen.checked.runs > 0 ? browser.popupOpen.checked : null;
  const over = browser && checked && browser.popupOpen.popup.runs > 0 ? browser.popupOpen.popup.median - checked.median : undefined;
  const big = browser?.bigIndex.find((b) => !isError(b) && b.links >= 100_000) as BigIndexResult | undefined;
  const cold = browser && browser.coldStart.cold.runs > 0 ? browser.coldStart.cold.median : undefined;
  const options: OptionsOpenResult | undefined = browser?.optionsOpen;
  const paint = options && options.firstPaint.runs > 0 ? options.firstPaint.median : undefined;
  const line = (budget: string, value: number | undefined, limit: number, text = (v: number) => ms(v)): BudgetLine => ({
    budget,
    measured: value === undefined ? 'not measured' : text(value),
    met: value === undefined ? undefined : value <= limit,
  });
  return [
    line(
      `Popup open → short link shown: ≤ ${TIME_BUDGETS.popupOverCheckedFloorMs} ms over the floor with the duplicate check (medians)`,
      over,
      TIME_BUDGETS.popupOverCheckedFloorMs,
      (v) => `${v >= 0 ? '+' : ''}${v.toFixed(1)} ms (popup ${ms(browser!.popupOpen.popup.median)}, floor ${ms(checked!.median)})`,
    ),
    line(`Worker cold start → first answer: ≤ ${TIME_BUDGETS.workerColdStartMs} ms (median)`, cold, TIME_BUDGETS.workerColdStartMs),
    line(
      `First search after the worker stopped, 100,000 links: ≤ ${TIME_BUDGETS.coldSearchMs} ms (median)`,
      big?.coldSearch.cold.median,
      TIME_BUDGETS.coldSearchMs,
    ),
    line(`Options page first paint: ≤ ${TIME_BUDGETS.optionsFirstPaintMs} ms (median)`, paint, TIME_BUDGETS.optionsFirstPaintMs),
  ];
}

const metText = (met: boolean | undefined) => (met === undefined ? 'not measured' : met ? 'Met' : '**Not met**');

/** The budgets as a table: what the bench holds, first in its report and in the README. */
export function budgetTable(results: BenchResults): string {
  const rows = budgetLines(results).map((b) => `| ${b.budget} | ${b.measured} | ${metText(b.met)} |`);
  return ['| Time budget | Measured | Met |', '|---|---|---|', ...rows].join('\n');
}

export function resultsTable(results: BenchResults): string {
  const { bytes, search: s } = results;
  const browser = isError(results.browser) ? null : results.browser;
  const rows: Row[] = [
    bytesRow('Popup start-up JS + CSS', bytes.popup, ACCIDENT_GUARDS.popupGzip),
    bytesRow('Options start-up JS + CSS', bytes.options),
    bytesRow('Background worker JS', bytes.background, ACCIDENT_GUARDS.backgroundGzip),
    ...(browser ? browserRows(browser) : [['Browser measurements', `failed: ${(results.browser as { error: string }).error}`, '', ''] as Row]),
    ...s.flatMap((size, i) => [...nodeRows(size), ...(browser ? bigIndexRows(browser.bigIndex[i] ?? { error: 'not measured' }, size.links) : [])]),
  ];
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return ['| Measure | Result | Budget / target | Met |', '|---|---|---|---|', ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`)].join('\n');
}

/** The biggest parts of the popup's start-up and of the background, side by side. */
export function compositionTable(composition: Composition, rows = 8): string {
  const cell = (part: Part | undefined) => (part ? `${part.group} ${kb(part.gzip)}` : '');
  const lines = Array.from(
    { length: Math.max(Math.min(rows, composition.popup.length), Math.min(rows, composition.background.length)) },
    (_, i) => `| ${cell(composition.popup[i])} | ${cell(composition.background[i])} |`,
  );
  return ['| Popup start-up JS | Background |', '|---|---|', ...lines].join('\n');
}

/** The table, how it was measured, and the composition of start-up: what the bench prints. */
export function fullReport(results: BenchResults): string {
  const { machine } = results;
  const footer =
    `Measured ${results.date.slice(0, 10)} at commit ${results.commit} on ${machine.cpus} CPUs (load average ${machine.load.join(' → ')}), ` +
    `Node ${machine.node}, Chromium ${machine.chromium ?? '?'}; reference server on loopback; KB = 1000 bytes, gzip at zlib's default level.`;
  return `${budgetTable(results)}\n\n${resultsTable(results)}\n\n${footer}\n\nWhat start-up is made of (gzip of each part on its own):\n\n${compositionTable(results.composition)}`;
}

/**
 * The README's figures, one line each: the popup against its floors, requests per shorten,
 * start-up bytes, the index at its largest size. (The fifth, a new user's first minute, is a
 * journey's: test/e2e/first-minute.e2e.ts.) The full table is in docs/performance.md.
 */
export function headlineTable(results: BenchResults): string {
  const { bytes } = results;
  const browser = isError(results.browser) ? null : results.browser;
  const rows: Array<[string, string]> = [];
  if (browser) {
    const { popupOpen: p, requests: r } = browser;
    const checked = p.checked && p.checked.runs > 0 ? p.checked : null;
    const over = (floor: Summary) => `${p.popup.median - floor.median >= 0 ? '+' : ''}${(p.popup.median - floor.median).toFixed(1)} ms`;
    rows.push([
      'Popup open → short link copied and shown (median)',
      `**${ms(p.popup.median)}**: ${checked ? `${over(checked)} over the floor that makes the same duplicate check and store, ` : ''}${over(p.floor)} over a blank page's bare store`,
    ]);
    const click = r.clickMode;
    rows.push([
      'Requests per shorten',
      `**${isError(r.autoOpen.popup) ? 'n/a' : r.autoOpen.popup.api}** on one click (the duplicate check and the store); **${isError(click) ? 'n/a' : click.perClick.api}** per Shorten in the form`,
    ]);
  }
  rows.push([
    'Start-up, gzipped',
    `popup **${kb(bytes.popup.gzip)}** (reported; guard ${kb(ACCIDENT_GUARDS.popupGzip)}), background **${kb(bytes.background.gzip)}** (guard ${kb(ACCIDENT_GUARDS.backgroundGzip)})`,
  ]);
  const big = browser?.bigIndex.at(-1);
  if (big && !isError(big)) {
    rows.push([
      `Search of a ${big.links.toLocaleString('en')}-link index`,
      `**${ms(big.keystroke.p95)}** per keystroke (p95), **${ms(big.coldSearch.cold.median)}** for the first search once the worker was stopped; ${mb(big.storageUsage)} stored`,
    ]);
  }
  const footer = `Measured ${results.date.slice(0, 10)} at commit ${results.commit} on ${results.machine.cpus} CPUs, Chromium ${results.machine.chromium ?? '?'}.`;
  const figures = ['| Figure | Last run |', '|---|---|', ...rows.map(([a, b]) => `| ${a} | ${b.replace(/\|/g, '\\|')} |`)].join('\n');
  return `${budgetTable(results)}\n\n${figures}\n\n${footer}`;
}
