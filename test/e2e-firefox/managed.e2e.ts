import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { BrowserUi } from './browser-ui';
import { welcomeTab } from './extension';
import { ADDON_ID, Firefox } from './firefox';
import type { TabPage } from './page';
import { ToolbarPopup } from './popup';

// Rolled out by an administrator, in real Firefox (issue 42): the managed values as Firefox reads
// them for an add-on, from a managed-storage manifest (`~/.mozilla/managed-storage/<add-on
// id>.json` on Linux; Firefox answers storage.managed from it as from its enterprise policies'
// `3rdparty` section). The manifest lives in a home folder of this journey's own, given to this
// Firefox alone as its HOME, and goes with it: no other Firefox on the machine sees it.
// Firefox does not check the values against a schema as Chrome does: one of the wrong kind is
// handed over as written, and the settings say it is not applied.

const KEY = 'ff-4Rt7Yb2Nq9Lm5Xc8Vz3Hw6Kp';
let server: RefServer;
let firefox: Firefox;
let ui: BrowserUi;
let popup: ToolbarPopup;
let welcome: TabPage;
let home: string;

beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 20 }, apiKey: KEY });
  home = mkdtempSync(join(tmpdir(), 'linklet-ff-home-'));
  const folder = join(home, '.mozilla', 'managed-storage');
  mkdirSync(folder, { recursive: true });
  const data = { InstanceUrl: server.url, DefaultDomain: 'go.example.com', DefaultSpace: 'Marketing', ShortenOnClick: true, AddressBar: 'no' };
  writeFileSync(
    join(folder, `${ADDON_ID}.json`),
    JSON.stringify({ name: ADDON_ID, description: 'Linklet, as the organization set it', type: 'storage', data }),
  );
  firefox = await Firefox.launch({ home });
  ui = new BrowserUi(firefox);
  popup = new ToolbarPopup(firefox);
  welcome = await welcomeTab(firefox);
});
afterAll(async () => {
  try {
    await firefox?.close();
    await server?.close();
  } finally {
    if (home) rmSync(home, { recursive: true, force: true });
  }
});

const stores = () => server.apiRequests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
const idOf = (list: Array<{ id: number; name: string }>, name: string) => String(list.find((item) => item.name === name)!.id);

describe('a managed install in Firefox', () => {
  it('the welcome asks only for the key; the instance is fixed; what cannot be followed is said', async () => {
    await welcome.until('the instance the policy sets', 'return $label(document, "Instance URL")?.value === arguments[0];', server.url);
    const fixed = await welcome.run<{ readOnly: boolean; describedBy: string[] }>(
      'const f = $label(document, "Instance URL"); return { readOnly: f.readOnly, describedBy: $describedBy(document, f) };',
    );
    expect(fixed).toEqual({ readOnly: true, describedBy: ['Set by your organization'] });
    const editable = await welcome.run<string[]>(
      'return [...document.querySelectorAll("ol.steps > li:first-child :is(input:not([type=checkbox]), select)")].filter((f) => !f.readOnly && !f.disabled).map((f) => f.id);',
    );
    expect(editable).toEqual(['api-key']);
    const summary = await welcome.run<string[]>(
      'return [...document.querySelectorAll("#managed dt")].map((dt) => [$clean(dt.textContent) + ":", $clean(dt.nextElementSibling.querySelector(".policy-value")?.textContent ?? ""), $clean(dt.nextElementSibling.querySelector(".policy-state").textContent)].filter(Boolean).join(" "));',
    );
    // Each policy once, with its state; the one of the wrong kind says so in its own row.
    expect(summary).toEqual([
      `Instance URL: ${server.url} Applied`,
      'Default domain: go.example.com Applied',
      'Default space: Marketing Applied',
      'Toolbar button: Shortens the page and copies the link at once Applied',
      'Address bar: Not applied',
    ]);
    await welcome.waitForText('Address bar (AddressBar): the value "no" is not of the kind this setting takes, so it is not applied.');
    expect(await welcome.run('return !!document.querySelector(`a[href="${arguments[0]}/account/api"]`);', server.url)).toBe(true);

    await welcome.fill('API key', KEY);
    await welcome.click('Save');
    await ui.answerPermissionPrompt(true);
    await welcome.waitForText('Connected: phpShort v44 · 20 links');
  });

  it('one click makes the page’s link on the policy’s domain, in its space', async () => {
    const url = `${server.url}/page/${encodeURIComponent('Managed in Firefox')}`;
    await firefox.openTab(url);
    server.clearRequests();
    await popup.open();
    await popup.until('the short link', 'return /^https:\\/\\/go\\.example\\.com\\//.test($label(doc, "Short link")?.value ?? "")');
    expect(stores().map((r) => Object.fromEntries(new URLSearchParams(r.body)))).toEqual([
      { url, domain_id: idOf(server.db.domains, 'go.example.com'), space_id: idOf(server.db.spaces, 'Marketing') },
    ]);
    await popup.close();
  });
});
