import { describe, expect, it } from 'vitest';
import { RateLimiter, UNLIMITED } from './ratelimit';
import { call, useServer } from './test-helpers';

const server = useServer({ rateLimit: { limit: 3, windowMs: 400 } });
const account = (options = {}) => call(server(), 'GET', '/api/v1/account', options);

describe('the rate limit', () => {
  it('counts down in X-RateLimit headers, then refuses with 429, Retry-After and X-RateLimit-Reset', async () => {
    const remaining: Array<string | null> = [];
    for (let i = 0; i < 3; i++) {
      const res = await account();
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('3');
      remaining.push(res.headers.get('x-ratelimit-remaining'));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await account();
    expect([refused.status, refused.json]).toEqual([429, { message: 'Too Many Attempts.' }]);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('retry-after')).toBe('1');
    const reset = Number(refused.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));
    expect(reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 1);
  });

  it('counts before authentication: wrong keys spend the budget and are refused too', async () => {
    for (let i = 0; i < 3; i++) expect((await account({ auth: false, headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await account()).status).toBe(429);
    expect((await account({ auth: false })).status).toBe(429);
  });

  it('keys on the client address, not X-Forwarded-For', async () => {
    for (let i = 0; i < 3; i++) await account();
    expect((await account({ headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(429);
  });

  it('does not count 405s or paths no route matches, and they carry no rate-limit headers', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await call(server(), 'PUT', '/api/v1/links', { form: 'a=1' });
      expect(res.status).toBe(405);
      expect(res.headers.get('x-ratelimit-limit')).toBeNull();
    }
    expect((await account()).headers.get('x-ratelimit-remaining')).toBe('2');
  });

  it('gives a fresh budget once the window is over', async () => {
    for (let i = 0; i < 4; i++) await account();
    await new Promise((done) => setTimeout(done, 450));
    expect((await account()).headers.get('x-ratelimit-remaining')).toBe('2');
  });

  it('can be switched off (a limit no test reaches, still reported) and on again; reset restores the start options', async () => {
    server().setRateLimit(false);
    for (let i = 0; i < 5; i++) expect((await account()).headers.get('x-ratelimit-limit')).toBe(String(UNLIMITED));
    server().setRateLimit({ limit: 1 });
    expect((await account()).headers.get('x-ratelimit-limit')).toBe('1');
    expect((await account()).status).toBe(429);
    server().reset();
    expect((await account()).headers.get('x-ratelimit-limit')).toBe('3');
  });
});

describe('RateLimiter', () => {
  it('rounds Retry-After up to whole seconds of the window left', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 });
    const start = 1_800_000_000_500;
    expect(limiter.hit('ip', start).allowed).toBe(true);
    const refused = limiter.hit('ip', start + 10_200);
    expect(refused.headers['Retry-After']).toBe('50');
    expect(refused.headers['X-RateLimit-Reset']).toBe(String(Math.floor((start + 10_200) / 1000) + 50));
    expect(limiter.hit('other-ip', start + 10_200).allowed).toBe(true);
    expect(limiter.hit('ip', start + 60_000).allowed).toBe(true);
  });
});
