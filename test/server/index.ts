/**
 * In-memory reference server for the /api/v1 links-and-pixels contract, answering the way a
 * stock Laravel installation of the service does (see docs in the contract's api-responses.md).
 * Node's http module only. Per request: record → injected fault → CORS preflight → route
 * (404/405) → bearer auth → handler.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listDomains, listSpaces } from './extras';
import { FaultQueue, faultAnswers, faultResponse, type Fault } from './faults';
import { parseForm, parseInput, readBody, send, sendJson, type FormObject } from './http-utils';
import { deleteLink, listLinks, showLink, storeLink, updateLink, type Reply } from './links';
import { bearerToken, corsHeaders, expectsJson, isApiPath, isPreflight, preflightHeaders, redirectPage } from './middleware';
import { servePage } from './pages';
import { deletePixel, listPixels, showPixel, storePixel, updatePixel } from './pixels';
import { createDb } from './seed';
import type { Db, SeedOptions } from './types';

export type { Fault } from './faults';
export type { Db, Domain, SeedOptions, Space, StoredLink, StoredPixel, TargetRule } from './types';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string[]>;
  headers: Record<string, string>;
  body: string;
  time: number;
}

export interface ServerOptions {
  /** 0 = random free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default `test-key-linklet`. */
  apiKey?: string;
  /** Seed data (default 30 links, 8 pixels); `false` for domains and spaces only. */
  seed?: SeedOptions | false;
  /** Default true: Laravel's default CORS config. */
  cors?: boolean;
  /** Default true: also serve GET /api/v1/domains and /api/v1/spaces (404 when false). */
  extras?: boolean;
}

export interface RefServer {
  /** e.g. http://127.0.0.1:PORT (no trailing slash). */
  url: string;
  origin: string;
  apiKey: string;
  /** Every request, incl. OPTIONS preflights and faulted ones. */
  requests: RecordedRequest[];
  /** Requests to /api/v1 excluding OPTIONS. */
  apiRequests(): RecordedRequest[];
  /** Queue a fault; faults apply in order to matching requests. */
  inject(fault: Fault): void;
  clearFaults(): void;
  clearRequests(): void;
  /** false = refuse cross-origin: no CORS headers, OPTIONS answers 405. */
  setCors(enabled: boolean): void;
  setExtras(enabled: boolean): void;
  /** Live data; tests may read and change it directly. */
  db: Db;
  /** Back to a fresh start: new data (the start seed unless given), no faults, no requests, CORS and extras as at start. */
  reset(seed?: SeedOptions | false): void;
  close(): Promise<void>;
}

type Route = { [method: string]: (id: number) => Reply };

export async function startServer(options: ServerOptions = {}): Promise<RefServer> {
  const host = options.host ?? '127.0.0.1';
  const apiKey = options.apiKey ?? 'test-key-linklet';
  const startSeed = options.seed ?? {};
  const db: Db = createDb(startSeed);
  const requests: RecordedRequest[] = [];
  const faults = new FaultQueue();
  let cors = options.cors ?? true;
  let extras = options.extras ?? true;
  const timers = new Set<NodeJS.Timeout>();
  const sleep = (ms: number) =>
    new Promise<void>((done) => {
      const timer = setTimeout(() => (timers.delete(timer), done()), ms);
      timers.add(timer);
    });

  /** The operations under /api/v1, by path shape. */
  function routeFor(path: string, input: () => FormObject, query: FormObject, self: string): Route | undefined {
    const match = /^\/api\/v1\/(links|pixels|domains|spaces)(?:\/(\d+))?$/.exec(path);
    if (!match) return undefined;
    const [, kind, id] = match;
    if (kind === 'domains' || kind === 'spaces') {
      if (!extras || id) return undefined;
      return { GET: () => (kind === 'domains' ? listDomains : listSpaces)(db, query, self) };
    }
    const links = kind === 'links';
    if (id === undefined) {
      return {
        GET: () => (links ? listLinks : listPixels)(db, query, self),
        POST: () => (links ? storeLink : storePixel)(db, input()),
      };
    }
    const update = (n: number) => (links ? updateLink : updatePixel)(db, n, input());
    return {
      GET: (n) => (links ? showLink : showPixel)(db, n),
      PUT: update,
      PATCH: update,
      DELETE: (n) => (links ? deleteLink : deletePixel)(db, n),
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const time = Date.now();
    const body = await readBody(req);
    const method = (req.method ?? 'GET').toUpperCase();
    const target = new URL(req.url ?? '/', 'http://placeholder');
    // Laravel ignores a trailing slash when matching routes.
    const path = target.pathname.length > 1 ? target.pathname.replace(/\/+$/, '') : target.pathname;
    const query: Record<string, string[]> = {};
    for (const [key, value] of target.searchParams) (query[key] ??= []).push(value);
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value;
    requests.push({ method, path: target.pathname, query, headers, body, time });

    let extraHeaders: Record<string, string> = corsHeaders(cors, path);
    const fault = faults.take(method, target.pathname);
    if (fault) {
      if (fault.delayMs) await sleep(fault.delayMs);
      if (fault.drop) return void req.socket.destroy();
      if (faultAnswers(fault)) {
        const answer = faultResponse(fault);
        return send(res, answer.status, answer.body, { ...extraHeaders, ...answer.headers });
      }
      extraHeaders = { ...extraHeaders, ...fault.headers };
    }

    if (method === 'OPTIONS') {
      if (!cors) return send(res, 405, '', { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE' });
      if (isPreflight(req) && isApiPath(path)) return send(res, 204, '', preflightHeaders(req));
      return send(res, 200, '', { ...extraHeaders, Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' });
    }
    if (!isApiPath(path)) return servePage(res, method, path);

    const host = req.headers.host ?? `${hostForUrl}:${port}`;
    const self = `http://${host}${path}`;
    const queryInput = parseForm(target.search.slice(1));
    const routes = routeFor(path, () => parseInput(req.headers['content-type'], body, queryInput), queryInput, self);
    if (!routes) return sendJson(res, 404, { message: `The route ${path.slice(1)} could not be found.` }, extraHeaders);
    const handler = routes[method === 'HEAD' ? 'GET' : method];
    if (!handler) {
      const allowed = Object.keys(routes).flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m]));
      const message = `The ${method} method is not supported for route ${path.slice(1)}. Supported methods: ${allowed.join(', ')}.`;
      return sendJson(res, 405, { message }, { ...extraHeaders, Allow: allowed.join(', ') });
    }
    if (bearerToken(req) !== apiKey) {
      if (expectsJson(req)) return sendJson(res, 401, { message: 'Unauthenticated.' }, extraHeaders);
      const login = `http://${host}/login`;
      return send(res, 302, redirectPage(login), { ...extraHeaders, Location: login, 'Content-Type': 'text/html; charset=UTF-8' });
    }
    const id = Number(/\/(\d+)$/.exec(path)?.[1] ?? 0);
    const reply = handler(id);
    sendJson(res, reply.status, reply.body, extraHeaders);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('reference server:', error);
      sendJson(res, 500, { message: 'Server Error' });
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => done());
  });
  const port = (server.address() as AddressInfo).port;
  const hostForUrl = host.includes(':') ? `[${host}]` : host;
  const url = `http://${hostForUrl}:${port}`;

  return {
    url,
    origin: url,
    apiKey,
    requests,
    db,
    apiRequests: () => requests.filter((r) => (r.path === '/api/v1' || r.path.startsWith('/api/v1/')) && r.method !== 'OPTIONS'),
    inject: (fault) => faults.add(fault),
    clearFaults: () => faults.clear(),
    clearRequests: () => void requests.splice(0),
    setCors: (enabled) => void (cors = enabled),
    setExtras: (enabled) => void (extras = enabled),
    reset(seed) {
      // Replace the contents, not the objects, so references held by tests stay live.
      Object.assign(db, createDb(seed === undefined ? startSeed : seed));
      requests.splice(0);
      faults.clear();
      cors = options.cors ?? true;
      extras = options.extras ?? true;
    },
    close: () =>
      new Promise<void>((done) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
