import { describe, expect, it } from 'vitest';
import { setsVersionedOptions } from '../../../components/popup/shorten-ops';
import { choosePreset } from '../../../lib/link-form/preset';
import { emptyLinkForm } from '../../../lib/link-form/state';

const defaults = { ...emptyLinkForm(), url: 'https://a.example/p?x=1', domainId: '1', pixelIds: [9] };
const NEWS = { id: 'n', name: 'News', domainId: 2, spaceId: 4, pixelIds: [5], utm: { source: 'news' } };
const BARE = { id: 'b', name: 'Bare', domainId: null, spaceId: null, pixelIds: [], utm: { campaign: 'c' } };

describe('choosing a preset in the form', () => {
  it('fills domain, space, pixels and the URL; another preset replaces them; none goes back to the defaults', () => {
    const news = choosePreset(defaults, NEWS, [NEWS, BARE], defaults);
    expect(news).toMatchObject({ presetId: 'n', url: 'https://a.example/p?x=1&utm_source=news', domainId: '2', spaceId: '4', pixelIds: [5] });
    const bare = choosePreset(news, BARE, [NEWS, BARE], defaults);
    expect(bare).toMatchObject({ presetId: 'b', url: 'https://a.example/p?x=1&utm_campaign=c', domainId: '1', spaceId: '', pixelIds: [] });
    expect(choosePreset(bare, null, [NEWS, BARE], defaults)).toMatchObject({ presetId: '', url: 'https://a.example/p?x=1', domainId: '1', pixelIds: [9] });
  });

  it('an address that is not a URL yet is left as typed', () => {
    expect(choosePreset({ ...defaults, url: '' }, NEWS, [NEWS], defaults).url).toBe('');
  });

  it('a chosen preset is no versioned option: the store does not wait for the instance’s version', () => {
    expect(setsVersionedOptions(choosePreset(defaults, NEWS, [NEWS], defaults))).toBe(false);
  });
});
