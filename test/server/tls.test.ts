import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayTls } from '../../scripts/demo-hosts';
import { startServer, type RefServer } from './index';

/** One GET over HTTPS to the loopback server, as a browser that reached it under `host` sends it. */
function get(server: RefServer, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request(
      `${server.url}${path}`,
      // The certificate is self-signed: the demo's browser alone is told to accept it.
      { rejectUnauthorized: false, headers: { Host: host, Accept: 'application/json', Authorization: `Bearer ${server.apiKey}` } },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', fail);
    req.end();
  });
}

// The demo serves the instance over HTTPS under a public name (scripts/demo-hosts.ts).
describe.each([44, 49] as const)('the reference server over HTTPS (v%i)', (version) => {
  let server: RefServer;
  beforeAll(async () => {
    server = await startServer({ version, tls: throwawayTls() });
  });
  afterAll(() => server.close());

  it('says https in its own URL and in the addresses it answers, under the name the client asked for', async () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const res = await get(server, '/api/v1/links?per_page=10', 'go.acme-studio.com');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).links.first).toMatch(/^https:\/\/go\.acme-studio\.com\/api\/v1\/links\?/);
  });
});
