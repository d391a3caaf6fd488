import { describe, expect, it } from 'vitest';
import { readAllSettings, type Preset } from '../../../lib/settings';
import { addProfile } from '../../../lib/settings/profiles';
import { chooseDefaultPreset, movePreset, newPresetId, presetProblems, removePreset, savePreset } from '../../../lib/settings/presets';

const preset = (id: string, name = id, utm: Preset['utm'] = {}): Preset => ({ id, name, domainId: 1, spaceId: null, pixelIds: [2], utm });
const names = async (profileId = 'default') => (await readAllSettings()).profiles.find((p) => p.id === profileId)!.presets.map((p) => p.name);

describe('presets in the store', () => {
  it('saves new presets at the end and a changed one in its place, trimmed, empty UTM fields left out', async () => {
    await savePreset('default', preset('a'));
    await savePreset('default', preset('b'));
    await savePreset('default', {
      ...preset('a', '  Alpha '),
      utm: {
        source: ' s ',
        medium: '',
        extra: [
          { key: ' k ', value: 'v' },
          { key: '', value: '' },
        ],
      },
    });
    const [first] = (await readAllSettings()).profiles[0]!.presets;
    expect(await names()).toEqual(['Alpha', 'b']);
    expect(first!.utm).toEqual({ source: 's', extra: [{ key: 'k', value: 'v' }] });
  });

  it('orders presets, clamped at both ends', async () => {
    for (const id of ['a', 'b', 'c']) await savePreset('default', preset(id));
    await movePreset('default', 'c', -1);
    expect(await names()).toEqual(['a', 'c', 'b']);
    await movePreset('default', 'a', -1);
    await movePreset('default', 'a', 5);
    expect(await names()).toEqual(['c', 'b', 'a']);
  });

  it('the default preset: chosen, and none once it is removed', async () => {
    await savePreset('default', preset('a'));
    await savePreset('default', preset('b'));
    await chooseDefaultPreset('default', 'b');
    expect((await readAllSettings()).profiles[0]!.defaultPresetId).toBe('b');
    await removePreset('default', 'a');
    expect((await readAllSettings()).profiles[0]!.defaultPresetId).toBe('b');
    await removePreset('default', 'b');
    expect((await readAllSettings()).profiles[0]).toMatchObject({ presets: [], defaultPresetId: null });
  });

  it('changes only the profile named', async () => {
    const other = await addProfile('Other');
    await savePreset(other.id, preset('x'));
    expect(await names()).toEqual([]);
    expect(await names(other.id)).toEqual(['x']);
  });

  it('new ids are fresh', () => {
    expect(newPresetId()).not.toBe(newPresetId());
  });
});

describe('preset problems', () => {
  const others = [preset('a', 'Newsletter')];
  it.each([
    ['fine', preset('b', 'Social'), null],
    ['empty name', preset('b', '  '), { name: 'empty', keys: {} }],
    ['duplicate name, whatever its case', preset('b', ' newsletter '), { name: 'duplicate', keys: {} }],
    ['its own name is no duplicate', preset('a', 'Newsletter'), null],
    [
      'bad, empty and repeated keys, by row',
      preset('b', 'S', {
        extra: [
          { key: 'ok', value: '1' },
          { key: 'a b', value: '' },
          { key: '', value: 'x' },
          { key: 'ok', value: '2' },
        ],
      }),
      { keys: { 1: 'bad', 2: 'empty', 3: 'duplicate' } },
    ],
  ])('%s', (_name, candidate, expected) => {
    expect(presetProblems(candidate, others)).toEqual(expected);
  });
});
