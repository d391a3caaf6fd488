import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiErrorData } from '../../lib/api/errors';
import type { Problem } from '../../lib/problems/problem';
import { clearBackgroundError, loadBackgroundError, settleBadge, showFailure, showSuccess, SUCCESS_BADGE_MS } from '../../lib/background/feedback';

const badge = async () => ({ text: await fakeBrowser.action.getBadgeText({}), title: await fakeBrowser.action.getTitle({}) });

describe('the badge title: one line, every failure in the pages’ words', () => {
  it.each<[Problem, string]>([
    [{ name: 'UnauthorizedError', message: '401' }, 'The server rejected the API key. Check that you copied the whole key and that it is still valid.'],
    [
      { name: 'Queued', error: { name: 'TimeoutError', message: 'slow' } },
      'Your instance could not be reached: it will be shortened when the server can be reached again.',
    ],
    [{ name: 'Unshortenable' }, 'This page can’t be shortened.'],
    [{ name: 'Interrupted' }, 'The browser stopped Linklet before the server answered; try again (it will not make a second link).'],
    // A refused field: its first message, the server's own words.
    [
      { name: 'ValidationError', message: 'POST /api/v1/links: 422', fields: { alias: ['The alias has already been taken.'] } },
      'The alias has already been taken.',
    ],
    [
      { name: 'InputError', message: 'domain_id: no default domain', fields: { domain_id: ['no default domain'] } },
      'Choose a default domain in Linklet’s options first.',
    ],
    // The wait is said as the popup says it, bounded by the longest wait Linklet takes.
    [{ name: 'RateLimitError', message: '429', retryAfter: 3600 }, 'Too many requests; try again in about 10 min.'],
    [{ name: 'TimeoutError', message: 'POST /api/v1/links: no answer in 15 s' }, 'The server did not answer in time.'],
    [{ name: 'ServerError', message: 'POST /api/v1/links: 500', status: 500 }, 'The server had a problem.'],
  ])('%j', async (problem, reason) => {
    await showFailure({ problem, source: 'command', url: 'https://example.org/' });
    expect(await badge()).toEqual({ text: '!', title: `Linklet couldn’t shorten. ${reason}` });
    expect((await loadBackgroundError())?.problem).toEqual(problem);
  });

  it('every title is one line', async () => {
    for (const problem of [{ name: 'NetworkError', message: '' }, { name: 'SecretInAddress', parameter: 'token' }, { name: 'NotAUrl' }] as Problem[]) {
      await showFailure({ problem, source: 'command', url: 'https://example.org/' });
      const { title } = await badge();
      expect(title).toMatch(/^Linklet couldn’t shorten\. \S/);
      expect(title).not.toContain('\n');
    }
  });

  it('an omnibox search that found nothing: said on the badge, not stored (nothing failed that the popup could explain)', async () => {
    await showFailure({ problem: { name: 'NoMatch', query: 'roadmap' }, source: 'omnibox', url: 'roadmap' });
    expect(await badge()).toEqual({ text: '!', title: 'Linklet: no link matches “roadmap”' });
    expect(await loadBackgroundError()).toBeNull();
  });

  it('a selection that is not a URL is never stored, only that it was not one', async () => {
    await showFailure({ problem: { name: 'NotAUrl' }, source: 'context-menu', url: 'my secret note' });
    expect(await loadBackgroundError()).toMatchObject({ url: '', problem: { name: 'NotAUrl' } });
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
    await showFailure({ problem: error, source: 'command', url: 'https://example.org/' }, Date.UTC(2025, 0, 2));
    const message = 'The server rejected the API key. Check that you copied the whole key and that it is still valid.';
    expect(await badge()).toEqual({ text: '!', title: `Linklet couldn’t shorten. ${message}` });
    expect(await loadBackgroundError()).toEqual({
      source: 'command',
      url: 'https://example.org/',
      problem: error,
      at: '2025-01-02T00:00:00.000Z',
    });
  });

  it('keeps the failure badge until the popup has shown the error', async () => {
    await showFailure({ problem: { name: 'NotAUrl' }, source: 'context-menu', url: 'words' });
    await settleBadge(Date.now() + 60_000);
    expect((await badge()).text).toBe('!');
    await clearBackgroundError();
    expect(await loadBackgroundError()).toBeNull();
    expect((await badge()).text).toBe('');
  });

  it('forgets an older failure once a shorten succeeds', async () => {
    await showFailure({ problem: { name: 'NotAUrl' }, source: 'context-menu', url: 'words' });
    await showSuccess('https://sho.rt/abc');
    expect(await loadBackgroundError()).toBeNull();
  });

  it('ignores a stored value of another shape', async () => {
    await fakeBrowser.storage.local.set({ lastBackgroundError: { something: 'else' } });
    expect(await loadBackgroundError()).toBeNull();
  });
});
