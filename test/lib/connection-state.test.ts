import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../lib/api/errors';
import { outcomeOfFailure } from '../../lib/connection/state';

afterEach(() => vi.unstubAllGlobals());

// Whether a problem stops everything is the session's verdict: test/lib/connection/session.test.ts.
describe('outcomeOfFailure: a failed request as the problem a check met', () => {
  const where = { method: 'GET', path: '/api/v1/links' };
  const access = (granted: boolean) => {
    (fakeBrowser as unknown as { permissions: unknown }).permissions = { contains: vi.fn(async () => granted) };
  };

  it.each<[ApiError]>([
    [new ApiError('UnauthorizedError', '401', { ...where, status: 401 })],
    [new ApiError('ForbiddenError', '403', { ...where, status: 403 })],
    [new ApiError('NotFoundError', '404', { ...where, status: 404 })],
    [new ApiError('ServerError', '502', { ...where, status: 502 })],
  ])('%s is the problem itself, with no probe', async (error) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await outcomeOfFailure(error, 'https://sho.rt')).toEqual({ kind: 'failed', problem: error.toData() });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a network error without access, where the server answers a probe: the cross-origin request was refused', async () => {
    access(false);
    const fetch = vi.fn(async () => new Response(null));
    vi.stubGlobal('fetch', fetch);
    expect(await outcomeOfFailure(new ApiError('NetworkError', 'Failed to fetch', where), 'https://sho.rt')).toEqual({
      kind: 'failed',
      problem: { name: 'CorsRefused', origin: 'https://sho.rt' },
    });
    // The probe carries no key and no credentials.
    expect(fetch).toHaveBeenCalledWith('https://sho.rt/api/v1/links', expect.objectContaining({ mode: 'no-cors', credentials: 'omit' }));
  });

  it('a network error without access, and no answer to the probe either: unreachable', async () => {
    access(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await outcomeOfFailure(new ApiError('NetworkError', 'Failed to fetch', where), 'https://sho.rt')).toMatchObject({
      kind: 'failed',
      problem: { name: 'NetworkError' },
    });
  });

  it('a network error with access: unreachable, no probe', async () => {
    access(true);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await outcomeOfFailure(new ApiError('NetworkError', 'Failed to fetch', where), 'https://sho.rt')).toMatchObject({
      kind: 'failed',
      problem: { name: 'NetworkError' },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes errors as the plain data they become after a message hop', async () => {
    expect(await outcomeOfFailure({ name: 'UnauthorizedError', message: '401', status: 401 }, 'https://sho.rt')).toEqual({
      kind: 'failed',
      problem: { name: 'UnauthorizedError', message: '401', status: 401 },
    });
  });
});
