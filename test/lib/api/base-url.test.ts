import { describe, expect, it } from 'vitest';
import { apiUrl, isLocalHost, normalizeBaseUrl } from '../../../lib/api/base-url';
import { isApiError } from '../../../lib/api/errors';
import { createClient } from '../../../lib/api';

describe('normalizeBaseUrl', () => {
  it.each([
    ['https://sho.rt', 'https://sho.rt'],
    ['  https://sho.rt  ', 'https://sho.rt'],
    ['https://sho.rt/', 'https://sho.rt'],
    ['https://sho.rt///', 'https://sho.rt'],
    ['https://sho.rt/api/v1', 'https://sho.rt'],
    ['https://sho.rt/api/v1/', 'https://sho.rt'],
    ['https://sho.rt/API/V1/', 'https://sho.rt'],
    ['https://Sho.RT', 'https://sho.rt'],
    ['HTTPS://SHO.RT/', 'https://sho.rt'],
    ['sho.rt', 'https://sho.rt'],
    ['sho.rt/api/v1', 'https://sho.rt'],
    ['sho.rt:8443', 'https://sho.rt:8443'],
    ['https://sho.rt:443/', 'https://sho.rt'],
    ['https://example.com/short', 'https://example.com/short'],
    ['https://example.com/short/api/v1/', 'https://example.com/short'],
    ['https://example.com/Short/', 'https://example.com/Short'],
    ['http://localhost:8000', 'http://localhost:8000'],
    ['http://LOCALHOST:8000/api/v1', 'http://localhost:8000'],
    ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000'],
    ['http://127.12.0.9', 'http://127.12.0.9'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
    ['localhost:8000', 'https://localhost:8000'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected);
  });

  it.each([
    ['', 'is empty'],
    ['   ', 'is empty'],
    ['http://sho.rt', 'https'],
    ['http://10.0.0.5', 'https'],
    ['http://localhost.evil.com', 'https'],
    ['http://128.0.0.1', 'https'],
    ['ftp://sho.rt', 'https'],
    ['javascript:alert(1)', 'https'],
    ['https:sho.rt', 'https'],
    ['https://user:pass@sho.rt', 'user name or password'],
    ['https://user@sho.rt', 'user name or password'],
    ['https://sho.rt/?x=1', 'query'],
    ['https://sho.rt?', 'query'],
    ['https://sho.rt/#top', 'query or fragment'],
    ['https://sho rt', 'valid URL'],
    ['https://', 'valid URL'],
  ])('%j is refused (%s)', (input, reason) => {
    let thrown: unknown;
    try {
      normalizeBaseUrl(input);
    } catch (error) {
      thrown = error;
    }
    expect(isApiError(thrown, 'InputError')).toBe(true);
    expect(thrown).toMatchObject({ field: 'baseUrl' });
    expect((thrown as Error).message).toContain(reason);
  });
});

describe('isLocalHost', () => {
  it.each([
    ['localhost', true],
    ['LocalHost', true],
    ['127.0.0.1', true],
    ['127.255.255.254', true],
    ['[::1]', true],
    ['::1', true],
    ['127.0.0.256', false],
    ['127.0.0', false],
    ['128.0.0.1', false],
    ['localhost.example.com', false],
    ['example.localhost', false],
    ['0.0.0.0', false],
    ['[::2]', false],
    ['sho.rt', false],
  ])('%s → %s', (host, expected) => {
    expect(isLocalHost(host)).toBe(expected);
  });
});

describe('apiUrl', () => {
  it('builds every URL under the base path', () => {
    expect(apiUrl('https://example.com/short', '/links/42').href).toBe('https://example.com/short/api/v1/links/42');
  });

  it.each(['/../../admin', '/links/../../x', '/%2e%2e/%2e%2e/x', '@evil.com/x', '/links\\..\\..\\x'])('refuses %j, which would leave the API', (path) => {
    expect(() => apiUrl('https://example.com/short', path)).toThrow(/leaves the API/);
  });
});

describe('createClient', () => {
  it('exposes the normalised base URL and its origin', () => {
    const client = createClient({ baseUrl: ' https://Example.com/short/api/v1/ ', apiKey: 'k' });
    expect(client.baseUrl).toBe('https://example.com/short');
    expect(client.origin).toBe('https://example.com');
  });

  it.each([
    [{ baseUrl: 'http://sho.rt', apiKey: 'k' }, 'baseUrl'],
    [{ baseUrl: 'https://sho.rt', apiKey: '' }, 'apiKey'],
    [{ baseUrl: 'https://sho.rt', apiKey: '  ' }, 'apiKey'],
    [{ baseUrl: 'https://sho.rt', apiKey: 'abc def' }, 'apiKey'],
    [{ baseUrl: 'https://sho.rt', apiKey: 'abc\r\nX-Evil: 1' }, 'apiKey'],
    [{ baseUrl: 'https://sho.rt', apiKey: 'k', timeoutMs: 0 }, 'timeoutMs'],
    [{ baseUrl: 'https://sho.rt', apiKey: 'k', retries: -1 }, 'retries'],
    [{ baseUrl: 'https://sho.rt', apiKey: 'k', retries: 1.5 }, 'retries'],
  ])('throws InputError synchronously for %j', (options, field) => {
    expect(() => createClient(options)).toThrow(expect.objectContaining({ name: 'InputError', field }));
  });

  it('never puts the key into an InputError about the key', () => {
    const key = 'secret key with spaces';
    try {
      createClient({ baseUrl: 'https://sho.rt', apiKey: key });
      expect.unreachable();
    } catch (error) {
      expect(JSON.stringify((error as { toData(): unknown }).toData())).not.toContain('secret');
      expect((error as Error).message).not.toContain('secret');
    }
  });
});
