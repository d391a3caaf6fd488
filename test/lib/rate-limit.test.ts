import { describe, expect, it } from 'vitest';
import { MAX_SERVER_WAIT_S, MIN_SERVER_WAIT_S, RATE_WINDOW_MS, serverWait } from '../../lib/rate-limit';

describe('serverWait: every wait Linklet takes from a server, bounded', () => {
  it.each<[number | undefined, number]>([
    [undefined, RATE_WINDOW_MS / 1000],
    [Number.NaN, RATE_WINDOW_MS / 1000],
    [-5, MIN_SERVER_WAIT_S],
    [0, 1],
    [0.2, 1],
    [1, 1],
    [42, 42],
    [600, 600],
    [601, MAX_SERVER_WAIT_S],
    [2_147_484, 600],
    [Number.POSITIVE_INFINITY, 600],
  ])('%s s → %s s', (given, seconds) => {
    expect(serverWait(given)).toBe(seconds);
  });
});
