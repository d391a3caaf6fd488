/**
 * Shared set-up of the API client tests: one reference server per file (or per version block),
 * answering as phpShort 44 or 49, fresh data and no leftover faults per test, and clients of the
 * same version that record their backoff waits instead of sleeping.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createClient, type ApiVersion, type ClientOptions, type VersionedClient } from '../../../lib/api';
import { startServer, type RefServer, type ServerOptions, type StoredLink } from '../../server';
import { landmarks } from '../../server/landmarks';
import { isMine } from '../../server/types';

/** Both versions, for `describe.each(VERSIONS)('phpShort v%i', (version) => …)`. */
export const VERSIONS: readonly ApiVersion[] = [44, 49];

export interface Harness {
  server: RefServer;
  version: ApiVersion;
  /** Waits the current client asked for, in ms (its sleep returns at once). */
  waits: number[];
  /** A client of the server's version, unless `options.version` says otherwise. */
  client(options?: Partial<ClientOptions> & { version?: ApiVersion }): VersionedClient;
}

/** A reference server of `version` for the enclosing block, reset before each test. */
export function useServer(version: ApiVersion = 44, options: Omit<ServerOptions, 'port' | 'version'> = {}): Harness {
  const harness: Harness = {
    server: undefined as unknown as RefServer,
    version,
    waits: [],
    client: (clientOptions = {}) =>
      createClient({
        baseUrl: harness.server.url,
        apiKey: harness.server.apiKey,
        sleep: async (ms) => {
          harness.waits.push(ms);
        },
        random: () => 0.5,
        ...clientOptions,
        version: clientOptions.version ?? version,
      }),
  };
  beforeAll(async () => {
    harness.server = await startServer({ ...options, port: 0, version });
  });
  afterAll(async () => {
    await harness.server.close();
  });
  beforeEach(() => {
    harness.server.reset();
    harness.waits.length = 0;
  });
  return harness;
}

/** The account's own links on the server (the seed also holds another account's). */
export function ownLinks(server: RefServer): StoredLink[] {
  return server.db.links.filter(isMine);
}

/** A seed link named by what it is (test/server/landmarks.ts), e.g. `link.inSpace`. */
export function seedLink(server: RefServer, name: `link.${string}`): StoredLink {
  const link = landmarks(server.db)[name];
  if (!link) throw new Error(`the seed has no ${name}`);
  return link as StoredLink;
}

/** The stored link with this id (fails the test when there is none). */
export function stored(server: RefServer, id: number): StoredLink {
  const link = server.db.links.find((l) => l.id === id);
  if (!link) throw new Error(`no stored link ${id}`);
  return link;
}

/** A fetch that keeps the text of every answer, to compare what the wire said with what the client read. */
export function recordingFetch(): { fetch: typeof fetch; bodies: string[] } {
  const bodies: string[] = [];
  return {
    bodies,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      bodies.push(await response.clone().text());
      return response;
    },
  };
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
export async function startPlainServer(handler: Parameters<typeof createServer>[1]): Promise<{ url: string; server: Server; close(): Promise<void> }> {
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
