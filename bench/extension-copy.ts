/**
 * The bench's copy of the built extension: the product build plus the floor page, a blank page and
 * the timing probe. Nothing here ships; the product's own files are copied unchanged except that
 * popup.html gets the probe as its first script, exactly as floor.html has it.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PAGES = join(import.meta.dirname, 'pages');
const PROBE_TAG = '<script src="/bench-probe.js"></script>';

export interface BenchCopy {
  /** Folder to pass as LINKLET_OUT_DIR: the extension is its `chrome-mv3` subfolder. */
  outDir: string;
  extensionDir: string;
}

export function makeBenchCopy(builtExtensionDir: string): BenchCopy {
  const outDir = mkdtempSync(join(tmpdir(), 'linklet-bench-'));
  const extensionDir = join(outDir, 'chrome-mv3');
  cpSync(builtExtensionDir, extensionDir, { recursive: true });
  cpSync(join(PAGES, 'probe.js'), join(extensionDir, 'bench-probe.js'));
  for (const file of ['floor.html', 'floor.js', 'floor-checked.html', 'floor-checked.js', 'blank.html']) cpSync(join(PAGES, file), join(extensionDir, file));
  const popupHtml = join(extensionDir, 'popup.html');
  const html = readFileSync(popupHtml, 'utf8');
  // First in <head>, before the module scripts: a classic script runs as soon as it is parsed.
  const withProbe = html.replace(/<head>/i, `<head>\n    ${PROBE_TAG}`);
  if (withProbe === html) throw new Error('popup.html has no <head> to put the probe in');
  writeFileSync(popupHtml, withProbe);
  return { outDir, extensionDir };
}
