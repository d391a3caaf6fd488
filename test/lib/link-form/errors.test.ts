import { describe, expect, it } from 'vitest';
import { notDeletedError, type ApiErrorData } from '../../../lib/api/errors';
import { describeError } from '../../../lib/link-form/describe-error';
import { clearChangedErrors, isFormField, isMoreOptionsField, placeErrors } from '../../../lib/link-form/field-errors';
import { fieldErrorsFromApi, normalizeFieldName } from '../../../lib/link-form/server-errors';
import { emptyLinkForm, type LinkFormState } from '../../../lib/link-form/state';

const form = (patch: Partial<LinkFormState> = {}): LinkFormState => ({ ...emptyLinkForm(), domainId: '1', ...patch });
const validation = (fields: Record<string, string[]>): ApiErrorData => ({ name: 'ValidationError', message: '422', status: 422, fields });

describe('server and client field names', () => {
  it.each([
    ['alias', 'alias'],
    ['country.0.value', 'country.0.value'],
    ['country[1][key]', 'country.1.key'],
    ['pixel_ids.2', 'pixel_ids'],
    ['pixel_ids[0]', 'pixel_ids'],
    ['domain', 'domain_id'],
    ['space', 'space_id'],
    ['geo.0.key', 'country.0.key'],
  ])('%s → %s', (name, key) => {
    expect(normalizeFieldName(name)).toBe(key);
  });

  it('maps rule indexes back to the form’s rows (blank rows are not sent)', () => {
    const sent = form({ targetType: '1', country: [{ key: '', value: '' }, { key: 'US', value: 'https://a.b/' }], rotation: ['', 'x'] });
    const errors = fieldErrorsFromApi(validation({ 'country.0.value': ['bad'], 'rotation.0.value': ['r'], alias: ['taken', 'short'] }), sent);
    expect(errors).toEqual({ 'country.1.value': 'bad', 'rotation.1.value': 'r', alias: 'taken short' });
  });

  it('reads the client’s own InputError field', () => {
    const error: ApiErrorData = { name: 'InputError', message: 'x', fields: { 'country[0][key]': ['must be…'] } };
    expect(fieldErrorsFromApi(error, form({ country: [{ key: 'ZZ', value: 'https://a.b/' }] }))).toEqual({ 'country.0.key': 'must be…' });
    expect(fieldErrorsFromApi({ name: 'NetworkError', message: 'down' }, form())).toEqual({});
  });
});

describe('where a form shows a message', () => {
  const shown = form({ targetType: '2', platform: [{ key: 'iOS', value: '' }], language: [{ key: '', value: '' }] });

  it.each<[string, boolean]>([
    ['domain_id', true],
    ['alias', true],
    ['pixel_ids', true],
    ['url', false],
    ['expiration_clicks', true],
    ['platform.0.value', true],
    ['platform.1.value', false],
    ['country.0.key', false],
    ['language.0.key', true],
    ['title', false],
  ])('create form: %s → %s', (key, expected) => {
    expect(isFormField(key, shown, 'create')).toBe(expected);
  });

  it('edit form shows the destination and no domain', () => {
    expect(isFormField('url', shown, 'edit')).toBe(true);
    expect(isFormField('domain_id', shown, 'edit')).toBe(false);
  });

  it('splits placed and unplaced messages, and knows "More options" fields', () => {
    expect(placeErrors({ alias: 'a', url: 'u' }, (k) => k === 'alias')).toEqual({ placed: { alias: 'a' }, unplaced: ['u'] });
    expect(['password', 'country.0.key', 'target_type'].every(isMoreOptionsField)).toBe(true);
    expect(['alias', 'domain_id', 'pixel_ids'].some(isMoreOptionsField)).toBe(false);
  });

  it('drops the messages of fields that changed since', () => {
    const before = form({ country: [{ key: 'X', value: '' }] });
    const errors = { alias: 'taken', 'country.0.key': 'bad', domain_id: 'no' };
    expect(clearChangedErrors(errors, before, { ...before, alias: 'other' })).toEqual({ 'country.0.key': 'bad', domain_id: 'no' });
    expect(clearChangedErrors(errors, before, { ...before, country: [{ key: 'US', value: '' }] })).toEqual({ alias: 'taken', domain_id: 'no' });
    expect(clearChangedErrors(errors, before, { ...before })).toBe(errors);
  });
});

describe('what a failed request tells the user', () => {
  it.each<[ApiErrorData, string, boolean, boolean]>([
    [{ name: 'UnauthorizedError', message: '401', status: 401 }, "The API key was rejected. Check it in Linklet's options.", false, true],
    [{ name: 'RateLimitError', message: '429', retryAfter: 30 }, 'Too many requests; try again in 30 s.', false, false],
    [{ name: 'RateLimitError', message: '429' }, 'Too many requests; try again in a moment.', false, false],
    [{ name: 'TimeoutError', message: 'slow' }, 'The server did not answer in time.', true, false],
    [{ name: 'NetworkError', message: 'down' }, 'Could not reach the server. Check your connection.', true, false],
    [{ name: 'ServerError', message: '502', status: 502 }, 'The server had a problem.', true, false],
    [{ name: 'RedirectError', message: '302' }, "The server did not answer like the link API. Check the instance URL in Linklet's options.", false, true],
    [{ name: 'ForbiddenError', message: '403 plan' }, "The server refused this (your plan or the key's rights may not allow it).", false, false],
  ])('%o', (error, text, retry, openOptions) => {
    expect(describeError(error)).toMatchObject({ text, retry, openOptions });
  });

  it('names an answer too large to read, not "not the API" (the URL is not at fault, so no options)', () => {
    const tooLarge: ApiErrorData = { name: 'InvalidResponseError', message: 'GET /api/v1/links: response larger than 8 MiB', status: 200, tooLarge: true };
    expect(describeError(tooLarge)).toEqual({ text: 'The server’s answer was too large for Linklet to read.', detail: tooLarge.message, retry: false, openOptions: false });
    expect(describeError({ name: 'InvalidResponseError', message: 'HTML' }).text).toBe("The server did not answer like the link API. Check the instance URL in Linklet's options.");
  });

  it.each<[ApiErrorData, string]>([
    // What the Links and Pixels views' delete dialogs make of `deleted: false`.
    [notDeletedError(), 'The server answered that nothing was deleted.'],
    // The popup's own form of it (no method).
    [{ name: 'HttpError', message: 'The server did not confirm the deletion.' }, 'The server answered that this was not done.'],
    // With a status the client has no error of its own for: the status is named.
    [{ name: 'HttpError', message: 'POST /api/v1/links: 418 teapot', status: 418 }, 'The server answered with an unexpected status (418).'],
    [{ name: 'HttpError', message: 'PUT /api/v1/links/3: 409', method: 'PUT', status: 409 }, 'The server answered with an unexpected status (409).'],
  ])('an HttpError without a status is an answer that says it was not done; with one, names it: %o', (error, text) => {
    expect(describeError(error)).toMatchObject({ text, detail: error.message, retry: true });
  });

  it('keeps "Something went wrong" for an error it does not know', () => {
    expect(describeError({ name: 'SomethingElse', message: 'odd' } as unknown as ApiErrorData)).toMatchObject({ text: 'Something went wrong.', detail: 'odd', retry: true });
  });

  it('keeps the client’s message as detail, but not for a rejected key', () => {
    expect(describeError({ name: 'ForbiddenError', message: 'POST /api/v1/links: 403 plan limit' }).detail).toBe('POST /api/v1/links: 403 plan limit');
    expect(describeError({ name: 'UnauthorizedError', message: 'GET /api/v1/links: 401' }).detail).toBeUndefined();
  });
});
