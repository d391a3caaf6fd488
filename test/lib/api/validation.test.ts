import { describe, expect, it } from 'vitest';
import { BROWSERS, type ApiClient, type LinkCreateInput } from '../../../lib/api';
import { rejectionOf, useServer, VERSIONS } from './helpers';

const link: LinkCreateInput = { url: 'https://example.com/page', domain_id: 1 };
const to = 'https://example.com/to';
/** Untyped input, as it may arrive from storage or a message. */
const raw = <T>(value: unknown) => value as T;

type Case = [label: string, call: (c: ApiClient) => Promise<unknown>, field: string];

/** Ids become part of the path: anything but a positive integer is refused before any request. */
const common: Case[] = [
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
  ['update with method POST', (c) => c.links.update(1, {}, { method: raw('POST') }), 'method'],
];

describe.each(VERSIONS)('phpShort v%i: path ids are checked before any request', (version) => {
  const t = useServer(version);

  it.each(common)('%s → InputError on %s', async (_, call, field) => {
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
    [
      'every platform, and country and language keys from both ends of the lists',
      (c) =>
        c.links.create({
          ...link,
          country: [
            { key: 'AD', value: to },
            { key: 'AX', value: to },
            { key: 'ZW', value: to },
          ],
          platform: ['iOS', 'Android', 'Windows', 'OS X', 'Linux', 'Ubuntu', 'Chrome OS'].map((key) => ({ key, value: to })),
          language: [
            { key: 'aa', value: to },
            { key: 'zu', value: to },
          ],
        }),
    ],
    ['a leap day and the last minute', (c) => c.links.create({ ...link, expiration_date: '2032-02-29', expiration_time: '23:59' })],
    ['expiration_clicks 0', (c) => c.links.create({ ...link, expiration_clicks: 0 })],
    ['target_type 3 (language)', (c) => c.links.create({ ...link, target_type: 3, language: [{ key: 'fr', value: to }] })],
    ['clearing optional text fields with ""', (c) => c.links.update(1, { expiration_url: '', expiration_date: '', expiration_time: '', password: '' })],
    ['the disabled links (status 3)', (c) => c.links.list({ status: 3 })],
  ],
  49: [
    ['every browser', (c) => c.links.create({ ...link, targets_type: 'browsers', targets: BROWSERS.map((key) => ({ key, value: to })) })],
    [
      'a leap day and the last minute',
      (c) => c.links.create({ ...link, active_period_start_at: '2032-02-29 00:00', active_period_end_at: '2032-12-31 23:59' }),
    ],
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
