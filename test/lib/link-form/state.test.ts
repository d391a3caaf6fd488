import { describe, expect, it } from 'vitest';
import type { Link } from '../../../lib/api/schemas';
import { linkFormFromLink } from '../../../lib/link-form/from-link';
import { emptyLinkForm, linkFormFromSettings, parseLinkForm } from '../../../lib/link-form/state';
import { DEFAULT_SETTINGS } from '../../../lib/settings/schema';

const link = (extra: Partial<Link> & Record<string, unknown> = {}): Link => ({
  id: 42,
  url: 'https://example.com/page',
  short_url: 'https://sho.rt/promo',
  alias: 'promo',
  ...extra,
});

describe('a new link’s form', () => {
  it('starts from the options page’s defaults', () => {
    const form = linkFormFromSettings({ ...DEFAULT_SETTINGS, defaultDomainId: 3, defaultSpaceId: 7, defaultPixelIds: [1, 2] });
    expect(form).toEqual({ ...emptyLinkForm(), domainId: '3', spaceId: '7', pixelIds: [1, 2] });
  });

  it('leaves domain and space empty when there are no defaults', () => {
    expect(linkFormFromSettings(DEFAULT_SETTINGS)).toEqual(emptyLinkForm());
  });
});

describe('an existing link’s form', () => {
  it('reads nested records and every field', () => {
    const form = linkFormFromLink(
      link({
        domain: { id: 1, name: 'sho.rt' },
        space: { id: 5, name: 'Work' },
        pixels: [{ id: 3, name: 'FB' }, 4],
        disabled: 1,
        privacy: 2,
        expiration_date: '2030-01-31',
        expiration_time: '13:45',
        expiration_clicks: 100,
        expiration_url: 'https://example.com/gone',
        target_type: 1,
        country: [{ key: 'US', value: 'https://example.com/us' }],
        language: [{ key: 'fr', value: 'https://example.com/fr' }],
        rotation: [{ value: 'https://example.com/a' }],
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
      expirationClicks: '100',
      expirationUrl: 'https://example.com/gone',
      targetType: '1',
      country: [{ key: 'US', value: 'https://example.com/us' }],
      language: [{ key: 'fr', value: 'https://example.com/fr' }],
      rotation: ['https://example.com/a'],
    });
  });

  it('reads flat ids, and the expiration from ends_at when that is all there is', () => {
    const form = linkFormFromLink(link({ domain_id: 2, space_id: 9, pixel_ids: [8], ends_at: '2031-02-03T04:05:00.000000Z' }));
    expect(form).toMatchObject({ domainId: '2', spaceId: '9', pixelIds: [8], expirationDate: '2031-02-03', expirationTime: '04:05' });
  });

  it('falls back on unknown privacy and target types, and skips malformed rules', () => {
    const form = linkFormFromLink(link({ privacy: 9, target_type: 3, country: [null, 'x', { key: 'DE' }], platform: 'iOS' }));
    expect(form).toMatchObject({ privacy: '0', targetType: '0', country: [{ key: 'DE', value: '' }], platform: [] });
  });
});

describe('a stored draft read back', () => {
  it('keeps every field of the right type', () => {
    const form = { ...emptyLinkForm(), alias: 'a', disabled: true, privacy: '2', targetType: '4', rotation: ['https://x.y/'], pixelIds: [1] };
    expect(parseLinkForm(JSON.parse(JSON.stringify(form)))).toEqual(form);
  });

  it('replaces what has the wrong type, and refuses what is not an object', () => {
    expect(parseLinkForm({ alias: 3, privacy: '5', pixelIds: [1, 'x', -2], rotation: [1, 'https://a.b/'], disabled: 'yes' })).toEqual({
      ...emptyLinkForm(),
      pixelIds: [1],
      rotation: ['https://a.b/'],
    });
    expect(parseLinkForm(null)).toBeNull();
    expect(parseLinkForm('form')).toBeNull();
  });
});
