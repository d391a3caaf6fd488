/**
 * A headful Chromium (under Xvfb) with the bench's copy of the extension, configured against the
 * reference server. Reuses the e2e harness; the harness reads the extension folder from
 * LINKLET_OUT_DIR when it is first imported, so the copy is set there before the import.
 */
import type { ExtensionSession } from '../test/e2e/harness';
import type { BenchCopy } from './extension-copy';

type Harness = typeof import('../test/e2e/harness');
type Configure = typeof import('../test/e2e/configure');

export interface BenchBrowser {
  session: ExtensionSession;
  harness: Harness;
  configure: Configure;
}

export async function launchBenchBrowser(copy: BenchCopy): Promise<BenchBrowser> {
  process.env.LINKLET_OUT_DIR = copy.outDir;
  const harness: Harness = await import('../test/e2e/harness');
  const configure: Configure = await import('../test/e2e/configure');
  if (harness.EXTENSION_DIR !== copy.extensionDir) throw new Error(`the harness loads ${harness.EXTENSION_DIR}, not the bench copy`);
  const session = await harness.launchExtension({ headful: true });
  return { session, harness, configure };
}

/** Runs `fn` in the extension's service worker (chrome.* available there). */
export async function inWorker<T, A>(session: ExtensionSession, fn: (arg: A) => T | Promise<T>, arg: A): Promise<T> {
  const worker = await session.currentWorker();
  return worker.evaluate(fn as never, arg) as Promise<T>;
}
