import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../lib/api/errors';
import { diagnose, isBroken, outcomeOfFailure, type ConnectionOutcome, type Diagnosis } from '../../lib/connection-state';

afterEach(() => vi.unstubAllGlobals());

describe('diagnose: one state, its words and its fix, for every page', () => {
  it.each<[ConnectionOutcome | { kind: 'no-key' }, Diagnosis, boolean]>([
    [{ kind: 'connected', total: 3 }, { state: 'connected', message: 'optionsOutcomeConnectedNoCount', fix: null }, false],
    [{ kind: 'no-key' }, { state: 'no-key', message: 'popupNotConfiguredText', fix: 'openSettings' }, true],
    [{ kind: 'key-rejected', status: 401 }, { state: 'key-rejected', message: 'optionsOutcomeKeyRejected', fix: 'openSettings' }, true],
    [{ kind: 'network' }, { state: 'unreachable', message: 'optionsOutcomeNetwork', fix: 'openSettings' }, true],
    [{ kind: 'cors-refused' }, { state: 'cors-refused', message: 'optionsOutcomeCorsRefused', fix: 'grantAccess' }, true],
    [{ kind: 'not-api', status: 404 }, { state: 'not-api', message: 'optionsOutcomeNotApi', fix: 'openSettings' }, true],
    [{ kind: 'no-api-access', status: 403 }, { state: 'no-api-access', message: 'optionsOutcomeNoApiAccess', fix: null }, true],
    [{ kind: 'timeout', seconds: 8 }, { state: 'trouble', message: 'linkFormFailTimeout', fix: null }, false],
    [{ kind: 'server-error', status: 500 }, { state: 'trouble', message: 'optionsOutcomeServerError', fix: null }, false],
    [{ kind: 'rate-limited', retryAfter: 30 }, { state: 'trouble', message: 'optionsOutcomeRateLimitedLater', fix: null }, false],
    [{ kind: 'too-large' }, { state: 'trouble', message: 'linkFormFailTooLarge', fix: null }, false],
    [{ kind: 'http-error', status: 418 }, { state: 'trouble', message: 'optionsOutcomeHttpError', fix: null }, false],
    [{ kind: 'invalid-input', field: 'baseUrl' }, { state: 'trouble', message: 'optionsOutcomeInvalidInput', fix: null }, false],
  ])('%j → %j (broken: %s)', (outcome, diagnosis, broken) => {
    expect(diagnose(outcome)).toEqual(diagnosis);
    expect(isBroken(diagnose(outcome))).toBe(broken);
  });
});

describe('outcomeOfFailure: a failed request as the state it shows', () => {
  const where = { method: 'GET', path: '/api/v1/links' };
  const access = (granted: boolean) => {
    (fakeBrowser as unknown as { permissions: unknown }).permissions = { contains: vi.fn(async () => granted) };
  };

  it.each<[ApiError, ConnectionOutcome['kind']]>([
    [new ApiError('UnauthorizedError', '401', { ...where, status: 401 }), 'key-rejected'],
    [new ApiError('ForbiddenError', '403', { ...where, status: 403 }), 'no-api-access'],
    [new ApiError('NotFoundError', '404', { ...where, status: 404 }), 'not-api'],
    [new ApiError('ServerError', '502', { ...where, status: 502 }), 'server-error'],
  ])('%s → %s, with no probe', async (error, kind) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect((await outcomeOfFailure(error, 'https://sho.rt')).kind).toBe(kind);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a network error without access, where the server answers a probe: the cross-origin request was refused', async () => {
    access(false);
    const fetch = vi.fn(async () => new Response(null));
    vi.stubGlobal('fetch', fetch);
    expect(await outcomeOfFailure(new ApiError('NetworkError', 'Failed to fetch', where), 'https://sho.rt')).toEqual({ kind: 'cors-refused' });
    // The probe carries no key and no credentials.
    expect(fetch).toHaveBeenCalledWith('https://sho.rt/api/v1/links', expect.objectContaining({ mode: 'no-cors', credentials: 'omit' }));
  });

  it('a network error without access, and no answer to the probe either: unreachable', async () => {
    access(false);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await outcomeOfFailure(new ApiError('NetworkError', 'Failed to fetch', where), 'https://sho.rt')).toEqual({ kind: 'network' });
  });

  it('a network error with access: unreachable, no probe', async () => {
    access(true);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await outcomeOfFailure(new ApiError('NetworkError', 'Failed to fetch', where), 'https://sho.rt')).toEqual({ kind: 'network' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes errors as the plain data they become after a message hop', async () => {
    expect((await outcomeOfFailure({ name: 'UnauthorizedError', message: '401', status: 401 }, 'https://sho.rt')).kind).toBe('key-rejected');
  });
});
