/**
 * The popup's first script (loaded by popup.html before anything else): see lib/boot/run.ts.
 * Built by WXT as a self-contained classic script. It also starts the app (lib/boot/app-loader.ts)
 * once its own work is done — whatever happens to that work.
 */
import { loadApp } from '../lib/boot/app-loader';
import { startBoot, type BootExtension } from '../lib/boot/run';
import { appMayStart, type BootState } from '../lib/boot/state';
import { copyText } from '../lib/clipboard-page';

export default defineUnlistedScript(() => {
  let state: BootState | undefined;
  try {
    const scope = globalThis as unknown as { browser?: { runtime?: { id?: string } }; chrome?: unknown };
    // Firefox's `browser` and Chrome's MV3 `chrome` both answer with promises.
    const ext = (scope.browser?.runtime?.id ? scope.browser : scope.chrome) as BootExtension;
    state = startBoot({ ext, document, search: location.search, fetch: (input, init) => fetch(input, init), copy: copyText });
  } finally {
    const start = () => void loadApp(document);
    void appMayStart(state).then(start, start);
  }
});
