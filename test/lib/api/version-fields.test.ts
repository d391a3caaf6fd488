/**
 * Each version's own link fields: a field of the other version is never written (the real
 * server would ignore it or read it as something else, without an error). The values are the
 * form's to check (test/lib/link-form).
 */
import { describe, expect, it } from 'vitest';
import type { ApiVersion, LinkCreateInput, LinkFields } from '../../../lib/api';
import { useServer, VERSIONS } from './helpers';

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

  it.each(foreign)('never writes %s, a field of the other version', async (field, extra) => {
    const client = t.client();
    await client.links.create({ ...link, ...extra });
    await client.links.update(1, extra);
    const bodies = t.server.apiRequests().map((request) => new URLSearchParams(request.body));
    expect(bodies).toHaveLength(2);
    for (const body of bodies) expect([...body.keys()].filter((name) => name === field || name.startsWith(`${field}[`))).toEqual([]);
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
});
