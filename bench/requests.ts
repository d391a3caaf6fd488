/** Requests the instance received per shorten, as counted by the reference server. */
import type { RecordedRequest } from '../test/server';

export interface RequestCount {
  /** Opens or clicks counted. */
  samples: number;
  /** API requests (OPTIONS excluded) per sample: the most common count, and the range seen. */
  api: number;
  apiRange: [number, number];
  /** CORS preflights (OPTIONS) per sample, most common count. */
  preflights: number;
  /** What one typical sample sent, in order, e.g. "GET /api/v1/links?search_by=url". */
  sequence: string[];
  /** Store requests (POST /api/v1/links) per sample: the range seen. */
  stores: [number, number];
}

export function describeRequest(r: RecordedRequest): string {
  const searchBy = r.query.search_by?.[0];
  return `${r.method} ${r.path}${searchBy ? `?search_by=${searchBy}` : ''}`;
}

function mostCommon(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? Number.NaN;
}

export function countRequests(samples: RecordedRequest[][]): RequestCount {
  const api = samples.map((s) => s.filter((r) => r.method !== 'OPTIONS').length);
  const preflights = samples.map((s) => s.filter((r) => r.method === 'OPTIONS').length);
  const stores = samples.map((s) => s.filter((r) => r.method === 'POST' && r.path === '/api/v1/links').length);
  const typical = mostCommon(api);
  const example = samples.find((_, i) => api[i] === typical) ?? [];
  return {
    samples: samples.length,
    api: typical,
    apiRange: [Math.min(...api), Math.max(...api)],
    preflights: mostCommon(preflights),
    sequence: example.map(describeRequest),
    stores: [Math.min(...stores), Math.max(...stores)],
  };
}

/** Whether the store requests of two sets are the same apart from the page URL in the body. */
export function sameStoreRequest(a: RecordedRequest[], b: RecordedRequest[]): boolean {
  const store = (list: RecordedRequest[]) => list.find((r) => r.method === 'POST' && r.path === '/api/v1/links');
  const [x, y] = [store(a), store(b)];
  if (!x || !y) return false;
  const shape = (r: RecordedRequest) => {
    const body = new URLSearchParams(r.body);
    body.delete('url');
    const { 'content-length': _length, ...headers } = r.headers;
    return JSON.stringify({ path: r.path, query: r.query, headers: Object.entries(headers).sort(), body: [...body] });
  };
  return shape(x) === shape(y);
}
