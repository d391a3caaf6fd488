import { useId, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { usePopOver } from './use-pop-over';

export interface RowMenuItem {
  label: string;
  onSelect(): void;
  disabled?: boolean;
  danger?: boolean;
}

interface Props {
  /** The id of the row's name (its short URL, its pixel's name), which describes each action. */
  describedBy: string;
  items: readonly RowMenuItem[];
}

/**
 * A row's one "More" button and its actions. A disclosure, not a menu: Tab goes from "More"
 * through them, Escape closes it and gives the focus back to "More", as does choosing an action;
 * a click or the focus elsewhere closes it. The button shows on the row's hover and focus
 * (manager.css), always where there is no hover.
 */
export function RowMenu({ describedBy, items }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const more = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) more.current?.focus();
  };
  usePopOver(open, more, panel, () => close(false));
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
      <button
        type="button"
        ref={more}
        class="quiet small manager-more-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={describedBy}
        onClick={() => setOpen(!open)}
      >
        {t('managerMore')}
      </button>
      <div id={panelId} ref={panel} class="manager-more" popover="manual" hidden={!open}>
        {items.map((item) => (
          <button
            key={item.label}
            type="button"
            class={item.danger ? 'danger' : undefined}
            disabled={item.disabled}
            aria-describedby={describedBy}
            onClick={() => {
              close(true);
              item.onSelect();
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
    </div>
  );
}
