import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';

interface Props {
  title: string;
  onClose(): void;
  children: ComponentChildren;
  /** Wider dialog for the link editor. */
  wide?: boolean;
}

/**
 * A modal `<dialog>`: the browser traps focus inside, Escape closes it, and focus goes back to the
 * control that opened it (also when the dialog is unmounted rather than closed).
 */
export function Dialog({ title, onClose, children, wide }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      class={wide ? 'manager-dialog manager-dialog-wide' : 'manager-dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The parent decides (it unmounts the dialog); the browser must not close it on its own.
        event.preventDefault();
        closeRef.current();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
