/**
 * The form a new link starts from, and a stored draft read back. An existing link's form:
 * from-link.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { emptyLinkForm, isTargetKind, linkFormFromSettings, parseLinkForm, rulesOf, selectedRules, type LinkFormState } from '../../../lib/link-form/state';
import { DEFAULT_SETTINGS } from '../../../lib/settings/schema';

describe('a new link’s form', () => {
  it('starts from the options page’s defaults', () => {
    const form = linkFormFromSettings({ ...DEFAULT_SETTINGS, defaultDomainId: 3, defaultSpaceId: 7, defaultPixelIds: [1, 2] });
    expect(form).toEqual({ ...emptyLinkForm(), domainId: '3', spaceId: '7', pixelIds: [1, 2] });
  });

  it('leaves domain and space empty when there are no defaults', () => {
    expect(linkFormFromSettings(DEFAULT_SETTINGS)).toEqual(emptyLinkForm());
  });

  it('copies the default pixels rather than sharing the settings’ list', () => {
    const settings = { ...DEFAULT_SETTINGS, defaultPixelIds: [1] };
    linkFormFromSettings(settings).pixelIds.push(2);
    expect(settings.defaultPixelIds).toEqual([1]);
  });

  it('is empty of every option of both versions, with no targeting', () => {
    expect(emptyLinkForm()).toMatchObject({
      linkPassword: '',
      statsPassword: '',
      privacy: '0',
      disabled: false,
      activeFrom: '',
      activeUntil: '',
      clickLimit: '',
      sensitiveContent: false,
      targetType: '',
      rules: {},
    });
  });
});

describe('the rows of the selected kind', () => {
  it.each<[Partial<LinkFormState>, number]>([
    [{ targetType: '', rules: { country: [{ key: 'US', value: 'x' }] } }, 0],
    [{ targetType: 'platform', rules: { country: [{ key: 'US', value: 'x' }] } }, 0],
    [
      {
        targetType: 'country',
        rules: {
          country: [
            { key: 'US', value: 'x' },
            { key: '', value: '' },
          ],
        },
      },
      2,
    ],
  ])('%j → %i rows', (patch, count) => {
    expect(selectedRules({ ...emptyLinkForm(), ...patch })).toHaveLength(count);
  });

  it.each([
    ['country', true],
    ['rotations', true],
    ['operating_systems', true],
    ['1', false],
    ['geo', false],
    [1, false],
    ['', false],
  ])('%j is a kind: %s', (value, expected) => {
    expect(isTargetKind(value)).toBe(expected);
  });
});

describe('a stored draft read back', () => {
  it.each<[string, Partial<LinkFormState>]>([
    [
      'v44',
      {
        alias: 'a',
        linkPassword: 'pw',
        disabled: true,
        privacy: '2',
        statsPassword: 's',
        expirationDate: '2030-01-01',
        expirationTime: '10:00',
        clickLimit: '4',
        targetType: 'rotation',
        rules: { rotation: [{ key: '', value: 'https://x.y/' }], country: [{ key: 'US', value: '' }] },
        pixelIds: [1],
      },
    ],
    [
      'v49',
      {
        activeFrom: '2030-01-01T08:00',
        activeUntil: '2030-02-01T08:00',
        sensitiveContent: true,
        targetType: 'devices',
        rules: { devices: [{ key: 'mobile', value: 'https://m.y/' }] },
      },
    ],
  ])('keeps every field of the right type (%s)', (_, patch) => {
    const form = { ...emptyLinkForm(), ...patch };
    expect(parseLinkForm(JSON.parse(JSON.stringify(form)))).toEqual(form);
  });

  it('replaces what has the wrong type, and refuses what is not an object', () => {
    expect(
      parseLinkForm({
        alias: 3,
        privacy: '5',
        pixelIds: [1, 'x', -2, 1.5],
        rules: { rotation: [1, { value: 'https://a.b/' }], geo: [{ key: 'US', value: 'x' }] },
        disabled: 'yes',
        sensitiveContent: 1,
        targetType: '4',
        activeFrom: 5,
      }),
    ).toEqual({ ...emptyLinkForm(), pixelIds: [1], rules: { rotation: [{ key: '', value: 'https://a.b/' }] } });
    expect(parseLinkForm(null)).toBeNull();
    expect(parseLinkForm('form')).toBeNull();
  });

  it.each<[unknown, Array<{ key: string; value: string }>]>([
    ['x', []],
    [
      [null, 'x', { key: 'DE' }, { key: 1, value: 2 }],
      [
        { key: 'DE', value: '' },
        { key: '1', value: '2' },
      ],
    ],
  ])('reads rule rows from %j', (value, rows) => {
    expect(rulesOf(value)).toEqual(rows);
  });
});
