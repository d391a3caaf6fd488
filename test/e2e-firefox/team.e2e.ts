import { existsSync, mkdirSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { BrowserUi } from './browser-ui';
import { welcomeTab } from './extension';
import { ADDON_ID, Firefox, FIREFOX } from './firefox';
import type { TabPage } from './page';
import { ToolbarPopup } from './popup';

// The team's pixel and space made in a member's account (issue 46), in real Firefox with its
// enterprise policies file: `policies.json` in the `distribution` folder of the installation, its
// `3rdparty` section handed to Linklet as managed storage. The file is this journey's and goes
// with it (one that was there before is put back).

const MEMBER = 'ff-member-3Wq8Zr5Ty2Lp';
const DISTRIBUTION = join(dirname(realFirefox()), 'distribution');
const POLICIES = join(DISTRIBUTION, 'policies.json');
const KEPT = `${POLICIES}.linklet-e2e-kept`;

/** /usr/bin/firefox-esr is a link into the installation, whose folder holds `distribution/`. */
function realFirefox(): string {
  try {
    return realpathSync(FIREFOX);
  } catch {
    return FIREFOX;
  }
}

let server: RefServer;
let firefox: Firefox;
let ui: BrowserUi;
let popup: ToolbarPopup;
let welcome: TabPage;

const memberPosts = (what: string) =>
  server.apiRequests().filter((r) => r.method === 'POST' && r.path === `/api/v1/${what}` && r.headers.authorization === `Bearer ${MEMBER}`);
const memberDb = () => server.accounts.find((a) => a.apiKey === MEMBER)!.db;

beforeAll(async () => {
  server = await startServer({ port: 0, version: 49, seed: { links: 5 }, accounts: [{ apiKey: MEMBER, seed: false }] });
  mkdirSync(DISTRIBUTION, { recursive: true });
  if (existsSync(POLICIES)) renameSync(POLICIES, KEPT);
  const linklet = {
    InstanceUrl: server.url,
    TeamPixels: [{ Name: 'FB main', Type: 'facebook', Value: '123456789012345' }],
    TeamSpaces: [{ Name: 'Campaigns' }],
    DefaultPixels: ['FB main'],
    DefaultSpace: 'Campaigns',
    ShortenOnClick: true,
  };
  writeFileSync(POLICIES, JSON.stringify({ policies: { '3rdparty': { Extensions: { [ADDON_ID]: linklet } } } }, null, 2));
  firefox = await Firefox.launch();
  ui = new BrowserUi(firefox);
  popup = new ToolbarPopup(firefox);
  welcome = await welcomeTab(firefox);
});
afterAll(async () => {
  try {
    await firefox?.close();
    await server?.close();
  } finally {
    rmSync(POLICIES, { force: true });
    if (existsSync(KEPT)) renameSync(KEPT, POLICIES);
  }
});

describe('the team’s pixels and spaces in Firefox (policies.json)', () => {
  it('after Save the member’s account has the team’s pixel and space, one POST each, and the welcome says so', async () => {
    await welcome.until('the instance the policy sets', 'return $label(document, "Instance URL")?.value === arguments[0];', server.url);
    await welcome.fill('API key', MEMBER);
    await welcome.click('Save');
    await ui.answerPermissionPrompt(true);
    await welcome.waitForText('Added to your account: pixel FB main (Facebook), space Campaigns.');
    expect(memberPosts('pixels')).toHaveLength(1);
    expect(memberPosts('spaces')).toHaveLength(1);
    expect(memberDb().pixels.map((p) => [p.type, p.value])).toEqual([['facebook', '123456789012345']]);
  });

  it('one click’s store carries them, and the result names them', async () => {
    const url = `${server.url}/page/${encodeURIComponent('Team in Firefox')}`;
    await firefox.openTab(url);
    server.clearRequests();
    await popup.open();
    await popup.until('the short link', 'return /^https?:\\/\\//.test($label(doc, "Short link")?.value ?? "")');
    const stores = server.apiRequests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
    const body = new URLSearchParams(stores[0]!.body);
    expect(body.get('space_id')).toBe(String(memberDb().spaces.find((s) => s.name === 'Campaigns')!.id));
    expect(body.getAll('pixel_ids[]')).toEqual([String(memberDb().pixels[0]!.id)]);
    await popup.until('what the link got', 'return [...doc.querySelectorAll(".link-got li")].some((li) => li.textContent === "Pixels FB main")');
    await popup.close();
  });
});
