/**
 * In-memory stand-in for a phpShort instance's `/api/v1`, answering as version 44 or 49 does (see
 * test/fixtures/phpshort/). Node's http module only. Per request: record → injected fault → CORS
 * preflight → route (404 / 405) → rate limit → API key → plan guard → handler.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { ALL_FEATURES } from './account';
import { FaultQueue, faultAnswers, faultResponse } from './faults';
import { htmlPage, parseInput, parseQuery, readBody, send, sendJson, type InputObject } from './http-utils';
import { apiToken, corsHeaders, expectsJson, isApiPath, isPreflight, preflightHeaders, redirectPage } from './middleware';
import { servePage } from './pages';
import { RateLimiter, UNLIMITED, type RateLimitOptions } from './ratelimit';
import { Crash, noAccess, type Reply } from './replies';
import { allowedMethods, matchRoute } from './routes';
import { createDb } from './seed';
import type { RecordedRequest, RefServer, ServerOptions } from './server-api';
import type { Db, Features } from './types';

export type { Fault } from './faults';
export type { RateLimitOptions } from './ratelimit';
export type { RecordedRequest, RefServer, ServerOptions } from './server-api';
export type { Db, Domain, Features, SeedOptions, Space, StoredLink, StoredPixel, TargetRule, Version } from './types';

const REASONS: Record<number, string> = { 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 429: 'Too Many Requests', 500: 'Server Error' };

export async function startServer(options: ServerOptions = {}): Promise<RefServer> {
  const host = options.host ?? '127.0.0.1';
  const scheme = options.tls ? 'https' : 'http';
  const apiKey = options.apiKey ?? 'test-key-linklet';
  const version = options.version ?? 44;
  const startSeed = options.seed ?? {};
  const db: Db = createDb(startSeed, version);
  // Each further account's records: ids start far from the first account's, as one database's would.
  const accountDb = (account: NonNullable<ServerOptions['accounts']>[number], i: number): Db => {
    const own = createDb(account.seed ?? false, version);
    const first = (i + 1) * 100_000;
    own.account = { ...own.account, name: account.name ?? `Account ${i + 2}`, email: `account${i + 2}@example.com` };
    own.nextId = { links: first + own.nextId.links, pixels: first + own.nextId.pixels, domains: own.nextId.domains, spaces: first + own.nextId.spaces };
    return own;
  };
  const accounts = (options.accounts ?? []).map((account, i) => ({ apiKey: account.apiKey, db: accountDb(account, i) }));
  const setPlan = (features: Partial<Features>) => void (db.features = { ...ALL_FEATURES, ...features });
  setPlan(options.plan ?? {});
  const requests: RecordedRequest[] = [];
  const faults = new FaultQueue();
  let cors = options.cors ?? true;
  let extras = options.extras ?? true;
  let contractOnly = options.contractOnly ?? false;
  // Off is a limit no test reaches, still reported: phpShort always sends its rate-limit headers,
  // and a client must not take their absence for "no limit" (they are hidden from a cross-origin
  // request the extension has no host access for).
  const newLimiter = (o: RateLimitOptions | false | undefined) => new RateLimiter(o || { limit: UNLIMITED });
  let limiter = newLimiter(options.rateLimit);
  const timers = new Set<NodeJS.Timeout>();
  const sleep = (ms: number) =>
    new Promise<void>((done) => {
      const timer = setTimeout(() => (timers.delete(timer), done()), ms);
      timers.add(timer);
    });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const now = Date.now();
    const body = await readBody(req);
    const method = (req.method ?? 'GET').toUpperCase();
    const target = new URL(req.url ?? '/', 'http://placeholder');
    // Laravel ignores a trailing slash when matching routes.
    const path = target.pathname.length > 1 ? target.pathname.replace(/\/+$/, '') : target.pathname;
    const query: Record<string, string[]> = {};
    for (const [key, value] of target.searchParams) (query[key] ??= []).push(value);
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value;
    const record: RecordedRequest = { method, path: target.pathname, query, headers, body, time: now };
    requests.push(record);
    // The status it was answered with, once answered (a 429 among them shows a spent budget).
    res.once('finish', () => void (record.status = res.statusCode));

    let extraHeaders: Record<string, string> = corsHeaders(cors, path);
    const fault = faults.take(method, target.pathname, target.searchParams);
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

    const origin = `${scheme}://${req.headers.host ?? `${hostForUrl}:${port}`}`;
    const json = expectsJson(req);
    /** Framework errors are HTML pages unless the client expects JSON. */
    const answer = (reply: Reply, more: Record<string, string> = {}) => {
      // An injected fault's headers win over the server's own (a test may play any limit).
      const all = { ...more, ...extraHeaders };
      if (reply.framework && !json) {
        const title = `${reply.status} ${REASONS[reply.status] ?? 'Error'}`;
        return send(res, reply.status, htmlPage(title, `<h1>${title}</h1>`), { ...all, 'Content-Type': 'text/html; charset=UTF-8' });
      }
      sendJson(res, reply.status, reply.body, all);
    };

    const route = matchRoute(path, { extras, contractOnly });
    if (!route) return answer({ status: 404, body: { message: `The route ${path.slice(1)} could not be found.` }, framework: true });
    const handler = route.handlers[(method === 'HEAD' ? 'GET' : method) as 'GET'];
    if (!handler) {
      const message = `The ${method} method is not supported for route ${path.slice(1)}. Supported methods: ${allowedMethods(route).join(', ')}.`;
      return answer({ status: 405, body: { message }, framework: true }, { Allow: allowedMethods(route).join(', ') });
    }
    // The throttle runs before authentication: wrong keys use up the budget too.
    const verdict = limiter.hit(req.socket.remoteAddress ?? '', now);
    const limits = verdict.headers;
    if (!verdict.allowed) return answer({ status: 429, body: { message: 'Too Many Attempts.' }, framework: true }, limits);
    const queryInput = parseQuery(target.search.slice(1));
    let input: InputObject | undefined;
    const readInput = () => (input ??= parseInput(method, req.headers['content-type'], body, queryInput));
    // The account the key belongs to answers, from its own records.
    const token = apiToken(req, queryInput, readInput, db.version);
    const own = token === apiKey ? db : accounts.find((account) => account.apiKey === token)?.db;
    if (!own) {
      if (json) return sendJson(res, 401, { message: 'Unauthenticated.' }, { ...extraHeaders, ...limits });
      const login = `${origin}/login`;
      return send(res, 302, redirectPage(login), { ...extraHeaders, ...limits, Location: login, 'Content-Type': 'text/html; charset=utf-8' });
    }
    if (route.guarded && !Number(own.features.api)) return answer(noAccess(), limits);
    let reply: Reply;
    try {
      reply = handler({ db: own, id: route.id, query: queryInput, input: readInput, path: origin + path, origin, now });
    } catch (error) {
      if (!(error instanceof Crash)) throw error;
      reply = { status: 500, body: { message: 'Server Error' }, framework: true };
    }
    answer(reply, limits);
  }

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      console.error('reference server:', error);
      sendJson(res, 500, { message: 'Server Error' });
    });
  };
  const server = options.tls ? createTlsServer(options.tls, listener) : createServer(listener);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => done());
  });
  const port = (server.address() as AddressInfo).port;
  const hostForUrl = host.includes(':') ? `[${host}]` : host;
  const url = `${scheme}://${hostForUrl}:${port}`;

  return {
    url,
    origin: url,
    apiKey,
    accounts,
    version,
    requests,
    db,
    apiRequests: () => requests.filter((r) => (r.path === '/api/v1' || r.path.startsWith('/api/v1/')) && r.method !== 'OPTIONS'),
    inject: (fault) => faults.add(fault),
    clearFaults: () => faults.clear(),
    clearRequests: () => void requests.splice(0),
    setCors: (enabled) => void (cors = enabled),
    setExtras: (enabled) => void (extras = enabled),
    setContractOnly: (enabled) => void (contractOnly = enabled),
    setPlan,
    setRateLimit: (rateLimit) => void (limiter = newLimiter(rateLimit)),
    reset(seed) {
      // Replace the contents, not the objects, so references held by tests stay live.
      Object.assign(db, createDb(seed === undefined ? startSeed : seed, version));
      (options.accounts ?? []).forEach((account, i) => Object.assign(accounts[i]!.db, accountDb(account, i)));
      setPlan(options.plan ?? {});
      limiter = newLimiter(options.rateLimit);
      requests.splice(0);
      faults.clear();
      cors = options.cors ?? true;
      extras = options.extras ?? true;
      contractOnly = options.contractOnly ?? false;
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
