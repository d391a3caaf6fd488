/**
 * Renders the toolbar and store icons, public/icon/<size>.png, from scripts/icon.svg. WXT finds
 * files named public/icon/<size>.png and lists them as the manifest's `icons`
 * (https://wxt.dev/guide/essentials/config/manifest#icons); wxt.config.ts names the same files as
 * the action's `default_icon`. The PNGs are committed, so a build never needs a browser.
 *
 * Regenerate after editing the SVG:  npx tsx scripts/icons.ts   (CHROMIUM_PATH overrides
 * /usr/bin/chromium). Then look at the 16 px file, magnified, before committing.
 *
 * Deterministic: the SVG is drawn on a transparent canvas by Chromium with a fixed sRGB colour
 * profile, and the pixels are encoded here (scripts/png.ts) with no timestamp or other metadata,
 * so the same Chromium gives the same bytes. Another Chromium version may anti-alias a few edge
 * pixels differently; that is why no test compares the committed files with a fresh render.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { encodePng } from './png';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE = join(ROOT, 'scripts/icon.svg');
const OUT_DIR = join(ROOT, 'public/icon');

/**
 * Transparent margin per size, in pixels. The Chrome Web Store wants 96×96 of artwork in the 128
 * icon (https://developer.chrome.com/docs/webstore/images#icons). 16 and 32 (the toolbar, 1× and
 * 2×) fill their square; 48 and 96 (the extensions page and Firefox's add-ons manager, 1× and 2×)
 * keep the same small margin so both densities show one size.
 */
export const ICON_SIZES: readonly { size: number; margin: number }[] = [
  { size: 16, margin: 0 },
  { size: 32, margin: 0 },
  { size: 48, margin: 2 },
  { size: 96, margin: 4 },
  { size: 128, margin: 16 },
];

/**
 * The source at `inner` pixels square. The margin is left by drawing it at an offset on a larger
 * canvas, not by widening the viewBox: a widened viewBox lets anti-aliasing put faint pixels in
 * the margin (alpha 3 of 255 at column 15 of the 128), which the Chrome Web Store asks to be clear.
 */
function sizedSvg(svg: string, inner: number): string {
  return svg.replace(/<svg\b[^>]*>/, (tag) => tag.replace('<svg', `<svg width="${inner}" height="${inner}"`));
}

async function main(): Promise<void> {
  const svg = readFileSync(SOURCE, 'utf8');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    channel: 'chromium',
    // One colour profile and software rasterisation, so the machine's display settles nothing.
    args: ['--force-color-profile=srgb', '--disable-gpu', '--disable-lcd-text'],
  });
  try {
    const page = await browser.newPage();
    mkdirSync(OUT_DIR, { recursive: true });
    for (const { size, margin } of ICON_SIZES) {
      const inner = size - 2 * margin;
      const source = sizedSvg(svg, inner);
      const pixels = await page.evaluate(
        async ({ source, size, margin, inner }) => {
          const image = new Image(inner, inner);
          image.src = `data:image/svg+xml;base64,${btoa(source)}`;
          await image.decode().catch(() => {
            throw new Error('Chromium cannot draw the SVG: is it well-formed XML? (A comment may not hold "--".)');
          });
          const canvas = new OffscreenCanvas(size, size);
          const context = canvas.getContext('2d', { colorSpace: 'srgb' })!;
          context.drawImage(image, margin, margin, inner, inner);
          return Array.from(context.getImageData(0, 0, size, size).data);
        },
        { source, size, margin, inner },
      );
      const file = join(OUT_DIR, `${size}.png`);
      const png = encodePng(size, size, Uint8Array.from(pixels));
      writeFileSync(file, png);
      console.log(`${relative(ROOT, file)}  ${size}×${size}  ${png.length} bytes`);
    }
  } finally {
    await browser.close();
  }
}

await main();
