import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { welcomeTab } from './extension';
import { Firefox } from './firefox';
import type { TabPage } from './page';

// Plain http on the user's own network in real Firefox, whose default policy for extension pages
// would upgrade it to https (the manifest leaves that out): after the opt-in, Save reaches the
// instance (over CORS: no host permission can be asked for such a host) and says it is connected.
const LAN_HOST = 'linklet-nas.lan';
let server: RefServer;
let firefox: Firefox;
let options: TabPage;

beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 30 } });
  // Firefox resolves this name to this machine, as a name on the user's network would resolve to a box there.
  firefox = await Firefox.launch({ prefs: { 'network.dns.localDomains': LAN_HOST } });
  options = await welcomeTab(firefox);
});
afterAll(async () => {
  await firefox?.close();
  await server?.close();
});

describe("plain http on the user's own network", () => {
  it('after the opt-in, Save connects without asking for access', async () => {
    const url = `http://${LAN_HOST}:${new URL(server.url).port}`;
    await options.fill('Instance URL', url);
    await options.fill('API key', server.apiKey);
    await options.check('Use plain http on my own network: the API key travels unencrypted');
    await options.click('Save');
    await options.waitForText('Connected: phpShort v44 · 30 links');
    expect(server.apiRequests().some((r) => r.headers.authorization === `Bearer ${server.apiKey}`)).toBe(true);
  });
});
