/**
 * Where the gates find the built extensions: `<LINKLET_OUT_DIR or .output>/<browser>-mv3`, the same
 * folder wxt.config.ts builds into, so a gate run checks exactly what was just built.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const OUT_BASE_DIR = resolve(REPO_ROOT, process.env.LINKLET_OUT_DIR ?? '.output');

export const BROWSERS = ['chrome', 'firefox'] as const;
export type Browser = (typeof BROWSERS)[number];

const BUILD_COMMANDS: Record<Browser, string> = {
  chrome: 'npx wxt build',
  firefox: 'npx wxt build -b firefox --mv3',
};

/** The build folder of one browser; throws with the command to run when it has not been built. */
export function buildDir(browser: Browser): string {
  const dir = join(OUT_BASE_DIR, `${browser}-mv3`);
  if (!existsSync(join(dir, 'manifest.json'))) {
    const env = process.env.LINKLET_OUT_DIR ? `LINKLET_OUT_DIR=${process.env.LINKLET_OUT_DIR} ` : '';
    throw new Error(`No ${browser} build in ${relative(REPO_ROOT, dir)}: run \`${env}${BUILD_COMMANDS[browser]}\` first.`);
  }
  return dir;
}

export type Manifest = Record<string, unknown>;

export function readManifest(browser: Browser): Manifest {
  return JSON.parse(readFileSync(join(buildDir(browser), 'manifest.json'), 'utf8')) as Manifest;
}

/** Every file under `dir`, as sorted paths relative to it with `/` separators. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}
