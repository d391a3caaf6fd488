import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getConnection } from '../../../lib/connection/connection';
import { usableOrigin } from '../../../lib/settings/origin';
import {
  canAskHostAccess,
  checkConnectionInput,
  keyReuse,
  loadApiKey,
  plainHttpScope,
  readSettings,
  saveApiKey,
  saveConnection,
  saveSettings,
  typedOrigin,
} from '../../../lib/settings';

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

  it.each([
    'http://192.168.1.20:8080',
    'http://10.0.0.5',
    'http://172.16.4.4',
    'http://[fd00::5]',
    'http://[fe80::1]',
    'http://nas.local',
    'http://printer.lan',
    'http://nas',
  ])("asks for consent to plain http on the user's own network (%s), and takes it with consent", (url) => {
    expect(checkConnectionInput(url, KEY)).toEqual({ ok: false, problems: { instanceUrl: { kind: 'consent' } } });
    expect(checkConnectionInput(url, KEY, { plainHttp: true })).toMatchObject({ ok: true, origin: new URL(url).origin });
  });

  it.each(['http://sho.rt', 'http://203.0.113.5', 'http://172.32.0.1', 'http://[2001:db8::1]'])(
    'consent does not open plain http to a public host (%s)',
    (url) => {
      expect(checkConnectionInput(url, KEY, { plainHttp: true })).toEqual({ ok: false, problems: { instanceUrl: { kind: 'https' } } });
    },
  );

  it('refuses a key that cannot be a header', () => {
    expect(checkConnectionInput('https://sho.rt', 'two words')).toEqual({ ok: false, problems: { apiKey: { kind: 'characters' } } });
  });
});

describe('plainHttpScope and canAskHostAccess', () => {
  it.each([
    ['http://nas.local', 'private', false],
    ['http://nas', 'name', false],
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

describe("keyReuse: the saved key goes to another origin only by the user's choice", () => {
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

describe('consent to plain http: stored for its origin, never inferred from the address', () => {
  it.each([
    ['http://nas.local', true, 'http://nas.local'],
    ['http://nas:8080', true, 'http://nas:8080'],
    ['http://192.168.1.2', false, ''],
    ['https://sho.rt', true, ''],
    ['http://localhost:8000', true, ''],
  ])('saveConnection(%s, plainHttp %s) stores %j', async (baseUrl, plainHttp, stored) => {
    await saveConnection({ baseUrl, apiKey: KEY, rememberKey: true, plainHttp });
    expect((await readSettings()).plainHttpOrigin).toBe(stored);
  });

  it.each([
    [{ instanceUrl: 'https://sho.rt', plainHttpOrigin: '' }, 'https://sho.rt'],
    [{ instanceUrl: 'http://127.0.0.1:8000', plainHttpOrigin: '' }, 'http://127.0.0.1:8000'],
    [{ instanceUrl: 'http://nas.local', plainHttpOrigin: '' }, ''],
    [{ instanceUrl: 'http://nas.local', plainHttpOrigin: 'http://nas.local' }, 'http://nas.local'],
    // Consent given for another address (a port, another machine) is not this one's.
    [{ instanceUrl: 'http://nas.local:81', plainHttpOrigin: 'http://nas.local' }, ''],
    [{ instanceUrl: 'http://nas', plainHttpOrigin: '' }, ''],
    [{ instanceUrl: 'http://[fd00::1]', plainHttpOrigin: 'http://[fd00::1]' }, 'http://[fd00::1]'],
    [{ instanceUrl: '', plainHttpOrigin: '' }, ''],
  ])('usableOrigin(%j) = %j', (profile, origin) => {
    expect(usableOrigin(profile)).toBe(origin);
  });

  it('a profile on plain http without the consent stored is no connection: its key is not used', async () => {
    await saveSettings({ instanceUrl: 'http://nas.local' });
    await saveApiKey('default', KEY, 'http://nas.local', true);
    expect(await getConnection()).toMatchObject({ ready: false, missing: 'instance' });
    await saveSettings({ plainHttpOrigin: 'http://nas.local' });
    expect(await getConnection()).toMatchObject({ ready: true });
  });
});
