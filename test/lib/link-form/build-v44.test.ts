/**
 * phpShort v44: every option of the form in v44's names (`password` the link password,
 * `privacy_password` the statistics one, `target_type` 0–4 with the kind's own list), as built
 * and as written into the form body.
 */
import { describe, expect, it } from 'vitest';
import { encodeLinkForm } from '../../../lib/api/link-input';
import { buildCreateInput, buildUpdateInput } from '../../../lib/link-form/build';
import { emptyLinkForm, type LinkFormState } from '../../../lib/link-form/state';

const URL_ = 'https://example.com/page';
const form = (patch: Partial<LinkFormState> = {}): LinkFormState => ({ ...emptyLinkForm(), domainId: '1', ...patch });
const body = (params: URLSearchParams) => [...params].map(([name, value]) => `${name}=${value}`).join('&');
const to = (path: string) => `https://a.b/${path}`;

describe('v44 store', () => {
  it('sends every option the user set, in v44’s names, encoded in the client’s order', () => {
    const input = buildCreateInput(
      form({
        domainId: '2',
        alias: 'promo',
        pixelIds: [3, 5],
        linkPassword: ' secret ',
        spaceId: '7',
        disabled: true,
        privacy: '2',
        statsPassword: 'stats',
        expirationDate: '2030-01-31',
        expirationTime: '13:45',
        clickLimit: '100',
        expirationUrl: to('gone'),
        targetType: 'country',
        rules: {
          country: [
            { key: 'us', value: to('us') },
            { key: '', value: '' },
            { key: 'DE', value: to('de') },
          ],
          language: [{ key: 'fr', value: to('fr') }],
        },
      }),
      URL_,
      44,
    );
    expect(body(encodeLinkForm(input, 44))).toBe(
      `url=${URL_}&domain_id=2&alias=promo&space_id=7&pixel_ids[]=3&pixel_ids[]=5&password= secret &disabled=1&privacy=2` +
        `&privacy_password=stats&expiration_url=${to('gone')}&expiration_date=2030-01-31&expiration_time=13:45&expiration_clicks=100` +
        `&target_type=1&country[0][key]=US&country[0][value]=${to('us')}&country[1][key]=DE&country[1][value]=${to('de')}`,
    );
  });

  it.each<[string, Partial<LinkFormState>, string]>([
    ['link password', { linkPassword: 'pw' }, 'password=pw'],
    ['private statistics', { privacy: '1' }, 'privacy=1'],
    ['statistics password', { privacy: '2', statsPassword: 'st' }, 'privacy=2&privacy_password=st'],
    ['disabled', { disabled: true }, 'disabled=1'],
    ['expiration', { expirationDate: ' 2030-01-31 ', expirationTime: '13:45 ' }, 'expiration_date=2030-01-31&expiration_time=13:45'],
    ['click limit', { clickLimit: ' 100 ' }, 'expiration_clicks=100'],
    ['expiration URL', { expirationUrl: to('gone') }, `expiration_url=${to('gone')}`],
    ['pixels', { pixelIds: [4] }, 'pixel_ids[]=4'],
    ['space', { spaceId: '7' }, 'space_id=7'],
    [
      'country rules',
      { targetType: 'country', rules: { country: [{ key: 'fr', value: to('fr') }] } },
      `target_type=1&country[0][key]=FR&country[0][value]=${to('fr')}`,
    ],
    [
      'platform rules',
      { targetType: 'platform', rules: { platform: [{ key: 'OS X', value: to('mac') }] } },
      `target_type=2&platform[0][key]=OS X&platform[0][value]=${to('mac')}`,
    ],
    [
      'language rules (type 3)',
      { targetType: 'language', rules: { language: [{ key: 'DE', value: to('de') }] } },
      `target_type=3&language[0][key]=de&language[0][value]=${to('de')}`,
    ],
    [
      'rotation URLs (type 4)',
      {
        targetType: 'rotation',
        rules: {
          rotation: [
            { key: '', value: to('1') },
            { key: '', value: ' ' },
            { key: '', value: to('2') },
          ],
        },
      },
      `target_type=4&rotation[0][value]=${to('1')}&rotation[1][value]=${to('2')}`,
    ],
  ])('%s alone', (_, patch, expected) => {
    const input = buildCreateInput(form(patch), URL_, 44);
    expect(body(encodeLinkForm(input, 44))).toBe(`url=${URL_}&domain_id=1&${expected}`);
  });
});

describe('v44 edit', () => {
  const initial = form({
    url: URL_,
    alias: 'promo',
    pixelIds: [1, 2],
    spaceId: '3',
    privacy: '2',
    expirationDate: '2030-01-01',
    expirationTime: '10:00',
    clickLimit: '5',
    expirationUrl: to('gone'),
    targetType: 'country',
    rules: { country: [{ key: 'US', value: to('us') }], language: [{ key: 'de', value: to('de') }] },
  });

  it.each<[string, Partial<LinkFormState>, object, string]>([
    ['destination', { url: to('new') }, { url: to('new') }, `url=${to('new')}`],
    ['alias', { alias: 'spring' }, { alias: 'spring' }, 'alias=spring'],
    ['space', { spaceId: '4' }, { space_id: 4 }, 'space_id=4'],
    ['no space', { spaceId: '' }, { space_id: null }, 'space_id='],
    ['pixels', { pixelIds: [2, 7] }, { pixel_ids: [2, 7] }, 'pixel_ids[]=2&pixel_ids[]=7'],
    ['no pixels', { pixelIds: [] }, { pixel_ids: [] }, 'pixel_ids[]='],
    ['link password', { linkPassword: 'pw' }, { password: 'pw' }, 'password=pw'],
    ['statistics password', { statsPassword: 'st' }, { privacy_password: 'st' }, 'privacy_password=st'],
    ['public statistics', { privacy: '0', statsPassword: 'st' }, { privacy: 0 }, 'privacy=0'],
    ['disabled', { disabled: true }, { disabled: 1 }, 'disabled=1'],
    ['expiration date', { expirationDate: '2031-02-03' }, { expiration_date: '2031-02-03' }, 'expiration_date=2031-02-03'],
    ['expiration time', { expirationTime: '18:30' }, { expiration_time: '18:30' }, 'expiration_time=18:30'],
    ['no expiration', { expirationDate: '', expirationTime: ' ' }, { expiration_date: null, expiration_time: null }, 'expiration_date=&expiration_time='],
    ['click limit', { clickLimit: '7' }, { expiration_clicks: 7 }, 'expiration_clicks=7'],
    ['no click limit', { clickLimit: '' }, { expiration_clicks: null }, 'expiration_clicks='],
    ['no expiration URL', { expirationUrl: ' ' }, { expiration_url: null }, 'expiration_url='],
    [
      'an edited rule',
      { rules: { ...initial.rules, country: [{ key: 'us', value: to('us2') }] } },
      { country: [{ key: 'US', value: to('us2') }] },
      `country[0][key]=US&country[0][value]=${to('us2')}`,
    ],
    ['no country rules', { rules: { ...initial.rules, country: [{ key: '', value: '' }] } }, { country: [] }, 'country[0][key]=&country[0][value]='],
    [
      'another kind',
      { targetType: 'platform', rules: { ...initial.rules, platform: [{ key: 'iOS', value: to('ios') }] } },
      { target_type: 2, platform: [{ key: 'iOS', value: to('ios') }] },
      `target_type=2&platform[0][key]=iOS&platform[0][value]=${to('ios')}`,
    ],
    ['language, with its stored rules', { targetType: 'language' }, { target_type: 3 }, 'target_type=3'],
    ['no targeting (the lists stay stored)', { targetType: '' }, { target_type: 0 }, 'target_type=0'],
  ])('%s alone', (_, patch, input, expected) => {
    const built = buildUpdateInput(initial, { ...initial, ...patch }, 44);
    expect(built).toEqual(input);
    expect(body(encodeLinkForm(built, 44))).toBe(expected);
  });

  it('enables a disabled link with disabled=0 (never an empty disabled)', () => {
    const disabled = { ...initial, disabled: true };
    expect(body(encodeLinkForm(buildUpdateInput(disabled, { ...disabled, disabled: false }, 44), 44))).toBe('disabled=0');
  });

  it('empties the rotation with one empty row, and the list of a newly chosen kind whose rows were all removed', () => {
    const rotating = form({ targetType: 'rotation', rules: { rotation: [{ key: '', value: to('1') }] } });
    expect(body(encodeLinkForm(buildUpdateInput(rotating, { ...rotating, rules: { rotation: [] } }, 44), 44))).toBe('rotation[0][value]=');
    const withPlatforms = form({ rules: { platform: [{ key: 'iOS', value: to('ios') }] } });
    const chosen = buildUpdateInput(withPlatforms, { ...withPlatforms, targetType: 'platform', rules: { platform: [] } }, 44);
    expect(body(encodeLinkForm(chosen, 44))).toBe('target_type=2&platform[0][key]=&platform[0][value]=');
  });
});
