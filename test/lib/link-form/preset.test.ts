import { describe, expect, it } from 'vitest';
import { choosePreset } from '../../../lib/link-form/preset';
import { emptyLinkForm } from '../../../lib/link-form/state';
import type { Preset } from '../../../lib/settings/schema';

const preset = (spaceId: Preset['spaceId']): Preset => ({ id: 's-1', name: 'News', domainId: null, spaceId, pixelIds: [4], utm: {} });

describe('choosing a preset in the form', () => {
  const defaults = { ...emptyLinkForm(), domainId: '2', spaceId: '3', pixelIds: [9] };
  const form = { ...defaults, url: 'https://example.com/' };

  it('keeps the default space for a preset whose space is the default one, and empties it for one with none', () => {
    expect(choosePreset(form, preset('default'), [], defaults)).toMatchObject({ presetId: 's-1', domainId: '2', spaceId: '3', pixelIds: [4] });
    expect(choosePreset(form, preset(null), [], defaults).spaceId).toBe('');
    expect(choosePreset(form, preset(7), [], defaults).spaceId).toBe('7');
  });
});
