/**
 * An existing link's form, from the client's normalized record of either version; its moments
 * shown in the account's time zone (where the server reads the dates a form sends).
 */
import { describe, expect, it } from 'vitest';
import type { Link } from '../../../lib/api/schemas';
import { inTimeZone, linkFormFromLink } from '../../../lib/link-form/from-link';
import { emptyLinkForm } from '../../../lib/link-form/state';

const link = (extra: Partial<Link> = {}): Link => ({ id: 42, url: 'https://example.com/page', short_url: 'https://sho.rt/promo', alias: 'promo', ...extra });

describe('an existing link’s form', () => {
  it('reads every field of a v44 link', () => {
    const form = linkFormFromLink(
      link({
        domain: { id: 1, name: 'sho.rt' },
        space: { id: 5, name: 'Work' },
        pixels: [{ id: 3, name: 'FB' }, 4],
        has_link_password: true,
        has_stats_password: true,
        disabled: 1,
        privacy: 2,
        ends_at: '2030-01-31T13:45:00.000000Z',
        click_limit: 100,
        expiration_url: 'https://example.com/gone',
        targeting: { kind: 'country', rules: { country: [{ key: 'US', value: 'https://example.com/us' }], rotation: [{ value: 'https://example.com/a' }] } },
      }),
    );
    expect(form).toEqual({
      ...emptyLinkForm(),
      url: 'https://example.com/page',
      domainId: '1',
      alias: 'promo',
      pixelIds: [3, 4],
      spaceId: '5',
      disabled: true,
      privacy: '2',
      expirationDate: '2030-01-31',
      expirationTime: '13:45',
      clickLimit: '100',
      expirationUrl: 'https://example.com/gone',
      targetType: 'country',
      rules: { country: [{ key: 'US', value: 'https://example.com/us' }], rotation: [{ key: '', value: 'https://example.com/a' }] },
    });
  });

  it('reads every field of a v49 link', () => {
    const form = linkFormFromLink(
      link({
        domain_id: 2,
        space_id: 9,
        pixel_ids: [8],
        has_link_password: false,
        privacy: 1,
        active_from: '2030-01-01T08:00:00.000000Z',
        active_until: '2030-02-01T18:30:00.000000Z',
        click_limit: 5,
        sensitive_content: true,
        targeting: { kind: 'rotations', rules: { rotations: [{ value: 'https://a.b/1' }, { value: 'https://a.b/2' }] } },
      }),
    );
    expect(form).toEqual({
      ...emptyLinkForm(),
      url: 'https://example.com/page',
      domainId: '2',
      alias: 'promo',
      pixelIds: [8],
      spaceId: '9',
      privacy: '1',
      activeFrom: '2030-01-01T08:00',
      activeUntil: '2030-02-01T18:30',
      clickLimit: '5',
      sensitiveContent: true,
      targetType: 'rotations',
      rules: {
        rotations: [
          { key: '', value: 'https://a.b/1' },
          { key: '', value: 'https://a.b/2' },
        ],
      },
    });
  });

  it.each<[string, Partial<Link>, object]>([
    ['an unknown privacy as public', { privacy: 9 }, { privacy: '0' }],
    ['no privacy as public', { privacy: null }, { privacy: '0' }],
    ['click limit 0 as none', { click_limit: 0 }, { clickLimit: '' }],
    [
      'no targeting as none',
      { targeting: { kind: null, rules: { country: [{ key: 'US', value: 'https://a.b/' }] } } },
      { targetType: '', rules: { country: [{ key: 'US', value: 'https://a.b/' }] } },
    ],
    ['sensitive content null as off', { sensitive_content: null }, { sensitiveContent: false }],
    ['disabled true', { disabled: true }, { disabled: true }],
    ['no alias as empty', { alias: null }, { alias: '' }],
    ['a malformed moment as empty', { ends_at: 'soon', active_from: '' }, { expirationDate: '', expirationTime: '', activeFrom: '' }],
  ])('reads %s', (_, patch, expected) => {
    expect(linkFormFromLink(link(patch))).toMatchObject(expected);
  });

  it('never fills a password field (the server only says one is set)', () => {
    expect(linkFormFromLink(link({ has_link_password: true, has_stats_password: true, privacy: 2 }))).toMatchObject({ linkPassword: '', statsPassword: '' });
  });
});

describe('moments in the account’s time zone', () => {
  it.each<[string, string | null | undefined, Partial<Link>, object]>([
    ['v44 expiry, Berlin in winter', 'Europe/Berlin', { ends_at: '2031-02-03T04:05:00.000000Z' }, { expirationDate: '2031-02-03', expirationTime: '05:05' }],
    ['v44 expiry crossing midnight', 'America/New_York', { ends_at: '2031-02-03T02:00:00.000000Z' }, { expirationDate: '2031-02-02', expirationTime: '21:00' }],
    [
      'v49 period, Tokyo',
      'Asia/Tokyo',
      { active_from: '2030-06-30T20:00:00.000000Z', active_until: '2030-07-01T00:30:00.000000Z' },
      { activeFrom: '2030-07-01T05:00', activeUntil: '2030-07-01T09:30' },
    ],
    [
      'no zone: UTC',
      null,
      { active_from: '2030-06-30T20:00:00.000000Z', active_until: '2030-07-01T00:30:00.000000Z' },
      { activeFrom: '2030-06-30T20:00', activeUntil: '2030-07-01T00:30' },
    ],
    ['an unknown zone: UTC', 'Mars/Olympus', { ends_at: '2031-02-03T04:05:00.000000Z' }, { expirationDate: '2031-02-03', expirationTime: '04:05' }],
  ])('%s', (_, zone, patch, expected) => {
    expect(linkFormFromLink(link(patch), zone)).toMatchObject(expected);
  });

  it.each<[string | null | undefined, string | undefined, string]>([
    ['2030-01-01T00:00:00Z', 'UTC', '2030-01-01T00:00'],
    ['2030-07-01T12:34:56Z', 'Europe/London', '2030-07-01T13:34'],
    ['2030-01-01T00:00:00Z', undefined, '2030-01-01T00:00'],
    [null, 'UTC', ''],
    ['not a date', 'UTC', ''],
  ])('inTimeZone(%j, %j) → %j', (iso, zone, expected) => {
    expect(inTimeZone(iso, zone)).toBe(expected);
  });
});
