import { useEffect, useRef } from 'preact/hooks';
import { clearDraft, saveDraft } from '../../lib/drafts/drafts';
import { choosePreset } from '../../lib/link-form/preset';
import { linkFormFromSettings, type LinkFormState } from '../../lib/link-form/state';
import type { StartRead } from '../../lib/popup/start';
import type { ShortenFlow } from '../../lib/shorten/flow';
import { presetOf } from '../../lib/settings/preset-defaults';
import { useLinkForm, type LinkForm } from '../link-fields/use-link-form';

const ignore = () => undefined;

export interface PopupForm extends LinkForm {
  /** The settings' domain, space and pixels and the page's address, no preset chosen. */
  defaults(): LinkFormState;
  /** A new link's form: the defaults with the default preset chosen. */
  fresh(): LinkFormState;
  /** The settings' defaults again, the draft forgotten. */
  reset(): void;
  /**
   * A domain learned after the form opened (the account's default, the only one there is) for a
   * form whose domain is still empty and that the user has not changed (one who emptied it meant
   * it): not the user's typing, so no draft is saved for it.
   */
  fillDomain(domainId: string): void;
}

/**
 * The popup's form: what the page's draft says (what the user typed here last time: a popup
 * closes at any click outside it), else a new link's defaults; every change saved as the page's
 * draft. The flow reads the form as it is now when it sends a store again by itself.
 */
export function usePopupForm(read: StartRead, flow: ShortenFlow): PopupForm {
  const page = read.page.ok ? read.page.url : '';
  const { settings } = read;
  const defaults = () => ({ ...linkFormFromSettings(settings), url: page });
  const fresh = () => {
    const form = defaults();
    // The profile's default preset is chosen from the start, as a click on it would.
    const preset = presetOf(settings, settings.defaultPresetId);
    return preset ? choosePreset(form, preset, settings.presets, form) : form;
  };
  const draft = read.draft;
  const touched = useRef(false);
  const form = useLinkForm(
    () => (draft ? (draft.form.url ? draft.form : { ...draft.form, url: page }) : fresh()),
    (next, errors) => {
      touched.current = true;
      void saveDraft(page, next, errors).catch(ignore);
    },
  );
  useEffect(() => {
    if (draft && Object.keys(draft.errors).length > 0) form.replace(form.latest(), draft.errors);
    flow.formFrom(form.latest);
  }, []);
  return {
    ...form,
    // What the last attempt said of the fields is kept with the draft: the next popup shows it too.
    showErrors(fields) {
      form.showErrors(fields);
      void saveDraft(page, form.latest(), fields).catch(ignore);
    },
    defaults,
    fresh,
    reset() {
      form.replace(fresh());
      void clearDraft(page).catch(ignore);
    },
    fillDomain(domainId) {
      if (!touched.current) form.update((current) => (current.domainId === '' ? { ...current, domainId } : current), { quiet: true });
    },
  };
}
