/** Summary statistics of timing samples (milliseconds). */

export interface Summary {
  runs: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

/** The q-quantile by linear interpolation between closest ranks (as numpy's default). */
export function quantile(samples: number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lower = Math.floor(pos);
  const upper = Math.ceil(pos);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (pos - lower);
}

export function summarize(samples: number[]): Summary {
  return {
    runs: samples.length,
    median: round(quantile(samples, 0.5)),
    p95: round(quantile(samples, 0.95)),
    min: round(Math.min(...samples)),
    max: round(Math.max(...samples)),
  };
}

/** Two decimals: the clocks involved are not finer than that. */
export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
