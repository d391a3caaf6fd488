import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { isReachable, refusedCrossOrigin } from '../../lib/connection/reachability';

const BASE = 'https://sho.rt';

function hostAccess(granted: boolean) {
  const contains = vi.fn(async () => granted);
  (fakeBrowser as unknown as { permissions: unknown }).permissions = { contains };
  return contains;
}

const answering = () => vi.fn(async () => new Response(null, { status: 200 }));
const failing = () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));

describe('a failed request without host access', () => {
  beforeEach(() => void hostAccess(false));

  it('is a refused cross-origin request when the server answers an opaque probe, sent without the key', async () => {
    const fetch = answering();
    expect(await refusedCrossOrigin(BASE, fetch)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://sho.rt/api/v1/links');
    expect(init).toMatchObject({ mode: 'no-cors', credentials: 'omit', referrerPolicy: 'no-referrer' });
    expect(init.headers).toBeUndefined();
  });

  it('is the network when nothing answers', async () => {
    expect(await refusedCrossOrigin(BASE, failing())).toBe(false);
    expect(await isReachable(BASE, failing())).toBe(false);
  });
});

describe('a failed request with host access', () => {
  it('is the network: the browser skipped CORS, so no probe is sent', async () => {
    const contains = hostAccess(true);
    const fetch = answering();
    expect(await refusedCrossOrigin(BASE, fetch)).toBe(false);
    expect(contains).toHaveBeenCalledWith({ origins: ['https://sho.rt/*'] });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('an origin access cannot be asked for', () => {
  it('is not diagnosed: nothing to grant, no probe', async () => {
    (fakeBrowser as unknown as { permissions: unknown }).permissions = {
      contains: vi.fn(async () => Promise.reject(new Error('Only permissions specified in the manifest may be requested.'))),
    };
    const fetch = answering();
    expect(await refusedCrossOrigin('http://public.example', fetch)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
