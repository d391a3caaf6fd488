import { describe, expect, it } from 'vitest';
import type { Link } from '../../../lib/api/schemas';
import { encodeLinkForm } from '../../../lib/api/form';
import { buildUpdateInput } from '../../../lib/link-form/build';
import { linkFormFromLink } from '../../../lib/link-form/from-link';
import type { LinkFormState } from '../../../lib/link-form/state';

// The Links view's Edit sends `buildUpdateInput(initial, edited)` as a PATCH (lib/link-form, shared
// with the popup). These are the manager's expectations of it: starting from a record as the
// server sends it, each edited field alone goes out, and nothing when nothing changed.
const record: Link = {
  id: 42,
  url: 'https://example.com/page',
  short_url: 'https://sho.rt/promo',
  alias: 'promo',
  domain: { id: 1, name: 'sho.rt' },
  space: { id: 2, name: 'Work' },
  pixels: [{ id: 5, name: 'FB' }, { id: 6, name: 'GA' }],
  disabled: 0,
  privacy: 0,
  expiration_url: 'https://example.com/ended',
  expiration_date: '2030-01-01',
  expiration_time: '10:00',
  expiration_clicks: 100,
  target_type: 1,
  country: [{ key: 'US', value: 'https://example.com/us' }],
  language: [{ key: 'de', value: 'https://example.com/de' }],
};

const initial = linkFormFromLink(record);
const sent = (patch: Partial<LinkFormState>) => Object.fromEntries(encodeLinkForm(buildUpdateInput(initial, { ...initial, ...patch })));

describe('Edit sends only what changed', () => {
  it('sends nothing for an untouched form, nor for spaces around unchanged text', () => {
    expect(buildUpdateInput(initial, { ...initial })).toEqual({});
    expect(buildUpdateInput(initial, { ...initial, alias: ' promo ', url: 'https://example.com/page ' })).toEqual({});
  });

  it('never sends the domain (the contract refuses it on update)', () => {
    expect(buildUpdateInput(initial, { ...initial, domainId: '3' })).toEqual({});
  });

  it('treats the same pixels in another order as no change', () => {
    expect(buildUpdateInput(initial, { ...initial, pixelIds: [6, 5] })).toEqual({});
  });

  it.each<[string, Partial<LinkFormState>, Record<string, string>]>([
    ['destination', { url: 'https://example.org/new' }, { url: 'https://example.org/new' }],
    ['alias', { alias: 'spring' }, { alias: 'spring' }],
    ['password', { password: 'open sesame' }, { password: 'open sesame' }],
    ['space', { spaceId: '3' }, { space_id: '3' }],
    ['pixels', { pixelIds: [5] }, { 'pixel_ids[]': '5' }],
    ['no pixels', { pixelIds: [] }, { pixel_ids: '' }],
    ['disabled', { disabled: true }, { disabled: '1' }],
    ['privacy', { privacy: '1' }, { privacy: '1' }],
    ['statistics password', { privacy: '2', privacyPassword: 'stats' }, { privacy: '2', privacy_password: 'stats' }],
    ['expiration date', { expirationDate: '2031-02-03' }, { expiration_date: '2031-02-03' }],
    ['expiration time', { expirationTime: '18:30' }, { expiration_time: '18:30' }],
    ['cleared expiration time', { expirationTime: '' }, { expiration_time: '' }],
    ['expiration clicks', { expirationClicks: '7' }, { expiration_clicks: '7' }],
    ['expiration URL', { expirationUrl: 'https://example.org/gone' }, { expiration_url: 'https://example.org/gone' }],
    ['cleared expiration URL', { expirationUrl: '' }, { expiration_url: '' }],
    ['target type', { targetType: '0' }, { target_type: '0' }],
    [
      'a country rule',
      { country: [{ key: 'US', value: 'https://example.com/us' }, { key: 'fr', value: 'https://example.com/fr' }] },
      { 'country[0][key]': 'US', 'country[0][value]': 'https://example.com/us', 'country[1][key]': 'FR', 'country[1][value]': 'https://example.com/fr' },
    ],
    ['no language rules', { language: [] }, { language: '' }],
  ])('%s alone', (_, patch, body) => {
    expect(sent(patch)).toEqual(body);
  });
});
