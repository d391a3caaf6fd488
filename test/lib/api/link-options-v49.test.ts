/**
 * Every store option of phpShort 49 reaches the server under v49's name and reads back:
 * `redirect_password` is the link password, `password` the statistics one. Targeting is one
 * list of any of seven kinds, emptied with `targets_type=&targets=`.
 */
import { describe, expect, it } from 'vitest';
import type { LinkCreateInput } from '../../../lib/api';
import { formEntries, seedLink, stored, useServer } from './helpers';

const t = useServer(49);
const to = (path: string) => `https://example.com/${path}`;

const full: LinkCreateInput = {
  url: 'https://example.com/page?a=1&b=two%20words',
  domain_id: 2,
  alias: 'spring-sale',
  redirect_password: 'p@ss=word&',
  space_id: 3,
  pixel_ids: [1, 2],
  privacy: 2,
  password: 'stats',
  sensitive_content: 1,
  active_period_start_at: '2030-01-01 08:00',
  active_period_end_at: '2031-05-04 10:30',
  clicks_limit: 500,
  expiration_url: to('ended'),
  targets_type: 'countries',
  targets: [
    { key: 'US', value: to('us') },
    { key: 'DE', value: to('de') },
  ],
};

describe('phpShort v49 store options', () => {
  it('are all sent under v49’s names, in the form encoding', async () => {
    await t.client().links.create(full);
    expect(formEntries(t.server.apiRequests()[0]!.body)).toEqual([
      ['url', full.url],
      ['domain_id', '2'],
      ['alias', 'spring-sale'],
      ['space_id', '3'],
      ['pixel_ids[]', '1'],
      ['pixel_ids[]', '2'],
      ['redirect_password', 'p@ss=word&'],
      ['privacy', '2'],
      ['password', 'stats'],
      ['sensitive_content', '1'],
      ['active_period_start_at', '2030-01-01 08:00'],
      ['active_period_end_at', '2031-05-04 10:30'],
      ['clicks_limit', '500'],
      ['expiration_url', to('ended')],
      ['targets_type', 'countries'],
      ['targets[0][key]', 'US'],
      ['targets[0][value]', to('us')],
      ['targets[1][key]', 'DE'],
      ['targets[1][value]', to('de')],
    ]);
  });

  it('are stored as sent: redirect_password is the link password, password the statistics one', async () => {
    const made = await t.client().links.create(full);
    expect(stored(t.server, made.id)).toMatchObject({
      domain_id: 2,
      alias: 'spring-sale',
      space_id: 3,
      pixel_ids: [1, 2],
      password: 'p@ss=word&',
      privacy: 2,
      privacy_password: 'stats',
      sensitive_content: 1,
      active_period_start_at: '2030-01-01T08:00:00.000000Z',
      active_period_end_at: '2031-05-04T10:30:00.000000Z',
      expiration_clicks: 500,
      expiration_url: to('ended'),
      targets_type: 'countries',
      targets: full.targets,
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
      privacy: 2,
      sensitive_content: true,
      click_limit: 500,
      expiration_url: to('ended'),
      active_from: '2030-01-01T08:00:00.000000Z',
      active_until: '2031-05-04T10:30:00.000000Z',
    });
    expect(back).not.toHaveProperty('disabled');
    expect(back.targeting).toEqual({ kind: 'countries', rules: { countries: full.targets } });
  });

  it('redirect_password alone protects the link and leaves the statistics public', async () => {
    const client = t.client();
    const made = await client.links.create({ url: to('p'), domain_id: 1, redirect_password: 'visitors' });
    expect(stored(t.server, made.id)).toMatchObject({ password: 'visitors', privacy_password: null });
    expect(await client.links.get(made.id)).toMatchObject({ has_link_password: true, has_stats_password: false });
  });

  it('password alone sets the statistics password, not the link password', async () => {
    const client = t.client();
    const made = await client.links.create({ url: to('s'), domain_id: 1, privacy: 2, password: 'analysts' });
    expect(stored(t.server, made.id)).toMatchObject({ password: null, privacy_password: 'analysts', privacy: 2 });
    expect(await client.links.get(made.id)).toMatchObject({ has_link_password: false, has_stats_password: true, privacy: 2 });
  });

  it.each([
    ['continents', [{ key: 'EU', value: to('eu') }]],
    ['countries', [{ key: 'FR', value: to('fr') }]],
    ['operating_systems', [{ key: 'Android', value: to('android') }]],
    ['browsers', [{ key: 'Firefox', value: to('firefox') }]],
    ['languages', [{ key: 'fr', value: to('fr') }]],
    ['devices', [{ key: 'mobile', value: to('mobile') }]],
    ['rotations', [{ value: to('a') }, { value: to('b') }]],
  ] as const)('targets_type %s is stored with its rules and reads back', async (kind, rules) => {
    const client = t.client();
    const made = await client.links.create({ url: to('t'), domain_id: 1, targets_type: kind, targets: [...rules] });
    expect(stored(t.server, made.id)).toMatchObject({ targets_type: kind, targets: rules });
    expect((await client.links.get(made.id)).targeting).toEqual({ kind, rules: { [kind]: rules } });
  });
});

describe('phpShort v49: emptying options', () => {
  it('removes the targeting with `targets_type=&targets=`', async () => {
    const link = seedLink(t.server, 'link.targeted');
    const client = t.client();
    await client.links.update(link.id, { targets_type: null, targets: [] });
    expect(t.server.apiRequests()[0]?.body).toBe('targets_type=&targets=');
    expect(stored(t.server, link.id)).toMatchObject({ targets_type: null, targets: [] });
    expect((await client.links.get(link.id)).targeting).toEqual({ kind: null, rules: {} });
  });

  it('clears passwords, active period, click limit, expiration URL and space with empty fields', async () => {
    const client = t.client();
    const made = await client.links.create(full);
    await client.links.update(made.id, {
      space_id: null,
      redirect_password: null,
      privacy: 0,
      password: null,
      sensitive_content: 0,
      active_period_start_at: null,
      active_period_end_at: null,
      clicks_limit: null,
      expiration_url: null,
    });
    expect(t.server.apiRequests()[1]?.body).toBe(
      'space_id=&redirect_password=&privacy=0&password=&sensitive_content=0&active_period_start_at=&active_period_end_at=&clicks_limit=&expiration_url=',
    );
    expect(await client.links.get(made.id)).toMatchObject({
      space: null,
      has_link_password: false,
      privacy: 0,
      has_stats_password: false,
      sensitive_content: false,
      active_from: null,
      active_until: null,
      click_limit: null,
      expiration_url: null,
    });
  });

  it('never sends privacy empty (it crashes the real server): null there is "not given"', async () => {
    const id = seedLink(t.server, 'link.privateStats').id;
    await t.client().links.update(id, { privacy: null, alias: 'still-private' } as never);
    expect(t.server.apiRequests()[0]?.body).toBe('alias=still-private');
    expect(stored(t.server, id)).toMatchObject({ privacy: 2, alias: 'still-private' });
  });
});
