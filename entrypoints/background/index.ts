import { settleBadge } from '../../lib/background/feedback';
import { settleInterrupted } from '../../lib/background/pending';
import { setupCommands } from './commands';
import { setupContextMenu } from './context-menu';
import { setupFirstRun } from './first-run';
import { setupHostRelease } from './host-release';
import { setupIndexRefresh } from './index-refresh';
import { setupKnownBadge } from './known-badge';
import { setupMessages } from './messages';
import { setupOmnibox } from './omnibox';
import { setupPolicy } from './policy';
import { setupQueue } from './queue';

// Every listener is registered synchronously on each start: MV3 wakes the worker for an event and
// delivers it only to listeners added in the first turn. Each concern reads settings, key and
// index from storage per event; memory holds only caches of storage (dropped on storage.onChanged)
// and work in flight.
export default defineBackground(() => {
  setupFirstRun();
  setupPolicy();
  setupMessages();
  setupIndexRefresh();
  setupContextMenu();
  setupCommands();
  setupOmnibox();
  setupQueue();
  setupKnownBadge();
  setupHostRelease();
  // A success badge whose timer died with the previous worker is cleared now, and a shorten the
  // previous worker was stopped in the middle of is reported (lib/background/pending.ts).
  void settleBadge().then(settleInterrupted);
});
