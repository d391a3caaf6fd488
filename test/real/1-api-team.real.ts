import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readFacts } from '../../lib/instance/facts';
import { provisionTeam, type Team } from '../../lib/policy/provision';
import { readTeamRecord } from '../../lib/policy/team';
import { readSettings, saveApiKey, saveSettings } from '../../lib/settings';
import { note, suite, type Suite } from './lib/suite';

// The team's pixel and space (TeamPixels, TeamSpaces) made by Linklet in the real account, as a
// policy asks: one of each, named with this run's prefix, made once (a second run asks nothing
// more), then deleted. The space is this run's own and empty, so deleting it deletes no link.
let s: Suite;
let team: Team;
const made: { spaces: number[] } = { spaces: [] };

beforeAll(async () => {
  s = await suite();
  fakeBrowser.reset();
  await saveSettings({ instanceUrl: s.client.baseUrl });
  await saveApiKey('default', s.env.key, s.client.origin, true);
  // A tracking id no one else has: this run's digits.
  const value = `9${s.env.runId.replace(/\D/g, '').slice(0, 14).padEnd(14, '0')}`;
  team = { pixels: [{ name: s.names.pixelName('team'), type: 'facebook', value }], spaces: [{ name: s.names.pixelName('space') }] };
});
afterAll(async () => {
  for (const id of made.spaces)
    await fetch(`${s.client.baseUrl}/api/v1/spaces/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${s.env.key}`, Accept: 'application/json' } });
  fakeBrowser.reset();
});

/** The suite's paced client as the connection, and no pacing of Linklet's own on top of it. */
const deps = () => ({
  connect: async () => ({ ready: true as const, settings: await readSettings(), client: s.client, facts: s.facts }),
  pacer: { take: async () => undefined, observe: () => undefined, refused: async () => undefined },
});

describe('the team’s pixel and space made in the real account', () => {
  it('makes each once; a second run makes nothing more', async () => {
    await provisionTeam('default', team, deps());
    const record = await readTeamRecord('default', s.client.origin);
    const refused = Object.entries(record.refused);
    if (refused.length) note(`The account refused: ${refused.map(([key, r]) => `${key}: ${r.reason}`).join('; ')}`);
    const pixels = (await s.client.pixels.list({ per_page: 100, search: s.names.marker })).items.filter((p) => p.name?.startsWith(s.names.prefix));
    const spaces = (await s.client.spaces.list({ per_page: 100, search: s.names.marker })).items.filter((p) => p.name?.startsWith(s.names.prefix));
    for (const pixel of pixels) s.tracker.pixel(pixel);
    made.spaces.push(...spaces.map((space) => space.id));
    if (s.allows('pixels')) expect(pixels.map((p) => [p.type, p.value])).toEqual([['facebook', team.pixels[0]!.value]]);
    if (s.allows('spaces')) expect(spaces.map((p) => p.name)).toEqual([team.spaces[0]!.name]);
    const facts = await readFacts({ profileId: 'default', origin: s.client.origin });
    expect(facts.pixels?.value?.some((p) => p.value === team.pixels[0]!.value)).toBe(pixels.length > 0);

    await provisionTeam('default', team, deps());
    const again = (await s.client.pixels.list({ per_page: 100, search: s.names.marker })).items.filter((p) => p.name?.startsWith(s.names.prefix));
    expect(again.map((p) => p.id)).toEqual(pixels.map((p) => p.id));
  });
});
