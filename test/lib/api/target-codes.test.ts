/**
 * The country and language codes the form accepts (lib/api/iso-codes.ts) against the server's:
 * every code the form lets through is one the server takes, and the assigned codes phpShort does
 * not know are refused at the form instead of coming back as a 422.
 */
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, LANGUAGE_CODES } from '../../../lib/api/iso-codes';
import type { ApiClient, ApiVersion } from '../../../lib/api';
import { isCountryCode, isLanguageCode } from '../../../lib/api/fields';
import { useServer, VERSIONS } from './helpers';

const to = (key: string) => `https://example.com/${key}`;
const url = 'https://example.com/page';

/** A link targeting `codes` of `kind` in `version`'s fields (v49 takes at most 100 rules a link). */
async function target(client: ApiClient, version: ApiVersion, kind: 'country' | 'language', codes: readonly string[]): Promise<void> {
  const rules = codes.map((key) => ({ key, value: to(key) }));
  if (version === 44) {
    await client.links.create({ url, domain_id: 1, target_type: kind === 'country' ? 1 : 3, [kind]: rules });
    return;
  }
  for (let i = 0; i < rules.length; i += 100) {
    await client.links.create({ url, domain_id: 1, targets_type: kind === 'country' ? 'countries' : 'languages', targets: rules.slice(i, i + 100) });
  }
}

describe.each(VERSIONS)('targeting codes on phpShort v%i', (version) => {
  const t = useServer(version);

  it.each([
    ['country', [...COUNTRY_CODES]],
    ['language', [...LANGUAGE_CODES]],
  ] as const)('every %s code the form accepts, the server accepts', async (kind, codes) => {
    await target(t.client(), version, kind, codes);
    expect(t.server.apiRequests().length).toBeGreaterThan(0);
  });

  it.each([
    ['country', 'SS'],
    ['country', 'CW'],
    ['country', 'SX'],
    ['language', 'ae'],
  ] as const)('the %s %s, which the server refuses, is refused by the form', async (kind, code) => {
    expect((kind === 'country' ? isCountryCode : isLanguageCode)(code)).toBe(false);
    // What sending it anyway gets: the server's 422 on that key.
    const field = version === 44 ? `${kind}[0]` : 'targets[0]';
    const type = version === 44 ? `target_type=${kind === 'country' ? 1 : 3}` : `targets_type=${kind === 'country' ? 'countries' : 'languages'}`;
    const response = await fetch(`${t.server.url}/api/v1/links`, {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${t.server.apiKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `url=${encodeURIComponent(url)}&domain_id=1&${type}&${field}[key]=${code}&${field}[value]=${encodeURIComponent(to(code))}`,
    });
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { message: object }).message)).toEqual([`${field.replace(/\[(\d)\]/, '.$1')}.key`]);
  });
});
