/**
 * Every store option of phpShort 44 reaches the server under v44's name and reads back; emptied
 * options are sent the way v44 understands (rules: one empty row, never `country=`, a 500).
 */
import { describe, expect, it } from 'vitest';
import type { LinkCreateInput } from '../../../lib/api';
import { formEntries, seedLink, stored, useServer } from './helpers';

const t = useServer(44);
const to = (path: string) => `https://example.com/${path}`;

const full: LinkCreateInput = {
  url: 'https://example.com/page?a=1&b=two%20words',
  domain_id: 2,
  alias: 'spring-sale',
  password: 'p@ss=word&',
  space_id: 3,
  pixel_ids: [1, 2],
  disabled: 1,
  privacy: 2,
  privacy_password: 'stats',
  expiration_url: to('ended'),
  expiration_date: '2031-02-28',
  expiration_time: '18:30',
  expiration_clicks: 500,
  target_type: 1,
  country: [
    { key: 'US', value: to('us') },
    { key: 'DE', value: to('de') },
  ],
  platform: [{ key: 'Chrome OS', value: to('cros') }],
  language: [{ key: 'fr', value: to('fr') }],
  rotation: [{ value: to('r1') }, { value: to('r2') }],
};

describe('phpShort v44 store options', () => {
  it('are all sent under v44’s names, in the form encoding', async () => {
    await t.client().links.create(full);
    const request = t.server.apiRequests()[0]!;
    expect(request.body).toContain('pixel_ids%5B%5D=1&pixel_ids%5B%5D=2');
    expect(formEntries(request.body)).toEqual([
      ['url', full.url],
      ['domain_id', '2'],
      ['alias', 'spring-sale'],
      ['space_id', '3'],
      ['pixel_ids[]', '1'],
      ['pixel_ids[]', '2'],
      ['password', 'p@ss=word&'],
      ['disabled', '1'],
      ['privacy', '2'],
      ['privacy_password', 'stats'],
      ['expiration_url', to('ended')],
      ['expiration_date', '2031-02-28'],
      ['expiration_time', '18:30'],
      ['expiration_clicks', '500'],
      ['target_type', '1'],
      ['country[0][key]', 'US'],
      ['country[0][value]', to('us')],
      ['country[1][key]', 'DE'],
      ['country[1][value]', to('de')],
      ['platform[0][key]', 'Chrome OS'],
      ['platform[0][value]', to('cros')],
      ['language[0][key]', 'fr'],
      ['language[0][value]', to('fr')],
      ['rotation[0][value]', to('r1')],
      ['rotation[1][value]', to('r2')],
    ]);
  });

  it('are stored as sent: password is the link password, privacy_password the statistics one', async () => {
    const made = await t.client().links.create(full);
    expect(stored(t.server, made.id)).toMatchObject({
      domain_id: 2,
      alias: 'spring-sale',
      space_id: 3,
      pixel_ids: [1, 2],
      password: 'p@ss=word&',
      disabled: 1,
      privacy: 2,
      privacy_password: 'stats',
      expiration_url: to('ended'),
      expiration_date: '2031-02-28',
      expiration_time: '18:30',
      expiration_clicks: 500,
      target_type: 1,
      country: full.country,
      platform: full.platform,
      language: full.language,
      rotation: full.rotation,
    });
  });

  it('read back', async () => {
    const client = t.client();
    const made = await client.links.create(full);
    const back = await client.links.get(made.id);
    expect(back).toMatchObject({
      alias: 'spring-sale',
      short_url: 'https://go.example.com/spring-sale',
      space: { id: 3, name: 'Personal' },
      pixels: [{ id: 1 }, { id: 2 }],
      has_link_password: true,
      has_stats_password: true,
      disabled: 1,
      privacy: 2,
      expiration_url: to('ended'),
      ends_at: '2031-02-28T18:30:00.000000Z',
      click_limit: 500,
    });
    expect(back.targeting).toEqual({
      kind: 'country',
      rules: { country: full.country, platform: full.platform, language: full.language, rotation: full.rotation },
    });
  });

  it.each([
    [1, 'country', [{ key: 'JP', value: to('jp') }]],
    [2, 'platform', [{ key: 'iOS', value: to('ios') }]],
    [3, 'language', [{ key: 'de', value: to('de') }]],
    [4, 'rotation', [{ value: to('a') }, { value: to('b') }]],
  ] as const)('target_type %i uses the %s rules (the lists never set stay unset)', async (type, family, rules) => {
    const client = t.client();
    const made = await client.links.create({ url: to('t'), domain_id: 1, target_type: type, [family]: rules });
    expect((await client.links.get(made.id)).targeting).toEqual({ kind: family, rules: { [family]: rules } });
  });
});

describe('phpShort v44: emptying options', () => {
  it('clears every rule list with one empty row each (never `country=`), and the server keeps them empty', async () => {
    const link = seedLink(t.server, 'link.targeted');
    Object.assign(link, { platform: [{ key: 'iOS', value: to('ios') }], rotation: [{ value: to('r') }] });
    const client = t.client();
    await client.links.update(link.id, { target_type: 0, country: [], platform: [], language: [], rotation: [] });
    const entries = formEntries(t.server.apiRequests()[0]!.body);
    expect(entries).toEqual([
      ['target_type', '0'],
      ['country[0][key]', ''],
      ['country[0][value]', ''],
      ['platform[0][key]', ''],
      ['platform[0][value]', ''],
      ['language[0][key]', ''],
      ['language[0][value]', ''],
      ['rotation[0][value]', ''],
    ]);
    expect(stored(t.server, link.id)).toMatchObject({ target_type: 0, country: [], platform: [], language: [], rotation: [] });
    expect((await client.links.get(link.id)).targeting).toEqual({ kind: null, rules: { country: [], platform: [], language: [], rotation: [] } });
  });

  it('really gets the 500 of the real server for `country=` (the form the client must never send)', async () => {
    const link = seedLink(t.server, 'link.targeted');
    const before = structuredClone(stored(t.server, link.id));
    // What a regression to an empty field would send; the server must catch it as the real one does.
    const regressed: typeof fetch = (input, init) =>
      fetch(input, { ...init, body: String(init?.body).replace(/country%5B0%5D%5Bkey%5D=&country%5B0%5D%5Bvalue%5D=/, 'country=') });
    const error = await t
      .client({ fetch: regressed })
      .links.update(link.id, { country: [] })
      .catch((e: unknown) => e);
    expect(t.server.apiRequests()[0]?.body).toBe('country=');
    expect(error).toMatchObject({ name: 'ServerError', status: 500 });
    expect(stored(t.server, link.id)).toEqual(before);
  });

  it('clears passwords, expiry, click limit, expiration URL and space with empty fields', async () => {
    const client = t.client();
    const made = await client.links.create(full);
    await client.links.update(made.id, {
      space_id: null,
      password: null,
      privacy: 0,
      privacy_password: null,
      expiration_url: null,
      expiration_date: null,
      expiration_time: null,
      expiration_clicks: null,
    });
    expect(t.server.apiRequests()[1]?.body).toBe(
      'space_id=&password=&privacy=0&privacy_password=&expiration_url=&expiration_date=&expiration_time=&expiration_clicks=',
    );
    expect(await client.links.get(made.id)).toMatchObject({
      space: null,
      has_link_password: false,
      privacy: 0,
      has_stats_password: false,
      expiration_url: null,
      ends_at: null,
      click_limit: null,
    });
  });

  it('never sends privacy or disabled empty (both crash the real server): null there is "not given"', async () => {
    const id = seedLink(t.server, 'link.disabled').id;
    await t.client().links.update(id, { privacy: null, disabled: null, alias: 'kept-disabled' } as never);
    expect(t.server.apiRequests()[0]?.body).toBe('alias=kept-disabled');
    expect(stored(t.server, id)).toMatchObject({ disabled: 1, alias: 'kept-disabled' });
  });
});
