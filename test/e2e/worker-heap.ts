/**
 * The worker's heap, apart from the harness: the bench imports it before it points the harness at
 * its own copy of the build (the harness reads LINKLET_OUT_DIR when it is loaded).
 */
import { createRequire } from 'node:module';
import type { ExtensionSession } from './harness';

/**
 * The worker's JS heap in use (MB), through the DevTools protocol of its own target (Playwright
 * offers no CDP session on a worker), with the WebSocket client Playwright bundles (Node 20 has none).
 */
export async function workerHeapMb(session: ExtensionSession): Promise<number | null> {
  const targets = (await (await fetch(`http://127.0.0.1:${session.debugPort}/json/list`)).json()) as {
    type: string;
    url: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((t) => t.type === 'service_worker' && t.url.includes(session.extensionId));
  if (!target) return null;
  const { ws: WebSocket } = createRequire(import.meta.url)('playwright-core/lib/utilsBundle');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  try {
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    // Events come first (Inspector.workerScriptLoaded): the answer is the message with our id.
    const answer = new Promise<{ result?: { usedSize: number } }>((resolve) =>
      socket.on('message', (data: Buffer) => {
        const message = JSON.parse(String(data));
        if (message.id === 1) resolve(message);
      }),
    );
    socket.send(JSON.stringify({ id: 1, method: 'Runtime.getHeapUsage' }));
    const { result } = await answer;
    return result ? Math.round(result.usedSize / 1e5) / 10 : null;
  } finally {
    socket.close();
  }
}
