import { useRef, useState } from 'preact/hooks';
import { clearChangedErrors, type FieldErrors } from '../../lib/link-form/field-errors';
import type { LinkFormState } from '../../lib/link-form/state';

export interface LinkForm {
  form: LinkFormState;
  errors: FieldErrors;
  /** Counts attempts that ended with field errors (the form then focuses the first one). */
  attempt: number;
  /** The form as it is now, changes not rendered yet included: what Save or Shorten sends. */
  latest(): LinkFormState;
  /**
   * A change, applied to the form as it is when it lands; a message goes once its field changes.
   * `quiet`: not the user's (a default filled in): not reported as a change.
   */
  update(change: (current: LinkFormState) => LinkFormState, options?: { quiet?: boolean }): void;
  /** Field messages for the form as it was sent. */
  showErrors(fields: FieldErrors): void;
  /** Another form altogether (a draft, a new link's defaults), messages and all. */
  replace(form: LinkFormState, errors?: FieldErrors): void;
}

/**
 * A link form's state — the values, their messages — kept so that no change is ever computed from
 * an older copy (lib/link-form/update.ts): each change is applied at once to the latest form,
 * which the next render then shows. `changed`: called with each new form (a draft is saved then).
 */
export function useLinkForm(initial: LinkFormState | (() => LinkFormState), changed?: (next: LinkFormState, errors: FieldErrors) => void): LinkForm {
  const [state, setState] = useState(() => ({ form: typeof initial === 'function' ? initial() : initial, errors: {} as FieldErrors, attempt: 0 }));
  const latest = useRef(state);
  const commit = (next: typeof state) => {
    latest.current = next;
    setState(next);
  };
  return {
    ...state,
    latest: () => latest.current.form,
    update(change, { quiet = false } = {}) {
      const before = latest.current;
      const form = change(before.form);
      if (form === before.form) return;
      const errors = clearChangedErrors(before.errors, before.form, form);
      commit({ ...before, form, errors });
      if (!quiet) changed?.(form, errors);
    },
    showErrors(fields) {
      const before = latest.current;
      commit({ ...before, errors: fields, attempt: Object.keys(fields).length > 0 ? before.attempt + 1 : before.attempt });
    },
    replace(form, errors = {}) {
      const before = latest.current;
      commit({ form, errors, attempt: Object.keys(errors).length > 0 ? before.attempt + 1 : before.attempt });
    },
  };
}
