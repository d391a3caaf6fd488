/**
 * Whether Linklet's toolbar button is pinned, as the browser has it now (`action.getUserSettings`,
 * Chrome and Firefox): the first run's "Pin Linklet" says so once it is, instead of telling the
 * user to do what they did. A local call, no request.
 */
import { browser } from 'wxt/browser';

/** true or false as the browser says; null when it cannot tell (an older browser). */
export type Pinned = boolean | null;

interface UserSettings {
  isOnToolbar?: boolean;
}

/** `action` with the calls that may be missing in an older browser. */
interface ActionSettings {
  getUserSettings?: () => Promise<UserSettings>;
  onUserSettingsChanged?: {
    addListener(listener: (change: UserSettings) => void): void;
    removeListener(listener: (change: UserSettings) => void): void;
  };
}

const pinnedOf = (settings: UserSettings | undefined): Pinned => (typeof settings?.isOnToolbar === 'boolean' ? settings.isOnToolbar : null);

/**
 * Calls `onChange` with whether the button is pinned, now and on every change: told by the
 * browser where it says (Chrome 130 and later), else read again when the page is shown or focused
 * (pinning happens in the browser's own menu, outside the page). Returns the stop.
 */
export function watchPinned(onChange: (pinned: Pinned) => void, page: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const action = browser.action as unknown as ActionSettings | undefined;
  const getUserSettings = action?.getUserSettings;
  if (typeof getUserSettings !== 'function') {
    onChange(null);
    return () => {};
  }
  let live = true;
  let last: Pinned | undefined;
  const tell = (pinned: Pinned) => {
    if (!live || pinned === last) return;
    last = pinned;
    onChange(pinned);
  };
  // A change the browser told of while a read was out is newer than that read's answer.
  let changes = 0;
  const read = () => {
    const at = changes;
    // A call that throws at once (a browser without it behind a stub) is an answer of "cannot tell".
    void new Promise<UserSettings>((resolve) => resolve(getUserSettings.call(action))).then(
      (settings) => changes === at && tell(pinnedOf(settings)),
      () => changes === at && tell(null),
    );
  };
  const changed = (change: UserSettings) => {
    const pinned = pinnedOf(change);
    if (pinned === null) return;
    changes += 1;
    tell(pinned);
  };
  action?.onUserSettingsChanged?.addListener(changed);
  page.addEventListener('focus', read);
  page.addEventListener('visibilitychange', read);
  read();
  return () => {
    live = false;
    action?.onUserSettingsChanged?.removeListener(changed);
    page.removeEventListener('focus', read);
    page.removeEventListener('visibilitychange', read);
  };
}
