import { describe, expect, it } from 'vitest';
import { emptyLinkForm, type LinkFormState } from '../../../lib/link-form/state';
import { validateLinkForm } from '../../../lib/link-form/validate';

const create = (patch: Partial<LinkFormState>) => validateLinkForm({ ...emptyLinkForm(), domainId: '1', ...patch }, 'create');
const edit = (patch: Partial<LinkFormState>) =>
  validateLinkForm({ ...emptyLinkForm(), url: 'https://example.com/', alias: 'a', ...patch }, 'edit');

describe('field checks before any request', () => {
  it('accepts a form with only a domain', () => {
    expect(create({})).toEqual({});
  });

  it.each<[string, Partial<LinkFormState>, string, string]>([
    ['no domain', { domainId: '' }, 'domain_id', 'Choose a domain.'],
    ['a domain that is not an id', { domainId: 'sho.rt' }, 'domain_id', 'Enter an ID: a whole number of 1 or more.'],
    ['domain 0', { domainId: '0' }, 'domain_id', 'Enter an ID: a whole number of 1 or more.'],
    ['a space that is not an id', { spaceId: '-3' }, 'space_id', 'Enter an ID: a whole number of 1 or more.'],
    ['an impossible date', { expirationDate: '2023-02-29' }, 'expiration_date', 'Enter a date written YYYY-MM-DD.'],
    ['a time of 24:00', { expirationDate: '2030-01-01', expirationTime: '24:00' }, 'expiration_time', 'Enter a time written HH:MM (00:00 to 23:59).'],
    ['a time without a date', { expirationTime: '10:00' }, 'expiration_date', 'Choose a date for the expiration time.'],
    ['negative clicks', { expirationClicks: '-1' }, 'expiration_clicks', 'Enter a whole number of 0 or more.'],
    ['fractional clicks', { expirationClicks: '1.5' }, 'expiration_clicks', 'Enter a whole number of 0 or more.'],
    ['an expiration URL without scheme', { expirationUrl: 'example.com' }, 'expiration_url', 'Enter a full URL starting with http:// or https://.'],
    ['a javascript: expiration URL', { expirationUrl: 'javascript:alert(1)' }, 'expiration_url', 'Enter a full URL starting with http:// or https://.'],
  ])('reports %s at its field', (_, patch, field, message) => {
    expect(create(patch)).toEqual({ [field]: message });
  });

  it('checks the rules of the selected type, by row', () => {
    const errors = create({
      targetType: '1',
      country: [
        { key: 'us', value: 'https://example.com/us' },
        { key: 'UK', value: 'https://example.com/uk' },
        { key: '', value: '' },
        { key: 'DE', value: 'ftp://example.com' },
        { key: '', value: 'https://example.com/x' },
      ],
    });
    expect(errors).toEqual({
      'country.1.key': 'Enter a two-letter country code such as US.',
      'country.3.value': 'Enter a full URL starting with http:// or https://.',
      'country.4.key': 'Choose a value for this rule.',
    });
  });

  it('checks platforms against the contract’s seven and language codes as ISO 639-1', () => {
    expect(create({ targetType: '2', platform: [{ key: 'BeOS', value: 'https://a.b/' }, { key: 'OS X', value: 'https://a.b/' }] })).toEqual({
      'platform.0.key': 'Choose one of the listed platforms.',
    });
    expect(create({ language: [{ key: 'EN', value: 'https://a.b/' }, { key: 'xx', value: 'https://a.b/' }] })).toEqual({
      'language.1.key': 'Enter a two-letter language code such as en.',
    });
  });

  it('checks rotation URLs, and ignores the rules of a type that is not selected', () => {
    const country = [{ key: 'nowhere', value: 'bad' }];
    expect(create({ targetType: '4', rotation: ['https://a.b/', '', 'a.b'], country })).toEqual({
      'rotation.2.value': 'Enter a full URL starting with http:// or https://.',
    });
  });

  it('requires a destination and an alias when editing, and no domain', () => {
    expect(edit({ domainId: '' })).toEqual({});
    expect(edit({ url: 'not a url', alias: ' ' })).toEqual({
      url: 'Enter a full URL starting with http:// or https://.',
      alias: 'Enter an alias.',
    });
  });
});
