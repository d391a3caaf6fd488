import { describe, expect, it } from 'vitest';
import { notDeletedError, type ApiErrorData, type ApiErrorName } from '../../../lib/api/errors';
import { describeProblem, type WayOut } from '../../../lib/problems/describe';
import type { OwnProblem, OwnProblemName } from '../../../lib/problems/problem';

// Field messages and where a page shows them: server-errors.test.ts and field-errors.test.ts.
// The rate limit's wait in words: wait-text.test.ts.

/** One of each: a Record, so a name added to ApiErrorName or OwnProblem fails to compile here until it has words. */
const API_ERRORS: Record<ApiErrorName, ApiErrorData> = {
  InputError: { name: 'InputError', message: 'domain_id: no domain', fields: { domain_id: ['no domain'] } },
  UnauthorizedError: { name: 'UnauthorizedError', message: 'GET /api/v1/links: 401', status: 401 },
  ForbiddenError: { name: 'ForbiddenError', message: 'POST /api/v1/links: 403 plan limit', status: 403 },
  NotFoundError: { name: 'NotFoundError', message: 'GET /api/v1/links/3: 404', status: 404 },
  ValidationError: { name: 'ValidationError', message: 'POST /api/v1/links: 422', status: 422, fields: { alias: ['The alias has already been taken.'] } },
  RateLimitError: { name: 'RateLimitError', message: '429', status: 429, retryAfter: 30 },
  ServerError: { name: 'ServerError', message: 'POST /api/v1/links: 502', status: 502 },
  HttpError: { name: 'HttpError', message: 'POST /api/v1/links: 418 teapot', status: 418 },
  RedirectError: { name: 'RedirectError', message: 'GET /api/v1/links: 302', status: 302 },
  NetworkError: { name: 'NetworkError', message: 'Failed to fetch' },
  TimeoutError: { name: 'TimeoutError', message: 'GET /api/v1/links: timed out' },
  InvalidResponseError: { name: 'InvalidResponseError', message: 'GET /api/v1/links: HTML' },
  StorageError: { name: 'StorageError', message: 'QUOTA_BYTES quota exceeded' },
};

const OWN_PROBLEMS: Record<OwnProblemName, OwnProblem> = {
  NotAUrl: { name: 'NotAUrl' },
  Unshortenable: { name: 'Unshortenable' },
  SecretInAddress: { name: 'SecretInAddress', parameter: 'token' },
  PrivateAddress: { name: 'PrivateAddress' },
  NoMatch: { name: 'NoMatch', query: 'roadmap' },
  Interrupted: { name: 'Interrupted' },
  Queued: { name: 'Queued', error: { name: 'TimeoutError', message: 'slow' } },
  CorsRefused: { name: 'CorsRefused', origin: 'https://sho.rt' },
  NotConfigured: { name: 'NotConfigured' },
};

const NOT_THE_API = 'The server does not answer like a link-shortening API. Check the instance URL: it is the address of the site itself, e.g. https://sho.rt.';
const NETWORK = 'Could not reach the server. Check the address and your connection; a certificate the browser does not trust has the same effect.';

describe('describeProblem: every problem in the user’s words, with the way out', () => {
  it.each(Object.values(API_ERRORS))('has words and a way out for every API error: $name', (error) => {
    const words = describeProblem(error);
    expect(words.text).not.toBe('');
    expect(words.text).not.toMatch(/^problem|^Something went wrong/);
    expect(['retry', 'settings', 'grantAccess', 'wait', null]).toContain(words.way);
  });

  it.each(Object.values(OWN_PROBLEMS))('has words and a way out for every problem that is not the API’s: $name', (problem) => {
    const words = describeProblem(problem);
    expect(words.text).not.toMatch(/^problem|^Something went wrong/);
    expect(words.detail).toBeUndefined();
  });

  it.each<[ApiErrorData, string, WayOut]>([
    [API_ERRORS.UnauthorizedError, 'The server rejected the API key. Check that you copied the whole key and that it is still valid.', 'settings'],
    [API_ERRORS.ForbiddenError, "The server refused this (your plan or the key's rights may not allow it).", null],
    [API_ERRORS.NotFoundError, 'The server could not find it; it may have been deleted.', null],
    [API_ERRORS.RateLimitError, 'Too many requests; try again in 30 s.', 'wait'],
    [{ name: 'RateLimitError', message: '429' }, 'Too many requests; try again in a moment.', 'wait'],
    [API_ERRORS.TimeoutError, 'The server did not answer in time.', 'retry'],
    [API_ERRORS.NetworkError, NETWORK, 'retry'],
    [API_ERRORS.ServerError, 'The server had a problem.', 'retry'],
    [API_ERRORS.RedirectError, NOT_THE_API, 'settings'],
    [API_ERRORS.InvalidResponseError, NOT_THE_API, 'settings'],
    [API_ERRORS.ValidationError, 'The server rejected the input.', null],
    [API_ERRORS.StorageError, "The browser's storage for Linklet is full: it could not keep this.", null],
  ])('%o on a page', (error, text, way) => {
    expect(describeProblem(error)).toMatchObject({ text, way });
  });

  it('names an answer too large to read, not "not the API" (the URL is not at fault, so no settings; a smaller answer may come)', () => {
    const tooLarge: ApiErrorData = { name: 'InvalidResponseError', message: 'GET /api/v1/links: response larger than 8 MiB', status: 200, tooLarge: true };
    expect(describeProblem(tooLarge)).toEqual({ text: 'The server’s answer was too large for Linklet to read.', detail: tooLarge.message, way: 'retry' });
  });

  it.each<[ApiErrorData, string]>([
    // What the Links and Pixels views' delete dialogs make of `deleted: false`.
    [notDeletedError(), 'The server answered that nothing was deleted.'],
    // The popup's own form of it (no method).
    [{ name: 'HttpError', message: 'The server did not confirm the deletion.' }, 'The server answered that this was not done.'],
    // With a status the client has no error of its own for: the status is named.
    [API_ERRORS.HttpError, 'The server answered with an unexpected status (418).'],
    [{ name: 'HttpError', message: 'PUT /api/v1/links/3: 409', method: 'PUT', status: 409 }, 'The server answered with an unexpected status (409).'],
  ])('an HttpError without a status is an answer that says it was not done; with one, names it: %o', (error, text) => {
    expect(describeProblem(error)).toEqual({ text, detail: error.message, way: 'retry' });
  });

  it('keeps "Something went wrong" for a name it does not know (stored by another version)', () => {
    expect(describeProblem({ name: 'SomethingElse', message: 'odd' } as unknown as ApiErrorData)).toEqual({
      text: 'Something went wrong.',
      detail: 'odd',
      way: 'retry',
    });
  });

  it('keeps the client’s message as detail, but not for a rejected key, a wait or a refused input (its fields say it)', () => {
    expect(describeProblem(API_ERRORS.ForbiddenError).detail).toBe('POST /api/v1/links: 403 plan limit');
    expect(describeProblem(API_ERRORS.UnauthorizedError).detail).toBeUndefined();
    expect(describeProblem(API_ERRORS.RateLimitError).detail).toBeUndefined();
    expect(describeProblem(API_ERRORS.ValidationError).detail).toBeUndefined();
    expect(describeProblem(API_ERRORS.InputError).detail).toBeUndefined();
  });

  it.each<[ApiErrorData, string, WayOut]>([
    // Refused on every request: the plan, changed on the instance.
    [
      API_ERRORS.ForbiddenError,
      "The server accepted the key, but your account's plan does not include API access. Change the plan on the instance, or ask its administrator.",
      null,
    ],
    [API_ERRORS.NotFoundError, NOT_THE_API, 'settings'],
    [API_ERRORS.NetworkError, NETWORK, 'settings'],
    [
      { name: 'InputError', message: 'baseUrl: must use https://', fields: { baseUrl: ['must use https://'] } },
      'Check the instance URL and the API key.',
      'settings',
    ],
    [API_ERRORS.UnauthorizedError, 'The server rejected the API key. Check that you copied the whole key and that it is still valid.', 'settings'],
    [API_ERRORS.ServerError, 'The server had a problem.', 'retry'],
  ])('in a check of the connection, where every request meets it: %o', (error, text, way) => {
    expect(describeProblem(error, { check: true })).toMatchObject({ text, way });
  });

  it('says an input refused before it was sent by its reason, never as the server’s refusal', () => {
    expect(describeProblem(API_ERRORS.InputError)).toEqual({ text: 'no domain', way: null });
    expect(describeProblem({ name: 'InputError', message: 'domain_id: no default domain', fields: { domain_id: ['no default domain'] } }).text).toBe(
      'Choose a default domain in Linklet’s options first.',
    );
    expect(describeProblem({ name: 'InputError', message: 'id: odd' }).text).toBe('Linklet did not send this: what it was given is not valid.');
    expect(describeProblem({ name: 'ValidationError', message: 'POST /api/v1/links: 422', fields: { alias: ['taken'] } }).text).toBe(
      'The server rejected the input.',
    );
  });

  it.each<[ApiErrorData, string]>([
    [API_ERRORS.ValidationError, 'The alias has already been taken.'],
    [API_ERRORS.InputError, 'no domain'],
    [
      { name: 'InputError', message: 'domain_id: no default domain', fields: { domain_id: ['no default domain'] } },
      'Choose a default domain in Linklet’s options first.',
    ],
    [{ name: 'ValidationError', message: 'POST /api/v1/links: 422' }, 'The server rejected the input.'],
  ])('on one line alone (badge title, queue, Recent links) a refused input names its first field’s message: %o', (error, text) => {
    expect(describeProblem(error, { line: true }).text).toBe(text);
  });

  it.each<[OwnProblem, string, WayOut]>([
    [OWN_PROBLEMS.NotAUrl, 'The selection is not a web address.', null],
    [OWN_PROBLEMS.Unshortenable, 'This page can’t be shortened.', null],
    [OWN_PROBLEMS.NoMatch, 'No link matches “roadmap”.', null],
    [OWN_PROBLEMS.Interrupted, 'The browser stopped Linklet before the server answered; try again (it will not make a second link).', 'retry'],
    [OWN_PROBLEMS.Queued, 'The server did not answer in time. It will be shortened when the server can be reached again.', null],
    [{ name: 'Queued' }, `${NETWORK} It will be shortened when the server can be reached again.`, null],
    [
      OWN_PROBLEMS.CorsRefused,
      'The server refused the cross-origin request. Grant Linklet access to https://sho.rt, or allow cross-origin requests to /api/ on the server.',
      'grantAccess',
    ],
    [OWN_PROBLEMS.NotConfigured, "Enter your link-shortening instance and API key in Linklet's options to start shortening.", 'settings'],
  ])('%o', (problem, text, way) => {
    expect(describeProblem(problem)).toEqual({ text, way, detail: undefined });
  });
});
