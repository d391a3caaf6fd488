/**
 * The options page opened in a tab, as a person opens Linklet's settings: its first contentful
 * paint and the moment its first section's heading is in view, both from the page's navigation
 * start. The page is opened afresh each round (a new tab), the worker running.
 */
import type { ExtensionSession } from '../test/e2e/harness';
import { summarize, type Summary } from './stats';

export interface OptionsOpenResult {
  firstPaint: Summary;
  /** Navigation start → the settings' first heading rendered (the page is usable). */
  ready: Summary;
}

export async function benchOptionsOpen(session: ExtensionSession, rounds: number): Promise<OptionsOpenResult> {
  const paints: number[] = [];
  const ready: number[] = [];
  for (let round = -2; round < rounds; round++) {
    const page = await session.context.newPage();
    try {
      // Noted by the page itself, not by a round trip to Playwright: the first heading's arrival.
      await page.addInitScript(() => {
        const scope = globalThis as unknown as { benchReady?: number };
        new MutationObserver((_, observer) => {
          if (!document.querySelector('main h2')) return;
          scope.benchReady = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(session.pageUrl('options.html'));
      await page.locator('main h2').first().waitFor({ state: 'visible', timeout: 10_000 });
      const times = await page.evaluate(async () => {
        // The paint entry can land a frame after the heading.
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return { paint: paint?.startTime, ready: (globalThis as unknown as { benchReady?: number }).benchReady };
      });
      if (round >= 0 && times.paint !== undefined && times.ready !== undefined) {
        paints.push(times.paint);
        ready.push(times.ready);
      }
    } finally {
      await page.close();
    }
  }
  return { firstPaint: summarize(paints), ready: summarize(ready) };
}
