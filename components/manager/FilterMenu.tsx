import type { ComponentChildren } from 'preact';
import { useId, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { usePopOver } from './use-pop-over';

/**
 * "Filter": the view's filters in a panel under the button, each control with its own label, so
 * the toolbar is one line however many the version has. A disclosure: it stays open while filters
 * are chosen (each is applied at once and shown as a chip); Escape or a click elsewhere closes it.
 */
export function FilterMenu({ children }: { children: ComponentChildren }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  usePopOver(open, button, panel, () => setOpen(false), 'start');
  return (
    <div
      class="manager-filter-menu"
      onKeyDown={(event) => {
        if (!open || event.key !== 'Escape') return;
        event.stopPropagation();
        event.preventDefault();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button type="button" ref={button} class="manager-filter-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('managerFilter')}
      </button>
      <div id={panelId} ref={panel} class="manager-filter-panel" popover="manual" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
