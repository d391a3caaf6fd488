/**
 * The targeting rules of the selected kind, checked row by row (`rules.<kind>.<row>.key|value`)
 * against the keys the server accepts for that kind, in each version.
 */
import { describe, expect, it } from 'vitest';
import type { ApiVersion, TargetKind } from '../../../lib/api/versions';
import { emptyLinkForm, type LinkFormState, type RuleRow } from '../../../lib/link-form/state';
import { validateLinkForm } from '../../../lib/link-form/validate';

const check = (version: ApiVersion, kind: TargetKind, rows: RuleRow[], patch: Partial<LinkFormState> = {}) =>
  validateLinkForm({ ...emptyLinkForm(), url: 'https://example.com/', domainId: '1', targetType: kind, rules: { [kind]: rows }, ...patch }, 'create', version);
const row = (key: string, value = 'https://a.b/') => ({ key, value });

const URL_MESSAGE = 'Enter a full URL starting with http:// or https://.';
const COUNTRY = 'Enter a two-letter country code such as US.';
const LANGUAGE = 'Enter a two-letter language code such as en.';
const LISTED = 'Choose one of the listed values.';
const MISSING = 'Choose a value for this rule.';

describe('rules of the selected kind, by row', () => {
  it('checks each row of country rules, skipping blank rows', () => {
    const errors = check(44, 'country', [
      row('us'),
      row('UK'),
      { key: '', value: '' },
      { key: 'DE', value: 'ftp://example.com' },
      { key: '', value: 'https://example.com/x' },
    ]);
    expect(errors).toEqual({ 'rules.country.1.key': COUNTRY, 'rules.country.3.value': URL_MESSAGE, 'rules.country.4.key': MISSING });
  });

  it.each<[ApiVersion, TargetKind, string, string | undefined]>([
    [44, 'country', ' fr ', undefined],
    [44, 'country', 'XX', COUNTRY],
    [44, 'platform', 'OS X', undefined],
    [44, 'platform', 'BeOS', LISTED],
    [44, 'platform', 'ios', LISTED],
    [44, 'language', 'EN', undefined],
    [44, 'language', 'xx', LANGUAGE],
    [49, 'continents', 'eu', undefined],
    [49, 'continents', 'Europe', LISTED],
    [49, 'countries', 'de', undefined],
    [49, 'countries', 'DEU', COUNTRY],
    [49, 'operating_systems', 'Chrome OS', undefined],
    [49, 'operating_systems', 'Solaris', LISTED],
    [49, 'browsers', 'Samsung Internet', undefined],
    [49, 'browsers', 'chrome', LISTED],
    [49, 'languages', 'pt', undefined],
    [49, 'languages', 'english', LANGUAGE],
    [49, 'devices', 'Watch', undefined],
    [49, 'devices', 'phone', LISTED],
    [49, 'devices', ' ', MISSING],
  ])('v%i %s key %j', (version, kind, key, message) => {
    expect(check(version, kind, [row(key)])).toEqual(message ? { [`rules.${kind}.0.key`]: message } : {});
  });

  it.each<[ApiVersion, TargetKind]>([
    [44, 'rotation'],
    [49, 'rotations'],
  ])('checks v%i %s URLs only (a rotation has no key)', (version, kind) => {
    expect(check(version, kind, [row(''), row('', ''), row('', 'a.b'), row('', ' https://a.b/2 ')])).toEqual({ [`rules.${kind}.2.value`]: URL_MESSAGE });
  });

  it.each<[ApiVersion, TargetKind, RuleRow, TargetKind]>([
    [44, 'rotation', row(''), 'country'],
    [44, 'language', row('en'), 'platform'],
    [49, 'devices', row('mobile'), 'countries'],
    [49, 'rotations', row(''), 'browsers'],
  ])('v%i: with %s selected, the rows kept for another kind are not checked', (version, kind, valid, other) => {
    expect(check(version, kind, [], { rules: { [kind]: [valid], [other]: [row('nowhere', 'bad')] } })).toEqual({});
  });

  it('checks nothing when no kind is selected', () => {
    expect(
      validateLinkForm(
        { ...emptyLinkForm(), url: 'https://example.com/', domainId: '1', targetType: '', rules: { country: [row('??', 'bad')] } },
        'create',
        44,
      ),
    ).toEqual({});
  });
});
