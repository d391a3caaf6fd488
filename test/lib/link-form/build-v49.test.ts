/**
 * phpShort v49: every option of the form in v49's names (`redirect_password` the link password,
 * `password` the statistics one, the active period as a `YYYY-MM-DD HH:MM` pair, `clicks_limit`,
 * `targets_type` + one `targets` list), as built and as written into the form body.
 */
import { describe, expect, it } from 'vitest';
import { encodeLinkForm } from '../../../lib/api/link-input';
import { buildCreateInput, buildUpdateInput } from '../../../lib/link-form/build';
import { emptyLinkForm, type LinkFormState } from '../../../lib/link-form/state';

const URL_ = 'https://example.com/page';
const form = (patch: Partial<LinkFormState> = {}): LinkFormState => ({ ...emptyLinkForm(), domainId: '1', ...patch });
const body = (params: URLSearchParams) => [...params].map(([name, value]) => `${name}=${value}`).join('&');
const to = (path: string) => `https://a.b/${path}`;

describe('v49 store', () => {
  it('sends every option the user set, in v49’s names, encoded in the client’s order', () => {
    const input = buildCreateInput(
      form({
        domainId: '2',
        alias: 'promo',
        pixelIds: [3, 5],
        linkPassword: 'secret',
        spaceId: '7',
        privacy: '2',
        statsPassword: 'stats',
        sensitiveContent: true,
        activeFrom: '2030-01-01T08:00',
        activeUntil: '2030-02-01T18:30',
        clickLimit: '100',
        expirationUrl: to('gone'),
        targetType: 'countries',
        rules: {
          countries: [
            { key: 'us', value: to('us') },
            { key: '', value: '' },
            { key: 'DE', value: to('de') },
          ],
          devices: [{ key: 'mobile', value: to('m') }],
        },
      }),
      URL_,
      49,
    );
    expect(body(encodeLinkForm(input, 49))).toBe(
      `url=${URL_}&domain_id=2&alias=promo&space_id=7&pixel_ids[]=3&pixel_ids[]=5&redirect_password=secret&privacy=2&password=stats` +
        `&sensitive_content=1&active_period_start_at=2030-01-01 08:00&active_period_end_at=2030-02-01 18:30&clicks_limit=100` +
        `&expiration_url=${to('gone')}&targets_type=countries&targets[0][key]=US&targets[0][value]=${to('us')}&targets[1][key]=DE&targets[1][value]=${to('de')}`,
    );
  });

  it.each<[string, Partial<LinkFormState>, string]>([
    ['link password', { linkPassword: 'pw' }, 'redirect_password=pw'],
    ['private statistics', { privacy: '1' }, 'privacy=1'],
    ['statistics password (v49’s `password`)', { privacy: '2', statsPassword: 'st' }, 'privacy=2&password=st'],
    ['sensitive content', { sensitiveContent: true }, 'sensitive_content=1'],
    [
      'active period',
      { activeFrom: ' 2030-01-01T08:00', activeUntil: '2030-02-01T18:30 ' },
      'active_period_start_at=2030-01-01 08:00&active_period_end_at=2030-02-01 18:30',
    ],
    ['click limit', { clickLimit: '100' }, 'clicks_limit=100'],
    ['expiration URL', { expirationUrl: to('gone') }, `expiration_url=${to('gone')}`],
    [
      'continents',
      { targetType: 'continents', rules: { continents: [{ key: 'eu', value: to('eu') }] } },
      `targets_type=continents&targets[0][key]=EU&targets[0][value]=${to('eu')}`,
    ],
    [
      'countries',
      { targetType: 'countries', rules: { countries: [{ key: 'fr', value: to('fr') }] } },
      `targets_type=countries&targets[0][key]=FR&targets[0][value]=${to('fr')}`,
    ],
    [
      'operating systems',
      { targetType: 'operating_systems', rules: { operating_systems: [{ key: 'Chrome OS', value: to('c') }] } },
      `targets_type=operating_systems&targets[0][key]=Chrome OS&targets[0][value]=${to('c')}`,
    ],
    [
      'browsers',
      { targetType: 'browsers', rules: { browsers: [{ key: 'Firefox', value: to('ff') }] } },
      `targets_type=browsers&targets[0][key]=Firefox&targets[0][value]=${to('ff')}`,
    ],
    [
      'languages',
      { targetType: 'languages', rules: { languages: [{ key: 'DE', value: to('de') }] } },
      `targets_type=languages&targets[0][key]=de&targets[0][value]=${to('de')}`,
    ],
    [
      'devices',
      { targetType: 'devices', rules: { devices: [{ key: 'Tablet', value: to('t') }] } },
      `targets_type=devices&targets[0][key]=tablet&targets[0][value]=${to('t')}`,
    ],
    [
      'rotations (URLs, no key)',
      {
        targetType: 'rotations',
        rules: {
          rotations: [
            { key: '', value: to('1') },
            { key: '', value: '' },
            { key: '', value: to('2') },
          ],
        },
      },
      `targets_type=rotations&targets[0][value]=${to('1')}&targets[1][value]=${to('2')}`,
    ],
  ])('%s alone', (_, patch, expected) => {
    const input = buildCreateInput(form(patch), URL_, 49);
    expect(body(encodeLinkForm(input, 49))).toBe(`url=${URL_}&domain_id=1&${expected}`);
  });
});

describe('v49 edit', () => {
  const initial = form({
    url: URL_,
    alias: 'promo',
    pixelIds: [1, 2],
    spaceId: '3',
    privacy: '2',
    activeFrom: '2030-01-01T08:00',
    activeUntil: '2030-02-01T18:30',
    clickLimit: '5',
    expirationUrl: to('gone'),
    targetType: 'countries',
    rules: { countries: [{ key: 'US', value: to('us') }] },
  });
  const period = (from: string | null, until: string | null) => ({ active_period_start_at: from, active_period_end_at: until });

  it.each<[string, Partial<LinkFormState>, object, string]>([
    ['no space', { spaceId: '' }, { space_id: null }, 'space_id='],
    ['no pixels', { pixelIds: [] }, { pixel_ids: [] }, 'pixel_ids[]='],
    ['link password', { linkPassword: 'pw' }, { redirect_password: 'pw' }, 'redirect_password=pw'],
    ['statistics password', { statsPassword: 'st' }, { password: 'st' }, 'password=st'],
    ['private statistics', { privacy: '1', statsPassword: 'st' }, { privacy: 1 }, 'privacy=1'],
    ['sensitive content', { sensitiveContent: true }, { sensitive_content: 1 }, 'sensitive_content=1'],
    [
      'the start alone (the end goes with it)',
      { activeFrom: '2030-01-02T09:00' },
      period('2030-01-02 09:00', '2030-02-01 18:30'),
      'active_period_start_at=2030-01-02 09:00&active_period_end_at=2030-02-01 18:30',
    ],
    [
      'the end alone (the start goes with it)',
      { activeUntil: '2030-03-01T00:00' },
      period('2030-01-01 08:00', '2030-03-01 00:00'),
      'active_period_start_at=2030-01-01 08:00&active_period_end_at=2030-03-01 00:00',
    ],
    ['no active period', { activeFrom: '', activeUntil: ' ' }, period(null, null), 'active_period_start_at=&active_period_end_at='],
    ['click limit', { clickLimit: '7' }, { clicks_limit: 7 }, 'clicks_limit=7'],
    ['no click limit', { clickLimit: '' }, { clicks_limit: null }, 'clicks_limit='],
    ['no expiration URL', { expirationUrl: '' }, { expiration_url: null }, 'expiration_url='],
    [
      'an edited rule (sent with its type)',
      { rules: { countries: [{ key: 'gb', value: to('gb') }] } },
      { targets_type: 'countries', targets: [{ key: 'GB', value: to('gb') }] },
      `targets_type=countries&targets[0][key]=GB&targets[0][value]=${to('gb')}`,
    ],
    [
      'another kind',
      { targetType: 'devices', rules: { ...initial.rules, devices: [{ key: 'mobile', value: to('m') }] } },
      { targets_type: 'devices', targets: [{ key: 'mobile', value: to('m') }] },
      `targets_type=devices&targets[0][key]=mobile&targets[0][value]=${to('m')}`,
    ],
    [
      'rotations',
      { targetType: 'rotations', rules: { rotations: [{ key: '', value: to('1') }] } },
      { targets_type: 'rotations', targets: [{ value: to('1') }] },
      `targets_type=rotations&targets[0][value]=${to('1')}`,
    ],
    ['no targeting', { targetType: '' }, { targets_type: null, targets: [] }, 'targets_type=&targets='],
    ['every row removed', { rules: { countries: [] } }, { targets_type: 'countries', targets: [] }, 'targets_type=countries&targets='],
  ])('%s alone', (_, patch, input, expected) => {
    const built = buildUpdateInput(initial, { ...initial, ...patch }, 49);
    expect(built).toEqual(input);
    expect(body(encodeLinkForm(built, 49))).toBe(expected);
  });

  it('turns sensitive content off with sensitive_content=0 (never empty)', () => {
    const sensitive = { ...initial, sensitiveContent: true };
    expect(body(encodeLinkForm(buildUpdateInput(sensitive, { ...sensitive, sensitiveContent: false }, 49), 49))).toBe('sensitive_content=0');
  });

  it('sets a period on a link that had none, both ends at once', () => {
    const none = { ...initial, activeFrom: '', activeUntil: '' };
    const input = buildUpdateInput(none, { ...none, activeFrom: '2030-05-01T00:00', activeUntil: '2030-06-01T00:00' }, 49);
    expect(input).toEqual(period('2030-05-01 00:00', '2030-06-01 00:00'));
  });
});
