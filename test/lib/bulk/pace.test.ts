import { describe, expect, it } from 'vitest';
import { createPacer, RESERVE, type Clock } from '../../../lib/bulk/pace';
import { RATE_WINDOW_MS, UNKNOWN_BUDGET } from '../../../lib/rate-limit';

/** A clock whose sleeps pass at once, moving its time and recording the waits. */
function fakeClock(): Clock & { time: number; waits: number[] } {
  const clock = {
    time: 1_000_000,
    waits: [] as number[],
    now: () => clock.time,
    sleep: async (ms: number) => {
      clock.waits.push(ms);
      clock.time += ms;
    },
  };
  return clock;
}

describe('createPacer', () => {
  it('spends what the server says remains, less the reserve, then waits for the next window', async () => {
    const clock = fakeClock();
    const pacer = createPacer(clock);
    await pacer.take();
    pacer.observe({ limit: 60, remaining: 10 });
    // 10 left: 10 - RESERVE more go out at once.
    for (let i = 0; i < 10 - RESERVE; i++) await pacer.take();
    expect(clock.waits).toEqual([]);
    clock.time += 1000;
    await pacer.take();
    expect(clock.waits).toEqual([RATE_WINDOW_MS - 1000]);
  });

  it('without rate headers, spends UNKNOWN_BUDGET a window', async () => {
    const clock = fakeClock();
    const pacer = createPacer(clock);
    for (let i = 0; i < UNKNOWN_BUDGET; i++) {
      await pacer.take();
      pacer.observe(undefined);
    }
    expect(clock.waits).toEqual([]);
    await pacer.take();
    expect(clock.waits).toEqual([RATE_WINDOW_MS]);
  });

  it('starts afresh once the window has passed on its own', async () => {
    const clock = fakeClock();
    const pacer = createPacer(clock);
    await pacer.take();
    pacer.observe({ limit: 60, remaining: RESERVE });
    clock.time += RATE_WINDOW_MS;
    await pacer.take();
    expect(clock.waits).toEqual([]);
  });

  it('a 429 waits as long as the server asks, a window when it does not say, and says so first', async () => {
    const clock = fakeClock();
    const told: number[] = [];
    const pacer = createPacer(clock, (ms) => told.push(ms));
    await pacer.refused(7);
    await pacer.refused(undefined);
    expect(clock.waits).toEqual([7000, RATE_WINDOW_MS]);
    expect(told).toEqual([7000, RATE_WINDOW_MS]);
  });

  it.each([
    // setTimeout takes at most 2^31-1 ms: 2,147,484 s overflowed into 0 ms, a burst of requests.
    [2_147_484, 600_000],
    // Just below it, a run blocked for 24.8 days.
    [2_147_483, 600_000],
    [86_400, 600_000],
    [0, 1000],
    [Number.NaN, RATE_WINDOW_MS],
  ])('a Retry-After of %s s is waited as %s ms: within 1 s – 10 min (issue 29)', async (retryAfter, ms) => {
    const clock = fakeClock();
    const told: number[] = [];
    await createPacer(clock, (wait) => told.push(wait)).refused(retryAfter);
    expect(clock.waits).toEqual([ms]);
    expect(told).toEqual([ms]);
  });
});
