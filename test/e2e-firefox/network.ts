/**
 * The answers Firefox got to requests under one address (e.g. an instance's `/api/v1/`), from the
 * extension's pages and background alike, with the headers a rate limit is read from. Marionette
 * reports no network events, so an observer of Firefox's own (`http-on-examine-response`) records
 * them in the chrome window, and `drain` collects what arrived since the last call.
 */
import type { Firefox } from './firefox';

export interface SeenAnswer {
  /** When Firefox examined the answer (ms since the epoch). */
  at: number;
  method: string;
  url: string;
  status: number;
  /** A header's value, or null when the answer had none. */
  header(name: string): string | null;
}

const START = String.raw`
const prefix = arguments[0];
if (window.__linkletNetwork) return;
const log = (window.__linkletNetwork = { prefix, answers: [] });
const names = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'retry-after'];
log.observer = {
  observe(subject) {
    const channel = subject.QueryInterface(Ci.nsIHttpChannel);
    const url = channel.URI.spec;
    if (!url.startsWith(log.prefix) || channel.requestMethod === 'OPTIONS') return;
    const headers = {};
    for (const name of names) {
      try { headers[name] = channel.getResponseHeader(name); } catch { headers[name] = null; }
    }
    log.answers.push({ at: Date.now(), method: channel.requestMethod, url, status: channel.responseStatus, headers });
  },
};
Services.obs.addObserver(log.observer, 'http-on-examine-response');`;

export class NetworkLog {
  private constructor(private readonly firefox: Firefox) {}

  /** Starts recording answers to requests whose address starts with `prefix`. */
  static async start(firefox: Firefox, prefix: string): Promise<NetworkLog> {
    await firefox.chrome(START, prefix);
    return new NetworkLog(firefox);
  }

  /** The answers recorded since the last call, oldest first. */
  async drain(): Promise<SeenAnswer[]> {
    const answers = await this.firefox.chrome<Array<Omit<SeenAnswer, 'header'> & { headers: Record<string, string | null> }>>(
      'const log = window.__linkletNetwork; return log ? log.answers.splice(0) : [];',
    );
    return answers.map(({ headers, ...answer }) => ({ ...answer, header: (name: string) => headers[name.toLowerCase()] ?? null }));
  }
}
