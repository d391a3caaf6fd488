/**
 * The popup's first script (loaded by popup.html before the app): see lib/boot/run.ts. Built by
 * WXT as a self-contained classic script, so it runs while the app's modules are still loading.
 */
import { startBoot, type BootExtension } from '../lib/boot/run';
import { copyText } from '../lib/clipboard-page';

export default defineUnlistedScript(() => {
  const scope = globalThis as unknown as { browser?: { runtime?: { id?: string } }; chrome?: unknown };
  // Firefox's `browser` and Chrome's MV3 `chrome` both answer with promises.
  const ext = (scope.browser?.runtime?.id ? scope.browser : scope.chrome) as BootExtension;
  startBoot({ ext, document, search: location.search, fetch: (input, init) => fetch(input, init), copy: copyText });
});
