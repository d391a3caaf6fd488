import { describe, expect, it } from 'vitest';
import { presetOf, withPreset } from '../../../lib/settings/preset-defaults';
import { parseProfile, type Preset } from '../../../lib/settings/schema';

const preset: Preset = { id: 's-1', name: 'News', domainId: null, spaceId: null, pixelIds: [4], utm: { source: 'news' } };
const profile = parseProfile({ instanceUrl: 'https://sho.rt', defaultDomainId: 2, defaultSpaceId: 3, defaultPixelIds: [9], presets: [preset] }, 'p-1');

describe('a profile’s defaults with a preset chosen', () => {
  it('takes the preset’s space and pixels, and its domain unless it names none; the rest stays', () => {
    expect(withPreset(profile, preset)).toEqual({ ...profile, defaultDomainId: 2, defaultSpaceId: null, defaultPixelIds: [4] });
    expect(withPreset(profile, { ...preset, domainId: 7 }).defaultDomainId).toBe(7);
    expect(withPreset(profile, null)).toBe(profile);
  });

  it('keeps the profile’s default space for a preset whose space is “the default space”, and no space for one with none', () => {
    expect(withPreset(profile, { ...preset, spaceId: 'default' }).defaultSpaceId).toBe(3);
    expect(withPreset(profile, { ...preset, spaceId: null }).defaultSpaceId).toBeNull();
    expect(withPreset(profile, { ...preset, spaceId: 5 }).defaultSpaceId).toBe(5);
  });

  it('reads a stored preset whose space is the default one, and drops one with a space it cannot read', () => {
    const read = parseProfile(
      {
        presets: [
          { ...preset, spaceId: 'default' },
          { ...preset, id: 's-2', spaceId: 'elsewhere' },
        ],
      },
      'p-2',
    );
    expect(read.presets).toEqual([{ ...preset, spaceId: 'default' }]);
  });

  it('finds a preset by id, and none for a removed one or no id', () => {
    expect(presetOf(profile, 's-1')).toEqual(preset);
    expect(presetOf(profile, 's-gone')).toBeNull();
    expect(presetOf(profile, null)).toBeNull();
  });
});
