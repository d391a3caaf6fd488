/**
 * What the form sends in either version: a new link only what the user set, an edit only what
 * changed. The option-by-option tables of each version are in build-v44/build-v49.test.ts, what
 * must not cross from one version to the other in build-versions.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { encodeLinkForm } from '../../../lib/api/link-input';
import type { ApiVersion } from '../../../lib/api/versions';
import { buildCreateInput, buildUpdateInput, sentRules } from '../../../lib/link-form/build';
import { emptyLinkForm, type LinkFormState } from '../../../lib/link-form/state';

const URL_ = 'https://example.com/page';
const VERSIONS: ApiVersion[] = [44, 49];
const form = (patch: Partial<LinkFormState> = {}): LinkFormState => ({ ...emptyLinkForm(), domainId: '1', ...patch });

describe.each(VERSIONS)('the store input (v%i)', (version) => {
  const create = (patch: Partial<LinkFormState>) => buildCreateInput(form(patch), URL_, version);

  it('holds only url and domain when nothing else was set', () => {
    expect(create({})).toEqual({ url: URL_, domain_id: 1 });
  });

  it('leaves out what is at its default: public statistics, no click limit, no targeting', () => {
    expect(create({ privacy: '0', clickLimit: ' ', targetType: '', alias: '  ', spaceId: '' })).toEqual({ url: URL_, domain_id: 1 });
  });

  it('trims the text it sends, but not a password (spaces can be part of it)', () => {
    expect(create({ domainId: ' 2 ', alias: ' promo ', spaceId: ' 7 ', expirationUrl: ' https://example.com/gone ', linkPassword: ' pw ' })).toEqual({
      url: URL_,
      domain_id: 2,
      alias: 'promo',
      space_id: 7,
      expiration_url: 'https://example.com/gone',
      [version === 44 ? 'password' : 'redirect_password']: ' pw ',
    });
  });

  it('sends the statistics password only with privacy "Password"', () => {
    expect(create({ privacy: '1', statsPassword: 'x' })).toEqual({ url: URL_, domain_id: 1, privacy: 1 });
    expect(create({ privacy: '2', statsPassword: '' })).toEqual({ url: URL_, domain_id: 1, privacy: 2 });
  });

  it('sends no targeting when the selected kind has only blank rows, nor the rows of a kind not selected', () => {
    const kind = version === 44 ? 'country' : 'countries';
    expect(create({ targetType: kind, rules: { [kind]: [{ key: ' ', value: '' }] } })).toEqual({ url: URL_, domain_id: 1 });
    expect(create({ targetType: '', rules: { [kind]: [{ key: 'US', value: 'https://a.b/' }] } })).toEqual({ url: URL_, domain_id: 1 });
  });

  it('sends the selected kind’s rows only, blank rows left out, keys in the server’s case', () => {
    const [country, language] = version === 44 ? (['country', 'language'] as const) : (['countries', 'languages'] as const);
    const input = create({
      targetType: country,
      rules: {
        [country]: [
          { key: ' us ', value: ' https://a.b/us ' },
          { key: '', value: '' },
          { key: 'de', value: 'https://a.b/de' },
        ],
        [language]: [{ key: 'fr', value: 'https://a.b/fr' }],
      },
    });
    const rules = [
      { key: 'US', value: 'https://a.b/us' },
      { key: 'DE', value: 'https://a.b/de' },
    ];
    expect(input).toEqual({
      url: URL_,
      domain_id: 1,
      ...(version === 44 ? { target_type: 1, country: rules } : { targets_type: 'countries', targets: rules }),
    });
  });
});

describe('the rows sent, and where each was in the form', () => {
  it.each<[string, Array<{ key: string; value: string }>, ReturnType<typeof sentRules>]>([
    [
      'country',
      [
        { key: '', value: '' },
        { key: 'us', value: 'https://a.b/' },
      ],
      [{ key: 'US', value: 'https://a.b/', formIndex: 1 }],
    ],
    [
      'rotations',
      [
        { key: 'x', value: ' https://a.b/1 ' },
        { key: '', value: ' ' },
        { key: '', value: 'https://a.b/2' },
      ],
      [
        { value: 'https://a.b/1', formIndex: 0 },
        { value: 'https://a.b/2', formIndex: 2 },
      ],
    ],
    ['devices', [{ key: 'Mobile', value: 'https://a.b/' }], [{ key: 'mobile', value: 'https://a.b/', formIndex: 0 }]],
    ['continents', [{ key: 'eu', value: 'https://a.b/' }], [{ key: 'EU', value: 'https://a.b/', formIndex: 0 }]],
    ['browsers', [{ key: ' Firefox ', value: 'https://a.b/' }], [{ key: 'Firefox', value: 'https://a.b/', formIndex: 0 }]],
  ])('%s', (kind, rows, sent) => {
    expect(sentRules(kind, rows)).toEqual(sent);
  });
});

describe.each(VERSIONS)('the update input (v%i)', (version) => {
  const initial = form({ url: URL_, alias: 'promo', pixelIds: [1, 2], spaceId: '3', privacy: '1', clickLimit: '5', expirationUrl: 'https://a.b/gone' });
  const update = (patch: Partial<LinkFormState>) => buildUpdateInput(initial, { ...initial, ...patch }, version);

  it('is empty when nothing changed (pixel order and spaces around text aside)', () => {
    expect(update({})).toEqual({});
    expect(update({ pixelIds: [2, 1], alias: ' promo ', url: `${URL_} `, clickLimit: ' 5' })).toEqual({});
  });

  it('never sends the domain (a link keeps its own)', () => {
    expect(update({ domainId: '9' })).toEqual({});
  });

  it('keeps the passwords when their fields are left empty (the server never shows them)', () => {
    expect(update({ linkPassword: '', statsPassword: '' })).toEqual({});
    expect(update({ privacy: '2', statsPassword: '' })).toEqual({ privacy: 2 });
  });

  it('sends a new destination, alias, pixels and space', () => {
    expect(update({ url: 'https://new.example/', alias: 'promo2', pixelIds: [2], spaceId: '4' })).toEqual({
      url: 'https://new.example/',
      alias: 'promo2',
      pixel_ids: [2],
      space_id: 4,
    });
  });

  it('clears an emptied space, click limit and expiration URL with null, sent as empty fields', () => {
    const input = update({ spaceId: ' ', clickLimit: '', expirationUrl: '' });
    const clicks = version === 44 ? 'expiration_clicks' : 'clicks_limit';
    expect(input).toEqual({ space_id: null, [clicks]: null, expiration_url: null });
    expect([...encodeLinkForm(input, version)].sort()).toEqual(
      [
        [clicks, ''],
        ['expiration_url', ''],
        ['space_id', ''],
      ].sort(),
    );
  });

  it('removes every pixel with `pixel_ids[]=`, never `pixel_ids=` (which crashes the server)', () => {
    const input = update({ pixelIds: [] });
    expect(input).toEqual({ pixel_ids: [] });
    const body = encodeLinkForm(input, version);
    expect([...body]).toEqual([['pixel_ids[]', '']]);
    expect(body.has('pixel_ids')).toBe(false);
  });
});
