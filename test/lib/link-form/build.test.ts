import { describe, expect, it } from 'vitest';
import { encodeLinkForm } from '../../../lib/api/form';
import { buildCreateInput, buildUpdateInput } from '../../../lib/link-form/build';
import { emptyLinkForm, type LinkFormState } from '../../../lib/link-form/state';

const URL_ = 'https://example.com/page';
const form = (patch: Partial<LinkFormState> = {}): LinkFormState => ({ ...emptyLinkForm(), domainId: '1', ...patch });
const body = (params: URLSearchParams) => [...params].map(([name, value]) => `${name}=${value}`).join('&');

describe('the store input', () => {
  it('holds only url and domain when nothing else was set', () => {
    expect(buildCreateInput(form(), URL_)).toEqual({ url: URL_, domain_id: 1 });
  });

  it('sends every field the user set, trimmed, encoded as the contract writes it', () => {
    const input = buildCreateInput(
      form({
        domainId: ' 2 ',
        alias: ' promo ',
        pixelIds: [3, 5],
        password: ' secret ',
        spaceId: '7',
        disabled: true,
        privacy: '2',
        privacyPassword: 'stats',
        expirationDate: '2030-01-31',
        expirationTime: '13:45',
        expirationClicks: '100',
        expirationUrl: ' https://example.com/gone ',
        targetType: '1',
        country: [{ key: 'us', value: 'https://example.com/us' }, { key: '', value: '' }, { key: 'DE', value: 'https://example.com/de' }],
        platform: [{ key: 'iOS', value: 'https://example.com/ios' }],
        language: [{ key: 'FR', value: 'https://example.com/fr' }],
        rotation: ['https://example.com/r'],
      }),
      URL_,
    );
    expect(body(encodeLinkForm(input))).toBe(
      'url=https://example.com/page&domain_id=2&alias=promo&password= secret &space_id=7&disabled=1&privacy=2' +
        '&privacy_password=stats&expiration_url=https://example.com/gone&expiration_date=2030-01-31&expiration_time=13:45' +
        '&expiration_clicks=100&target_type=1&pixel_ids[]=3&pixel_ids[]=5' +
        '&country[0][key]=US&country[0][value]=https://example.com/us&country[1][key]=DE&country[1][value]=https://example.com/de' +
        '&language[0][key]=fr&language[0][value]=https://example.com/fr',
    );
  });

  it('sends the statistics password only with privacy "Password"', () => {
    expect(buildCreateInput(form({ privacy: '1', privacyPassword: 'x' }), URL_)).toEqual({ url: URL_, domain_id: 1, privacy: 1 });
  });

  it.each<[string, Partial<LinkFormState>, object]>([
    ['platform rules with type Platform', { targetType: '2', platform: [{ key: 'Android', value: 'https://a.b/' }] }, { target_type: 2, platform: [{ key: 'Android', value: 'https://a.b/' }] }],
    ['rotation URLs with type Rotation, blanks left out', { targetType: '4', rotation: ['https://a.b/1', ' ', 'https://a.b/2'] }, { target_type: 4, rotation: [{ value: 'https://a.b/1' }, { value: 'https://a.b/2' }] }],
    ['language rules with no type', { language: [{ key: 'en', value: 'https://a.b/' }] }, { language: [{ key: 'en', value: 'https://a.b/' }] }],
  ])('sends %s', (_, patch, expected) => {
    expect(buildCreateInput(form({ ...patch, country: [{ key: 'US', value: 'https://hidden.example/' }] }), URL_)).toEqual({ url: URL_, domain_id: 1, ...expected });
  });
});

describe('the update input (PATCH)', () => {
  const initial = form({
    url: URL_,
    alias: 'promo',
    pixelIds: [1, 2],
    spaceId: '3',
    privacy: '1',
    expirationDate: '2030-01-01',
    expirationClicks: '5',
    targetType: '1',
    country: [{ key: 'US', value: 'https://a.b/us' }],
  });

  it('is empty when nothing changed (pixel order aside)', () => {
    expect(buildUpdateInput(initial, { ...initial, pixelIds: [2, 1] })).toEqual({});
  });

  it('holds only the changed fields, never the domain', () => {
    const next = { ...initial, domainId: '9', alias: 'promo2', disabled: true, expirationDate: '', country: [{ key: 'us', value: 'https://a.b/us2' }] };
    expect(buildUpdateInput(initial, next)).toEqual({ alias: 'promo2', disabled: 1, expiration_date: '', country: [{ key: 'US', value: 'https://a.b/us2' }] });
  });

  it('sends a typed password (servers never show the old one), and the type with its new rules', () => {
    const next = { ...initial, password: 'pw', privacy: '2' as const, privacyPassword: 'st', targetType: '2' as const, platform: [{ key: 'iOS', value: 'https://a.b/ios' }] };
    expect(buildUpdateInput(initial, next)).toEqual({
      password: 'pw',
      privacy: 2,
      privacy_password: 'st',
      target_type: 2,
      platform: [{ key: 'iOS', value: 'https://a.b/ios' }],
    });
  });

  it('sends a new destination, pixels and space', () => {
    expect(buildUpdateInput(initial, { ...initial, url: 'https://new.example/', pixelIds: [2], spaceId: '4' })).toEqual({
      url: 'https://new.example/',
      pixel_ids: [2],
      space_id: 4,
    });
  });

  it('clears an emptied space and click limit with null (sent as empty fields)', () => {
    expect(buildUpdateInput(initial, { ...initial, spaceId: ' ', expirationClicks: '' })).toEqual({
      space_id: null,
      expiration_clicks: null,
    });
  });
});
