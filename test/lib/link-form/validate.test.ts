/**
 * The form's checks before any request, keyed by the form's field names, per version: v44
 * expires at a date and a time (both or neither), v49 is active for a period (both ends, the
 * start first). The rules of each kind: validate-rules.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ApiVersion } from '../../../lib/api/versions';
import { emptyLinkForm, type LinkFormState } from '../../../lib/link-form/state';
import { validateLinkForm, type FormContext } from '../../../lib/link-form/validate';

const create = (patch: Partial<LinkFormState>, version: ApiVersion = 44, context?: FormContext) =>
  validateLinkForm({ ...emptyLinkForm(), url: 'https://example.com/page', domainId: '1', ...patch }, 'create', version, context);
const edit = (patch: Partial<LinkFormState>, version: ApiVersion = 44) =>
  validateLinkForm({ ...emptyLinkForm(), url: 'https://example.com/', alias: 'a', ...patch }, 'edit', version);

const ID = 'Enter an ID: a whole number of 1 or more.';
const URL_MESSAGE = 'Enter a full URL starting with http:// or https://.';
const CLICKS = 'Enter a whole number of 1 or more, or leave it empty for no limit.';

describe.each<ApiVersion>([44, 49])('checks of both versions (v%i)', (version) => {
  it('accepts a form with only a domain, and a complete one', () => {
    expect(create({}, version)).toEqual({});
    expect(
      create({ domainId: ' 2 ', spaceId: '3', clickLimit: '1', expirationUrl: 'https://a.b/gone', linkPassword: ' ', statsPassword: 'x' }, version),
    ).toEqual({});
  });

  it.each<[string, Partial<LinkFormState>, string, string]>([
    ['no domain', { domainId: ' ' }, 'domainId', 'Choose a domain.'],
    ['a domain that is not an id', { domainId: 'sho.rt' }, 'domainId', ID],
    ['domain 0', { domainId: '0' }, 'domainId', ID],
    ['a space that is not an id', { spaceId: '-3' }, 'spaceId', ID],
    ['negative clicks', { clickLimit: '-1' }, 'clickLimit', CLICKS],
    ['a click limit of 0', { clickLimit: '0' }, 'clickLimit', CLICKS],
    ['no address to shorten', { url: ' ' }, 'url', 'Enter or paste the address to shorten.'],
    ['an address that is not a web page', { url: 'about:blank' }, 'url', URL_MESSAGE],
    [
      'a password-protected statistics page without its password',
      { privacy: '2', statsPassword: '' },
      'statsPassword',
      'Enter the password that will open the statistics page.',
    ],
    ['fractional clicks', { clickLimit: '1.5' }, 'clickLimit', CLICKS],
    ['more clicks than the server can count', { clickLimit: '1234567890' }, 'clickLimit', CLICKS],
    ['an expiration URL without scheme', { expirationUrl: 'example.com' }, 'expirationUrl', URL_MESSAGE],
    ['a javascript: expiration URL', { expirationUrl: 'javascript:alert(1)' }, 'expirationUrl', URL_MESSAGE],
  ])('reports %s at its field', (_, patch, field, message) => {
    expect(create(patch, version)).toEqual({ [field]: message });
  });

  it('requires a destination and an alias when editing, and no domain', () => {
    expect(edit({ domainId: '' }, version)).toEqual({});
    expect(edit({ url: 'not a url', alias: ' ' }, version)).toEqual({ url: URL_MESSAGE, alias: 'Enter an alias.' });
  });
});

describe('v44 expiration: a date and a time', () => {
  it.each<[string, Partial<LinkFormState>, Record<string, string>]>([
    ['both', { expirationDate: '2030-01-31', expirationTime: '13:45' }, {}],
    ['neither', { expirationDate: ' ', expirationTime: '' }, {}],
    ['an impossible date', { expirationDate: '2023-02-29', expirationTime: '10:00' }, { expirationDate: 'Enter a date written YYYY-MM-DD.' }],
    ['an impossible date alone (no second message)', { expirationDate: '31/01/2030' }, { expirationDate: 'Enter a date written YYYY-MM-DD.' }],
    ['a time of 24:00', { expirationDate: '2030-01-01', expirationTime: '24:00' }, { expirationTime: 'Enter a time written HH:MM (00:00 to 23:59).' }],
    ['a time without a date', { expirationTime: '10:00' }, { expirationDate: 'Choose a date for the expiration time.' }],
    ['a date without a time', { expirationDate: '2030-01-01' }, { expirationTime: 'Choose a time for the expiration date.' }],
  ])('%s', (_, patch, errors) => {
    expect(create(patch, 44)).toEqual(errors);
    expect(edit(patch, 44)).toEqual(errors);
  });

  it('ignores the v49 period (v44 has none)', () => {
    expect(create({ activeFrom: 'soon', activeUntil: '2030-01-01T00:00' }, 44)).toEqual({});
  });
});

describe('v49 active period: both ends, the start first', () => {
  const PAIR = 'Enter both the start and the end of the active period.';
  it.each<[string, Partial<LinkFormState>, Record<string, string>]>([
    ['both', { activeFrom: '2030-01-01T08:00', activeUntil: '2030-02-01T18:30' }, {}],
    ['neither', { activeFrom: '', activeUntil: ' ' }, {}],
    ['a start alone', { activeFrom: '2030-01-01T08:00' }, { activeUntil: PAIR }],
    ['an end alone', { activeUntil: '2030-01-01T08:00' }, { activeFrom: PAIR }],
    ['an end before the start', { activeFrom: '2030-02-01T00:00', activeUntil: '2030-01-31T23:59' }, { activeUntil: 'The end must come after the start.' }],
    ['an end equal to the start', { activeFrom: '2030-02-01T00:00', activeUntil: '2030-02-01T00:00' }, { activeUntil: 'The end must come after the start.' }],
    ['a start without its time', { activeFrom: '2030-01-01', activeUntil: '2030-02-01T00:00' }, { activeFrom: 'Enter a date and a time.' }],
    ['an impossible end', { activeFrom: '2030-01-01T00:00', activeUntil: '2030-02-30T00:00' }, { activeUntil: 'Enter a date and a time.' }],
    ['an end at 24:00', { activeFrom: '2030-01-01T00:00', activeUntil: '2030-01-02T24:00' }, { activeUntil: 'Enter a date and a time.' }],
    ['the v49 way written with a space', { activeFrom: '2030-01-01 08:00', activeUntil: '2030-02-01T00:00' }, { activeFrom: 'Enter a date and a time.' }],
  ])('%s', (_, patch, errors) => {
    expect(create(patch, 49)).toEqual(errors);
    expect(edit(patch, 49)).toEqual(errors);
  });

  it('ignores the v44 expiration (v49 has none)', () => {
    expect(create({ expirationDate: '2023-02-29', expirationTime: '99:99' }, 49)).toEqual({});
  });
});

describe('what cannot work is refused before any request', () => {
  const PAST = 'This moment has passed: choose one in the future.';
  // 2030-06-01 12:00 UTC is 14:00 in Paris.
  const now = new Date('2030-06-01T12:00:00Z');

  it.each<[string, Partial<LinkFormState>, ApiVersion, Record<string, string>]>([
    ['v44: an expiration a minute ago', { expirationDate: '2030-06-01', expirationTime: '13:59' }, 44, { expirationDate: PAST }],
    ['v44: an expiration now', { expirationDate: '2030-06-01', expirationTime: '14:00' }, 44, { expirationDate: PAST }],
    ['v44: an expiration in a minute', { expirationDate: '2030-06-01', expirationTime: '14:01' }, 44, {}],
    ['v49: an end of the period in the past', { activeFrom: '2030-05-01T00:00', activeUntil: '2030-06-01T13:00' }, 49, { activeUntil: PAST }],
    ['v49: a start in the past is fine', { activeFrom: '2020-01-01T00:00', activeUntil: '2030-06-01T15:00' }, 49, {}],
  ])("%s (in the account's time zone)", (_, patch, version, errors) => {
    expect(create(patch, version, { now, timeZone: 'Europe/Paris' })).toEqual(errors);
  });

  it('leaves an unchanged expiry of an expired link alone when editing, and checks a changed one', () => {
    const initial = { ...emptyLinkForm(), url: 'https://example.com/', alias: 'a', expirationDate: '2020-01-01', expirationTime: '10:00' };
    expect(validateLinkForm(initial, 'edit', 44, { now, initial })).toEqual({});
    expect(validateLinkForm({ ...initial, expirationTime: '11:00' }, 'edit', 44, { now, initial })).toEqual({ expirationDate: PAST });
  });

  it('asks for a statistics password when editing only if the link had none', () => {
    const initial = { ...emptyLinkForm(), url: 'https://example.com/', alias: 'a', privacy: '2' as const };
    expect(validateLinkForm(initial, 'edit', 44, { initial })).toEqual({});
    expect(validateLinkForm({ ...initial, privacy: '2' }, 'edit', 49, { initial: { ...initial, privacy: '1' } })).toEqual({
      statsPassword: 'Enter the password that will open the statistics page.',
    });
  });

  it.each<[ApiVersion, 'rotation' | 'rotations']>([
    [44, 'rotation'],
    [49, 'rotations'],
  ])('v%i: a rotation without URLs, at its first row', (version, kind) => {
    const message = { [`rules.${kind}.0.value`]: 'Enter at least one URL to rotate between.' };
    expect(create({ targetType: kind, rules: {} }, version)).toEqual(message);
    expect(create({ targetType: kind, rules: { [kind]: [{ key: '', value: ' ' }] } }, version)).toEqual(message);
    expect(create({ targetType: kind, rules: { [kind]: [{ key: '', value: 'https://a.example/' }] } }, version)).toEqual({});
  });
});
