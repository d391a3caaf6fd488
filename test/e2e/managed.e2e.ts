import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefServer } from '../server';
import { expectAccessible } from './a11y-checks';
import { type ChromiumPolicy, type ManagedRun, policyUnwritable, POLICY_DIR, startManaged } from './chromium-policy';
import { answerPermissionPrompt, hasHostPermission } from './configure';
import type { ExtensionSession } from './harness';
import { linkPosts, POLL, popupOver } from './helpers';
import { button, field, region, welcomeTab } from './settings-page';

// Rolled out by an administrator (issue 42): a real Chromium policy for this build's id, in
// Chromium's managed-policy folder, before the browser starts. The install's welcome asks only
// for the person's key; the instance is fixed; one click makes links on the policy's domain and
// space; a policy rewritten while the browser runs applies at once, the key kept.

const KEY = 'mg-8Hq2Lr5Tz9Wx3Vb6Nc1Pd4Kf';
const WAIT = { timeout: 20_000 };
const unwritable = policyUnwritable();
if (unwritable) console.warn(`managed.e2e.ts skipped: a Chromium policy cannot be written (${unwritable}).`);

let run: ManagedRun;
let server: RefServer;
let session: ExtensionSession;
let policy: ChromiumPolicy;
let welcome: Page;

/** The policy the administrator sets: the instance, a domain and a space by name, one click, no context menu. */
const first = (url = server.url) => ({
  InstanceUrl: url,
  DefaultDomain: 'go.example.com',
  DefaultSpace: 'Marketing',
  ShortenOnClick: true,
  ContextMenu: false,
});
const domainId = (name: string) => server.db.domains.find((d) => d.name === name)!.id;
const spaceId = (name: string) => server.db.spaces.find((s) => s.name === name)!.id;
const stored = (body: string) => Object.fromEntries(new URLSearchParams(body));

describe.skipIf(!!unwritable)(`a managed install (a policy in ${POLICY_DIR})`, () => {
  beforeAll(async () => {
    run = await startManaged({ seed: { links: 20 }, apiKey: KEY }, first);
    ({ server, session, policy } = run);
    welcome = await welcomeTab(session);
  });
  afterAll(() => run?.close());

  it('the welcome asks only for the key, with where the instance shows it, and says what the organization set', async () => {
    const url = field(welcome, 'Instance URL');
    await expect.poll(() => url.inputValue(), POLL).toBe(server.url);
    expect(await url.isEditable()).toBe(false);
    expect(await url.getAttribute('aria-describedby').then((ids) => welcome.locator(`#${ids!.split(' ').at(-1)}`).textContent())).toBe(
      'Set by your organization',
    );
    const steps = welcome.locator('ol.steps > li');
    expect(await steps.count()).toBe(4);
    // The one field to fill in is the key.
    const editable = await steps
      .nth(0)
      .locator('input:not([type=checkbox]), select')
      .evaluateAll((fields) => fields.filter((f) => !(f as HTMLInputElement).readOnly && !(f as HTMLInputElement).disabled).map((f) => f.id));
    expect(editable).toEqual(['api-key']);
    expect(await welcome.getByLabel('Default domain', { exact: true }).count()).toBe(0);
    const keyPage = steps.nth(0).getByRole('link', { name: `${server.url}/account/api` });
    expect(await keyPage.getAttribute('href')).toBe(`${server.url}/account/api`);
    const summary = region(welcome, 'Set by your organization');
    expect(await summary.locator('dt').allTextContents()).toEqual(['Instance URL', 'Default domain', 'Default space', 'Toolbar button', 'Context menu']);
    expect(await summary.locator('dd .policy-value').allTextContents()).toEqual([
      server.url,
      'go.example.com',
      'Marketing',
      'Shortens the page and copies the link at once',
      'Off',
    ]);
    // Each value once, with its state beside it.
    expect(await summary.locator('dd .policy-state').allTextContents()).toEqual(['Applied', 'Applied', 'Applied', 'Applied', 'Applied']);
    await expectAccessible(welcome);

    await field(welcome, 'API key').fill(KEY);
    await button(welcome, 'Save').click();
    await answerPermissionPrompt(true);
    await region(welcome, 'Connection')
      .getByText(/^Connected: phpShort v44/)
      .waitFor(WAIT);
    // The host permission was asked for the organization's instance, at Save, as for everyone.
    expect(await hasHostPermission(session, server.origin)).toBe(true);
    await expectAccessible(welcome);
  });

  it('the settings show the instance fixed, and the defaults the policy names as the account’s', async () => {
    await welcome.goto(session.pageUrl('options.html#settings'));
    const url = field(welcome, 'Instance URL');
    await expect.poll(() => url.inputValue(), POLL).toBe(server.url);
    expect(await url.isEditable()).toBe(false);
    // Typing into it changes nothing.
    await url.press('End');
    await welcome.keyboard.type('/elsewhere');
    expect(await url.inputValue()).toBe(server.url);
    await expect.poll(() => field(welcome, 'Default domain').inputValue(), POLL).toBe('go.example.com');
    expect(await field(welcome, 'Default domain').isEditable()).toBe(false);
    expect(await field(welcome, 'Default space').inputValue()).toBe('Marketing');
    expect(await field(welcome, 'Show Linklet in the context menu').isDisabled()).toBe(true);
    // Left free by the policy: the person's.
    expect(await field(welcome, 'Copy the short link automatically').isEnabled()).toBe(true);
    await expectAccessible(welcome);
  });

  it('one click makes the page’s link on the policy’s domain, in its space', async () => {
    server.clearRequests();
    const { popup, url } = await popupOver(session, server, 'Managed one click');
    const shown = popup.getByLabel('Short link', { exact: true });
    await expect.poll(() => shown.inputValue().catch(() => ''), POLL).toMatch(/^https:\/\/go\.example\.com\//);
    expect(linkPosts(server).map((r) => stored(r.body))).toEqual([
      { url, domain_id: String(domainId('go.example.com')), space_id: String(spaceId('Marketing')) },
    ]);
    await popup.close().catch(() => undefined);
  });

  it('a policy rewritten while the browser runs applies at once: the new domain, the key kept', async () => {
    const next = { ...first(), DefaultDomain: 'l.acme.test', ShortenOnClick: true };
    policy.write(next);
    await policy.reload(session, next);
    await welcome.bringToFront();
    await expect.poll(() => field(welcome, 'Default domain').inputValue(), POLL).toBe('l.acme.test');
    expect(await field(welcome, 'API key').inputValue()).toBe(KEY);

    server.clearRequests();
    const { popup, url } = await popupOver(session, server, 'Managed after the change');
    const shown = popup.getByLabel('Short link', { exact: true });
    await expect.poll(() => shown.inputValue().catch(() => ''), POLL).toMatch(/^https:\/\/l\.acme\.test\//);
    expect(linkPosts(server).map((r) => stored(r.body))).toEqual([{ url, domain_id: String(domainId('l.acme.test')), space_id: String(spaceId('Marketing')) }]);
    await popup.close().catch(() => undefined);
  });
});
