/**
 * The browser side of the suite: Chromium with the built extension (test/e2e/harness.ts), a local
 * page server whose pages the popup shortens, and `RateWatch`, which tells the pacer what the
 * server said to every request the extension made (pages, popup and service worker alike: they
 * share the suite's budget, counted per client IP).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page, Request, Response } from 'playwright-core';
import { grantHostPermission, hasHostPermission } from '../../e2e/configure';
import { launchExtension, type ExtensionSession } from '../../e2e/harness';
import { observationOf, type RatePacer } from './pacer';

export interface PageServer {
  origin: string;
  /** `http://127.0.0.1:<port>/linklet-test-<run id>/<what>`: a page the popup can shorten. */
  url(what: string): string;
  close(): Promise<void>;
}

/** Plain pages under `/<marker>/`: phpShort may fetch one for its title, and finds a title there. */
export async function startPageServer(marker: string): Promise<PageServer> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const ok = path.startsWith(`/${marker}/`);
    const title = ok ? `Linklet test page ${path.slice(marker.length + 2)}` : 'Not found';
    res.writeHead(ok ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>${title}</title><h1>${title}</h1>`);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (what) => `${origin}/${marker}/${what}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

export interface Seen {
  at: number;
  method: string;
  url: URL;
  status: number;
  remaining?: number;
  /** Made by the service worker (the background), not a page. */
  fromWorker: boolean;
}

/** Every API answer the extension got, fed to the pacer as it arrives. */
export class RateWatch {
  readonly seen: Seen[] = [];
  private readonly apiBase: string;

  constructor(
    private readonly pacer: RatePacer,
    instanceUrl: string,
  ) {
    this.apiBase = `${instanceUrl.replace(/\/+$/, '')}/api/v1/`;
  }

  private isApi(request: Request): boolean {
    return request.url().startsWith(this.apiBase) && request.method() !== 'OPTIONS';
  }

  private onRequest = (request: Request) => {
    if (this.isApi(request)) this.pacer.noteSent();
  };

  /** No answer will come: the request is no longer out. */
  private onFailed = (request: Request) => {
    if (this.isApi(request)) this.pacer.inFlight = Math.max(0, this.pacer.inFlight - 1);
  };

  private onResponse = (response: Response) => {
    const request = response.request();
    if (!this.isApi(request)) return;
    const headers = response.headers();
    const seen = observationOf(response.status(), { get: (name) => headers[name] ?? null }, Date.now());
    this.pacer.observe(seen);
    this.seen.push({
      at: seen.at,
      method: request.method(),
      url: new URL(request.url()),
      status: seen.status,
      remaining: seen.remaining,
      fromWorker: request.serviceWorker() !== null,
    });
  };

  /** The context's pages and its service worker (Playwright reports the worker's requests there). */
  attach(target: BrowserContext | Page): this {
    target.on('request', this.onRequest);
    target.on('response', this.onResponse);
    target.on('requestfailed', this.onFailed);
    return this;
  }

  /** What was seen since `from` (ms). */
  since(from: number): Seen[] {
    return this.seen.filter((s) => s.at >= from);
  }

  /** The query of the newest list request of `path` a page made with the views' page size. */
  lastViewQuery(path: string): Record<string, string> | undefined {
    const last = this.seen
      .filter((s) => !s.fromWorker && s.method === 'GET' && s.url.pathname.endsWith(path) && s.url.searchParams.get('per_page') === '25')
      .at(-1);
    return last && Object.fromEntries(last.url.searchParams);
  }
}

/** Headful Chromium (permission prompts need it) with the built extension, watched from the start. */
export async function startBrowser(pacer: RatePacer, instanceUrl: string): Promise<{ session: ExtensionSession; watch: RateWatch }> {
  const session = await launchExtension({ headful: true });
  const watch = new RateWatch(pacer, instanceUrl).attach(session.context);
  return { session, watch };
}

/** The host permission for `origin`, asked as a user would be (only when not yet held). */
export async function ensureHostPermission(session: ExtensionSession, origin: string): Promise<void> {
  if (await hasHostPermission(session, origin)) return;
  if (!(await grantHostPermission(session, origin))) throw new Error(`The host permission for ${origin} was not granted`);
}
