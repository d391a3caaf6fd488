/**
 * When the boot's storage reads never answer, the app must not wait forever: it gives up on the
 * boot (bootReady), starts, and sends its own requests — and the boot, answered late, sends none.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptingFetch } from '../../../lib/boot/adopt';
import { startBoot, type BootExtension } from '../../../lib/boot/run';
import { appMayStart, bootReady, READY_LIMIT_MS, type BootState } from '../../../lib/boot/state';

afterEach(() => vi.useRealTimers());

/** A boot whose storage answers only when `answer()` is called. */
function stalledBoot() {
  let answer!: () => void;
  const gate = new Promise<void>((resolve) => (answer = resolve));
  const settings = { instanceUrl: 'https://sho.rt', defaultDomainId: 1, shortenOnOpen: true };
  const ext: BootExtension = {
    storage: {
      local: { get: async () => (await gate, { settings, settings$: { v: 2 }, apiKey: { origin: 'https://sho.rt', key: 'k' } }) },
      session: { get: async () => ({}) },
    },
    tabs: { query: async () => [{ url: 'https://example.com/', title: 'Example' }] },
    runtime: { sendMessage: async () => null },
    i18n: { getMessage: (name) => name },
  };
  const fetch = vi.fn(async () => new Response('{"data":[]}', { status: 200, headers: { 'content-type': 'application/json' } }));
  const copy = vi.fn(async () => true);
  const state = startBoot({ ext, document: { readyState: 'complete', getElementById: () => null } as unknown as Document, search: '', fetch, copy }, {});
  return { state, answer, fetch };
}

describe('a boot whose storage does not answer', () => {
  it('is given up on after the limit: the app starts, and the boot, answered later, sends nothing', async () => {
    vi.useFakeTimers();
    const { state, answer, fetch } = stalledBoot();
    let started = false;
    void appMayStart(state, 0).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(READY_LIMIT_MS - 1);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(5);
    expect(started).toBe(true);
    expect(state.abandoned).toBe(true);

    vi.useRealTimers();
    answer();
    await state.settled;
    expect(fetch).not.toHaveBeenCalled();
    expect(state.requests.size).toBe(0);
  });

  it('lets the app’s client send its own requests after the limit', async () => {
    vi.useFakeTimers();
    const { state } = stalledBoot();
    const network = vi.fn(async () => new Response('{}'));
    const sent = adoptingFetch(state, network)('https://sho.rt/api/v1/links', { method: 'POST' });
    await vi.advanceTimersByTimeAsync(READY_LIMIT_MS);
    await sent;
    expect(network).toHaveBeenCalledTimes(1);
  });
});

describe('bootReady', () => {
  it('does not mark a boot that got ready in time as abandoned', async () => {
    vi.useFakeTimers();
    const state = { ready: Promise.resolve(), settled: Promise.resolve(), requests: new Map() } satisfies BootState;
    await bootReady(state, 10);
    await vi.advanceTimersByTimeAsync(20);
    expect(state).not.toHaveProperty('abandoned', true);
  });
});
