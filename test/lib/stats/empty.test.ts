import { describe, expect, it } from 'vitest';
import { whyNoClicks } from '../../../lib/stats/empty';
import { rangeLabel, zoneName } from '../../../lib/stats/period';

describe('a period without clicks', () => {
  it.each([
    [0, 'never'],
    [12, 'elsewhere'],
    [null, 'unknown'],
    [undefined, 'unknown'],
    [Number.NaN, 'unknown'],
  ] as const)('of a link that counts %s clicks in all: %s', (clicks, why) => {
    expect(whyNoClicks(clicks)).toBe(why);
  });
});

describe('the days a period names', () => {
  it('are its first and last day, as written, whatever the browser’s zone', () => {
    expect(rangeLabel({ from: '2026-10-30', to: '2026-11-28' }).replace(/\s/g, ' ')).toBe('Oct 30 – Nov 28, 2026');
    expect(rangeLabel({ from: 'x', to: 'y' })).toBe('x – y');
  });

  it('are counted in the account’s zone, else the browser’s', () => {
    expect(zoneName('Europe/Berlin')).toBe('Europe/Berlin');
    expect(zoneName('Mars/Olympus')).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(zoneName(null)).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
