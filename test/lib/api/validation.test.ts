import { describe, expect, it } from 'vitest';
import { BROWSERS, type ApiClient, type LinkCreateInput, type PixelCreateInput } from '../../../lib/api';
import { rejectionOf, useServer, VERSIONS } from './helpers';

const link: LinkCreateInput = { url: 'https://example.com/page', domain_id: 1 };
const pixel: PixelCreateInput = { name: 'Main', type: 'facebook', value: '123' };
const to = 'https://example.com/to';
/** Untyped input, as it may arrive from storage or a message. */
const raw = <T>(value: unknown) => value as T;

type Case = [label: string, call: (c: ApiClient) => Promise<unknown>, field: string];

/** Checks of both versions (each version's own link fields: version-fields.test.ts). */
const common: Case[] = [
  // links.create: required fields
  ['create without url', (c) => c.links.create(raw({ domain_id: 1 })), 'url'],
  ['create with empty url', (c) => c.links.create({ ...link, url: '' }), 'url'],
  ['create without domain_id', (c) => c.links.create(raw({ url: link.url })), 'domain_id'],
  ['create with domain_id 0', (c) => c.links.create({ ...link, domain_id: 0 }), 'domain_id'],
  ['create with domain_id "1"', (c) => c.links.create({ ...link, domain_id: raw('1') }), 'domain_id'],
  ['create with no input', (c) => c.links.create(raw(null)), 'link'],
  // URLs
  ['url without scheme', (c) => c.links.create({ ...link, url: 'example.com' }), 'url'],
  ['url javascript:', (c) => c.links.create({ ...link, url: 'javascript:alert(1)' }), 'url'],
  ['url ftp:', (c) => c.links.create({ ...link, url: 'ftp://example.com/f' }), 'url'],
  ['url relative', (c) => c.links.create({ ...link, url: '/page' }), 'url'],
  ['url with spaces', (c) => c.links.create({ ...link, url: 'https://example.com/a b' }), 'url'],
  ['expiration_url not a URL', (c) => c.links.create({ ...link, expiration_url: 'ended' }), 'expiration_url'],
  ['update url empty', (c) => c.links.update(1, { url: '' }), 'url'],
  ['privacy 3', (c) => c.links.create({ ...link, privacy: raw(3) }), 'privacy'],
  ['privacy "0"', (c) => c.links.create({ ...link, privacy: raw('0') }), 'privacy'],
  ['space_id -3', (c) => c.links.create({ ...link, space_id: -3 }), 'space_id'],
  ['space_id 0 (no space is null)', (c) => c.links.update(1, { space_id: 0 }), 'space_id'],
  ['pixel_ids not a list', (c) => c.links.create({ ...link, pixel_ids: raw('1,2') }), 'pixel_ids'],
  ['pixel_ids with 0', (c) => c.links.create({ ...link, pixel_ids: [1, 0] }), 'pixel_ids[1]'],
  ['alias a number', (c) => c.links.create({ ...link, alias: raw(5) }), 'alias'],
  ['update with domain_id', (c) => c.links.update(1, raw({ domain_id: 1 })), 'domain_id'],
  // path ids
  ['get id 0', (c) => c.links.get(0), 'id'],
  ['get id -1', (c) => c.links.get(-1), 'id'],
  ['get id 1.5', (c) => c.links.get(1.5), 'id'],
  ['get id NaN', (c) => c.links.get(Number.NaN), 'id'],
  ['get id as a path', (c) => c.links.get(raw('../../admin')), 'id'],
  ['get id "7"', (c) => c.pixels.get(raw('7')), 'id'],
  ['update id too large', (c) => c.links.update(2 ** 53, {}), 'id'],
  ['delete id as a URL', (c) => c.links.delete(raw('https://evil.example')), 'id'],
  ['pixel delete id 0', (c) => c.pixels.delete(0), 'id'],
  ['domain get id 0', (c) => c.domains.get(0), 'id'],
  ['space get id "1"', (c) => c.spaces.get(raw('1')), 'id'],
  // link list query
  ['per_page 20', (c) => c.links.list({ per_page: raw(20) }), 'per_page'],
  ['per_page "10"', (c) => c.links.list({ per_page: raw('10') }), 'per_page'],
  ['page 0', (c) => c.links.list({ page: 0 }), 'page'],
  ['page 1.5', (c) => c.links.list({ page: 1.5 }), 'page'],
  ['search_by name', (c) => c.links.list({ search_by: raw('name') }), 'search_by'],
  ['status 4', (c) => c.links.list({ status: raw(4) }), 'status'],
  ['sort_by created_at', (c) => c.links.list({ sort_by: raw('created_at') }), 'sort_by'],
  ['sort up', (c) => c.links.list({ sort: raw('up') }), 'sort'],
  ['space_id filter -1', (c) => c.links.list({ space_id: -1 }), 'space_id'],
  ['domain_id filter "2"', (c) => c.links.list({ domain_id: raw('2') }), 'domain_id'],
  ['pixel_id filter -1', (c) => c.links.list({ pixel_id: -1 }), 'pixel_id'],
  ['search a number', (c) => c.links.list({ search: raw(5) }), 'search'],
  // pixels
  ['pixel without name', (c) => c.pixels.create(raw({ type: 'bing', value: '1' })), 'name'],
  ['pixel with blank name', (c) => c.pixels.create({ ...pixel, name: '  ' }), 'name'],
  ['pixel without type', (c) => c.pixels.create(raw({ name: 'n', value: '1' })), 'type'],
  ['pixel without value', (c) => c.pixels.create(raw({ name: 'n', type: 'bing' })), 'value'],
  ['pixel type tiktok', (c) => c.pixels.create({ ...pixel, type: raw('tiktok') }), 'type'],
  ['pixel type twitter (now x)', (c) => c.pixels.create({ ...pixel, type: raw('twitter') }), 'type'],
  ['pixel type Facebook', (c) => c.pixels.update(1, { type: raw('Facebook') }), 'type'],
  ['pixel update empty value', (c) => c.pixels.update(1, { value: '' }), 'value'],
  ['pixel list per_page 5', (c) => c.pixels.list({ per_page: raw(5) }), 'per_page'],
  ['pixel list search_by type', (c) => c.pixels.list({ search_by: raw('type') }), 'search_by'],
  ['pixel list type unknown', (c) => c.pixels.list({ type: raw('myspace') }), 'type'],
  ['pixel list type twitter', (c) => c.pixels.list({ type: raw('twitter') }), 'type'],
  ['pixel list sort_by clicks', (c) => c.pixels.list({ sort_by: raw('clicks') }), 'sort_by'],
  ['pixel list sort ASC', (c) => c.pixels.list({ sort: raw('ASC') }), 'sort'],
  ['pixel list page -2', (c) => c.pixels.list({ page: -2 }), 'page'],
  // domains and spaces
  ['domains page 0', (c) => c.domains.list({ page: 0 }), 'page'],
  ['spaces per_page 1000', (c) => c.spaces.list({ per_page: raw(1000) }), 'per_page'],
];

/** v44's own link fields. */
const v44: Case[] = [
  ['disabled 2', (c) => c.links.create({ ...link, disabled: raw(2) }), 'disabled'],
  ['disabled true', (c) => c.links.create({ ...link, disabled: raw(true) }), 'disabled'],
  ['target_type 5', (c) => c.links.create({ ...link, target_type: raw(5) }), 'target_type'],
  ['target_type "1"', (c) => c.links.create({ ...link, target_type: raw('1') }), 'target_type'],
  // expiration
  ['expiration_date 2023-02-29', (c) => c.links.create({ ...link, expiration_date: '2023-02-29' }), 'expiration_date'],
  ['expiration_date 31/12/2030', (c) => c.links.create({ ...link, expiration_date: '31/12/2030' }), 'expiration_date'],
  ['expiration_time 24:00', (c) => c.links.create({ ...link, expiration_time: '24:00' }), 'expiration_time'],
  ['expiration_time 9:30', (c) => c.links.update(1, { expiration_time: '9:30' }), 'expiration_time'],
  ['expiration_clicks -1', (c) => c.links.create({ ...link, expiration_clicks: -1 }), 'expiration_clicks'],
  ['expiration_clicks 1.5', (c) => c.links.create({ ...link, expiration_clicks: 1.5 }), 'expiration_clicks'],
  // targeting
  ['country UK', (c) => c.links.create({ ...link, country: [{ key: 'UK', value: to }] }), 'country[0][key]'],
  ['country lower case', (c) => c.links.create({ ...link, country: [{ key: 'US', value: to }, { key: 'de', value: to }] }), 'country[1][key]'],
  ['country value not a URL', (c) => c.links.create({ ...link, country: [{ key: 'US', value: 'us.example' }] }), 'country[0][value]'],
  ['country not a list', (c) => c.links.create({ ...link, country: raw({ key: 'US', value: to }) }), 'country'],
  ['country row not an object', (c) => c.links.create({ ...link, country: raw(['US']) }), 'country[0]'],
  ['platform macOS', (c) => c.links.create({ ...link, platform: [{ key: 'macOS', value: to }] }), 'platform[0][key]'],
  ['platform value missing', (c) => c.links.update(1, { platform: raw([{ key: 'iOS' }]) }), 'platform[0][value]'],
  ['language eng', (c) => c.links.create({ ...link, language: [{ key: 'eng', value: to }] }), 'language[0][key]'],
  ['country XK (not assigned)', (c) => c.links.create({ ...link, country: [{ key: 'XK', value: to }] }), 'country[0][key]'],
  ['language xx', (c) => c.links.update(1, { language: [{ key: 'xx', value: to }] }), 'language[0][key]'],
  ['rotation value not a URL', (c) => c.links.create({ ...link, rotation: [{ value: to }, { value: 'b' }] }), 'rotation[1][value]'],
];

describe.each(VERSIONS)('phpShort v%i: inputs are checked before any request', (version) => {
  const t = useServer(version);

  it.each(version === 44 ? [...common, ...v44] : common)('%s → InputError on %s', async (_, call, field) => {
    const error = await rejectionOf(call(t.client()));
    expect(error).toMatchObject({ name: 'InputError', field });
    expect(error.message).toMatch(new RegExp(`^${field.replace(/[[\]]/g, '\\$&')}: `));
    expect((error as unknown as { toData(): unknown }).toData()).toMatchObject({ name: 'InputError', fields: { [field]: [expect.any(String)] } });
    expect(t.server.apiRequests()).toEqual([]);
  });
});

type Ok = [label: string, call: (c: ApiClient) => Promise<unknown>];

const commonOk: Ok[] = [
  ['an empty update', (c) => c.links.update(1, {})],
  ['null for an optional field (treated as absent)', (c) => c.links.update(1, raw({ alias: null, domain_id: null }))],
  ['every list parameter at its bounds', (c) => c.links.list({ status: 2, per_page: 100, page: 1, search: '' })],
  ['space_id 0: the links in no space', (c) => c.links.list({ space_id: 0 })],
  ['a pixel of type x', (c) => c.pixels.create({ name: 'X tag', type: 'x', value: 'o9z8y' })],
  ['pixel update with one field', (c) => c.pixels.update(1, { type: 'x' })],
];

const versionOk: Record<44 | 49, Ok[]> = {
  44: [
    ['every platform, and country and language keys from both ends of the lists', (c) =>
      c.links.create({
        ...link,
        country: [{ key: 'AD', value: to }, { key: 'AX', value: to }, { key: 'ZW', value: to }],
        platform: ['iOS', 'Android', 'Windows', 'OS X', 'Linux', 'Ubuntu', 'Chrome OS'].map((key) => ({ key, value: to })),
        language: [{ key: 'aa', value: to }, { key: 'zu', value: to }],
      })],
    ['a leap day and the last minute', (c) => c.links.create({ ...link, expiration_date: '2032-02-29', expiration_time: '23:59' })],
    ['expiration_clicks 0', (c) => c.links.create({ ...link, expiration_clicks: 0 })],
    ['target_type 3 (language)', (c) => c.links.create({ ...link, target_type: 3, language: [{ key: 'fr', value: to }] })],
    ['clearing optional text fields with ""', (c) => c.links.update(1, { expiration_url: '', expiration_date: '', expiration_time: '', password: '' })],
    ['the disabled links (status 3)', (c) => c.links.list({ status: 3 })],
  ],
  49: [
    ['every browser', (c) => c.links.create({ ...link, targets_type: 'browsers', targets: BROWSERS.map((key) => ({ key, value: to })) })],
    ['a leap day and the last minute', (c) => c.links.create({ ...link, active_period_start_at: '2032-02-29 00:00', active_period_end_at: '2032-12-31 23:59' })],
    ['clicks_limit 0', (c) => c.links.create({ ...link, clicks_limit: 0 })],
    ['clearing optional text fields with ""', (c) => c.links.update(1, { expiration_url: '', redirect_password: '', targets_type: '' })],
  ],
};

describe.each(VERSIONS)('phpShort v%i: valid inputs pass', (version) => {
  const t = useServer(version);

  it.each([...commonOk, ...versionOk[version]])('%s', async (_, call) => {
    await call(t.client());
    expect(t.server.apiRequests()).toHaveLength(1);
  });
});
