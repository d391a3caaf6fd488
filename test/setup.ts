import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configure } from '@testing-library/preact';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { installFactsBackground } from './fakes/facts';
import { installFakePorts } from './fakes/ports';

// The fake browser has no i18n; answer from the real English messages file so components render
// the text users see.
// A path, not `new URL(…)`: under happy-dom `URL` is the DOM's class, which readFileSync refuses.
const messages = JSON.parse(readFileSync(join(import.meta.dirname, '../public/_locales/en/messages.json'), 'utf8')) as Record<string, { message: string }>;

function getMessage(key: string, substitutions?: string | string[]): string {
  const entry = messages[key];
  if (!entry) return '';
  const subs = substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions : [substitutions];
  return entry.message.replace(/\$(\d)/g, (_, n: string) => subs[Number(n) - 1] ?? '');
}

// Lazy chunks are transformed on first import: on a loaded 2-core machine that alone can pass the
// default 1 s of findBy*/waitFor. Only waits for what does appear get longer; nothing is slower.
configure({ asyncUtilTimeout: 4000 });

// No unit test reaches the network: a real request to anything but this machine (a DNS look-up of
// an example host) fails the test that made it, instead of passing or failing with the network.
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const realFetch = globalThis.fetch;
function guardedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const address = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
  const host = URL.canParse(address) ? new URL(address).hostname : undefined;
  if (host !== undefined && !LOCAL_HOSTS.has(host)) {
    const error = new Error(`A unit test fetched ${address}: stub it (vi.stubGlobal('fetch', …) or a client's own fetch) or use the reference server`);
    unitNetworkEscapes.push(error);
    return Promise.reject(error);
  }
  return realFetch(input, init);
}
const unitNetworkEscapes: Error[] = [];
globalThis.fetch = guardedFetch as typeof globalThis.fetch;

beforeEach(() => {
  fakeBrowser.reset();
  // The link index keeps its chunks in IndexedDB: each test starts with an empty one.
  globalThis.indexedDB = new IDBFactory();
  (fakeBrowser.i18n as { getMessage: typeof getMessage }).getMessage = getMessage;
  // English, as the messages it answers are (the fake's own throws, which lib/i18n.ts would catch each time).
  (fakeBrowser.i18n as { getUILanguage(): string }).getUILanguage = () => 'en';
  // Long-lived connections (lib/messaging's askOverPort), which the fake browser lacks.
  installFakePorts();
  // The instance's facts as pages ask them (lib/connection/session.ts), of a test's fake client when it serves one.
  installFactsBackground();
});

// A test ends with its own timers still due: a `setTimeout(0)` it started (a popup telling the
// background on a timer) would otherwise fire inside the next test, whose fake browser it then
// talks to. One macrotask after each test's own hooks (its cleanup) lets them run first. Not
// under fake timers, which would never fire it.
afterEach(async () => {
  if (!vi.isFakeTimers()) await new Promise((resolve) => setTimeout(resolve, 0));
  // A request the code under test swallowed as a network error still fails the test.
  const escaped = unitNetworkEscapes.splice(0);
  if (escaped.length) throw escaped[0];
  // A test that stubbed fetch and did not restore it would otherwise leave the guard off for the next.
  if (globalThis.fetch === realFetch) globalThis.fetch = guardedFetch as typeof globalThis.fetch;
});
