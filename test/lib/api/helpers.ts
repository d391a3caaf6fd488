/**
 * Shared set-up of the API client tests: one reference server per file, fresh data and no
 * leftover faults per test, and clients that record their backoff waits instead of sleeping.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createClient, type ApiClient, type ClientOptions } from '../../../lib/api';
import { startServer, type RefServer } from '../../server';

export interface Harness {
  server: RefServer;
  /** Waits the current client asked for, in ms (its sleep returns at once). */
  waits: number[];
  client(options?: Partial<ClientOptions>): ApiClient;
}

export function useServer(): Harness {
  const harness: Harness = {
    server: undefined as unknown as RefServer,
    waits: [],
    client: (options = {}) =>
      createClient({
        baseUrl: harness.server.url,
        apiKey: harness.server.apiKey,
        sleep: async (ms) => {
          harness.waits.push(ms);
        },
        random: () => 0.5,
        ...options,
      }),
  };
  beforeAll(async () => {
    harness.server = await startServer({ port: 0 });
  });
  afterAll(async () => {
    await harness.server.close();
  });
  beforeEach(() => {
    harness.server.reset();
    harness.server.clearFaults();
    harness.server.setCors(true);
    harness.server.clearRequests();
    harness.waits.length = 0;
  });
  return harness;
}

/** The rejection of a promise, to assert on (fails the test if it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    return error as Error & Record<string, unknown>;
  }
  throw new Error('expected a rejection, but the promise resolved');
}

/** A plain `node:http` server for answers the reference server does not give. */
export async function startPlainServer(
  handler: Parameters<typeof createServer>[1],
): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The form fields of a recorded body, decoded, in order. */
export function formEntries(body: string): Array<[string, string]> {
  return [...new URLSearchParams(body)];
}
