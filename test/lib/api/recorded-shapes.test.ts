/**
 * Every answer the shape fixtures of the real phpShort record (test/fixtures/phpshort/, both
 * versions, every endpoint and case) goes through the client's schemas into the expected shape.
 * The client asks the reference server, which gives it the body under test:
 * - bodies built from each case's recorded type map, one per recorded type of every path that was
 *   seen with several (`null|string`, `array|null|object`…), so every shape is read at least once;
 * - the reference server's own answer to the case's request (its values are realistic: URLs,
 *   dates; conformance.test.ts holds it to the same fixtures).
 * A 2xx must be read whole (no record skipped, no field lost, numbers as numbers); an error
 * status must be the error of that status, a 422 with the fields the body names.
 */
import { describe, expect, it } from 'vitest';
import { isApiError, type ApiClient, type ApiErrorData } from '../../../lib/api';
import { exchange, loadFixtures, type FixtureCase } from '../../server/conformance-lib';
import { rejectionOf, useServer, VERSIONS } from './helpers';
import { anyCall, errorNameOf, expectedFields, readingOf, recordedBodies } from './recorded-shapes';

/** Cases whose answer Linklet never reads: it neither creates, changes nor deletes domains and spaces. */
const UNREAD = /^(?:domains|spaces)\.(?:store|update|delete)(?:\.|$)/;

const json = (fixture: FixtureCase) => fixture.types !== null;
const isSuccess = (fixture: FixtureCase) => fixture.status >= 200 && fixture.status < 300;

describe.each(VERSIONS)('the recorded answers of phpShort v%i', (version) => {
  const t = useServer(version, { rateLimit: { limit: 60 } });
  const fixtures = loadFixtures(version).filter(json);
  const read = fixtures.filter((f) => isSuccess(f) && !UNREAD.test(f.name));
  const errors = fixtures.filter((f) => !isSuccess(f));

  /** The client's answer to `body` given with the case's status, over HTTP from the reference server. */
  async function answer(fixture: FixtureCase, body: unknown, call: (client: ApiClient) => Promise<unknown>) {
    t.server.reset();
    t.server.inject({ status: fixture.status, body: body as object });
    // One attempt: a 429 or 5xx is the answer under test, not a reason to ask again.
    return call(t.client({ retries: 0 }));
  }

  it('reads every endpoint Linklet asks, and no success answer is left out but the unread ones', () => {
    const successes = fixtures.filter(isSuccess);
    expect(successes.filter((f) => !readingOf(f.request)).map((f) => f.name)).toEqual(successes.filter((f) => UNREAD.test(f.name)).map((f) => f.name));
    expect(new Set(read.map((f) => `${f.request.method} ${f.request.path.split('?')[0]!.replace(/\/(?:\{[^}]+\}|\d+)$/, '/{id}')}`))).toEqual(
      new Set([
        'GET /api/v1/account',
        'GET /api/v1/domains',
        'GET /api/v1/domains/{id}',
        'GET /api/v1/spaces',
        'GET /api/v1/spaces/{id}',
        'GET /api/v1/pixels',
        'GET /api/v1/pixels/{id}',
        'POST /api/v1/pixels',
        'PUT /api/v1/pixels/{id}',
        'DELETE /api/v1/pixels/{id}',
        'GET /api/v1/links',
        'GET /api/v1/links/{id}',
        'POST /api/v1/links',
        'PUT /api/v1/links/{id}',
        'PATCH /api/v1/links/{id}',
        'DELETE /api/v1/links/{id}',
        'GET /api/v1/stats/{id}',
      ]),
    );
  });

  describe.each(read.map((f) => [f.name, f] as const))('%s', (_, fixture) => {
    const reading = readingOf(fixture.request)!;

    it.each(recordedBodies(fixture.types!).map((b) => [b.variant, b.body] as const))('recorded shape, %s', async (_variant, body) => {
      reading.check(await answer(fixture, body, reading.call), body as Record<string, unknown>, version);
    });

    it('the reference server’s answer', async () => {
      const response = await exchange(t.server, fixture);
      expect(response.status).toBe(fixture.status);
      const body = (await response.json()) as Record<string, unknown>;
      reading.check(await answer(fixture, body, reading.call), body, version);
    });
  });

  describe.each(errors.map((f) => [`${f.name} (${f.status})`, f] as const))('%s', (_, fixture) => {
    it.each(recordedBodies(fixture.types!).map((b) => [b.variant, b.body] as const))('recorded shape, %s: the error of its status', async (_variant, body) => {
      const error = (await rejectionOf(answer(fixture, body, anyCall(fixture.request.method)))) as ApiErrorData;
      expect(isApiError(error, errorNameOf(fixture.status) as ApiErrorData['name'])).toBe(true);
      expect(error.status).toBe(fixture.status);
      const raw = body as Record<string, unknown>;
      if (fixture.status === 422) expect(error.fields).toEqual(expectedFields(raw));
      // A 422 says its first field's message; a 429 when to try again.
      if (typeof raw.message === 'string' && fixture.status !== 422 && fixture.status !== 429) expect(error.message).toContain(raw.message);
    });
  });
});
