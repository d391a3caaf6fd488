/**
 * The reference server against the shape fixtures of the real phpShort (test/fixtures/phpshort/):
 * every case of each version, on a fresh seed, with the rate limit on as a real server has it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareHeaders, compareTypes, exchange, loadFixtures, type FixtureCase } from './conformance-lib';
import { startServer, type RefServer } from './index';

async function run(server: RefServer, fixture: FixtureCase): Promise<{ problems: string[]; body: unknown; headers: Headers }> {
  const response = await exchange(server, fixture);
  const text = await response.text();
  const problems = response.status === fixture.status ? [] : [`status ${response.status}, expected ${fixture.status}: ${text.slice(0, 300)}`];
  problems.push(...compareHeaders(fixture.headers, response.headers));
  let body: unknown;
  if (fixture.types) {
    try {
      body = JSON.parse(text);
      problems.push(...compareTypes(fixture.types, body, fixture.nonEmpty));
    } catch {
      problems.push(`body is not JSON: ${text.slice(0, 120)}`);
    }
  }
  return { problems, body, headers: response.headers };
}

for (const version of [44, 49] as const) {
  describe(`phpShort ${version}`, () => {
    let server: RefServer;
    beforeAll(async () => {
      server = await startServer({ version, rateLimit: { limit: 60 } });
    });
    afterAll(() => server.close());

    it.each(loadFixtures(version).map((fixture) => [fixture.name, fixture] as const))('%s', async (_, fixture) => {
      const { problems } = await run(server, fixture);
      expect(problems).toEqual([]);
    });
  });
}

describe('the comparison', () => {
  let server: RefServer;
  beforeAll(async () => {
    server = await startServer({ rateLimit: { limit: 60 } });
  });
  afterAll(() => server.close());

  it('fails an answer whose shape differs in either direction', async () => {
    const fixture = loadFixtures(44).find((f) => f.name === 'links.show.in-space') as FixtureCase;
    const { problems, body } = await run(server, fixture);
    expect(problems).toEqual([]);
    const broken = structuredClone(body) as { data: Record<string, unknown> & { space: Record<string, unknown> } };
    broken.data.space.color = String(broken.data.space.color);
    delete broken.data.expiration_url;
    broken.data.expires_at = null;
    broken.data.pixels = [];
    expect(compareTypes(fixture.types ?? {}, broken, ['data.pixels'])).toEqual([
      'data.space.color is string, expected number',
      'unexpected data.expires_at (null)',
      'missing data.expiration_url (null|string)',
      'data.pixels is empty',
    ]);
  });

  it('fails missing, unexpected and different headers', () => {
    const headers = new Headers({ 'content-type': 'text/html', 'retry-after': '3' });
    expect(compareHeaders({ 'content-type': 'application/json', 'x-ratelimit-limit': '/^\\d+$/' }, headers)).toEqual([
      'header content-type is text/html, expected application/json',
      'unexpected header retry-after: 3',
      'header x-ratelimit-limit missing',
    ]);
  });
});
