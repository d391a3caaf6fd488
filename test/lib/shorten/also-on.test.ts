import { describe, expect, it } from 'vitest';
import { alsoOnLines, enableInput, otherLink } from '../../../lib/shorten/also-on';
import { link } from '../../fakes/client';

// "Also on …" (issue 48): a line per domain, each link's state said, "Use it" only for one that works.
const now = Date.parse('2026-12-01T12:00:00Z');
const past = '2026-11-01T00:00:00Z';
const future = '2027-01-01T00:00:00Z';
const on = (id: number, host: string, alias: string, patch = {}) => link(id, { short_url: `http://${host}/${alias}`, alias, ...patch });

describe('"Also on …"', () => {
  it.each([
    ['works', 44, {}, 'active', 'use'],
    ['disabled (v44)', 44, { disabled: 1 }, 'disabled', 'enable'],
    ['expired by its date (v44): enabling would not make it work', 44, { ends_at: past }, 'expired', null],
    ['disabled and expired (v44)', 44, { disabled: 1, ends_at: past }, 'disabled', null],
    ['its period over (v49)', 49, { disabled: undefined, active_until: past }, 'expired', 'enable'],
    ['not begun (v49)', 49, { disabled: undefined, active_from: future }, 'scheduled', 'enable'],
    ['its clicks used up', 49, { disabled: undefined, click_limit: 5, clicks: 5 }, 'expired', null],
  ] as const)('a link that is %s', (_, version, patch, state, offer) => {
    const other = otherLink(on(7, 'localhost:8050', 'slj8d', patch), version, now);
    expect(other).toMatchObject({ state, offer, path: 'slj8d' });
  });

  it('names a link visitors need a password for, and still offers it (it works)', () => {
    expect(otherLink(on(7, 'go.example.test', 'x', { has_link_password: true }), 44, now)).toMatchObject({ password: true, offer: 'use' });
  });

  it('counts per domain: a link on another domain is its own line, not "1 more"', () => {
    const lines = alsoOnLines(
      [
        on(9, 'localhost:8050', 'slj8d', { disabled: 1 }),
        on(8, 'go.example.test', 'blog-spring'),
        on(7, 'lnk.global.test', 'spring'),
        on(6, 'localhost:8050', 'ok1'),
      ],
      44,
      now,
    );
    expect(lines.map((line) => [line.domain, line.first.path, line.more])).toEqual([
      ['localhost:8050', 'ok1', 1],
      ['go.example.test', 'blog-spring', 0],
      ['lnk.global.test', 'spring', 0],
    ]);
  });

  it('names the newest when none on a domain works, with its state and no "Use it"', () => {
    const [line] = alsoOnLines([on(9, 'localhost:8050', 'slj8d', { ends_at: past }), on(8, 'localhost:8050', 'old', { ends_at: past })], 44, now);
    expect(line).toMatchObject({ domain: 'localhost:8050', more: 1, first: { path: 'slj8d', state: 'expired', offer: null } });
  });

  it('"Enable it" sends what turns it back on in the version’s fields', () => {
    expect(enableInput(link(1, { disabled: 1 }), 44, now)).toEqual({ disabled: 0 });
    expect(enableInput(link(1, { disabled: undefined, active_until: past }), 49, now)).toEqual({ active_period_start_at: null, active_period_end_at: null });
    expect(enableInput(link(1), 44, now)).toBeNull();
  });
});
