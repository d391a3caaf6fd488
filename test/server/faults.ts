/**
 * Injected faults: answers a real server, proxy or network might give instead of the normal one.
 * They are taken before the real handler runs, so a faulted write changes nothing.
 */
import { STATUS_CODES } from 'node:http';

export interface Fault {
  /** e.g. 500, 422, 429, 502. With neither status nor body the request is served normally. */
  status?: number;
  /** e.g. { 'Retry-After': '2' } or Location for redirects; added to a normal answer when there is no status/body. */
  headers?: Record<string, string>;
  /** object → JSON; string → sent as is ('' for empty). Default for status ≥ 400: {"message": <reason>}. */
  body?: string | object;
  /** Default: application/json for objects, text/html for strings starting with '<', else text/plain. */
  contentType?: string;
  /** Wait before answering (or before serving normally when there is no status/body). */
  delayMs?: number;
  /** Destroy the socket without answering. */
  drop?: boolean;
  /**
   * Only requests matching this (path without query; a string must equal it). Without a path,
   * any request under /api/ matches. OPTIONS preflights match only when `method: 'OPTIONS'` is
   * given, so a browser's preflight never eats a fault meant for the request itself. `query`:
   * parameters the request must have with these values (others may come too), e.g. a page size
   * that tells a view's list from the background's index refresh.
   */
  match?: { method?: string; path?: string | RegExp; query?: Record<string, string> };
  /** How many matching requests it applies to (default 1). */
  times?: number;
}

export function faultMatches(fault: Fault, method: string, path: string, query = new URLSearchParams()): boolean {
  const wanted = fault.match?.method?.toUpperCase();
  if (Object.entries(fault.match?.query ?? {}).some(([name, value]) => query.get(name) !== value)) return false;
  if (wanted && wanted !== method.toUpperCase()) return false;
  if (method.toUpperCase() === 'OPTIONS' && wanted !== 'OPTIONS') return false;
  const pattern = fault.match?.path;
  if (pattern === undefined) return path.startsWith('/api/');
  if (typeof pattern === 'string') return pattern === path;
  pattern.lastIndex = 0; // a /g or /y pattern must not carry state between requests
  return pattern.test(path);
}

export class FaultQueue {
  private queue: Array<{ fault: Fault; left: number }> = [];

  add(fault: Fault): void {
    const times = fault.times ?? 1;
    if (times > 0) this.queue.push({ fault, left: times });
  }

  clear(): void {
    this.queue = [];
  }

  get pending(): number {
    return this.queue.length;
  }

  /** The first queued fault that matches, counted as used once. */
  take(method: string, path: string, query?: URLSearchParams): Fault | undefined {
    const index = this.queue.findIndex((entry) => faultMatches(entry.fault, method, path, query));
    const entry = this.queue[index];
    if (!entry) return undefined;
    entry.left -= 1;
    if (entry.left <= 0) this.queue.splice(index, 1);
    return entry.fault;
  }
}

/** Whether the fault replaces the answer (otherwise it only delays it or adds headers). */
export function faultAnswers(fault: Fault): boolean {
  return fault.status !== undefined || fault.body !== undefined || fault.contentType !== undefined;
}

export function faultResponse(fault: Fault): { status: number; body: string; headers: Record<string, string> } {
  const status = fault.status ?? 200;
  let body = fault.body;
  if (body === undefined && status >= 400) body = { message: STATUS_CODES[status] ?? 'Error' };
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const contentType =
    fault.contentType ??
    (typeof body === 'object' ? 'application/json' : text.trimStart().startsWith('<') ? 'text/html; charset=UTF-8' : 'text/plain; charset=UTF-8');
  return { status, body: text, headers: { 'Content-Type': contentType, ...fault.headers } };
}
