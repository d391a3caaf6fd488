import { describe, expect, it } from 'vitest';
import { encodeLinkForm, encodePixelForm, type LinkUpdateInput } from '../../../lib/api';

const to = (path: string) => `https://example.com/${path}`;

describe('encodeLinkForm', () => {
  it('writes every v44 field in the form encoding, in a fixed order', () => {
    const form = encodeLinkForm(
      {
        rotation: [{ value: to('r1') }, { value: to('r2') }],
        language: [{ key: 'fr', value: to('fr') }],
        platform: [{ key: 'OS X', value: to('mac') }],
        country: [
          { key: 'US', value: to('us') },
          { key: 'DE', value: to('de') },
        ],
        target_type: 1,
        expiration_clicks: 0,
        expiration_time: '23:59',
        expiration_date: '2030-01-31',
        expiration_url: to('expired'),
        privacy_password: 'stats',
        privacy: 2,
        disabled: 0,
        password: 'p@ss word',
        pixel_ids: [1, 2],
        space_id: 3,
        alias: 'promo',
        domain_id: 1,
        url: 'https://example.com/a b?x=1&y=2',
      },
      44,
    );
    expect([...form]).toEqual([
      ['url', 'https://example.com/a%20b?x=1&y=2'],
      ['domain_id', '1'],
      ['alias', 'promo'],
      ['space_id', '3'],
      ['pixel_ids[]', '1'],
      ['pixel_ids[]', '2'],
      ['password', 'p@ss word'],
      ['disabled', '0'],
      ['privacy', '2'],
      ['privacy_password', 'stats'],
      ['expiration_url', to('expired')],
      ['expiration_date', '2030-01-31'],
      ['expiration_time', '23:59'],
      ['expiration_clicks', '0'],
      ['target_type', '1'],
      ['country[0][key]', 'US'],
      ['country[0][value]', to('us')],
      ['country[1][key]', 'DE'],
      ['country[1][value]', to('de')],
      ['platform[0][key]', 'OS X'],
      ['platform[0][value]', to('mac')],
      ['language[0][key]', 'fr'],
      ['language[0][value]', to('fr')],
      ['rotation[0][value]', to('r1')],
      ['rotation[1][value]', to('r2')],
    ]);
    expect(form.toString()).toContain('pixel_ids%5B%5D=1&pixel_ids%5B%5D=2');
  });

  it('writes every v49 field in the form encoding; rotation rules have no key', () => {
    const form = encodeLinkForm(
      {
        url: to('a'),
        domain_id: 1,
        alias: 'promo',
        space_id: 3,
        pixel_ids: [7],
        redirect_password: 'p@ss word',
        privacy: 2,
        password: 'stats',
        sensitive_content: 1,
        active_period_start_at: '2030-01-01 08:00',
        active_period_end_at: '2030-12-31 23:59',
        clicks_limit: 9,
        expiration_url: to('expired'),
        targets_type: 'rotations',
        targets: [{ value: to('r1') }, { key: 'ignored', value: to('r2') }],
      },
      49,
    );
    expect([...form]).toEqual([
      ['url', to('a')],
      ['domain_id', '1'],
      ['alias', 'promo'],
      ['space_id', '3'],
      ['pixel_ids[]', '7'],
      ['redirect_password', 'p@ss word'],
      ['privacy', '2'],
      ['password', 'stats'],
      ['sensitive_content', '1'],
      ['active_period_start_at', '2030-01-01 08:00'],
      ['active_period_end_at', '2030-12-31 23:59'],
      ['clicks_limit', '9'],
      ['expiration_url', to('expired')],
      ['targets_type', 'rotations'],
      ['targets[0][value]', to('r1')],
      ['targets[1][value]', to('r2')],
    ]);
  });

  it.each([44, 49] as const)('v%i: leaves out undefined fields, fields no link has and fields of the other version', (version) => {
    const spread = { url: 'https://example.com/', alias: undefined, id: 42, short_url: 'https://sho.rt/x' } as LinkUpdateInput;
    expect(encodeLinkForm(spread, version).toString()).toBe('url=https%3A%2F%2Fexample.com%2F');
    expect(encodeLinkForm({}, version).toString()).toBe('');
    const other = version === 44 ? { redirect_password: 'x', clicks_limit: 1, targets: [] } : { disabled: 1 as const, expiration_clicks: 1, country: [] };
    expect(encodeLinkForm(other, version).toString()).toBe('');
  });

  it('v44 empties: pixels with `pixel_ids[]=`, each rule list with one empty row (never `country=`)', () => {
    const form = encodeLinkForm({ pixel_ids: [], country: [], platform: [], language: [], rotation: [] }, 44);
    expect([...form]).toEqual([
      ['pixel_ids[]', ''],
      ['country[0][key]', ''],
      ['country[0][value]', ''],
      ['platform[0][key]', ''],
      ['platform[0][value]', ''],
      ['language[0][key]', ''],
      ['language[0][value]', ''],
      ['rotation[0][value]', ''],
    ]);
  });

  it('v49 empties: pixels with `pixel_ids[]=`, targeting with `targets_type=&targets=`', () => {
    expect(encodeLinkForm({ pixel_ids: [], targets_type: null, targets: [] }, 49).toString()).toBe('pixel_ids%5B%5D=&targets_type=&targets=');
  });

  it.each([
    [44, { space_id: null, password: null, privacy_password: null, expiration_clicks: null }, 'space_id=&password=&privacy_password=&expiration_clicks='],
    [49, { space_id: null, redirect_password: null, password: null, clicks_limit: null }, 'space_id=&redirect_password=&password=&clicks_limit='],
  ] as const)('v%i sends null as an empty field, so an update can clear it', (version, input, body) => {
    expect(encodeLinkForm(input, version).toString()).toBe(body);
  });

  it.each([44, 49] as const)('v%i never sends url, domain_id, alias, privacy or a flag empty (null there is "not given")', (version) => {
    const notClearable = { url: null, domain_id: null, alias: null, privacy: null, disabled: null, sensitive_content: null, target_type: null } as never;
    expect(encodeLinkForm(notClearable, version).toString()).toBe('');
  });

  it('with no version identified, writes the fields both versions share and refuses any other (no guess)', () => {
    const shared = { url: 'https://example.com/a', domain_id: 2, alias: 'spring', space_id: 3, pixel_ids: [1, 4] };
    expect(encodeLinkForm(shared, null).toString()).toBe(encodeLinkForm(shared, 44).toString());
    expect(encodeLinkForm(shared, null).toString()).toBe(encodeLinkForm(shared, 49).toString());
    // v44's link password is v49's statistics password: the same name, another meaning.
    for (const versioned of [{ password: 'secret' }, { privacy: 1 }, { disabled: 1 }, { active_period_end_at: '2027-01-01 00:00' }] as never[]) {
      expect(() => encodeLinkForm({ ...shared, ...(versioned as object) }, null)).toThrow(expect.objectContaining({ name: 'InputError', field: 'version' }));
    }
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
