import { describe, expect, it } from 'vitest';
import { encodeLinkForm } from '../../../lib/api/link-input';
import { linkSchema } from '../../../lib/api/schemas';
import { buildUpdateInput } from '../../../lib/link-form/build';
import { linkFormFromLink } from '../../../lib/link-form/from-link';
import type { LinkFormState } from '../../../lib/link-form/state';

// The Links view's Edit of a v49 link (see link-changes.test.ts): from the record as a v49 server
// sends it, each edited field alone goes out under v49's name, the active period as a pair.
const record = linkSchema.parse({
  id: 7,
  url: 'https://example.com/page',
  short_url: 'https://sho.rt/spring',
  alias: 'spring',
  domain: { id: 1, name: 'sho.rt' },
  space: null,
  pixels: [{ id: 5, name: 'FB' }],
  privacy: 2,
  password: true,
  redirect_password: false,
  sensitive_content: 0,
  active_period_start_at: '2030-01-01T08:00:00.000000Z',
  active_period_end_at: '2030-02-01T18:30:00.000000Z',
  clicks_limit: 50,
  expiration_url: null,
  targets_type: 'devices',
  targets: [{ key: 'mobile', value: 'https://example.com/m' }],
});

const ZONE = 'Europe/Paris';
const initial = linkFormFromLink(record, ZONE);
const sent = (patch: Partial<LinkFormState>) => [...encodeLinkForm(buildUpdateInput(initial, { ...initial, ...patch }, 49), 49)];

describe('Edit sends only what changed (v49)', () => {
  it('reads the record into the form it edits, the period in the account’s time zone', () => {
    expect(initial).toMatchObject({
      activeFrom: '2030-01-01T09:00',
      activeUntil: '2030-02-01T19:30',
      clickLimit: '50',
      privacy: '2',
      sensitiveContent: false,
      targetType: 'devices',
      spaceId: '',
    });
  });

  it('sends nothing for an untouched form (the period is sent back as it was read)', () => {
    expect(buildUpdateInput(initial, { ...initial }, 49)).toEqual({});
    expect(buildUpdateInput(initial, { ...initial, pixelIds: [5], alias: 'spring ' }, 49)).toEqual({});
  });

  it.each<[string, Partial<LinkFormState>, Array<[string, string]>]>([
    ['link password', { linkPassword: 'open sesame' }, [['redirect_password', 'open sesame']]],
    ['statistics password (v49’s `password`)', { statsPassword: 'stats' }, [['password', 'stats']]],
    ['public statistics', { privacy: '0' }, [['privacy', '0']]],
    ['space', { spaceId: '3' }, [['space_id', '3']]],
    ['no pixels', { pixelIds: [] }, [['pixel_ids[]', '']]],
    ['sensitive content', { sensitiveContent: true }, [['sensitive_content', '1']]],
    [
      'the period’s end',
      { activeUntil: '2030-03-01T00:00' },
      [
        ['active_period_start_at', '2030-01-01 09:00'],
        ['active_period_end_at', '2030-03-01 00:00'],
      ],
    ],
    [
      'the period’s start',
      { activeFrom: '2030-01-15T12:00' },
      [
        ['active_period_start_at', '2030-01-15 12:00'],
        ['active_period_end_at', '2030-02-01 19:30'],
      ],
    ],
    [
      'no period',
      { activeFrom: '', activeUntil: '' },
      [
        ['active_period_start_at', ''],
        ['active_period_end_at', ''],
      ],
    ],
    ['click limit', { clickLimit: '7' }, [['clicks_limit', '7']]],
    ['cleared click limit', { clickLimit: '' }, [['clicks_limit', '']]],
    ['expiration URL', { expirationUrl: 'https://example.org/gone' }, [['expiration_url', 'https://example.org/gone']]],
    [
      'a device rule',
      { rules: { devices: [{ key: 'Tablet', value: 'https://example.com/t' }] } },
      [
        ['targets_type', 'devices'],
        ['targets[0][key]', 'tablet'],
        ['targets[0][value]', 'https://example.com/t'],
      ],
    ],
    [
      'browsers instead',
      { targetType: 'browsers', rules: { ...initial.rules, browsers: [{ key: 'Opera', value: 'https://example.com/o' }] } },
      [
        ['targets_type', 'browsers'],
        ['targets[0][key]', 'Opera'],
        ['targets[0][value]', 'https://example.com/o'],
      ],
    ],
    [
      'no targeting',
      { targetType: '' },
      [
        ['targets_type', ''],
        ['targets', ''],
      ],
    ],
    ['v44 options (this is a v49 link)', { disabled: true, expirationDate: '2030-01-01', expirationTime: '10:00' }, []],
  ])('%s alone', (_, patch, body) => {
    expect(sent(patch)).toEqual(body);
  });
});
