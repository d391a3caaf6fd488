import { describe, expect, it } from 'vitest';
import { encodeLinkForm, validateLinkCreate, type LinkCreateInput } from '../../../lib/api';
import { checkShortenInput, encodeShortenForm, type ShortenInput } from '../../../lib/api/shorten-input';

// The background's create input: checked and encoded as the full client would, for its fields.
const link: ShortenInput = { url: 'https://example.com/a?x=1&y=2#top', domain_id: 1 };
/** Untyped input, as it may arrive from storage or a message. */
const raw = <T>(value: unknown) => value as T;

/** What a check throws, as data, or null when it passes. */
function refusal(check: (input: unknown) => void, input: unknown): { name: string; field: string; message: string } | null {
  try {
    check(input);
    return null;
  } catch (error) {
    const { name, field, message } = error as { name: string; field: string; message: string };
    return { name, field, message };
  }
}

describe.each([44, 49] as const)('encodeShortenForm, as phpShort v%i’s full form', (version) => {
  it.each<[string, ShortenInput]>([
    ['url and domain', link],
    ['with a space', { ...link, space_id: 3 }],
    ['with pixels', { ...link, pixel_ids: [1, 2] }],
    ['with no pixels', { ...link, pixel_ids: [] }],
    ['with a space and pixels', { ...link, space_id: 3, pixel_ids: [7] }],
    ['with a null space', { ...link, space_id: null }],
  ])('writes what encodeLinkForm writes: %s', (_, input) => {
    expect([...encodeShortenForm(input)]).toEqual([...encodeLinkForm(input, version)]);
  });
});

describe.each([44, 49] as const)('checkShortenInput, as phpShort v%i’s full check', (version) => {
  it.each<[string, unknown]>([
    ['a valid input', link],
    ['a valid input with space and pixels', { ...link, space_id: 2, pixel_ids: [1, 2] }],
    ['no input', null],
    ['no url', { domain_id: 1 }],
    ['an empty url', { ...link, url: '' }],
    ['a javascript: url', { ...link, url: 'javascript:alert(1)' }],
    ['no domain', { url: link.url }],
    ['domain 0', { ...link, domain_id: 0 }],
    ['domain "1"', { ...link, domain_id: '1' }],
    ['space 0', { ...link, space_id: 0 }],
    ['pixels not a list', { ...link, pixel_ids: '1,2' }],
    ['pixel 0', { ...link, pixel_ids: [1, 0] }],
  ])('answers as validateLinkCreate: %s', (_, input) => {
    expect(refusal(checkShortenInput, input)).toEqual(refusal((value) => validateLinkCreate(value, version), input));
  });

  it.each<[string, Partial<LinkCreateInput>]>([
    ['alias', { alias: 'promo' }],
    ['password', { password: 'secret' }],
    ['expiration_date', { expiration_date: '2030-01-31' }],
    ['country', { country: [{ key: 'US', value: 'https://example.com/us' }] }],
    ['rotation', { rotation: [] }],
    ['redirect_password', { redirect_password: 'secret' }],
    ['targets', { targets: [] }],
  ])('refuses any other field, valid or not: %s', (field, extra) => {
    expect(refusal(checkShortenInput, { ...link, ...extra })).toMatchObject({ name: 'InputError', field });
  });

  it('lets absent fields (null or undefined) pass, as the full check does', () => {
    expect(refusal(checkShortenInput, { ...link, alias: null, title: undefined })).toBeNull();
    expect(refusal(checkShortenInput, raw({ ...link, space_id: null }))).toBeNull();
  });
});
