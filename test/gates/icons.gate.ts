/**
 * Gate on the BUILT icons (run after the builds: `npm run test:gates`): the sizes the stores and
 * browsers ask for (Chrome Web Store 128, extensions page 48 and Firefox's add-ons manager 48 and 96,
 * toolbar 16 and 32 at 2×), each a PNG in the package that is as large as the manifest says, the 128
 * padded as the Chrome Web Store asks; and the store images' sizes. The icons come from
 * scripts/icons.ts, the store images from `npm run demo -- --store`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BROWSERS, buildDir, readManifest, REPO_ROOT } from './built';

const REQUIRED_ICONS = ['16', '32', '48', '96', '128'];
const REQUIRED_ACTION_ICONS = ['16', '32'];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// PNG colour types 4 (grey + alpha) and 6 (RGBA): the icon's rounded corners need transparency.
const ALPHA_COLOUR_TYPES = new Set([4, 6]);

interface PngHeader {
  width: number;
  height: number;
  colourType: number;
}

/** The IHDR of a PNG, which the spec puts first, right after the signature; undefined if not a PNG. */
function readPngHeader(bytes: Buffer): PngHeader | undefined {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), colourType: bytes[25]! };
}

/** Every `size → path` icon entry's problem, as `size path: what is wrong`. */
function iconProblems(dir: string, icons: Record<string, string>): string[] {
  return Object.entries(icons).flatMap(([size, path]) => {
    const file = join(dir, path);
    if (!existsSync(file)) return [`${size} ${path}: not in the package`];
    const header = readPngHeader(readFileSync(file));
    if (!header) return [`${size} ${path}: not a PNG`];
    const problems: string[] = [];
    if (header.width !== Number(size) || header.height !== Number(size)) {
      problems.push(`${size} ${path}: is ${header.width}×${header.height}`);
    }
    if (!ALPHA_COLOUR_TYPES.has(header.colourType)) problems.push(`${size} ${path}: has no alpha channel`);
    return problems;
  });
}

/**
 * The RGBA pixels of an 8-bit, non-interlaced RGBA PNG (what scripts/png.ts writes), rows
 * unfiltered as the PNG spec says (§7.3, §9); undefined for any other kind.
 */
function readRgba(bytes: Buffer): { width: number; height: number; pixels: Uint8Array } | undefined {
  const header = readPngHeader(bytes);
  if (header?.colourType !== 6 || bytes[24] !== 8 || bytes[28] !== 0) return undefined;
  const { width, height } = header;
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= 4 ? pixels[y * stride + x - 4]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const c = x >= 4 && y > 0 ? pixels[(y - 1) * stride + x - 4]! : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter]!;
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  return { width, height, pixels };
}

/** The box of pixels that are not fully transparent: how far the artwork keeps from each edge. */
function artworkMargins(png: Buffer): { top: number; right: number; bottom: number; left: number } | undefined {
  const image = readRgba(png);
  if (!image) return undefined;
  let [minX, minY, maxX, maxY] = [image.width, image.height, -1, -1];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (image.pixels[(y * image.width + x) * 4 + 3] === 0) continue;
      [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
    }
  }
  return { top: minY, right: image.width - 1 - maxX, bottom: image.height - 1 - maxY, left: minX };
}

describe.each(BROWSERS)('the built %s icons', (browser) => {
  const manifest = readManifest(browser);
  const icons = (manifest.icons ?? {}) as Record<string, string>;
  const actionIcons = ((manifest.action ?? {}) as { default_icon?: Record<string, string> }).default_icon ?? {};

  it('lists 16, 32, 48 and 128 px icons, and 16 and 32 px for the toolbar button', () => {
    expect(Object.keys(icons)).toEqual(expect.arrayContaining(REQUIRED_ICONS));
    expect(Object.keys(actionIcons)).toEqual(expect.arrayContaining(REQUIRED_ACTION_ICONS));
  });

  it('ships each as a PNG with transparency and the size the manifest declares', () => {
    expect(iconProblems(buildDir(browser), icons)).toEqual([]);
    expect(iconProblems(buildDir(browser), actionIcons)).toEqual([]);
  });
});

describe('the 128 px icon', () => {
  // https://developer.chrome.com/docs/webstore/images#icons: 96 × 96 of artwork, 16 px transparent around it.
  it('holds its artwork in the middle 96 px, with 16 px of transparency on every side', () => {
    const icons = (readManifest('chrome').icons ?? {}) as Record<string, string>;
    const margins = artworkMargins(readFileSync(join(buildDir('chrome'), icons['128'] ?? 'icon/128.png')));
    expect(margins).toEqual({ top: 16, right: 16, bottom: 16, left: 16 });
  });

  it('is measured by artworkMargins, which sees a full-bleed icon as one', () => {
    expect(artworkMargins(readFileSync(join(import.meta.dirname, '../../public/icon/16.png')))).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
  });
});

/** The store images by name (scripts/store-images.ts): screenshots 1280 × 800, the small promo tile 440 × 280. */
const STORE_IMAGE_SIZES: Array<[RegExp, number, number]> = [
  [/-screenshot-\d+-(light|dark)\.png$/, 1280, 800],
  [/-promo-small-(light|dark)\.png$/, 440, 280],
];

describe('the store images', () => {
  const dir = join(REPO_ROOT, 'docs/store/images');
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.png')) : [];

  it('are there for each language: three screenshots and a promo tile, light and dark', () => {
    const languages = readdirSync(join(REPO_ROOT, 'public/_locales'));
    for (const language of languages) {
      for (const kind of ['screenshot-1', 'screenshot-2', 'screenshot-3', 'promo-small']) {
        for (const theme of ['light', 'dark']) expect(files, language).toContain(`${language}-${kind}-${theme}.png`);
      }
    }
  });

  it('each have the size its store asks for', () => {
    const wrong = files.flatMap((name) => {
      const [, width, height] = STORE_IMAGE_SIZES.find(([pattern]) => pattern.test(name)) ?? [undefined, 0, 0];
      const header = readPngHeader(readFileSync(join(dir, name)));
      return header && header.width === width && header.height === height ? [] : [`${name}: ${header?.width}×${header?.height}, not ${width}×${height}`];
    });
    expect(wrong).toEqual([]);
  });
});

describe('readPngHeader', () => {
  it('reads the size and colour type of a real icon, and refuses what is not a PNG', () => {
    const png = readFileSync(join(import.meta.dirname, '../../public/icon/16.png'));
    expect(readPngHeader(png)).toEqual({ width: 16, height: 16, colourType: 6 });
    expect(readPngHeader(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(readPngHeader(png.subarray(0, 20))).toBeUndefined();
  });
});
