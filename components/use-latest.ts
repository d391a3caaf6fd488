import { useRef } from 'preact/hooks';

/**
 * A controlled value as it is now: the one rendered, or the one last handed to `onValue` since,
 * when the parent has not rendered it yet. Two changes made before the next render (two pixels
 * ticked at once, a key typed and a row added) both count: the second starts from the first, not
 * from the older value the render still shows (lib/link-form/update.ts says why).
 */
export function useLatest<T>(value: T, onValue: (next: T) => void): { current(): T; set(next: T): void } {
  const latest = useRef(value);
  const rendered = useRef(value);
  if (rendered.current !== value) {
    rendered.current = value;
    latest.current = value;
  }
  return {
    current: () => latest.current,
    set(next) {
      latest.current = next;
      onValue(next);
    },
  };
}
