import { describe, expect, it } from 'vitest';
import { apiUrl, httpScope, isLocalHost, normalizeBaseUrl } from '../../../lib/api/base-url';
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
    // The user's own network: the client takes it; the options page asks for consent first.
    ['http://10.0.0.5', 'http://10.0.0.5'],
    ['http://NAS.local:8080/', 'http://nas.local:8080'],
    ['http://[fd12::5]/api/v1', 'http://[fd12::5]'],
    ['localhost:8000', 'https://localhost:8000'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected);
  });

  it.each([
    ['', 'is empty'],
    ['   ', 'is empty'],
    ['http://sho.rt', 'https'],
    ['http://203.0.113.5', 'https'],
    ['http://172.32.0.1', 'https'],
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

describe('httpScope: where plain http may carry the key', () => {
  it.each([
    // This machine: always.
    ['localhost', 'local'],
    ['LocalHost', 'local'],
    ['127.0.0.1', 'local'],
    ['127.255.255.254', 'local'],
    ['[::1]', 'local'],
    // The user's own network: after their consent.
    ['192.168.1.20', 'private'],
    ['192.168.0.1', 'private'],
    ['10.0.0.5', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.20.1.1', 'private'],
    ['172.31.255.254', 'private'],
    ['169.254.10.1', 'private'],
    ['[fd00::1]', 'private'],
    ['[fd12:3456:789a::5]', 'private'],
    ['[fc00::1]', 'private'],
    ['[fe80::1]', 'private'],
    ['[febf::1]', 'private'],
    ['nas.local', 'private'],
    ['printer.lan', 'private'],
    ['box.home.arpa', 'private'],
    // A single label: the user confirms it is a machine on their network (it may be a public TLD).
    ['nas', 'name'],
    ['shortener', 'name'],
    ['com', 'name'],
    ['ai', 'name'],
    ['xn--p1ai', 'name'],
    // Everywhere else: https only.
    ['sho.rt', null],
    ['example.com', null],
    ['203.0.113.5', null],
    ['8.8.8.8', null],
    ['172.15.0.1', null],
    ['172.32.0.1', null],
    ['192.169.1.1', null],
    ['11.0.0.1', null],
    ['0.0.0.0', null],
    ['128.0.0.1', null],
    ['[2001:db8::1]', null],
    // A first block written short is not in fc00::/7 or fe80::/10: [fc::1] is 00fc::1.
    ['[fc::1]', null],
    ['[fd::]', null],
    ['[fd1::1]', null],
    ['[fe8::1]', null],
    ['[fe80f::1]', null],
    ['[fdff::1]', 'private'],
    ['[fe8f::1]', 'private'],
    ['[fec0::1]', null],
    ['[ff02::1]', null],
    ['[::2]', null],
    ['localhost.example.com', null],
    ['example.localhost', null],
    ['local.example.com', null],
    ['lan.example.com', null],
    ['10.example.com', null],
    ['192.168.1.1.nip.io', null],
  ])('%s → %s', (host, expected) => {
    expect(httpScope(host)).toBe(expected);
  });

  it.each(['http://192.168.1.20:8080', 'http://[fd00::1]', 'http://[FD00:0::1]', 'http://nas.local', 'http://10.1.2.3'])(
    'the URL parser gives the hosts it matches (%s)',
    (url) => {
      expect(httpScope(new URL(url).hostname)).toBe('private');
    },
  );

  it.each([
    ['http://[fc::1]', null],
    ['http://[00fd::1]', null],
    ['http://[fe8::1]', null],
    ['http://NAS', 'name'],
  ])('as the URL parser writes it, %s → %s', (url, expected) => {
    expect(httpScope(new URL(url).hostname)).toBe(expected);
  });

  it('isLocalHost is its "this machine"', () => {
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('nas.local')).toBe(false);
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
    const client = createClient({ version: 44, baseUrl: ' https://Example.com/short/api/v1/ ', apiKey: 'k' });
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
    expect(() => createClient({ ...options, version: 44 })).toThrow(expect.objectContaining({ name: 'InputError', field }));
  });

  it('never puts the key into an InputError about the key', () => {
    const key = 'secret key with spaces';
    try {
      createClient({ version: 44, baseUrl: 'https://sho.rt', apiKey: key });
      expect.unreachable();
    } catch (error) {
      expect(JSON.stringify((error as { toData(): unknown }).toData())).not.toContain('secret');
      expect((error as Error).message).not.toContain('secret');
    }
  });
});
