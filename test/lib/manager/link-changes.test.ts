import { describe, expect, it } from 'vitest';
import { encodeLinkForm } from '../../../lib/api/link-input';
import { linkSchema } from '../../../lib/api/schemas';
import { buildUpdateInput } from '../../../lib/link-form/build';
import { linkFormFromLink } from '../../../lib/link-form/from-link';
import type { LinkFormState } from '../../../lib/link-form/state';

// The Links view's Edit sends `buildUpdateInput(initial, edited, version)` as a PATCH (lib/link-form,
// shared with the popup). These are the manager's expectations of it: starting from a v44 record
// as the server sends it (read by the client), each edited field alone goes out, and nothing when
// nothing changed. v49: link-changes-v49.test.ts.
const record = linkSchema.parse({
  id: 42,
  url: 'https://example.com/page',
  short_url: 'https://sho.rt/promo',
  alias: 'promo',
  domain: { id: 1, name: 'sho.rt' },
  space: { id: 2, name: 'Work' },
  pixels: [
    { id: 5, name: 'FB' },
    { id: 6, name: 'GA' },
  ],
  disabled: 0,
  privacy: 0,
  password: true,
  privacy_password: false,
  expiration_url: 'https://example.com/ended',
  ends_at: '2030-01-01T10:00:00.000000Z',
  expiration_clicks: 100,
  target_type: 1,
  country_target: [{ key: 'US', value: 'https://example.com/us' }],
  language_target: [{ key: 'de', value: 'https://example.com/de' }],
});

const initial = linkFormFromLink(record, 'UTC');
const sent = (patch: Partial<LinkFormState>) => [...encodeLinkForm(buildUpdateInput(initial, { ...initial, ...patch }, 44), 44)];

describe('Edit sends only what changed (v44)', () => {
  it('reads the record into the form it edits', () => {
    expect(initial).toMatchObject({
      expirationDate: '2030-01-01',
      expirationTime: '10:00',
      clickLimit: '100',
      targetType: 'country',
      spaceId: '2',
      pixelIds: [5, 6],
    });
  });

  it('sends nothing for an untouched form, nor for spaces around unchanged text', () => {
    expect(buildUpdateInput(initial, { ...initial }, 44)).toEqual({});
    expect(buildUpdateInput(initial, { ...initial, alias: ' promo ', url: 'https://example.com/page ' }, 44)).toEqual({});
  });

  it('never sends the domain (the server refuses it on update)', () => {
    expect(buildUpdateInput(initial, { ...initial, domainId: '3' }, 44)).toEqual({});
  });

  it('treats the same pixels in another order as no change', () => {
    expect(buildUpdateInput(initial, { ...initial, pixelIds: [6, 5] }, 44)).toEqual({});
  });

  it('keeps the password it has when the field is left empty', () => {
    expect(record.has_link_password).toBe(true);
    expect(buildUpdateInput(initial, { ...initial, linkPassword: '' }, 44)).toEqual({});
  });

  it.each<[string, Partial<LinkFormState>, Array<[string, string]>]>([
    ['destination', { url: 'https://example.org/new' }, [['url', 'https://example.org/new']]],
    ['alias', { alias: 'spring' }, [['alias', 'spring']]],
    ['password', { linkPassword: 'open sesame' }, [['password', 'open sesame']]],
    ['space', { spaceId: '3' }, [['space_id', '3']]],
    ['no space', { spaceId: '' }, [['space_id', '']]],
    ['pixels', { pixelIds: [5] }, [['pixel_ids[]', '5']]],
    ['no pixels', { pixelIds: [] }, [['pixel_ids[]', '']]],
    ['disabled', { disabled: true }, [['disabled', '1']]],
    ['privacy', { privacy: '1' }, [['privacy', '1']]],
    [
      'statistics password',
      { privacy: '2', statsPassword: 'stats' },
      [
        ['privacy', '2'],
        ['privacy_password', 'stats'],
      ],
    ],
    ['expiration date', { expirationDate: '2031-02-03' }, [['expiration_date', '2031-02-03']]],
    ['expiration time', { expirationTime: '18:30' }, [['expiration_time', '18:30']]],
    [
      'cleared expiration',
      { expirationDate: '', expirationTime: '' },
      [
        ['expiration_date', ''],
        ['expiration_time', ''],
      ],
    ],
    ['click limit', { clickLimit: '7' }, [['expiration_clicks', '7']]],
    ['cleared click limit', { clickLimit: '' }, [['expiration_clicks', '']]],
    ['expiration URL', { expirationUrl: 'https://example.org/gone' }, [['expiration_url', 'https://example.org/gone']]],
    ['cleared expiration URL', { expirationUrl: '' }, [['expiration_url', '']]],
    ['no targeting', { targetType: '' }, [['target_type', '0']]],
    ['language targeting, with its stored rules', { targetType: 'language' }, [['target_type', '3']]],
    [
      'a country rule',
      {
        rules: {
          ...initial.rules,
          country: [
            { key: 'US', value: 'https://example.com/us' },
            { key: 'fr', value: 'https://example.com/fr' },
          ],
        },
      },
      [
        ['country[0][key]', 'US'],
        ['country[0][value]', 'https://example.com/us'],
        ['country[1][key]', 'FR'],
        ['country[1][value]', 'https://example.com/fr'],
      ],
    ],
    [
      'no country rules',
      { rules: { ...initial.rules, country: [] } },
      [
        ['country[0][key]', ''],
        ['country[0][value]', ''],
      ],
    ],
    // The language list is not the selected kind's: changing it sends nothing until it is selected.
    ['no language rules while country is selected', { rules: { ...initial.rules, language: [] } }, []],
    ['v49 options (this is a v44 link)', { activeFrom: '2030-01-01T00:00', activeUntil: '2030-02-01T00:00', sensitiveContent: true }, []],
  ])('%s alone', (_, patch, body) => {
    expect(sent(patch)).toEqual(body);
  });
});
