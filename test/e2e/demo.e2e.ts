import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNEYS, type JourneyContext } from '../../scripts/demo-journeys';
import { loopbackInView, SCREENS, THEMES } from '../../scripts/demo-screens';
import { startDemo } from '../../scripts/demo-setup';
import { EXTENSION_DIR, toolbarSettings, unpackedExtensionId } from './harness';

// The journeys of `npm run demo -- --headless`, one test each, so CI fails when one does. Their
// screenshots go to a temporary folder: docs/ changes only when someone runs the demo.
describe('the headless demo', () => {
  let ctx: JourneyContext;
  const outDir = mkdtempSync(join(tmpdir(), 'linklet-demo-shots-'));
  beforeAll(async () => {
    ctx = { demo: await startDemo({ links: 300, grantWithXdotool: true }), outDir };
  });
  afterAll(async () => {
    await ctx?.demo.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('pins the toolbar button of the extension it loaded', async () => {
    expect(ctx.demo.session.extensionId).toBe(unpackedExtensionId(EXTENSION_DIR));
    expect(await toolbarSettings(ctx.demo.session)).toEqual({ isOnToolbar: true });
  });

  it('starts with rich sample data', () => {
    const { db } = ctx.demo.server;
    expect(db.links.length).toBeGreaterThanOrEqual(300);
    expect(db.domains.length).toBeGreaterThan(1);
    expect(db.spaces.length).toBeGreaterThan(1);
    expect(new Set(db.pixels.map((p) => p.type)).size).toBeGreaterThan(3);
    expect(db.links.some((l) => l.expiration_date || l.expiration_clicks)).toBe(true);
    expect(db.links.some((l) => l.target_type !== 0)).toBe(true);
  });

  for (const journey of JOURNEYS) {
    it(journey.name, async () => {
      await journey.run(ctx);
    });
  }

  it('wrote a screenshot of each screen in light and dark, each checked for loopback addresses', () => {
    const files = [...SCREENS.flatMap((screen) => THEMES.map((theme) => `${screen}-${theme}`)), 'omnibox-light'];
    for (const name of files) {
      const file = join(outDir, 'screens', `${name}.png`);
      expect(existsSync(file), name).toBe(true);
      expect(statSync(file).size).toBeGreaterThan(1000);
    }
  });

  it('finds a loopback address wherever a page shows or holds one', async () => {
    const page = await ctx.demo.session.context.newPage();
    await page.setContent(`<title>Linklet · 127.0.0.1:8787</title><p>All fine at ${ctx.demo.instanceUrl}</p>`);
    const found = await loopbackInView(page);
    expect(found).toContain('title: Linklet · 127.0.0.1:8787');
    expect(found.some((text) => text.includes('acme-studio'))).toBe(false);
    await page.setContent(`<input aria-label="Instance URL"><div id="host"></div><img alt="QR code of http://[::1]:9/x">`);
    await page.evaluate(() => {
      (document.querySelector('input') as HTMLInputElement).value = 'http://127.0.0.1:45447';
      (document.getElementById('host') as HTMLElement).attachShadow({ mode: 'open' }).textContent = 'localhost:3000/abc';
    });
    expect(await loopbackInView(page)).toHaveLength(3);
    await page.close();
  });
});
