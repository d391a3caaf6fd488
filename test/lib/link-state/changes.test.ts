import { describe, expect, it } from 'vitest';
import { encodeLinkForm } from '../../../lib/api/link-input';
import { changeInput, isFutureMoment, VERSION_ACTIONS, type BulkChange } from '../../../lib/link-state/changes';
import { link } from '../../fakes/client';

// What each action on the selection sends for one link, per version: only what changes, in the
// fields and forms the real servers take (recorded from phpShort v44 and v49).
const NOW = Date.parse('2026-11-24T10:15:30Z');
const v44 = (change: BulkChange, patch = {}, timeZone: string | null = 'UTC') => changeInput(link(1, patch), change, { version: 44, timeZone, now: NOW });
const v49 = (change: BulkChange, patch = {}, timeZone: string | null = 'UTC') =>
  changeInput(link(1, { disabled: undefined, ...patch }), change, { version: 49, timeZone, now: NOW });
const form = (input: object | null, version: 44 | 49) => (input ? decodeURIComponent(encodeLinkForm(input, version).toString()) : null);

describe('pixels and space, both versions', () => {
  it.each([44, 49] as const)('v%i: removing a pixel sends the link’s other pixels, `pixel_ids[]=` when none is left, nothing when it had none', (version) => {
    const change: BulkChange = { kind: 'removePixels', ids: [2] };
    const run = (pixels: Array<{ id: number }>) => changeInput(link(1, { pixels }), change, { version, timeZone: 'UTC', now: NOW });
    expect(form(run([{ id: 1 }, { id: 2 }, { id: 3 }]), version)).toBe('pixel_ids[]=1&pixel_ids[]=3');
    expect(form(run([{ id: 2 }]), version)).toBe('pixel_ids[]=');
    expect(run([{ id: 1 }])).toBeNull();
  });

  it('adding pixels keeps the link’s own and adds the others once; nothing when it has them all', () => {
    expect(v44({ kind: 'addPixels', ids: [2, 5] }, { pixels: [{ id: 2 }, { id: 3 }] })).toEqual({ pixel_ids: [2, 3, 5] });
    expect(v44({ kind: 'addPixels', ids: [2] }, { pixels: [{ id: 2 }] })).toBeNull();
    expect(v44({ kind: 'addPixels', ids: [4] }, { pixels: undefined, pixel_ids: [1] })).toEqual({ pixel_ids: [1, 4] });
  });

  it('moves to a space, or out of any (sent empty, as the server empties it); nothing when already there', () => {
    expect(form(v49({ kind: 'space', id: 3 }, { space: { id: 1, name: 'A' } }), 49)).toBe('space_id=3');
    expect(form(v49({ kind: 'space', id: null }, { space: { id: 1, name: 'A' } }), 49)).toBe('space_id=');
    expect(v49({ kind: 'space', id: null }, { space: null })).toBeNull();
    expect(v49({ kind: 'space', id: 3 }, { space: null, space_id: 3 })).toBeNull();
  });
});

describe('v44: disabled and the expiry', () => {
  it('disables and enables with `disabled` alone, only links not already so', () => {
    expect(form(v44({ kind: 'disable' }), 44)).toBe('disabled=1');
    expect(v44({ kind: 'disable' }, { disabled: 1 })).toBeNull();
    expect(form(v44({ kind: 'enable' }, { disabled: 1 }), 44)).toBe('disabled=0');
    expect(v44({ kind: 'enable' })).toBeNull();
  });

  it('expires now: the expiry date and time of this minute in the account’s zone; nothing for a link already expired', () => {
    expect(form(v44({ kind: 'expire' }), 44)).toBe('expiration_date=2026-11-24&expiration_time=10:15');
    expect(form(v44({ kind: 'expire' }, {}, 'America/New_York'), 44)).toBe('expiration_date=2026-11-24&expiration_time=05:15');
    expect(v44({ kind: 'expire' }, { ends_at: '2026-01-01T00:00:00.000000Z' })).toBeNull();
    expect(form(v44({ kind: 'expire' }, { ends_at: '2027-01-01T00:00:00.000000Z' }), 44)).toBe('expiration_date=2026-11-24&expiration_time=10:15');
  });

  it('sets the expiry to the moment chosen, or removes it (both fields emptied)', () => {
    expect(form(v44({ kind: 'until', at: '2026-12-31T23:59' }), 44)).toBe('expiration_date=2026-12-31&expiration_time=23:59');
    expect(v44({ kind: 'until', at: '2026-12-31T23:59' }, { ends_at: '2026-12-31T23:59:00.000000Z' })).toBeNull();
    expect(form(v44({ kind: 'noEnd' }, { ends_at: '2026-12-31T23:59:00.000000Z' }), 44)).toBe('expiration_date=&expiration_time=');
    expect(v44({ kind: 'noEnd' })).toBeNull();
  });
});

describe('v49: the active period', () => {
  it('disables by ending the active period now, starting when the link was made; never `disabled`', () => {
    const sent = form(v49({ kind: 'disable' }, { created_at: '2026-11-01T08:00:00.000000Z' }), 49);
    expect(sent).toBe('active_period_start_at=2026-11-01+08:00&active_period_end_at=2026-11-24+10:15');
    expect(sent).not.toContain('disabled');
  });

  it('keeps the start of a period under way, and needs a start before the end when the link was made this minute', () => {
    expect(v49({ kind: 'disable' }, { active_from: '2026-11-10T00:00:00.000000Z', active_until: '2027-01-01T00:00:00.000000Z' })).toEqual({
      active_period_start_at: '2026-11-10 00:00',
      active_period_end_at: '2026-11-24 10:15',
    });
    expect(v49({ kind: 'disable' }, { created_at: '2026-11-24T10:15:10.000000Z' })).toEqual({
      active_period_start_at: '2026-11-24 10:14',
      active_period_end_at: '2026-11-24 10:15',
    });
  });

  it('writes dates in the account’s zone', () => {
    expect(v49({ kind: 'disable' }, { created_at: '2026-11-01T08:00:00.000000Z' }, 'Europe/Berlin')).toEqual({
      active_period_start_at: '2026-11-01 09:00',
      active_period_end_at: '2026-11-24 11:15',
    });
  });

  it('leaves a link whose period is already over; “Expire now” is Disable there', () => {
    expect(v49({ kind: 'disable' }, { active_from: '2026-01-01T00:00:00.000000Z', active_until: '2026-02-01T00:00:00.000000Z' })).toBeNull();
    expect(v49({ kind: 'expire' }, { created_at: '2026-11-01T08:00:00.000000Z' })).toEqual(
      v49({ kind: 'disable' }, { created_at: '2026-11-01T08:00:00.000000Z' }),
    );
    expect(VERSION_ACTIONS[49]).not.toContain('expire');
  });

  it('enables a link whose period is over or not begun by removing the period; one inside its period keeps it', () => {
    const cleared = 'active_period_start_at=&active_period_end_at=';
    expect(form(v49({ kind: 'enable' }, { active_from: '2026-01-01T00:00:00.000000Z', active_until: '2026-02-01T00:00:00.000000Z' }), 49)).toBe(cleared);
    expect(form(v49({ kind: 'enable' }, { active_from: '2027-01-01T00:00:00.000000Z', active_until: '2027-02-01T00:00:00.000000Z' }), 49)).toBe(cleared);
    expect(v49({ kind: 'enable' }, { active_from: '2026-11-01T00:00:00.000000Z', active_until: '2027-02-01T00:00:00.000000Z' })).toBeNull();
    expect(v49({ kind: 'enable' })).toBeNull();
  });

  it('sets the end of the period (with its start), or removes the period', () => {
    expect(v49({ kind: 'until', at: '2027-01-31T18:00' }, { created_at: '2026-11-01T08:00:00.000000Z' })).toEqual({
      active_period_start_at: '2026-11-01 08:00',
      active_period_end_at: '2027-01-31 18:00',
    });
    expect(form(v49({ kind: 'noEnd' }, { active_from: '2026-11-01T00:00:00.000000Z', active_until: '2027-02-01T00:00:00.000000Z' }), 49)).toBe(
      'active_period_start_at=&active_period_end_at=',
    );
  });
});

describe('a moment chosen in the account’s zone', () => {
  it.each([
    ['2026-11-24T10:16', 'UTC', true],
    ['2026-11-24T10:15', 'UTC', false],
    ['2026-11-24T11:16', 'Europe/Berlin', true],
    ['2026-11-24T11:14', 'Europe/Berlin', false],
    ['', 'UTC', false],
    ['tomorrow', 'UTC', false],
  ])('%s in %s is still to come: %s', (value, zone, future) => {
    expect(isFutureMoment(value, zone, NOW)).toBe(future);
  });
});
