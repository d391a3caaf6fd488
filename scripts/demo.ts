/**
 * `npm run demo`: Linklet working against a local reference server, without an account.
 *   (no flag)    Chromium opens on a sample article with Linklet connected; close it to stop.
 *   --headless   No window: runs the main journeys under a virtual display of its own, writes
 *                each screen in light and dark to docs/screens/ (or --out DIR/screens/) and exits
 *                1 when one fails or shows a loopback address.
 *   --out DIR    Screenshot folder for --headless.   --port N   Server port (default 8787).
 *   --links N    Number of sample links (default 300).
 *   --store      The store images in every language, light and dark (scripts/store-images.ts),
 *                to docs/store/images/ or --out DIR.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { EXTENSION_DIR } from '../test/e2e/harness';
import { runJourneys } from './demo-journeys';
import { optimise, writeStoreImages } from './store-images';
import { startDemo, type Demo } from './demo-setup';

const args = process.argv.slice(2);
const headless = args.includes('--headless');
const store = args.includes('--store');

function option(name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function wholeNumber(name: string, fallback: number): number {
  const raw = option(name);
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 0) fail(`--${name} needs a whole number, got ${JSON.stringify(raw)}`);
  return n;
}

function fail(message: string, code = 2): never {
  console.error(`demo: ${message}`);
  process.exit(code);
}

/**
 * The host-permission prompt is answered with xdotool, which must never type into someone's
 * desktop: --headless always runs under an Xvfb display started for it.
 */
function rerunUnderXvfb(): never {
  const result = spawnSync('xvfb-run', ['-a', '-s', '-screen 0 1280x900x24', process.execPath, ...process.execArgv, process.argv[1]!, ...args], {
    stdio: 'inherit',
    env: { ...process.env, LINKLET_DEMO_XVFB: '1' },
  });
  if (result.error) fail(`could not start xvfb-run (${result.error.message}). Install it: apt-get install -y xvfb xdotool`);
  process.exit(result.status ?? 1);
}

async function startServerDemo(port: number, grant: boolean): Promise<Demo> {
  const links = wholeNumber('links', 300);
  try {
    return await startDemo({ port, links, grantWithXdotool: grant });
  } catch (error) {
    // A busy default port is no reason to give up: any free port will do.
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || option('port')) throw error;
    return startDemo({ port: 0, links, grantWithXdotool: grant });
  }
}

async function headlessRun(): Promise<number> {
  const outDir = resolve(option('out') ?? 'docs');
  const demo = await startServerDemo(wholeNumber('port', 0), true);
  try {
    const results = await runJourneys({ demo, outDir });
    for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name} (${r.ms} ms)${r.error ? `\n    ${r.error}` : ''}`);
    const failed = results.filter((r) => !r.ok).length;
    const screens = join(outDir, 'screens');
    const shots = existsSync(screens)
      ? readdirSync(screens)
          .filter((name) => name.endsWith('.png'))
          .map((name) => join(screens, name))
      : [];
    const optimised = optimise(shots);
    const bytes = shots.reduce((sum, file) => sum + statSync(file).size, 0);
    console.log(`${shots.length} screenshots, ${(bytes / 1e6).toFixed(2)} MB${optimised ? ' (pngquant)' : ''}`);
    console.log(
      failed
        ? `${failed} of ${results.length} journeys failed.`
        : `All ${results.length} journeys passed; screenshots in ${relative(process.cwd(), outDir) || '.'}/`,
    );
    return failed ? 1 : 0;
  } finally {
    await demo.close();
  }
}

async function interactiveRun(): Promise<void> {
  if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) fail('no display to show Chromium on. Try `npm run demo -- --headless`.');
  const demo = await startServerDemo(wholeNumber('port', 8787), false);
  const { session, site, server, instanceUrl } = demo;
  const settings = await session.context.newPage();
  await settings.goto(session.pageUrl('options.html#settings'));
  const article = await session.context.newPage();
  await article.goto(site.articleUrl);
  await article.bringToFront();
  for (const page of session.context.pages()) if (page !== settings && page !== article && page.url() === 'about:blank') await page.close();
  console.log(`Linklet demo is running.
  Reference server: ${instanceUrl} (locally ${server.url})   API key: ${server.apiKey}   ${server.db.links.length} links, ${server.db.pixels.length} pixels
  In Chromium: click the Linklet button (or Alt+Shift+L) on the article, type "ln solar" in the
  address bar, and browse the Links and Pixels tabs of the settings page.
Close Chromium or press Ctrl+C to stop.`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await demo.close();
    process.exit(0);
  };
  session.context.on('close', () => void stop());
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) fail(`no built extension in ${EXTENSION_DIR}: run \`npm run build\` first.`);
if (store) {
  if (!process.env.LINKLET_DEMO_XVFB) rerunUnderXvfb();
  const { files, bytes, optimised } = await writeStoreImages(option('out') && resolve(option('out')!));
  console.log(`${files.length} store images, ${(bytes / 1e6).toFixed(2)} MB${optimised ? ' (pngquant)' : ''}`);
  process.exit(0);
} else if (headless) {
  if (!process.env.LINKLET_DEMO_XVFB) rerunUnderXvfb();
  process.exit(await headlessRun());
} else {
  await interactiveRun();
}
