/**
 * A real enterprise policy for the Chromium journeys, as an administrator writes it on Linux: a
 * JSON file in Chromium's managed-policy folder holding only the extension's own `3rdparty`
 * policy, for the id of the journey's own copy of the build (the unpacked extension's id depends on
 * its folder, harness.ts `unpackedExtensionId`), so the journeys running beside it, which load the
 * build itself, are not managed by it.
 * The file has a name of its own and is removed after the journey, even when it fails or the
 * process exits early.
 */
import { accessSync, constants, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startServer, type RefServer, type ServerOptions } from '../server';
import { launchExtension, ownBuildCopy, unpackedExtensionId, type ExtensionSession } from './harness';
import { POLL } from './helpers';

/** Debian's Chromium reads mandatory policies from here (Google Chrome: /etc/opt/chrome/policies/managed). */
export const POLICY_DIR = process.env.CHROMIUM_POLICY_DIR ?? '/etc/chromium/policies/managed';

/** Why a journey cannot write a policy here ('' when it can): Chromium's folder is root's. */
export function policyUnwritable(): string {
  if (process.getuid?.() !== 0 && !process.env.CHROMIUM_POLICY_DIR) return `not root: ${POLICY_DIR} is root's (CI runs as root)`;
  try {
    mkdirSync(POLICY_DIR, { recursive: true });
    accessSync(POLICY_DIR, constants.W_OK);
    return '';
  } catch (error) {
    return `${POLICY_DIR} cannot be written (${error instanceof Error ? error.message : String(error)})`;
  }
}

export class ChromiumPolicy {
  readonly file: string;
  private readonly onExit = () => this.remove();

  constructor(private readonly extensionId: string) {
    this.file = join(POLICY_DIR, `linklet-e2e-${extensionId}-${process.pid}.json`);
    process.once('exit', this.onExit);
  }

  /** Writes the extension's policy whole (written beside, then renamed: Chromium never reads half a file). */
  write(policy: Record<string, unknown>): void {
    const partial = join(POLICY_DIR, `.linklet-e2e-${this.extensionId}-${process.pid}.tmp`);
    writeFileSync(partial, JSON.stringify({ '3rdparty': { extensions: { [this.extensionId]: policy } } }, null, 2));
    renameSync(partial, this.file);
  }

  remove(): void {
    if (existsSync(this.file)) rmSync(this.file, { force: true });
    process.off('exit', this.onExit);
  }

  /**
   * Makes the running Chromium read its policies now, as "Reload policies" in chrome://policy
   * does (its file watcher would only after a settling delay), and waits until the extension's
   * managed storage holds `expected`.
   */
  async reload(session: ExtensionSession, expected: Record<string, unknown>): Promise<void> {
    const page: Page = await session.context.newPage();
    try {
      await page.goto('chrome://policy');
      await page.locator('#reload-policies').click();
      const deadline = Date.now() + POLL.timeout;
      for (;;) {
        const worker = await session.currentWorker();
        const held = await worker.evaluate(() => (globalThis as unknown as { chrome: any }).chrome.storage.managed.get());
        if (JSON.stringify(sorted(held)) === JSON.stringify(sorted(expected))) return;
        if (Date.now() > deadline) throw new Error(`The policy did not reach the extension: it holds ${JSON.stringify(held)}`);
        await new Promise((resolve) => setTimeout(resolve, POLL.interval));
      }
    } finally {
      await page.close();
    }
  }
}

/** `value` with every object's keys in order, nested ones too: Chrome hands nested objects over with sorted keys. */
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;

export interface ManagedRun {
  server: RefServer;
  session: ExtensionSession;
  policy: ChromiumPolicy;
  close(): Promise<void>;
}

/**
 * A reference server, the policy written for it (`policyOf` its URL) before the browser starts, and
 * the browser loading a copy of the build of its own (so the policy, which Chromium reads for
 * every browser on the machine, names only this one's id): what a managed journey starts from.
 * `close` ends all three, the policy file and the copy removed whatever happens.
 */
export async function startManaged(options: ServerOptions, policyOf: (url: string) => Record<string, unknown>): Promise<ManagedRun> {
  const server = await startServer({ port: 0, ...options });
  const copy = ownBuildCopy();
  const policy = new ChromiumPolicy(unpackedExtensionId(copy.dir));
  policy.write(policyOf(server.url));
  const session = await launchExtension({ headful: true, extensionDir: copy.dir });
  return {
    server,
    session,
    policy,
    async close() {
      try {
        await session.close();
        await server.close();
      } finally {
        policy.remove();
        copy.remove();
      }
    },
  };
}
