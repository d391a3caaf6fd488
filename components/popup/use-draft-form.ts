import { useRef, useState } from 'preact/hooks';
import type { Draft } from '../../lib/drafts';
import { clearChangedErrors, type FieldErrors } from '../../lib/link-form/field-errors';
import { linkFormFromSettings, type LinkFormState } from '../../lib/link-form/state';
import type { Settings } from '../../lib/settings/schema';

// Requested when the popup starts (use-start.ts), so it is there by the time a draft is read.
const loadData = () => import('./data');
const ignore = () => undefined;

/** This page's draft, or null (none, or storage could not be read). */
export const loadDraft = (url: string): Promise<Draft | null> =>
  loadData()
    .then((d) => d.loadDraft(url))
    .catch(() => null);

export const clearDraft = (url: string) => loadData().then((d) => d.clearDraft(url));

/**
 * The shorten form and its field messages, saved as the page's draft (`url`: the tab's page, or
 * '' for one that cannot be shortened) with every change: a popup closes at any click outside it,
 * and what the user typed comes back with the next one.
 */
export function useDraftForm(url: string, settings: Settings) {
  // The address to shorten starts as the page's (none on a page that cannot be shortened).
  const fresh = () => ({ ...linkFormFromSettings(settings), url });
  const [form, setForm] = useState<LinkFormState>(fresh);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Counts attempts that ended with field errors (the form then focuses the first one). */
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ form, errors });
  latest.current = { form, errors };
  /** The user changed the form since it opened: a domain learned later no longer fills it. */
  const touched = useRef(false);
  const save = (shown: LinkFormState, fields: FieldErrors) =>
    void loadData()
      .then((d) => d.saveDraft(url, shown, fields))
      .catch(ignore);

  return {
    form,
    errors,
    attempt,
    /** The form and messages as last set, for code that runs before the next render. */
    latest,
    /** A new link's form: the settings' defaults and the page's address. */
    fresh,
    setErrors,
    restore(draft: Draft) {
      setForm(draft.form.url ? draft.form : { ...draft.form, url });
      setErrors(draft.errors);
      if (Object.keys(draft.errors).length > 0) setAttempt(1);
    },
    change(next: LinkFormState) {
      touched.current = true;
      const nextErrors = clearChangedErrors(latest.current.errors, latest.current.form, next);
      setForm(next);
      setErrors(nextErrors);
      save(next, nextErrors);
    },
    /**
     * A domain learned after the form opened (the account's default, the only one there is) for a
     * form whose domain is still empty: not the user's typing, so no draft is saved for it.
     */
    fillDomain(domainId: string) {
      if (!touched.current) setForm((current) => (current.domainId === '' ? { ...current, domainId } : current));
    },
    /** Field messages for the form as it was sent (`shown`), kept in its draft. */
    fieldErrors(fields: FieldErrors, shown: LinkFormState) {
      setErrors(fields);
      setAttempt((n) => n + 1);
      save(shown, fields);
    },
    /** The settings' defaults again, the draft forgotten. */
    reset() {
      setForm(fresh());
      setErrors({});
      void clearDraft(url).catch(ignore);
    },
  };
}
