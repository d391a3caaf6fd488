import { useEffect, useLayoutEffect } from 'preact/hooks';

type Ref<T> = { current: T };
import { placeMenu } from './menu-place';

/** Whether `panel` can be shown in the top layer (the Popover API; test pages may lack it). */
const canPop = (panel: HTMLElement | null): panel is HTMLElement & { showPopover(): void; hidePopover(): void } =>
  typeof (panel as { showPopover?: unknown } | null)?.showPopover === 'function';

/**
 * A panel opened by a button, in the browser's top layer and placed by its button inside the
 * window (menu-place.ts): nothing clips it, not the table's scroll box either (issue 41). It
 * follows the button while the page scrolls; a click or the focus elsewhere calls `onAway`.
 */
export function usePopOver(
  open: boolean,
  button: Ref<HTMLElement | null>,
  panel: Ref<HTMLElement | null>,
  onAway: () => void,
  align: 'start' | 'end' = 'end',
): void {
  // Shown and placed before the next paint, so it never shows anywhere else first.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!canPop(element)) return;
    if (!open) {
      if (element.matches(':popover-open')) element.hidePopover();
      return;
    }
    const place = () => {
      const box = button.current?.getBoundingClientRect();
      if (!box) return;
      const { top, left } = placeMenu(
        box,
        { width: element.offsetWidth, height: element.offsetHeight },
        { width: document.documentElement.clientWidth, height: window.innerHeight },
        align,
      );
      element.style.top = `${top}px`;
      element.style.left = `${left}px`;
    };
    element.showPopover();
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    // A panel that changes size (a filter's "Other ID…" field) stays inside the window.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    resized?.observe(element);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      resized?.disconnect();
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const away = (event: Event) => {
      const target = event.target as Node | null;
      if (target && !panel.current?.contains(target) && !button.current?.contains(target)) onAway();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
    };
  }, [open]);
}
