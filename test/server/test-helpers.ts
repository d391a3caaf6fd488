/** Shared by the reference server's own tests: real HTTP through global fetch. */
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startServer, type RefServer, type ServerOptions } from './index';

export interface CallOptions {
  /** Raw form body (bracket syntax written out), or pairs to encode. */
  form?: string | Array<[string, string]>;
  headers?: Record<string, string>;
  /** Default true: send the bearer key. */
  auth?: boolean;
  body?: string;
  redirect?: RequestRedirect;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body (undefined when not JSON). */
  json: any; // tests poke into bodies freely
}

export async function call(server: RefServer, method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.auth !== false) headers.Authorization = `Bearer ${server.apiKey}`;
  let body = options.body;
  if (options.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = typeof options.form === 'string' ? options.form : new URLSearchParams(options.form).toString();
  }
  const response = await fetch(server.url + path, { method, headers, body, redirect: options.redirect ?? 'manual' });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** One server per test file, reset (fresh seed, no faults, no requests) before each test. */
export function useServer(options: ServerOptions = {}): () => RefServer {
  let server: RefServer | undefined;
  beforeAll(async () => {
    server = await startServer({ port: 0, ...options });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    server?.reset();
  });
  return () => {
    if (!server) throw new Error('server not started');
    return server;
  };
}

/** Ids of a list answer, in order. */
export const ids = (result: CallResult): number[] => (result.json.data as Array<{ id: number }>).map((item) => item.id);

export interface RawResult {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A request through node:http, for headers fetch would not let us set or show (Origin, preflights). */
export function raw(server: RefServer, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawResult> {
  return new Promise((done, fail) => {
    const req = request(server.url + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', fail);
    req.end(body);
  });
}
