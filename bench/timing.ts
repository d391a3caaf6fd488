/**
 * Popup open → short link shown, beside the floor and the floor with the duplicate check,
 * interleaved in one browser: each round opens each page once (rotating which goes first, so
 * drift hits all alike).
 */
import { firstLine } from './util';
import { measureOpen, type OpenContext, type OpenMeasurement } from './toolbar-open';

export interface TimingRuns {
  popup: OpenMeasurement[];
  floor: OpenMeasurement[];
  checked: OpenMeasurement[];
  /** Errors of runs that did not show a short link (e.g. the popup is not built yet). */
  failures: string[];
}

export async function runInterleaved(ctx: OpenContext, rounds: number, warmup = 2, log = (line: string) => console.error(line)): Promise<TimingRuns> {
  const runs: TimingRuns = { popup: [], floor: [], checked: [], failures: [] };
  const failed = { popup: 0, floor: 0, checked: 0 };
  const kinds = ['popup', 'floor', 'checked'] as const;
  for (let round = -warmup; round < rounds; round++) {
    const shift = ((round % kinds.length) + kinds.length) % kinds.length;
    const order = [...kinds.slice(shift), ...kinds.slice(0, shift)];
    // A page that failed three times without one success will not start to work this run.
    for (const kind of order.filter((k) => failed[k] < 3 || runs[k].length > 0)) {
      const label = round < 0 ? `warm-up ${round + warmup + 1}` : `run ${round + 1}/${rounds}`;
      try {
        const m = await measureOpen(ctx, kind, `${round < 0 ? 'warmup' : 'run'}-${round + warmup}`);
        if (round >= 0) runs[kind].push(m);
        log(`${kind} ${label}: ${m.navToShownMs.toFixed(1)} ms (open→shown ${m.openToShownMs.toFixed(1)} ms), ${m.requests.length} request(s)`);
      } catch (error) {
        failed[kind]++;
        const message = firstLine(error);
        runs.failures.push(`${kind} ${label}: ${message}`);
        log(`${kind} ${label} failed: ${message}`);
      }
    }
  }
  return runs;
}
