/**
 * Gate on the BUILT icons (run after the builds: `npm run test:gates`): the sizes the stores and
 * browsers ask for (Chrome Web Store 128, extensions page 48, toolbar 16 and 32 at 2×), each a PNG
 * in the package that is as large as the manifest says. The files come from scripts/icons.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSERS, buildDir, readManifest } from './built';

const REQUIRED_ICONS = ['16', '32', '48', '128'];
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

describe('readPngHeader', () => {
  it('reads the size and colour type of a real icon, and refuses what is not a PNG', () => {
    const png = readFileSync(join(import.meta.dirname, '../../public/icon/16.png'));
    expect(readPngHeader(png)).toEqual({ width: 16, height: 16, colourType: 6 });
    expect(readPngHeader(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(readPngHeader(png.subarray(0, 20))).toBeUndefined();
  });
});
