import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../../lib/api/errors';
import type { PixelType } from '../../lib/api/schemas';
import { STATUS_FILTERS } from '../../lib/api/versions';
import { choicesOf } from '../../lib/instance/choices';
import { note, suite, type Suite } from './lib/suite';

// The API client against the real server, read-only except for pixels of this run: the version
// probe, the account, the domain and space lists, the link list's filters, the domain choices,
// and a pixel's whole life (create, get, list, update, delete).
let s: Suite;

beforeAll(async () => {
  s = await suite();
  console.log(
    `[linklet real] ${s.client.baseUrl}: phpShort v${s.info.version}, plan ${s.account.plan.name ?? '?'}, default domain ${s.account.default_domain}`,
  );
});
afterAll(async () => {
  await s?.tracker.cleanUp(s.client);
});

describe('the instance', () => {
  it('answers the version probe (which changes nothing) with the version lib/instance identified from its link records or plan', async () => {
    expect([44, 49]).toContain(await s.client.probeVersion());
    expect(await s.client.probeVersion()).toBe(s.info.version);
    // The plan's features say the same: only v44 plans still have link_disabling.
    expect('link_disabling' in s.account.plan.features).toBe(s.info.version === 44);
  });

  it('reads the account: API access, a plan, the default domain', () => {
    expect(s.account.plan.features.api).toBeTruthy();
    expect(s.info.features).toEqual(s.account.plan.features);
    expect(s.account.default_domain === null || Number.isInteger(s.account.default_domain)).toBe(true);
    if (s.account.default_domain === null) note('The account has no default domain; links go on its first own domain');
  });

  it('lists the account’s own domains and spaces, each with an id and a name', async () => {
    const domains = await s.client.domains.list({ per_page: 100 });
    const spaces = await s.client.spaces.list({ per_page: 100 });
    for (const record of [...domains.items, ...spaces.items]) {
      expect(Number.isInteger(record.id)).toBe(true);
      expect(typeof record.name).toBe('string');
    }
    expect(domains.skipped).toEqual([]);
    expect(spaces.skipped).toEqual([]);
    // phpShort never lists global domains (the instance's default among them) in /domains.
    expect(domains.items.every((d) => d.user_id === undefined || d.user_id !== 0)).toBe(true);
  });

  it('offers the account’s default domain among the domain choices, first', async () => {
    const choices = choicesOf(s.facts, s.client.baseUrl);
    expect(choices.domains.length).toBeGreaterThan(0);
    if (s.account.default_domain !== null) expect(choices.domains[0]!.id).toBe(s.account.default_domain);
    else note('No default domain: the choices are the account’s own domains only');
  });

  it('lists links with each of the version’s filters; the server answers each', async () => {
    const all = await s.client.links.list({ per_page: 10 });
    expect(all.meta.current_page).toBe(1);
    expect(typeof all.meta.total).toBe('number');
    for (const status of STATUS_FILTERS[s.info.version]) {
      const page = await s.client.links.list({ status: status as 1 | 2 | 3, per_page: 10 });
      expect(page.meta.total, `status ${status}`).toBeLessThanOrEqual(all.meta.total!);
    }
    const byDomain = await s.client.links.list({ domain_id: s.domainId, per_page: 10 });
    expect(
      byDomain.items.every((l) => l.domain === undefined || l.domain === null || (typeof l.domain === 'number' ? l.domain : l.domain.id) === s.domainId),
    ).toBe(true);
    const noSpace = await s.client.links.list({ space_id: 0, per_page: 10 });
    expect(noSpace.items.every((l) => !l.space)).toBe(true);
  });
});

describe('a pixel of this run', () => {
  it('is created, read, found by name and type, updated and deleted', async () => {
    const name = s.names.pixelName('px-api');
    const type: PixelType = 'facebook';
    const created = await s.makePixel('px-api', type, '1234567890');
    if (!created) return;
    expect(created).toMatchObject({ name, type, value: '1234567890' });

    expect(await s.client.pixels.get(created.id)).toMatchObject({ id: created.id, name, type, value: '1234567890' });
    const found = await s.client.pixels.list({ search: name, search_by: 'name', type, per_page: 10 });
    expect(found.items.map((p) => p.id)).toEqual([created.id]);
    const otherType = await s.client.pixels.list({ search: name, search_by: 'name', type: 'bing', per_page: 10 });
    expect(otherType.items).toEqual([]);

    const renamed = s.names.pixelName('px-api2');
    const updated = await s.client.pixels.update(created.id, { name: renamed, value: 'AbC_987-x' });
    expect(updated).toMatchObject({ id: created.id, name: renamed, value: 'AbC_987-x', type });
    expect(await s.client.pixels.get(created.id)).toMatchObject({ name: renamed, value: 'AbC_987-x', type });

    expect(await s.client.pixels.delete(created.id)).toMatchObject({ deleted: true });
    s.tracker.forgetPixel(created.id);
    const gone = await s.client.pixels.get(created.id).catch((error: unknown) => error);
    expect(isApiError(gone, 'NotFoundError')).toBe(true);
  });
});
