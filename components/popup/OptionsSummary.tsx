import type { LinkFormState } from '../../lib/link-form/state';
import { optionsSummary } from '../../lib/link-form/summary';

/** The options set behind the closed "More options", in one line. Loaded only when it shows. */
export function OptionsSummary({ id, form, base }: { id: string; form: LinkFormState; base: LinkFormState }) {
  return (
    <p id={id} class="hint options-summary">
      {optionsSummary(form, base)}
    </p>
  );
}
