import { describe, expect, it } from 'vitest';
import { isSecretName, secretParameter, stripCredentials, withoutCredentials } from '../../lib/url/private';
import { checkShortenable } from '../../lib/url/shortenable';
import { completedUrl, readTypedUrl } from '../../lib/url/typed-url';
import { extractUrls } from '../../lib/bulk/extract';

describe('credentials in an address are never sent (issue 39)', () => {
  it.each([
    ['http://alice:pw@host.example/a?b=1#c', 'http://host.example/a?b=1#c'],
    ['https://alice@host.example/', 'https://host.example/'],
    ['https://a%40b:p@ss@host.example:8443/x', 'https://host.example:8443/x'],
    ['https://host.example/path@mention', 'https://host.example/path@mention'],
    ['https://host.example/?email=a@b.example', 'https://host.example/?email=a@b.example'],
    ['https://host.example/#x@y', 'https://host.example/#x@y'],
  ])('%s → %s, the rest exactly as it was', (raw, bare) => {
    expect(stripCredentials(raw)).toBe(bare);
    expect(withoutCredentials(raw).removed).toBe(raw !== bare);
  });

  it('the tab’s address (toolbar, keyboard, context menu): taken out, and said', () => {
    expect(checkShortenable('http://alice:secret@intranet.example/doc')).toEqual({ ok: true, url: 'http://intranet.example/doc', credentials: true });
    expect(checkShortenable('https://example.org/a')).toEqual({ ok: true, url: 'https://example.org/a' });
  });

  it('an address typed or pasted (the form, the address bar, a batch): taken out, and said', () => {
    expect(readTypedUrl('https://alice:secret@example.org/x')).toEqual({ ok: true, url: 'https://example.org/x', completed: false, credentials: true });
    expect(readTypedUrl('ln https://alice:secret@example.org/x'.slice(3), 'words')).toMatchObject({ ok: true, url: 'https://example.org/x' });
    expect(completedUrl('https://alice:secret@example.org/x')).toBe('https://example.org/x');
    expect(extractUrls('see https://alice:secret@example.org/x and https://example.org/y').urls).toEqual(['https://example.org/x', 'https://example.org/y']);
  });
});

describe('secret-looking parameters hold everything back (issue 39)', () => {
  it.each([
    'token',
    'access_token',
    'session_token',
    'refresh-token',
    'id_token',
    'reset_code',
    'code',
    'auth_code',
    'otp_code',
    'verification_code',
    'sms-code',
    'password',
    'passwd',
    'pwd',
    'pass',
    'secret',
    'client_secret',
    'key',
    'api_key',
    'apiKey',
    'API-KEY',
    'apikey',
    'access_key',
    'auth',
    'Authorization',
    'session',
    'sessionid',
    'session_id',
    'JSESSIONID',
    'PHPSESSID',
    'sid',
    'sig',
    'signature',
    'X-Amz-Signature',
    'X-Amz-Credential',
    'otp',
    'reset',
    'jwt',
    'hmac',
  ])('%s looks secret', (name) => {
    expect(isSecretName(name)).toBe(true);
  });

  it.each([
    'utm_source',
    'utm_campaign',
    'country_code',
    'promo_code',
    'coupon_code',
    'zip_code',
    'keyword',
    'monkey',
    'key_figure',
    'q',
    'page',
    'ref',
    'id',
    'lang',
    'author',
    'passage',
    'signup',
    'sidebar',
    'tokenize',
    'designer',
    'sessions_count',
  ])('%s does not', (name) => {
    expect(isSecretName(name)).toBe(false);
  });

  it('names the first such parameter of the query, then of the fragment (where OAuth puts access_token)', () => {
    expect(secretParameter('https://example.org/a?utm_source=x&session_token=abc&reset_code=1')).toBe('session_token');
    expect(secretParameter('https://example.org/cb#access_token=abc&state=x')).toBe('access_token');
    expect(secretParameter('https://example.org/app#/route?token=abc')).toBe('token');
    expect(secretParameter('https://example.org/a?api%5Fkey=1')).toBe('api_key');
    expect(secretParameter('https://example.org/a?q=token&utm_source=password')).toBeNull();
    expect(secretParameter('https://example.org/a#section-token')).toBeNull();
  });

  it('every entry path says it: the tab, the typed address', () => {
    expect(checkShortenable('https://example.org/reset?reset_code=1')).toEqual({
      ok: true,
      url: 'https://example.org/reset?reset_code=1',
      secret: 'reset_code',
    });
    expect(readTypedUrl('example.org/login?token=abc')).toMatchObject({ ok: true, secret: 'token' });
  });
});
