import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiErrorData } from '../../lib/api/errors';
import {
  clearBackgroundError,
  errorReason,
  loadBackgroundError,
  settleBadge,
  showFailure,
  showSuccess,
  SUCCESS_BADGE_MS,
} from '../../lib/background-feedback';

const badge = async () => ({ text: await fakeBrowser.action.getBadgeText({}), title: await fakeBrowser.action.getTitle({}) });

describe('errorReason', () => {
  it.each<[ApiErrorData, string]>([
    [{ name: 'ValidationError', message: 'POST /api/v1/links: 422', fields: { alias: ['The alias has already been taken.'] } }, 'The alias has already been taken.'],
    [{ name: 'InputError', message: 'url: must be http(s)', fields: { url: ['must be http(s)'] } }, 'must be http(s)'],
    [{ name: 'UnauthorizedError', message: '401' }, 'the API key was refused'],
    [{ name: 'ForbiddenError', message: '403' }, 'your instance refused it (plan or permission)'],
    [{ name: 'NotFoundError', message: '404' }, 'your instance answered “not found”'],
    [{ name: 'RateLimitError', message: '429', retryAfter: 30 }, 'too many requests; try again in 30 s'],
    // The pages' words for the wait (lib/link-form/describe-error.ts waitText), not "3600 s",
    // and no longer than Linklet waits (10 min).
    [{ name: 'RateLimitError', message: '429', retryAfter: 3600 }, 'too many requests; try again in about 10 min'],
    [{ name: 'RateLimitError', message: '429', retryAfter: 200 }, 'too many requests; try again in about 3 min'],
    [{ name: 'RateLimitError', message: '429', retryAfter: 0 }, 'too many requests; try again later'],
    [{ name: 'RateLimitError', message: '429' }, 'too many requests; try again later'],
    [{ name: 'ServerError', message: '503', status: 503 }, 'your instance had a problem (HTTP 503)'],
    [{ name: 'HttpError', message: '418', status: 418 }, 'your instance answered HTTP 418'],
    // No status: a 2xx that said it was not done (not "HTTP " and nothing).
    [{ name: 'HttpError', message: 'DELETE: the server answered deleted: false', method: 'DELETE' }, 'your instance answered that it was not done'],
    [{ name: 'RedirectError', message: '302' }, 'your instance redirected the request; check its address'],
    [{ name: 'NetworkError', message: 'offline' }, 'your instance could not be reached'],
    [{ name: 'TimeoutError', message: 'slow' }, 'your instance took too long to answer'],
    [{ name: 'InvalidResponseError', message: 'html' }, 'your instance’s answer was not understood'],
    [{ name: 'InvalidResponseError', message: 'response larger than 8 MiB', tooLarge: true }, 'your instance’s answer was too large to read'],
  ])('%j → %s', (error, reason) => {
    expect(errorReason(error)).toBe(reason);
  });
});

describe('badge feedback', () => {
  it('shows ✓ and "Copied <short URL>", then goes back to the plain button', async () => {
    vi.useFakeTimers();
    try {
      await showSuccess('https://sho.rt/abc');
      expect(await badge()).toEqual({ text: '✓', title: 'Copied https://sho.rt/abc' });
      await vi.advanceTimersByTimeAsync(SUCCESS_BADGE_MS);
      expect(await badge()).toEqual({ text: '', title: 'Shorten this page with Linklet' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears a success badge whose timer died with its worker, when the next worker starts', async () => {
    await showSuccess('https://sho.rt/abc', 1000);
    await settleBadge(1000 + SUCCESS_BADGE_MS - 1);
    expect((await badge()).text).toBe('✓');
    await settleBadge(1000 + SUCCESS_BADGE_MS);
    expect((await badge()).text).toBe('');
  });

  it('shows ! with a one-line reason and stores the whole failure for the popup', async () => {
    const error: ApiErrorData = { name: 'UnauthorizedError', message: 'POST /api/v1/links: 401 Unauthenticated.', status: 401 };
    await showFailure({ kind: 'api', source: 'command', url: 'https://example.org/', error }, Date.UTC(2025, 0, 2));
    expect(await badge()).toEqual({ text: '!', title: 'Linklet couldn’t shorten: the API key was refused' });
    expect(await loadBackgroundError()).toEqual({
      kind: 'api',
      source: 'command',
      url: 'https://example.org/',
      error,
      message: 'the API key was refused',
      at: '2025-01-02T00:00:00.000Z',
    });
  });

  it('keeps the failure badge until the popup has shown the error', async () => {
    await showFailure({ kind: 'not-a-url', source: 'context-menu', url: 'words' });
    await settleBadge(Date.now() + 60_000);
    expect((await badge()).text).toBe('!');
    await clearBackgroundError();
    expect(await loadBackgroundError()).toBeNull();
    expect((await badge()).text).toBe('');
  });

  it('forgets an older failure once a shorten succeeds', async () => {
    await showFailure({ kind: 'not-a-url', source: 'context-menu', url: 'words' });
    await showSuccess('https://sho.rt/abc');
    expect(await loadBackgroundError()).toBeNull();
  });

  it('ignores a stored value of another shape', async () => {
    await fakeBrowser.storage.local.set({ lastBackgroundError: { something: 'else' } });
    expect(await loadBackgroundError()).toBeNull();
  });
});
