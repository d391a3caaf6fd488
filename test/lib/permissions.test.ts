import { describe, expect, it, vi } from 'vitest';
import {
  hasClipboardPermission,
  hasHostPermission,
  hostPattern,
  removeClipboardPermission,
  removeHostPermission,
  requestClipboardPermission,
  requestHostPermission,
  watchClipboardPermission,
  watchHostPermission,
} from '../../lib/permissions/permissions';
import { installFakePermissions } from '../entrypoints/options/fake-permissions';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('hostPattern', () => {
  it.each([
    ['https://sho.rt', false, 'https://sho.rt/*'],
    ['https://sho.rt:8443', false, 'https://sho.rt:8443/*'],
    ['http://127.0.0.1:4567', false, 'http://127.0.0.1:4567/*'],
    ['http://[::1]:8080', false, 'http://[::1]:8080/*'],
    ['https://sho.rt:8443', true, 'https://sho.rt/*'],
    ['http://localhost:8000', true, 'http://localhost/*'],
  ])('%s (firefox: %s) → %s', (origin, firefox, pattern) => {
    expect(hostPattern(origin, firefox)).toBe(pattern);
  });

  it('asks for exactly the origin in Chrome builds', () => {
    expect(hostPattern('https://sho.rt')).toBe('https://sho.rt/*');
  });
});

describe('host permission', () => {
  it('requests exactly `<origin>/*`, synchronously, and resolves to the answer', async () => {
    const fake = installFakePermissions({ answer: true });
    const pending = requestHostPermission('https://sho.rt');
    // Called before any await: the browser needs the click's user gesture.
    expect(fake.permissions.request).toHaveBeenCalledWith({ origins: ['https://sho.rt/*'] });
    expect(await pending).toBe(true);
    expect(await hasHostPermission('https://sho.rt')).toBe(true);
  });

  it('resolves false when the user denies', async () => {
    installFakePermissions({ answer: false });
    expect(await requestHostPermission('https://sho.rt')).toBe(false);
    expect(await hasHostPermission('https://sho.rt')).toBe(false);
  });

  it('resolves false, never rejects, when the browser refuses the request', async () => {
    const fake = installFakePermissions();
    fake.permissions.request.mockRejectedValueOnce(new Error('This function must be called during a user gesture'));
    expect(await requestHostPermission('https://sho.rt')).toBe(false);
    expect(await requestHostPermission('not a url')).toBe(false);
  });

  it('contains: false when the browser throws for a pattern outside the manifest', async () => {
    const fake = installFakePermissions();
    fake.permissions.contains.mockRejectedValueOnce(new Error('Only permissions specified in the manifest may be requested'));
    expect(await hasHostPermission('http://sho.rt')).toBe(false);
  });

  it('removes the origin', async () => {
    installFakePermissions({ granted: ['https://sho.rt/*'] });
    expect(await removeHostPermission('https://sho.rt')).toBe(true);
    expect(await hasHostPermission('https://sho.rt')).toBe(false);
  });
});

describe('watchHostPermission', () => {
  it('reports the state now, then after every grant and revocation', async () => {
    const fake = installFakePermissions();
    const callback = vi.fn();
    const stop = watchHostPermission('https://sho.rt', callback);
    await flush();
    expect(callback).toHaveBeenLastCalledWith(false);
    await requestHostPermission('https://sho.rt');
    await flush();
    expect(callback).toHaveBeenLastCalledWith(true);
    fake.revoke('https://sho.rt/*');
    await flush();
    expect(callback).toHaveBeenLastCalledWith(false);
    stop();
    expect(fake.listeners()).toBe(0);
  });

  it('stays quiet after unsubscribing, even for a check already under way', async () => {
    installFakePermissions({ granted: ['https://sho.rt/*'] });
    const callback = vi.fn();
    watchHostPermission('https://sho.rt', callback)();
    await flush();
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('clipboardWrite (optional on Chrome)', () => {
  it('is requested synchronously, exactly as { permissions: ["clipboardWrite"] }, and resolves to the answer', async () => {
    const fake = installFakePermissions({ answer: true });
    const pending = requestClipboardPermission();
    // Called before any await: the browser needs the click's user gesture.
    expect(fake.permissions.request).toHaveBeenCalledWith({ permissions: ['clipboardWrite'] });
    expect(await pending).toBe(true);
    expect(await hasClipboardPermission()).toBe(true);
  });

  it('resolves false when denied or refused, never rejects', async () => {
    const fake = installFakePermissions({ answer: false });
    expect(await requestClipboardPermission()).toBe(false);
    fake.permissions.request.mockRejectedValueOnce(new Error('This function must be called during a user gesture'));
    expect(await requestClipboardPermission()).toBe(false);
    expect(await hasClipboardPermission()).toBe(false);
  });

  it('is false when the browser cannot tell', async () => {
    const fake = installFakePermissions({ granted: ['clipboardWrite'] });
    fake.permissions.contains.mockRejectedValueOnce(new Error('no permissions API'));
    expect(await hasClipboardPermission()).toBe(false);
  });

  it('is given back with remove', async () => {
    const fake = installFakePermissions({ granted: ['clipboardWrite'] });
    expect(await removeClipboardPermission()).toBe(true);
    expect(fake.permissions.remove).toHaveBeenCalledWith({ permissions: ['clipboardWrite'] });
    expect(await hasClipboardPermission()).toBe(false);
  });

  it('is watched: now, then after every grant and removal, from anywhere', async () => {
    const fake = installFakePermissions();
    const callback = vi.fn();
    const stop = watchClipboardPermission(callback);
    await flush();
    expect(callback).toHaveBeenLastCalledWith(false);
    await requestClipboardPermission();
    await flush();
    expect(callback).toHaveBeenLastCalledWith(true);
    fake.revokePermission('clipboardWrite');
    await flush();
    expect(callback).toHaveBeenLastCalledWith(false);
    stop();
    expect(fake.listeners()).toBe(0);
  });
});
