import { describe, expect, it } from 'vitest';
import { createClient, isApiError, toErrorData, type ApiErrorName } from '../../../lib/api';
import { parseRetryAfter } from '../../../lib/api/status-errors';
import { rejectionOf, startPlainServer, useServer } from './helpers';

const t = useServer();

/** Nothing a caller can show, store or send may contain the key. */
function expectNoKey(error: Error & Record<string, unknown>, key: string): void {
  expect(error.message).not.toContain(key);
  expect(JSON.stringify((error as unknown as { toData(): unknown }).toData())).not.toContain(key);
  expect(JSON.stringify(toErrorData(error))).not.toContain(key);
  expect(String(error)).not.toContain(key);
}

describe('error classes', () => {
  it.each<[ApiErrorName, number, string | object | undefined]>([
    ['UnauthorizedError', 401, { message: 'Unauthenticated.' }],
    ['ForbiddenError', 403, { message: 'You have reached the limit of links of your plan.' }],
    ['NotFoundError', 404, undefined],
    ['ValidationError', 422, { message: { alias: ['The alias has already been taken.'] } }],
    ['RateLimitError', 429, 'Too Many Attempts.'],
    ['ServerError', 500, { message: 'Server Error' }],
    ['ServerError', 503, undefined],
    ['HttpError', 405, undefined],
    ['HttpError', 418, "I'm a teapot"],
    ['HttpError', 409, undefined],
  ])('%s for a %i', async (name, status, body) => {
    t.server.inject({ status, body, match: { method: 'POST' } });
    const error = await rejectionOf(t.client().links.create({ url: 'https://example.com', domain_id: 1 }));
    expect(error.name).toBe(name);
    expect(isApiError(error, name)).toBe(true);
    expect(error).toMatchObject({ status, method: 'POST', path: '/api/v1/links' });
    expect(error.message).toMatch(new RegExp(`^POST /api/v1/links: ${status}\\b`));
    expect(toErrorData(error)).toMatchObject({ name, status, method: 'POST', path: '/api/v1/links' });
  });

  it("ValidationError reads Laravel's stock shape (message string + errors)", async () => {
    t.server.inject({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { alias: ['The alias has already been taken.'], url: ['Bad.', 'Worse.'] } },
    });
    const error = await rejectionOf(t.client().links.create({ url: 'https://example.com', domain_id: 1 }));
    expect(error.name).toBe('ValidationError');
    expect(error.fields).toEqual({ alias: ['The alias has already been taken.'], url: ['Bad.', 'Worse.'] });
    expect(error.message).toBe('POST /api/v1/links: 422 The given data was invalid.');
    expect(toErrorData(error).fields).toEqual(error.fields);
  });

  it('ValidationError with only a string message has no fields', async () => {
    t.server.inject({ status: 422, body: { message: 'You cannot add more links on your plan.' } });
    const error = await rejectionOf(t.client().links.create({ url: 'https://example.com', domain_id: 1 }));
    expect(error).toMatchObject({ name: 'ValidationError', fields: {} });
    expect(error.message).toContain('You cannot add more links on your plan.');
  });

  it('ServerError for an HTML 502 from a proxy, without the HTML in its message', async () => {
    const html = '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';
    t.server.inject({ status: 502, body: html, match: { method: 'DELETE' } });
    const error = await rejectionOf(t.client().links.delete(1));
    expect(error).toMatchObject({ name: 'ServerError', status: 502 });
    expect(error.message).toBe('DELETE /api/v1/links/1: 502 server error');
  });

  it('a long server message is cut to one line', async () => {
    t.server.inject({ status: 403, body: { message: `line one\n${'x'.repeat(500)}` } });
    const error = await rejectionOf(t.client({ retries: 0 }).links.list());
    expect(error.message).not.toContain('\n');
    expect(error.message.length).toBeLessThan(260);
  });

  it('NetworkError when nothing listens', async () => {
    const closed = await startPlainServer((_, res) => res.end());
    await closed.close();
    const error = await rejectionOf(createClient({ version: 44, baseUrl: closed.url, apiKey: 'k', retries: 0 }).links.list());
    expect(error.name).toBe('NetworkError');
    expect(error.message).toMatch(/^GET \/api\/v1\/links: network error/);
    expect(error.status).toBeUndefined();
  });

  it('NetworkError when the connection drops mid-request', async () => {
    t.server.inject({ drop: true, match: { method: 'POST' } });
    const error = await rejectionOf(t.client().pixels.create({ name: 'a', type: 'bing', value: 'b' }));
    expect(error.name).toBe('NetworkError');
  });

  it('TimeoutError when the server is slower than timeoutMs', async () => {
    t.server.inject({ delayMs: 1000 });
    const error = await rejectionOf(t.client({ timeoutMs: 100 }).links.get(1));
    expect(error).toMatchObject({ name: 'TimeoutError', method: 'GET', path: '/api/v1/links/1' });
    expect(error.message).toContain('0.1 s');
  });

  it('InvalidResponseError for a 200 that is not JSON', async () => {
    t.server.inject({ status: 200, body: 'OK', contentType: 'text/plain' });
    const error = await rejectionOf(t.client().links.get(1));
    expect(error).toMatchObject({ name: 'InvalidResponseError', status: 200 });
    expect(error.message).toBe('GET /api/v1/links/1: answered text/plain that is not JSON instead of JSON');
  });
});

describe('RateLimitError.retryAfter from Retry-After', () => {
  it.each([
    ['30', 30],
    ['0', 0],
    [' 12 ', 12],
    ['soon', undefined],
    ['-5', undefined],
    ['1.5', undefined],
    ['', undefined],
  ])('%j → %s', async (header, expected) => {
    t.server.inject({ status: 429, headers: { 'Retry-After': header }, match: { method: 'POST' } });
    const error = await rejectionOf(t.client().links.create({ url: 'https://example.com', domain_id: 1 }));
    expect(error.name).toBe('RateLimitError');
    expect(error.retryAfter).toBe(expected);
    expect(toErrorData(error).retryAfter).toBe(expected);
    expect(error.message).toContain(expected === undefined ? 'retry later' : `retry in ${expected} s`);
  });

  it('reads an HTTP date', async () => {
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    t.server.inject({ status: 429, headers: { 'Retry-After': inAMinute }, match: { method: 'POST' } });
    const error = await rejectionOf(t.client().links.create({ url: 'https://example.com', domain_id: 1 }));
    expect(error.retryAfter).toBeGreaterThanOrEqual(58);
    expect(error.retryAfter).toBeLessThanOrEqual(61);
  });

  it.each([
    ['Wed, 21 Oct 2015 07:28:00 GMT', 0],
    ['Thu, 01 Jan 2099 00:00:00 GMT', Math.ceil((Date.UTC(2099, 0, 1) - Date.UTC(2030, 0, 1)) / 1000)],
    ['2099', 2099],
    ['2099-01-01', undefined],
    ['Someday GMT', undefined],
    [null, undefined],
  ])('parseRetryAfter(%j) → %s', (header, expected) => {
    expect(parseRetryAfter(header, Date.UTC(2030, 0, 1))).toBe(expected);
  });
});

describe('the key never appears in an error', () => {
  const key = 'sk-live-0123456789abcdef';

  it.each<[string, Parameters<ReturnType<typeof useServer>['server']['inject']>[0]]>([
    ['401 echoing the key', { status: 401, body: { message: `Token ${key} is not valid` } }],
    ['422 echoing the key in a field', { status: 422, body: { message: 'Invalid', errors: { token: [`${key} expired`] } } }],
    ['500 with the key in plain text', { status: 500, body: `fatal: ${key}` }],
    ['redirect to a URL carrying the key', { status: 302, headers: { Location: `https://evil.example/?k=${key}` } }],
    ['HTML page with the key', { status: 200, body: `<html>${key}</html>` }],
    ['text with the key', { status: 200, body: key, contentType: 'text/plain' }],
    ['timeout', { delayMs: 500 }],
    ['dropped connection', { drop: true }],
  ])('%s', async (_, fault) => {
    const server = t.server;
    const keyed = await import('../../server').then((m) => m.startServer({ port: 0, apiKey: key }));
    try {
      keyed.inject(fault);
      const client = createClient({ version: 44, baseUrl: keyed.url, apiKey: key, timeoutMs: 100, retries: 0 });
      const error = await rejectionOf(client.links.create({ url: 'https://example.com', domain_id: 1 }));
      expect(isApiError(error)).toBe(true);
      expectNoKey(error, key);
      expect(keyed.apiRequests()[0]?.headers.authorization).toBe(`Bearer ${key}`);
    } finally {
      await keyed.close();
    }
    expect(server.apiRequests()).toEqual([]);
  });

  it('nor in a network error', async () => {
    const closed = await startPlainServer((_, res) => res.end());
    await closed.close();
    const error = await rejectionOf(createClient({ version: 44, baseUrl: closed.url, apiKey: key, retries: 0 }).pixels.list());
    expectNoKey(error, key);
  });

  it('nor in an input error', async () => {
    const client = createClient({ version: 44, baseUrl: 'https://sho.rt', apiKey: key });
    const error = await rejectionOf(client.links.get(key as never));
    expect(error.name).toBe('InputError');
    expectNoKey(error, key);
  });
});

describe('a 422 whose field names carry the key', () => {
  it('has the key redacted from the names as from the messages (they are stored and shown)', async () => {
    const { startServer } = await import('../../server');
    const server = await startServer({ port: 0, seed: false });
    try {
      const { createClient } = await import('../../../lib/api');
      const client = createClient({ version: 44, baseUrl: server.url, apiKey: server.apiKey, retries: 0 });
      server.inject({ status: 422, body: { message: { [`alias ${server.apiKey}`]: [`bad ${server.apiKey}`] }, status: 422 } });
      const error = await client.links.create({ url: 'https://example.com/', domain_id: 1 }).catch((e: unknown) => e);
      expect(JSON.stringify((error as { toData(): unknown }).toData())).not.toContain(server.apiKey);
      expect((error as { fields: Record<string, string[]> }).fields).toEqual({ 'alias [redacted]': ['bad [redacted]'] });
    } finally {
      await server.close();
    }
  });
});
