import { describe, expect, it } from 'vitest';
import { encodeLinkForm, encodePixelForm, type LinkUpdateInput } from '../../../lib/api';

describe('encodeLinkForm', () => {
  it('writes every field of the contract in its form encoding', () => {
    const form = encodeLinkForm({
      url: 'https://example.com/a b?x=1&y=2',
      domain_id: 1,
      alias: 'promo',
      password: 'p@ss word',
      space_id: 3,
      pixel_ids: [1, 2],
      disabled: 0,
      privacy: 2,
      privacy_password: 'stats',
      expiration_url: 'https://example.com/expired',
      expiration_date: '2030-01-31',
      expiration_time: '23:59',
      expiration_clicks: 0,
      target_type: 1,
      country: [
        { key: 'US', value: 'https://example.com/us' },
        { key: 'DE', value: 'https://example.com/de' },
      ],
      platform: [{ key: 'OS X', value: 'https://example.com/mac' }],
      language: [{ key: 'fr', value: 'https://example.com/fr' }],
      rotation: [{ value: 'https://example.com/r1' }, { value: 'https://example.com/r2' }],
    });
    expect([...form]).toEqual([
      ['url', 'https://example.com/a b?x=1&y=2'],
      ['domain_id', '1'],
      ['alias', 'promo'],
      ['password', 'p@ss word'],
      ['space_id', '3'],
      ['disabled', '0'],
      ['privacy', '2'],
      ['privacy_password', 'stats'],
      ['expiration_url', 'https://example.com/expired'],
      ['expiration_date', '2030-01-31'],
      ['expiration_time', '23:59'],
      ['expiration_clicks', '0'],
      ['target_type', '1'],
      ['pixel_ids[]', '1'],
      ['pixel_ids[]', '2'],
      ['country[0][key]', 'US'],
      ['country[0][value]', 'https://example.com/us'],
      ['country[1][key]', 'DE'],
      ['country[1][value]', 'https://example.com/de'],
      ['platform[0][key]', 'OS X'],
      ['platform[0][value]', 'https://example.com/mac'],
      ['language[0][key]', 'fr'],
      ['language[0][value]', 'https://example.com/fr'],
      ['rotation[0][value]', 'https://example.com/r1'],
      ['rotation[1][value]', 'https://example.com/r2'],
    ]);
    expect(form.toString()).toContain('pixel_ids%5B%5D=1&pixel_ids%5B%5D=2');
  });

  it('leaves out undefined fields, and fields the contract does not know', () => {
    const spread = { url: 'https://example.com', alias: undefined, id: 42, short_url: 'https://sho.rt/x' } as LinkUpdateInput;
    expect(encodeLinkForm(spread).toString()).toBe('url=https%3A%2F%2Fexample.com');
    expect(encodeLinkForm({}).toString()).toBe('');
  });

  it('sends an empty list as one empty field, so an update can detach all pixels or drop all rules', () => {
    const form = encodeLinkForm({ pixel_ids: [], country: [], platform: [], language: [], rotation: [] });
    expect(form.toString()).toBe('pixel_ids=&country=&platform=&language=&rotation=');
  });

  it('sends null as an empty field, so an update can clear the space or the click limit', () => {
    expect(encodeLinkForm({ space_id: null, expiration_clicks: null }).toString()).toBe('space_id=&expiration_clicks=');
    const notClearable = { url: null, domain_id: null, alias: null, disabled: null } as never;
    expect(encodeLinkForm(notClearable).toString()).toBe('');
  });
});

describe('encodePixelForm', () => {
  it('writes name, type and value; leaves out the ones not given', () => {
    expect([...encodePixelForm({ name: 'FB', type: 'facebook', value: '123' })]).toEqual([
      ['name', 'FB'],
      ['type', 'facebook'],
      ['value', '123'],
    ]);
    expect(encodePixelForm({ value: '9' }).toString()).toBe('value=9');
  });
});
