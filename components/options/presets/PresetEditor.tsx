import { useState } from 'preact/hooks';
import type { InstanceChoices, PixelChoice } from '../../../lib/instance/choices';
import { t } from '../../../lib/i18n';
import { presetProblems, samePreset, type PresetProblems } from '../../../lib/settings/presets';
import { PROFILE_DEFAULT, type Preset } from '../../../lib/settings/schema';
import { idOf, IdSelect, idText } from '../../link-fields/IdSelect';
import { PixelPicker } from '../../link-fields/PixelPicker';
import { TextField } from '../../link-fields/TextField';
import { UtmFields } from '../../link-fields/UtmFields';

export interface PresetChoices {
  choices: InstanceChoices;
  pixels: PixelChoice[];
}

interface PresetEditorProps {
  preset: Preset;
  /** The profile's presets (the name must differ from the others'). */
  presets: readonly Preset[];
  /** The instance's lists; null while they load or without a connection (ids can be typed). */
  lists: PresetChoices | null;
  onSave(preset: Preset): Promise<void>;
  onCancel(): void;
}

const NAME_ERRORS = { empty: 'presetNameEmpty', duplicate: 'presetNameDuplicate' } as const;

/**
 * A preset's fields: name, domain, space, pixels, UTM parameters. Domain, space and pixels may be
 * the profile's defaults (whatever they are when the preset is used); no pixel ticked is "No
 * pixels". Nothing typed is lost on an error.
 */
export function PresetEditor({ preset, presets, lists, onSave, onCancel }: PresetEditorProps) {
  const [draft, setDraft] = useState(preset);
  const [problems, setProblems] = useState<PresetProblems | null>(null);
  const [failed, setFailed] = useState('');
  /** "Saved." until the next change. */
  const [saved, setSaved] = useState(false);
  const stored = presets.find((p) => p.id === preset.id);
  const isNew = !stored;
  const unchanged = !!stored && samePreset(stored, draft);
  const change = (patch: Partial<Preset>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setSaved(false);
    // Once shown, errors follow the typing (and go away when fixed).
    if (problems) setProblems(presetProblems(next, presets));
  };
  const save = (event: Event) => {
    event.preventDefault();
    const found = presetProblems(draft, presets);
    setProblems(found);
    setFailed('');
    if (found) return;
    onSave(draft).then(
      () => setSaved(true),
      (error: unknown) => setFailed(error instanceof Error ? error.message : String(error)),
    );
  };
  return (
    <form class="preset-editor" onSubmit={save} noValidate aria-labelledby="preset-editor-heading">
      <h4 id="preset-editor-heading">{isNew ? t('presetNewHeading') : t('presetEditHeading', preset.name)}</h4>
      <TextField
        id="preset-name"
        label={t('presetName')}
        value={draft.name}
        onValue={(name) => change({ name })}
        error={problems?.name ? t(NAME_ERRORS[problems.name]) : undefined}
      />
      <IdSelect
        id="preset-domain"
        label={t('presetDomain')}
        value={idText(draft.domainId)}
        options={lists?.choices.domains ?? []}
        noneLabel={t('presetDefaultDomain')}
        onValue={(id) => change({ domainId: idOf(id) })}
        commit="change"
      />
      <IdSelect
        id="preset-space"
        label={t('presetSpace')}
        value={draft.spaceId === PROFILE_DEFAULT ? PROFILE_DEFAULT : idText(draft.spaceId)}
        options={lists?.choices.spaces ?? []}
        first={{ value: PROFILE_DEFAULT, label: t('presetDefaultSpace') }}
        noneLabel={t('optionsNoSpace')}
        onValue={(id) => change({ spaceId: id === PROFILE_DEFAULT ? PROFILE_DEFAULT : idOf(id) })}
        commit="change"
      />
      <label class="check">
        <input
          type="checkbox"
          id="preset-default-pixels"
          checked={draft.pixelIds === PROFILE_DEFAULT}
          onChange={(event) => change({ pixelIds: event.currentTarget.checked ? PROFILE_DEFAULT : [] })}
        />
        {t('presetDefaultPixels')}
      </label>
      {draft.pixelIds !== PROFILE_DEFAULT && (
        <PixelPicker
          legend={t('presetPixels')}
          noneText={t('optionsPixelsNone')}
          pixels={lists ? lists.pixels : null}
          quiet
          value={draft.pixelIds}
          onValue={(pixelIds) => change({ pixelIds })}
        />
      )}
      <UtmFields id="preset-utm" utm={draft.utm} onUtm={(utm) => change({ utm })} keyProblems={problems?.keys} />
      {problems && (
        <p role="alert" class="field-error">
          {t('presetFixErrors')}
        </p>
      )}
      {failed && <p role="alert">{t('optionsSaveFailed', failed)}</p>}
      <div class="actions">
        <button type="submit">{t('presetSave')}</button>
        <button type="button" onClick={onCancel}>
          {unchanged ? t('managerClose') : t('managerCancel')}
        </button>
        <span class="ok preset-saved" aria-live="polite">
          {saved && unchanged ? t('optionsSaved') : ''}
        </span>
      </div>
    </form>
  );
}
