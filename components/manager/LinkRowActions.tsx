import { useEffect, useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { linkIsDisabled, type Link } from '../../lib/api/schemas';
import type { ApiVersion } from '../../lib/api/versions';
import { t } from '../../lib/i18n';
import { isOpenable, openInNewTab } from '../../lib/manager/open-url';
import { placeMenu } from './menu-place';

/** What a row asks its list to open for its link. */
export type RowRequest = 'edit' | 'delete' | 'qr' | 'stats';

interface Props {
  link: Link;
  version: ApiVersion;
  /** The id of the row's short URL, which describes each action. */
  describedBy: string;
  statsOffered: boolean;
  busy: boolean;
  onCopy(): void;
  onToggle(): void;
  onRequest(kind: RowRequest, link: Link): void;
}

/** Whether `panel` can be shown in the top layer (the Popover API; test pages may lack it). */
const canPop = (panel: HTMLElement | null): panel is HTMLElement & { showPopover(): void; hidePopover(): void } =>
  typeof (panel as { showPopover?: unknown } | null)?.showPopover === 'function';

/**
 * A row's actions on one line: Copy and Edit, and "More" for the rest (Open, QR code, Statistics,
 * Disable or Enable, Delete). "More" opens a pop-over in the browser's top layer, placed by its
 * button inside the window (menu-place.ts): nothing clips it, not the table's scroll box either
 * (issue 41), and the row keeps its height. A disclosure, not a menu: Tab goes from "More" through
 * it, Escape closes it and gives the focus back to "More", as does choosing one of its actions; a
 * click or the focus elsewhere closes it.
 */
export function LinkRowActions({ link, version, describedBy, statsOffered, busy, onCopy, onToggle, onRequest }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const more = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const described = { 'aria-describedby': describedBy };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) more.current?.focus();
  };
  const then = (act: () => void) => () => {
    close(true);
    act();
  };

  // Shown in the top layer and placed before the next paint, so it never shows anywhere else first.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!canPop(element)) return;
    if (!open) {
      if (element.matches(':popover-open')) element.hidePopover();
      return;
    }
    const place = () => {
      const button = more.current?.getBoundingClientRect();
      if (!button) return;
      const { top, left } = placeMenu(
        button,
        { width: element.offsetWidth, height: element.offsetHeight },
        { width: document.documentElement.clientWidth, height: window.innerHeight },
      );
      element.style.top = `${top}px`;
      element.style.left = `${left}px`;
    };
    element.showPopover();
    place();
    // It follows its button while the page or the table scrolls, and the window changes size.
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open]);

  // A click or the focus elsewhere closes it, as any pop-over.
  useEffect(() => {
    if (!open) return;
    const away = (event: Event) => {
      const target = event.target as Node | null;
      if (target && !panel.current?.contains(target) && !more.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
    };
  }, [open]);

  const disabled = linkIsDisabled(link);
  return (
    <div
      class="manager-row-actions"
      onKeyDown={(event) => {
        if (!open || event.key !== 'Escape') return;
        event.stopPropagation();
        event.preventDefault();
        close(true);
      }}
    >
      <button type="button" onClick={onCopy} {...described}>
        {t('managerCopy')}
      </button>
      <button type="button" onClick={() => onRequest('edit', link)} {...described}>
        {t('managerEdit')}
      </button>
      <button type="button" ref={more} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} {...described}>
        {t('managerMore')}
      </button>
      <div id={panelId} ref={panel} class="manager-more" popover="manual" hidden={!open}>
        <button type="button" onClick={then(() => openInNewTab(link.short_url))} disabled={!isOpenable(link.short_url)} {...described}>
          {t('managerOpen')}
        </button>
        <button type="button" onClick={then(() => onRequest('qr', link))} {...described}>
          {t('managerQr')}
        </button>
        {statsOffered && (
          <button type="button" onClick={then(() => onRequest('stats', link))} {...described}>
            {t('statsOpen')}
          </button>
        )}
        {/* v49 has no disabled links. */}
        {version === 44 && (
          <button type="button" onClick={then(onToggle)} disabled={busy} {...described}>
            {disabled ? t('managerEnable') : t('managerDisable')}
          </button>
        )}
        <button type="button" class="danger" onClick={then(() => onRequest('delete', link))} {...described}>
          {t('managerDelete')}
        </button>
      </div>
    </div>
  );
}
