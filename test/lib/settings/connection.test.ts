import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { canAskHostAccess, checkConnectionInput, keyReuse, loadApiKey, plainHttpScope, readSettings, saveApiKey, saveConnection, saveSettings, typedOrigin } from '../../../lib/settings';

const KEY = 'k3y-0123456789';

describe('checkConnectionInput', () => {
  it('normalises the URL and trims the key', () => {
    expect(checkConnectionInput(' https://Sho.rt/api/v1/ ', `  ${KEY}\n`)).toEqual({
      ok: true,
      baseUrl: 'https://sho.rt',
      origin: 'https://sho.rt',
      apiKey: KEY,
    });
  });

  it('reports both fields at once', () => {
    expect(checkConnectionInput('', '  ')).toEqual({ ok: false, problems: { instanceUrl: { kind: 'empty' }, apiKey: { kind: 'empty' } } });
  });

  it.each(['http://sho.rt', 'HTTP://example.com/x'])('asks for https on a public host (%s)', (url) => {
    expect(checkConnectionInput(url, KEY)).toEqual({ ok: false, problems: { instanceUrl: { kind: 'https' } } });
  });

  it.each(['http://localhost:8000', 'http://127.0.0.1:4567', 'http://[::1]:8080'])('accepts http on this machine (%s)', (url) => {
    expect(checkConnectionInput(url, KEY).ok).toBe(true);
  });

  it.each(['https://sho.rt/?x=1', 'ftp://sho.rt', 'https://user:pw@sho.rt'])('refuses %s with the reason', (url) => {
    const result = checkConnectionInput(url, KEY);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.instanceUrl).toMatchObject({ kind: 'invalid', reason: expect.any(String) });
  });

  it.each(['http://192.168.1.20:8080', 'http://10.0.0.5', 'http://172.16.4.4', 'http://[fd00::5]', 'http://[fe80::1]', 'http://nas.local', 'http://printer.lan', 'http://nas'])(
    'asks for consent to plain http on the user\'s own network (%s), and takes it with consent',
    (url) => {
      expect(checkConnectionInput(url, KEY)).toEqual({ ok: false, problems: { instanceUrl: { kind: 'consent' } } });
      expect(checkConnectionInput(url, KEY, { plainHttp: true })).toMatchObject({ ok: true, origin: new URL(url).origin });
    },
  );

  it.each(['http://sho.rt', 'http://203.0.113.5', 'http://172.32.0.1', 'http://[2001:db8::1]'])('consent does not open plain http to a public host (%s)', (url) => {
    expect(checkConnectionInput(url, KEY, { plainHttp: true })).toEqual({ ok: false, problems: { instanceUrl: { kind: 'https' } } });
  });

  it('refuses a key that cannot be a header', () => {
    expect(checkConnectionInput('https://sho.rt', 'two words')).toEqual({ ok: false, problems: { apiKey: { kind: 'characters' } } });
  });
});

describe('plainHttpScope and canAskHostAccess', () => {
  it.each([
    ['http://nas.local', 'private', false],
    ['http://192.168.1.2:81', 'private', false],
    ['http://localhost:8000', 'local', true],
    ['http://127.0.0.1', 'local', true],
    ['https://nas.local', null, true],
    ['https://sho.rt', null, true],
    ['http://sho.rt', null, true],
    ['nas.local', null, true],
    ['', null, true],
  ] as const)('%j: scope %s, the browser can be asked for access: %s', (url, scope, ask) => {
    expect(plainHttpScope(url)).toBe(scope);
    expect(canAskHostAccess(url)).toBe(ask);
  });
});

describe('keyReuse: the saved key goes to another origin only by the user\'s choice', () => {
  it.each([
    ['', 'https://sho.rt', 'free'],
    ['', 'https://other.example', 'free'],
    ['https://sho.rt', 'https://sho.rt', 'same'],
    ['https://sho.rt', '', 'same'],
    ['https://sho.rt', 'https://sho.rt:8443', 'ask'],
    ['http://sho.rt:8080', 'https://sho.rt', 'ask'],
    ['https://sho.rt', 'https://other.example', 'ask'],
  ] as const)('saved for %j, typed %j → %s', (savedFor, origin, expected) => {
    expect(keyReuse(savedFor, origin)).toBe(expected);
  });

  it.each([
    ['https://Sho.rt/api/v1/', 'https://sho.rt'],
    ['sho.rt:8443', 'https://sho.rt:8443'],
    ['http://sho.rt', ''],
    ['https://sho.rt/?x', ''],
    ['', ''],
  ])('typedOrigin(%j) = %j', (url, origin) => {
    expect(typedOrigin(url)).toBe(origin);
  });
});

describe('saveConnection', () => {
  it('saves the instance and the key for its origin', async () => {
    await saveConnection({ baseUrl: 'https://sho.rt', apiKey: KEY, rememberKey: true });
    expect((await readSettings()).instanceUrl).toBe('https://sho.rt');
    expect(await loadApiKey('default', 'https://sho.rt')).toBe(KEY);
    expect(await fakeBrowser.storage.local.get('apiKey')).toEqual({ apiKey: { origin: 'https://sho.rt', key: KEY } });
  });

  it('keeps the key in session storage when not remembered, and records the choice', async () => {
    await saveConnection({ baseUrl: 'https://sho.rt', apiKey: KEY, rememberKey: false });
    expect((await readSettings()).rememberKey).toBe(false);
    expect(await fakeBrowser.storage.local.get('apiKey')).toEqual({});
    expect(await fakeBrowser.storage.session.get('apiKey')).toEqual({ apiKey: { origin: 'https://sho.rt', key: KEY } });
  });

  it('a new instance never gets the old key, and the old one is gone', async () => {
    await saveSettings({ instanceUrl: 'https://old.example' });
    await saveApiKey('default', 'old-key', 'https://old.example', true);
    await saveConnection({ baseUrl: 'https://sho.rt', apiKey: KEY, rememberKey: true });
    expect(await loadApiKey('default', 'https://old.example')).toBeNull();
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('old-key');
  });

  it('the key is stored in its own slot only, never inside the settings', async () => {
    await saveConnection({ baseUrl: 'https://sho.rt', apiKey: KEY, rememberKey: true });
    const { apiKey, ...others } = await fakeBrowser.storage.local.get(null);
    expect(apiKey).toBeDefined();
    expect(JSON.stringify(others)).not.toContain(KEY);
  });
});
