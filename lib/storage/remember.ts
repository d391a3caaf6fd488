/**
 * A value read from stored items, kept in memory until one of them changes: for what is read far
 * more often than written (the background's settings and index head, read on every keystroke of
 * a search), where even one storage read per keystroke shows.
 */
import { browser } from 'wxt/browser';

export interface Remembered<T> {
  /** What `read` answered, from memory while none of the items has changed since. */
  get(): Promise<T>;
  /** Reads storage again next time (after this context's own write, before its event arrives). */
  forget(): void;
}

/**
 * Memory is only trusted while the listener that keeps it current is registered: it is added on
 * first use, and a listener found gone (a test's reset of the fake browser) starts from storage again.
 */
export function remember<T>(items: readonly { key: string }[], read: () => Promise<T>): Remembered<T> {
  const names = items.map(({ key }) => [key.slice(0, key.indexOf(':')) as 'local' | 'session', key.slice(key.indexOf(':') + 1)] as const);
  const areas = [...new Set(names.map(([area]) => area))];
  let value: Promise<T> | null = null;
  // On the area's own event, as WXT's watchers are: a watcher registered after the first read
  // hears of a change after this memory is dropped, so it reads the new value.
  const listeners = areas.map(
    (area) =>
      [
        area,
        (changes: Record<string, unknown>) => {
          if (names.some(([itemArea, name]) => itemArea === area && name in changes)) value = null;
        },
      ] as const,
  );
  return {
    get() {
      for (const [area, listener] of listeners) {
        const { onChanged } = browser.storage[area];
        if (!onChanged.hasListener(listener)) {
          onChanged.addListener(listener);
          value = null;
        }
      }
      if (!value) {
        const reading = read();
        // A failed read is not kept: the next call tries again.
        reading.catch(() => {
          if (value === reading) value = null;
        });
        value = reading;
      }
      return value;
    },
    forget() {
      value = null;
    },
  };
}
