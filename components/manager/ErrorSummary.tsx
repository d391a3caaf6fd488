import type { RefObject } from 'preact';
import { useEffect, useId, useLayoutEffect, useState } from 'preact/hooks';

interface Props {
  /** The form whose field messages it lists (each `<p class="field-error" id="<control>-error">`). */
  form: RefObject<HTMLFormElement | null>;
  title: string;
  /** The messages shown now: when they change (a field edited), the list is read again. */
  errors: object;
  /** Counts refused saves: each moves the focus to the first field named. */
  attempt: number;
}

interface Item {
  messageId: string;
  text: string;
}

const CONTROLS = 'input, select, textarea, button';

/** The element a field message describes: the control with its id, or the group that names it. */
function ownerOf(form: HTMLElement, message: HTMLElement): HTMLElement | null {
  const byId = document.getElementById(message.id.replace(/-error$/, ''));
  if (byId && form.contains(byId)) return byId;
  return (
    [...form.querySelectorAll<HTMLElement>('[aria-describedby]')].find((el) => el.getAttribute('aria-describedby')!.split(/\s+/).includes(message.id)) ?? null
  );
}

/** What takes the focus for a message: its control, or the first control of its group. */
function focusTarget(form: HTMLElement, messageId: string): HTMLElement | null {
  const message = document.getElementById(messageId);
  const owner = message && ownerOf(form, message);
  if (!owner) return null;
  return owner.matches(CONTROLS) ? owner : owner.querySelector<HTMLElement>(CONTROLS);
}

/** The field's visible name: its label, or the legend of its group. */
function nameOf(owner: HTMLElement): string {
  const label = owner instanceof HTMLFieldSetElement ? owner.querySelector('legend') : (owner as HTMLInputElement).labels?.[0];
  return label?.textContent?.trim() ?? '';
}

/**
 * What a refused save got wrong, at the top of the form: one link per field message, in the
 * form's order, that takes the focus to its field. The focus goes to the first field at once.
 */
export function ErrorSummary({ form, title, errors, attempt }: Props) {
  const titleId = useId();
  const [items, setItems] = useState<Item[]>([]);

  // Read after each render of new messages, so an edited field's message leaves the list too.
  useLayoutEffect(() => {
    const scope = form.current;
    if (!scope) return;
    const messages = [...scope.querySelectorAll<HTMLElement>('.field-error[id]')];
    setItems(
      messages.flatMap((message) => {
        const owner = ownerOf(scope, message);
        if (!owner) return [];
        const name = nameOf(owner);
        const text = message.textContent ?? '';
        return [{ messageId: message.id, text: name ? `${name}: ${text}` : text }];
      }),
    );
  }, [errors]);

  useEffect(() => {
    const scope = form.current;
    const first = scope?.querySelector<HTMLElement>('.field-error[id]');
    if (attempt > 0 && scope && first) focusTarget(scope, first.id)?.focus();
  }, [attempt]);

  if (attempt === 0 || items.length === 0) return null;
  return (
    <div class="error-summary" role="alert" aria-labelledby={titleId}>
      <p id={titleId} class="error-summary-title">
        {title}
      </p>
      <ul>
        {items.map(({ messageId, text }) => (
          <li key={messageId}>
            <a
              href={`#${messageId.replace(/-error$/, '')}`}
              onClick={(event) => {
                // The page's address holds the view's state: the link moves the focus, not the URL.
                event.preventDefault();
                if (form.current) focusTarget(form.current, messageId)?.focus();
              }}
            >
              {text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
