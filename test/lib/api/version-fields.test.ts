/**
 * Each version's own link fields: a field of the other version is refused before any request
 * (the real server would ignore it or read it as something else, without an error), and the
 * values each version takes are checked in its own terms.
 */
import { describe, expect, it } from 'vitest';
import type { ApiVersion, LinkCreateInput, LinkFields } from '../../../lib/api';
import { rejectionOf, useServer, VERSIONS } from './helpers';

const link: LinkCreateInput = { url: 'https://example.com/page', domain_id: 1 };
const to = 'https://example.com/to';

/** Fields each version has and the other lacks (named first), with values that version would take. */
const ONLY: Record<ApiVersion, Array<[string, Partial<LinkFields>]>> = {
  44: [
    ['privacy_password', { privacy_password: 'stats' }],
    ['disabled', { disabled: 0 }],
    // The date and the time go together (the server requires each with the other).
    ['expiration_date', { expiration_date: '2030-01-31', expiration_time: '10:00' }],
    ['expiration_time', { expiration_time: '10:00', expiration_date: '2030-01-31' }],
    ['expiration_clicks', { expiration_clicks: 0 }],
    ['target_type', { target_type: 0 }],
    ['country', { country: [{ key: 'US', value: to }] }],
    ['platform', { platform: [] }],
    ['language', { language: [{ key: 'en', value: to }] }],
    ['rotation', { rotation: [{ value: to }] }],
  ],
  49: [
    ['redirect_password', { redirect_password: 'visitors' }],
    ['sensitive_content', { sensitive_content: 0 }],
    ['active_period_start_at', { active_period_start_at: '2030-01-01 08:00', active_period_end_at: '2030-02-01 08:00' }],
    ['active_period_end_at', { active_period_end_at: '2030-02-01 08:00', active_period_start_at: '2030-01-01 08:00' }],
    ['clicks_limit', { clicks_limit: 10 }],
    ['targets_type', { targets_type: 'countries' }],
    ['targets', { targets: [] }],
  ],
};

describe.each(VERSIONS)('a phpShort v%i client', (version) => {
  const t = useServer(version);
  const foreign = ONLY[version === 44 ? 49 : 44];

  it.each(foreign)('refuses %s, a field of the other version, before any request', async (field, extra) => {
    const client = t.client();
    const create = await rejectionOf(client.links.create({ ...link, ...extra }));
    expect(create).toMatchObject({ name: 'InputError', field, message: `${field}: is not a link field of phpShort v${version}` });
    const update = await rejectionOf(client.links.update(1, extra));
    expect(update).toMatchObject({ name: 'InputError', field, reason: `is not a link field of phpShort v${version}` });
    expect(t.server.apiRequests()).toEqual([]);
  });

  it.each(ONLY[version])('sends %s, a field of its own version', async (_, extra) => {
    await t.client().links.create({ ...link, ...extra, ...('targets' in extra ? { targets_type: 'countries' } : {}) });
    expect(t.server.apiRequests()).toHaveLength(1);
  });

  it('lets the other version’s fields pass when they are absent (undefined or null)', async () => {
    const absent = Object.fromEntries(foreign.map(([field], i) => [field, i % 2 ? undefined : null]));
    await t.client().links.create({ ...link, ...absent });
    expect(t.server.apiRequests()[0]?.body).toBe('url=https%3A%2F%2Fexample.com%2Fpage&domain_id=1');
  });

  it(`filters the list by status ${version === 44 ? '1, 2 or 3 (disabled)' : '1 or 2: v49 has no disabled links'}`, async () => {
    const client = t.client();
    for (const status of [0, 1, 2] as const) await client.links.list({ status });
    const disabled = client.links.list({ status: 3 });
    if (version === 44) {
      await disabled;
      expect(t.server.apiRequests()).toHaveLength(4);
    } else {
      expect(await rejectionOf(disabled)).toMatchObject({ name: 'InputError', field: 'status' });
      expect(t.server.apiRequests()).toHaveLength(3);
    }
  });
});

type Case = [label: string, input: Partial<LinkFields>, field: string];

const CHECKS: Record<ApiVersion, Case[]> = {
  44: [
    ['disabled 2', { disabled: 2 as never }, 'disabled'],
    ['target_type 5', { target_type: 5 as never }, 'target_type'],
    ['expiration_time 24:00', { expiration_time: '24:00' }, 'expiration_time'],
    ['expiration_clicks -1', { expiration_clicks: -1 }, 'expiration_clicks'],
    ['a country key in lower case', { country: [{ key: 'de', value: to }] }, 'country[0][key]'],
    ['a platform of v49 (Windows Phone)', { platform: [{ key: 'Windows Phone', value: to }] }, 'platform[0][key]'],
  ],
  49: [
    ['targets_type country (the docs’ spelling)', { targets_type: 'country', targets: [] }, 'targets_type'],
    ['a device key capitalised', { targets_type: 'devices', targets: [{ key: 'Mobile', value: to }] }, 'targets[0][key]'],
    ['a continent that is a country', { targets_type: 'continents', targets: [{ key: 'DE', value: to }] }, 'targets[0][key]'],
    ['a browser not in the list', { targets_type: 'browsers', targets: [{ key: 'Netscape', value: to }] }, 'targets[0][key]'],
    ['targets without targets_type', { targets: [{ key: 'US', value: to }] }, 'targets_type'],
    ['a rotation that is not a URL', { targets_type: 'rotations', targets: [{ value: 'example.com' }] }, 'targets[0][value]'],
    ['an ISO timestamp as the start', { active_period_start_at: '2030-01-01T08:00' }, 'active_period_start_at'],
    ['a day that does not exist as the end', { active_period_end_at: '2030-02-30 08:00' }, 'active_period_end_at'],
    ['clicks_limit 1.5', { clicks_limit: 1.5 }, 'clicks_limit'],
    ['sensitive_content true', { sensitive_content: true as never }, 'sensitive_content'],
  ],
};

describe.each(VERSIONS)('phpShort v%i link values', (version) => {
  const t = useServer(version);

  it.each(CHECKS[version])('refuses %s before any request', async (_, input, field) => {
    const error = await rejectionOf(t.client().links.create({ ...link, ...input }));
    expect(error).toMatchObject({ name: 'InputError', field });
    expect(t.server.apiRequests()).toEqual([]);
  });
});
