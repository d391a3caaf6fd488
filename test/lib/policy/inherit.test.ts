import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setupPolicy } from '../../../entrypoints/background/policy';
import type { Link } from '../../../lib/api/schemas';
import { choosePreset } from '../../../lib/link-form/preset';
import { emptyLinkForm } from '../../../lib/link-form/state';
import { managedFrom } from '../../../lib/policy/resolve';
import { untrackedOf, untrackedText } from '../../../lib/policy/untracked';
import { readPolicyValues } from '../../../lib/policy/values';
import { readAllSettings, saveSettings } from '../../../lib/settings';
import { withPreset } from '../../../lib/settings/preset-defaults';
import type { Preset } from '../../../lib/settings/schema';
import { defaultRequest } from '../../../lib/shorten/input';
import { summaryOf, summaryText } from '../../../lib/shorten/summary';

const preset = (patch: Partial<Preset>): Preset => ({
  id: 'p',
  name: 'Newsletter',
  domainId: null,
  spaceId: 'default',
  pixelIds: 'default',
  utm: { source: 'newsletter' },
  ...patch,
});
const defaults = { defaultDomainId: 1, defaultSpaceId: 11, defaultPixelIds: [21, 22] };

describe('presets inherit what they leave out', () => {
  it('a preset with UTM only keeps the default domain, space and pixels', () => {
    expect(withPreset(defaults, preset({}))).toEqual(defaults);
  });
  it('"No pixels" and "No space" stay explicit choices', () => {
    expect(withPreset(defaults, preset({ pixelIds: [], spaceId: null }))).toEqual({ ...defaults, defaultSpaceId: null, defaultPixelIds: [] });
    expect(withPreset(defaults, preset({ pixelIds: [22] })).defaultPixelIds).toEqual([22]);
  });
  it('choosing it in the form keeps the default pixels', () => {
    const form = { ...emptyLinkForm(), url: 'https://example.com/a', domainId: '1', spaceId: '11', pixelIds: [21, 22] };
    const chosen = choosePreset(form, preset({}), [preset({})], form);
    expect(chosen).toMatchObject({ presetId: 'p', spaceId: '11', pixelIds: [21, 22], url: 'https://example.com/a?utm_source=newsletter' });
  });
  it('the policy’s most natural preset (UTM only) sends the team’s space and pixels with one click', () => {
    const { values, notes } = readPolicyValues({
      InstanceUrl: 'https://links.example.com',
      DefaultSpace: 'Campaigns',
      DefaultPixels: ['FB main'],
      Presets: [{ Name: 'Newsletter', UtmSource: 'newsletter' }],
      DefaultPreset: 'Newsletter',
    });
    const facts = {
      origin: 'https://links.example.com',
      links: { at: 1, value: { total: 0, domains: [], spaces: [] } },
      domains: { at: 1, value: [{ id: 1, name: 'sho.rt' }] },
      spaces: { at: 1, value: [{ id: 11, name: 'Campaigns' }] },
      pixels: { at: 1, value: [{ id: 21, name: 'FB main', type: 'facebook', value: '1' }] },
    };
    const managed = managedFrom(values, notes, 'org', facts);
    expect(managed.presets).toEqual([expect.objectContaining({ name: 'Newsletter', spaceId: 'default', pixelIds: 'default' })]);
    const settings = {
      ...defaults,
      defaultSpaceId: managed.defaultSpaceId!,
      defaultPixelIds: managed.defaultPixelIds!,
      presets: managed.presets!,
      defaultPresetId: managed.defaultPresetId!,
    } as never;
    const { input, preset: used } = defaultRequest(settings, 'https://example.com/post');
    expect(input).toMatchObject({ url: 'https://example.com/post?utm_source=newsletter', space_id: 11, pixel_ids: [21] });
    expect(used).toBe('Newsletter');
  });
});

describe('never silently untracked', () => {
  it('a default the account lacks is said for the organization’s profile only', () => {
    const { values, notes } = readPolicyValues({ InstanceUrl: 'https://links.example.com', DefaultPixels: ['FB main'], DefaultSpace: 'Marketing' });
    const facts = {
      origin: 'https://links.example.com',
      links: { at: 1, value: { total: 0, domains: [], spaces: [] } },
      spaces: { at: 1, value: [] },
      pixels: { at: 1, value: [] },
    };
    const managed = managedFrom(values, notes, 'org', facts);
    const items = untrackedOf(managed, 'org');
    expect(items).toEqual([
      { kind: 'space', name: 'Marketing' },
      { kind: 'pixel', name: 'FB main' },
    ]);
    expect(untrackedText(items[1]!)).toBe('Made without your team’s pixel “FB main”: your account has none.');
    expect(untrackedOf(managed, 'mine')).toEqual([]);
  });

  it('what the link got, in one line: domain, space, pixels, preset', () => {
    const link = {
      id: 1,
      url: 'https://example.com',
      short_url: 'https://sho.rt/a',
      space: { id: 11, name: 'Campaigns' },
      pixels: [21, 22],
    } as unknown as Link;
    const got = summaryOf(link, { pixels: [{ id: 21, name: 'FB main' }] }, 'Newsletter');
    expect(got).toEqual({ domain: 'sho.rt', space: 'Campaigns', pixels: ['FB main', '#22'], preset: 'Newsletter' });
    expect(summaryText(got)).toBe('Domain sho.rt · Space Campaigns · Pixels FB main, #22 · Preset Newsletter');
    expect(summaryText(summaryOf({ ...link, space: null, pixels: [] } as unknown as Link))).toBe('Domain sho.rt · No space · No pixels');
  });
});

describe('the background follows the policy by itself', () => {
  beforeEach(() => fakeBrowser.reset());
  it('a change of the managed area reaches the settings with no Linklet page open', async () => {
    await saveSettings({ instanceUrl: 'https://links.example.com' });
    setupPolicy();
    await fakeBrowser.storage.managed.set({ ShortenOnClick: false, ContextMenu: false });
    await expect.poll(async () => (await readAllSettings()).shortenOnOpen).toBe(false);
    expect((await readAllSettings()).contextMenu).toBe(false);
    await fakeBrowser.storage.managed.set({ ShortenOnClick: true });
    await expect.poll(async () => (await readAllSettings()).shortenOnOpen).toBe(true);
  });
});
