/**
 * Nothing of one version reaches the other: the server ignores or misreads a field of the other
 * version (v49 reads `password` as the statistics password), so a form that still holds values
 * of the other version's options (a draft, a switched instance) sends only its own version's.
 */
import { describe, expect, it } from 'vitest';
import { encodeLinkForm } from '../../../lib/api/link-input';
import { requestField, type ApiVersion, type LinkOptionName } from '../../../lib/api/versions';
import { buildCreateInput, buildUpdateInput } from '../../../lib/link-form/build';
import { emptyLinkForm, type LinkFormState } from '../../../lib/link-form/state';
import { validateLinkForm } from '../../../lib/link-form/validate';

const URL_ = 'https://example.com/page';
const form = (patch: Partial<LinkFormState> = {}): LinkFormState => ({ ...emptyLinkForm(), domainId: '1', ...patch });

/** Every option of both versions set. */
const everything = form({
  alias: 'promo',
  linkPassword: 'pw',
  privacy: '2',
  statsPassword: 'st',
  disabled: true,
  expirationDate: '2030-01-31',
  expirationTime: '13:45',
  activeFrom: '2030-01-01T08:00',
  activeUntil: '2030-02-01T18:30',
  clickLimit: '9',
  expirationUrl: 'https://a.b/gone',
  sensitiveContent: true,
});

const V44_ONLY = [
  'privacy_password',
  'disabled',
  'expiration_date',
  'expiration_time',
  'expiration_clicks',
  'target_type',
  'country',
  'platform',
  'language',
  'rotation',
];
const V49_ONLY = ['redirect_password', 'sensitive_content', 'active_period_start_at', 'active_period_end_at', 'clicks_limit', 'targets_type', 'targets'];

describe.each<[ApiVersion, string[]]>([
  [44, V49_ONLY],
  [49, V44_ONLY],
])('v%i', (version, foreign) => {
  it('sends none of the other version’s fields on store', () => {
    const input = buildCreateInput(everything, URL_, version);
    for (const name of foreign) expect(input).not.toHaveProperty(name);
    for (const name of foreign) expect(encodeLinkForm(input, version).has(name)).toBe(false);
  });

  it('sends none of the other version’s fields on update, even when they changed', () => {
    const input = buildUpdateInput(form({ url: URL_, alias: 'promo' }), { ...everything, url: URL_ }, version);
    for (const name of foreign) expect(input).not.toHaveProperty(name);
  });
});

describe('the same option under each version’s name', () => {
  it.each<[string, Partial<LinkFormState>, Record<ApiVersion, Record<string, unknown>>]>([
    ['link password', { linkPassword: 'pw' }, { 44: { password: 'pw' }, 49: { redirect_password: 'pw' } }],
    ['statistics password', { privacy: '2', statsPassword: 'st' }, { 44: { privacy: 2, privacy_password: 'st' }, 49: { privacy: 2, password: 'st' } }],
    ['click limit', { clickLimit: '3' }, { 44: { expiration_clicks: 3 }, 49: { clicks_limit: 3 } }],
    ['expiration URL', { expirationUrl: 'https://a.b/x' }, { 44: { expiration_url: 'https://a.b/x' }, 49: { expiration_url: 'https://a.b/x' } }],
    ['v44 only: disabled', { disabled: true }, { 44: { disabled: 1 }, 49: {} }],
    [
      'v44 only: expiration',
      { expirationDate: '2030-01-31', expirationTime: '13:45' },
      { 44: { expiration_date: '2030-01-31', expiration_time: '13:45' }, 49: {} },
    ],
    ['v49 only: sensitive content', { sensitiveContent: true }, { 44: {}, 49: { sensitive_content: 1 } }],
    [
      'v49 only: active period',
      { activeFrom: '2030-01-01T08:00', activeUntil: '2030-02-01T18:30' },
      { 44: {}, 49: { active_period_start_at: '2030-01-01 08:00', active_period_end_at: '2030-02-01 18:30' } },
    ],
  ])('%s', (_, patch, expected) => {
    for (const version of [44, 49] as const) {
      expect(buildCreateInput(form(patch), URL_, version)).toEqual({ url: URL_, domain_id: 1, ...expected[version] });
    }
  });

  it('v44 never sends redirect_password, v49 never sends privacy_password: the password fields follow LINK_OPTIONS', () => {
    const input = (version: ApiVersion) =>
      buildCreateInput(form({ linkPassword: 'a', privacy: '2', statsPassword: 'b' }), URL_, version) as unknown as Record<string, unknown>;
    for (const version of [44, 49] as const) {
      const names = (['linkPassword', 'statsPassword'] as LinkOptionName[]).map((option) => requestField(option, version));
      expect(Object.keys(input(version)).filter((name) => name.includes('password'))).toEqual(names);
      expect(input(version)[names[0] as string]).toBe('a');
      expect(input(version)[names[1] as string]).toBe('b');
    }
  });
});

describe('what the client never writes empty', () => {
  it.each<[ApiVersion, Record<string, unknown>, string]>([
    [44, { password: null, privacy_password: null }, 'password=&privacy_password='],
    [49, { redirect_password: null, password: null }, 'redirect_password=&password='],
    [44, { expiration_date: null, expiration_time: null, expiration_clicks: null }, 'expiration_date=&expiration_time=&expiration_clicks='],
    [49, { active_period_start_at: null, active_period_end_at: null, clicks_limit: null }, 'active_period_start_at=&active_period_end_at=&clicks_limit='],
    // Sent empty, these crash the server: null means "not given".
    [44, { privacy: null, disabled: null, target_type: null, alias: null }, ''],
    [49, { privacy: null, sensitive_content: null, alias: null }, ''],
    // A field of the other version is never written, whatever its value.
    [44, { redirect_password: 'x', sensitive_content: 1, targets_type: 'countries', targets: [] }, ''],
    [49, { privacy_password: 'x', disabled: 1, expiration_clicks: 3, target_type: 1, country: [] }, ''],
  ])('v%i %j → "%s"', (version, input, expected) => {
    const body = [...encodeLinkForm(input, version)].map(([name, value]) => `${name}=${value}`).join('&');
    expect(body).toBe(expected);
  });
});

describe('a draft typed for an instance of the other version', () => {
  it.each([
    [44, 'countries'],
    [49, 'country'],
  ] as const)('v%s: its targeting kind (%s) is none, as the form’s type list shows it, and the input is valid', (version, kind) => {
    const form = {
      ...emptyLinkForm(),
      url: 'https://example.com/',
      domainId: '1',
      targetType: kind,
      rules: { [kind]: [{ key: 'DE', value: 'https://example.de/' }] },
    };
    expect(validateLinkForm(form, 'create', version)).toEqual({});
    const input = buildCreateInput(form, 'https://example.com/', version);
    expect(Object.keys(input)).toEqual(['url', 'domain_id']);
  });
});
