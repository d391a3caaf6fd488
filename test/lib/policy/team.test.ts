import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readFacts, writeFacts } from '../../../lib/instance/facts';
import { applyPolicy } from '../../../lib/policy/apply';
import { provisionTeam } from '../../../lib/policy/provision';
import { readTeamRecord, REFUSAL_TTL_MS, teamPixelIn, teamSpaceIn } from '../../../lib/policy/team';
import { readPolicyValues, type TeamPixel } from '../../../lib/policy/values';
import { readAllSettings, readSettings, saveApiKey, saveSettings } from '../../../lib/settings';
import { MANAGED_ITEM, managedOf } from '../../../lib/settings/managed';
import { startServer, type RefServer } from '../../server';

// The team's pixels and spaces in every account: phpShort keeps both per account, so a member's
// account lacking them gets them made by Linklet, once, whatever happens after.
const MEMBER = 'member-key';
let server: RefServer;
beforeAll(async () => {
  server = await startServer({ port: 0, seed: false, accounts: [{ apiKey: MEMBER, seed: false }] });
});
afterAll(() => server?.close());

const FB: TeamPixel = { name: 'FB main', type: 'facebook', value: '123456789012345' };
const POLICY = {
  TeamPixels: [{ Name: 'FB main', Type: 'facebook', Value: '123456789012345' }],
  TeamSpaces: [{ Name: 'Campaigns', Color: 4 }],
  DefaultPixels: ['FB main'],
  DefaultSpace: 'Campaigns',
};
const team = { pixels: [FB], spaces: [{ name: 'Campaigns', color: 4 }] };

/** The member connected on the reference server, as after Save. */
async function connectMember(profileId = 'default') {
  await saveSettings({ instanceUrl: server.url });
  await saveApiKey(profileId, MEMBER, server.origin, true);
}
const posts = (path: string) =>
  server.requests.filter((r) => r.method === 'POST' && r.path === `/api/v1/${path}` && r.headers.authorization === `Bearer ${MEMBER}`);
const memberGet = (path: string) =>
  fetch(`${server.url}/api/v1/${path}`, { headers: { Authorization: `Bearer ${MEMBER}`, Accept: 'application/json' } }).then((r) => r.json());
const setPolicy = async (policy: Record<string, unknown>) => {
  await fakeBrowser.storage.managed.set({ InstanceUrl: server.url, ...policy });
  await applyPolicy({ provision: true });
};
/** Provisioning runs after the policy is applied; then the policy is applied again with what it made. */
const settled = async () => {
  // Waits for the provisioning under way (runs are queued per profile), then for the application it caused.
  await provisionTeam('default', { pixels: [], spaces: [] });
  await applyPolicy();
};

beforeEach(() => {
  fakeBrowser.reset();
  server.reset(false);
});

describe('reading the team policies', () => {
  it('reads pixels by type and value and spaces by name; refuses what phpShort would, each with its note', () => {
    const { values, notes } = readPolicyValues({
      InstanceUrl: 'https://links.example.com',
      TeamPixels: [
        { Name: 'FB main', Type: 'Facebook', Value: '123' },
        { Name: 'Bad type', Type: 'tiktok', Value: '1' },
        { Name: 'Bad value', Type: 'x', Value: 'a b' },
        { Name: 'Adroll', Type: 'adroll', Value: 'nodash' },
        { Name: 'fb main', Type: 'bing', Value: '9' },
        { Name: 'Same', Type: 'facebook', Value: '123' },
        { Type: 'x', Value: '1' },
      ],
      TeamSpaces: [{ Name: 'Campaigns', Color: 9 }, { Name: 'campaigns' }, { Name: ' ' }],
    });
    expect(values.TeamPixels).toEqual([{ name: 'FB main', type: 'facebook', value: '123' }]);
    expect(values.TeamSpaces).toEqual([{ name: 'Campaigns' }]);
    expect(notes.map((n) => [n.policy, n.problem])).toEqual([
      ['TeamPixels', 'pixel-type'],
      ['TeamPixels', 'pixel-value'],
      ['TeamPixels', 'pixel-value'],
      ['TeamPixels', 'same-name'],
      ['TeamPixels', 'same-pixel'],
      ['TeamPixels', 'type'],
      ['TeamSpaces', 'same-name'],
      ['TeamSpaces', 'no-name'],
    ]);
  });

  it('bounds every list: 100 presets, 50 pixels and spaces, 100 characters a name; 20,000 presets read in linear time', () => {
    const presets = Array.from({ length: 20_000 }, (_, i) => ({ Name: `P${i}`, UtmSource: 's' }));
    const started = performance.now();
    const { values, notes } = readPolicyValues({
      InstanceUrl: 'https://links.example.com',
      Presets: [{ Name: 'x'.repeat(101) }, ...presets],
      TeamSpaces: Array.from({ length: 60 }, (_, i) => ({ Name: `S${i}` })),
      DefaultPixels: Array.from({ length: 51 }, (_, i) => `p${i}`),
    });
    expect(values.Presets).toHaveLength(99);
    expect(values.TeamSpaces).toHaveLength(50);
    expect(values.DefaultPixels).toHaveLength(50);
    expect(notes).toEqual(
      expect.arrayContaining([
        { policy: 'Presets', problem: 'too-many', value: '19901' },
        { policy: 'Presets', problem: 'too-long', value: expect.stringMatching(/^x+…$/) },
        { policy: 'TeamSpaces', problem: 'too-many', value: '10' },
        { policy: 'DefaultPixels', problem: 'too-many', value: '1' },
      ]),
    );
    // Not a timing assertion of the product: a guard that the read is not quadratic (8 s before).
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('matching the team’s records in an account', () => {
  const record = { origin: 'x', pixels: { 'facebook 123456789012345': 7 }, spaces: { campaigns: 8 }, refused: {} };
  it('a pixel by type and value whatever its name; else the one Linklet made, renamed since', () => {
    expect(teamPixelIn(FB, [{ id: 3, name: 'Meta', type: 'facebook', value: '123456789012345' }], null)?.id).toBe(3);
    expect(teamPixelIn(FB, [{ id: 3, name: 'FB main', type: 'facebook', value: '999' }], null)).toBeUndefined();
    expect(teamPixelIn(FB, [{ id: 7, name: 'Renamed', type: 'facebook', value: '555' }], record)?.id).toBe(7);
  });
  it('a space by its name, whatever its case; else the one Linklet made', () => {
    expect(teamSpaceIn({ name: 'Campaigns' }, [{ id: 2, name: 'campaigns' }], null)?.id).toBe(2);
    expect(teamSpaceIn({ name: 'Campaigns' }, [{ id: 8, name: 'Kampagnen' }], record)?.id).toBe(8);
    expect(teamSpaceIn({ name: 'Campaigns' }, [{ id: 9, name: 'Other' }], record)).toBeUndefined();
  });
});

describe('making them in the member’s account', () => {
  it('a member lacking the team’s pixel and space gets both, one POST each; the policy then applies and says what was added', async () => {
    await connectMember();
    await setPolicy(POLICY);
    await settled();
    expect(posts('pixels')).toHaveLength(1);
    expect(posts('spaces')).toHaveLength(1);
    const [pixels, spaces] = await Promise.all([memberGet('pixels'), memberGet('spaces')]);
    expect(pixels.data).toEqual([expect.objectContaining({ name: 'FB main', type: 'facebook', value: '123456789012345' })]);
    expect(spaces.data).toContainEqual(expect.objectContaining({ name: 'Campaigns', color: 4 }));
    const settings = await readSettings();
    expect(settings.defaultPixelIds).toEqual([pixels.data[0].id]);
    expect(settings.defaultSpaceId).toBe(spaces.data[0].id);
    const managed = managedOf(await MANAGED_ITEM.getValue())!;
    expect(managed.added).toEqual([
      { policy: 'TeamPixels', value: 'FB main', type: 'facebook' },
      { policy: 'TeamSpaces', value: 'Campaigns' },
    ]);
    expect(managed.notes).toEqual([]);
  });

  it('never twice: not on the next start, not after the person renamed them, not when another browser made them first', async () => {
    await connectMember();
    await setPolicy(POLICY);
    await settled();
    const pixelId = (await memberGet('pixels')).data[0].id;
    // Renamed by the person in phpShort.
    await fetch(`${server.url}/api/v1/pixels/${pixelId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${MEMBER}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ name: 'Meta ads' }),
    });
    // A new start: the worker's memory gone, storage kept; the lists read again.
    await setPolicy({ ...POLICY, ShortenOnClick: false });
    await settled();
    expect(posts('pixels')).toHaveLength(1);
    expect(posts('spaces')).toHaveLength(1);
    // Another browser of the person's (nothing stored here) finds them in the account.
    fakeBrowser.reset();
    await connectMember();
    await setPolicy(POLICY);
    await settled();
    expect(posts('pixels')).toHaveLength(1);
    expect(posts('spaces')).toHaveLength(1);
    expect((await readSettings()).defaultPixelIds).toEqual([pixelId]);
  });

  it('asks nothing while the stored lists already hold every team record', async () => {
    await connectMember();
    await setPolicy(POLICY);
    await settled();
    const before = server.requests.length;
    await setPolicy(POLICY);
    await settled();
    expect(server.requests.length).toBe(before);
  });

  it('two profiles on one instance: only the organization’s profile’s account is given them', async () => {
    await connectMember();
    await setPolicy(POLICY);
    const all = await readAllSettings();
    expect(all.profiles).toHaveLength(1);
    await settled();
    expect((await readTeamRecord('default', server.origin)).pixels).toEqual({ 'facebook 123456789012345': expect.any(Number) });
    expect(await readTeamRecord('other', server.origin)).toEqual({ origin: server.origin, pixels: {}, spaces: {}, refused: {} });
  });

  it('a plan without pixels: refused once, recorded with the server’s words, not asked again for a day; the defaults are not locked', async () => {
    const capped = await startServer({ port: 0, seed: false, plan: { pixels: 0 } });
    try {
      await saveSettings({ instanceUrl: capped.url });
      await saveApiKey('default', capped.apiKey, capped.origin, true);
      const pixelPosts = () => capped.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/pixels');
      const apply = async () => {
        await fakeBrowser.storage.managed.set({ InstanceUrl: capped.url, ...POLICY });
        await applyPolicy({ provision: true });
        await settled();
      };
      await apply();
      expect(pixelPosts()).toHaveLength(1);
      const managed = managedOf(await MANAGED_ITEM.getValue())!;
      expect(managed.notes).toContainEqual({ policy: 'DefaultPixels', problem: 'refused', value: 'FB main', reason: 'You created too many pixels.' });
      expect(managed).not.toHaveProperty('defaultPixelIds');
      // The space is made all the same.
      expect(capped.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/spaces')).toHaveLength(1);
      await apply();
      expect(pixelPosts()).toHaveLength(1);
      // A day later it is asked again.
      const later = Date.now() + REFUSAL_TTL_MS + 1000;
      const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
      await apply();
      clock.mockRestore();
      expect(pixelPosts()).toHaveLength(2);
    } finally {
      await capped.close();
    }
  });

  it('pixels stored by an earlier version (no value) are read again before anything is made', async () => {
    await connectMember();
    await setPolicy(POLICY);
    await settled();
    const facts = await readFacts({ profileId: 'default', origin: server.origin });
    await writeFacts('default', { ...facts, pixels: { at: Date.now(), value: facts.pixels!.value!.map(({ value: _, ...rest }) => rest) } });
    await provisionTeam('default', team);
    expect(posts('pixels')).toHaveLength(1);
    expect((await readFacts({ profileId: 'default', origin: server.origin })).pixels?.value?.[0]?.value).toBe('123456789012345');
  });
});

describe('a policy that holds', () => {
  it('a failing read keeps the last policy and its locks; only "no managed storage" means none', async () => {
    await connectMember();
    await setPolicy({ DefaultSpace: '5', ShortenOnClick: false });
    const before = await MANAGED_ITEM.getValue();
    expect(before).not.toBeNull();
    const get = vi.spyOn(fakeBrowser.storage.managed, 'get').mockRejectedValue(new Error('An unexpected error occurred'));
    await applyPolicy();
    expect(await MANAGED_ITEM.getValue()).toEqual(before);
    expect((await readSettings()).defaultSpaceId).toBe(5);
    get.mockRejectedValue(new Error('Managed storage manifest not found'));
    await applyPolicy();
    expect(await MANAGED_ITEM.getValue()).toBeNull();
    get.mockRestore();
  });
});
