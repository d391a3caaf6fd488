import { describe, expect, it } from 'vitest';
import { describeProblem } from '../../../lib/problems/describe';
import { waitText } from '../../../lib/problems/wait-text';

describe('a Retry-After in words', () => {
  it.each<[number | undefined, string | undefined]>([
    [undefined, undefined],
    [0, undefined],
    [Number.NaN, undefined],
    [1, '1 s'],
    [59, '59 s'],
    [60, 'about 1 min'],
    [200, 'about 3 min'],
    [599, 'about 10 min'],
    // Never more than the longest wait Linklet takes (lib/rate-limit.ts serverWait).
    [3599, 'about 10 min'],
    [86_400, 'about 10 min'],
    [2_147_484, 'about 10 min'],
    [Number.POSITIVE_INFINITY, 'about 10 min'],
  ])('%s s → %s', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });

  it.each<[number | undefined, string]>([
    [2, 'Too many requests; try again in 2 s.'],
    [3600, 'Too many requests; try again in about 10 min.'],
    [0, 'Too many requests; try again in a moment.'],
    [undefined, 'Too many requests; try again in a moment.'],
  ])('a rate-limited request with Retry-After %s says "%s", and waits (no "Try again")', (retryAfter, text) => {
    expect(describeProblem({ name: 'RateLimitError', message: '429', retryAfter })).toMatchObject({ text, way: 'wait' });
  });

  it('counts down the wait the page is given, and offers "Try again" once it is over', () => {
    const error = { name: 'RateLimitError', message: '429', retryAfter: 30 } as const;
    expect(describeProblem(error, { waitLeft: 12 })).toMatchObject({ text: 'Too many requests; try again in 12 s.', way: 'wait' });
    expect(describeProblem(error, { waitLeft: 0 })).toMatchObject({ text: 'The server takes requests again: try again now.', way: 'retry' });
  });
});
