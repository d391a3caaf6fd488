import { describe, expect, it } from 'vitest';
import { bulkOptionsFor, presetOf } from '../../../lib/bulk/options';
import { parseProfile, type Preset } from '../../../lib/settings/schema';

const preset: Preset = { id: 's-1', name: 'News', domainId: null, spaceId: null, pixelIds: [4], utm: { source: 'news' } };
const profile = parseProfile({ instanceUrl: 'https://sho.rt', defaultDomainId: 2, defaultSpaceId: 3, defaultPixelIds: [9], presets: [preset] }, 'p-1');

describe('bulkOptionsFor', () => {
  it('without a preset: the profile’s defaults', () => {
    expect(bulkOptionsFor(profile, null)).toEqual({ profileId: 'p-1', domainId: 2, spaceId: 3, pixelIds: [9] });
  });

  it('with a preset: its space, pixels and UTM, and the default domain when it names none (as the popup’s form)', () => {
    expect(bulkOptionsFor(profile, presetOf(profile, 's-1'))).toEqual({
      profileId: 'p-1',
      presetId: 's-1',
      utm: { source: 'news' },
      domainId: 2,
      spaceId: null,
      pixelIds: [4],
    });
    expect(bulkOptionsFor(profile, { ...preset, domainId: 7 }).domainId).toBe(7);
  });

  it('a preset removed since is none', () => {
    expect(presetOf(profile, 's-gone')).toBeNull();
    expect(presetOf(profile, null)).toBeNull();
  });
});
