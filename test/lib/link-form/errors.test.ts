import { describe, expect, it } from 'vitest';
import { notDeletedError, type ApiErrorData } from '../../../lib/api/errors';
import { describeError } from '../../../lib/link-form/describe-error';

// Field messages and where they are shown: server-errors.test.ts and field-errors.test.ts.

describe('what a failed request tells the user', () => {
  it.each<[ApiErrorData, string, boolean, boolean]>([
    [{ name: 'UnauthorizedError', message: '401', status: 401 }, "The server rejected the API key. Check it in Linklet's settings.", false, true],
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
