/** The WebSocket client Playwright bundles (Node 20 has none built in), to talk to one DevTools target. */
import { createRequire } from 'node:module';

export const utilsBundle = createRequire(import.meta.url)('playwright-core/lib/utilsBundle') as { ws: any };
