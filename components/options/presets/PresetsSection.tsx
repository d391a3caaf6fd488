import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { chooseDefaultPreset, movePreset, newPresetId, removePreset, savePreset } from '../../../lib/settings/presets';
import { isOrgPreset } from '../../../lib/settings/managed';
import { PROFILE_DEFAULT, type Preset, type Settings } from '../../../lib/settings/schema';
import { ConfirmDialog } from '../../ConfirmDialog';
import { SetByOrganization } from '../../Locked';
import { PresetOptions } from '../../PresetOptions';
import { PresetEditor, type PresetChoices } from './PresetEditor';

/** A new preset starts from the profile's defaults: its domain and its space. */
const emptyPreset = (): Preset => ({ id: newPresetId(), name: '', domainId: null, spaceId: PROFILE_DEFAULT, pixelIds: PROFILE_DEFAULT, utm: {} });

/**
 * The active profile's presets: listed in order, added, edited, moved, deleted; one may be the
 * default. An organization's presets (lib/settings/managed.ts) come first and are its own: listed
 * as set by it, with nothing to change; `defaultLocked`: its policy also chose the default.
 */
export function PresetsSection({ settings, lists, defaultLocked = false }: { settings: Settings; lists: PresetChoices | null; defaultLocked?: boolean }) {
  const { presets, profileId } = settings;
  /** The person's own presets move among themselves, after the organization's. */
  const first = presets.filter(isOrgPreset).length;
  const groups =
    first > 0 && first < presets.length
      ? [
          { label: t('presetGroupOrg'), from: 0, to: first },
          { label: t('presetGroupMine'), from: first, to: presets.length },
        ]
      : [{ label: '', from: 0, to: presets.length }];
  const [editing, setEditing] = useState<Preset | null>(null);
  const [deleting, setDeleting] = useState<Preset | null>(null);
  const [failed, setFailed] = useState('');
  // A moved row is re-inserted in the page, which takes the focus away: it goes back to the button.
  const [focus, setFocus] = useState('');
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus, presets]);

  const run = (work: Promise<unknown>) => {
    setFailed('');
    work.catch((error: unknown) => setFailed(error instanceof Error ? error.message : String(error)));
  };
  const move = (preset: Preset, offset: number, index: number) => {
    const target = index + offset;
    // At an end the other button keeps the focus (this one is then disabled).
    setFocus(`preset-${offset < 0 ? (target === first ? 'down' : 'up') : target === presets.length - 1 ? 'up' : 'down'}-${preset.id}`);
    run(movePreset(profileId, preset.id, offset));
  };

  return (
    <section aria-labelledby="presets-heading">
      <h3 id="presets-heading">{t('presetsHeading')}</h3>
      <p class="hint">{t('presetsHint')}</p>
      {presets.length === 0 ? (
        <p>{t('presetsNone')}</p>
      ) : (
        <>
          {/* The organization's and the person's own, each group named, when the organization has presets. */}
          {groups.map(({ label, from, to }) => (
            <Fragment key={from}>
              {label && <h4 class="preset-group">{label}</h4>}
              <ol class="preset-list" start={from + 1}>
                {presets.slice(from, to).map((preset, offset) => {
                  const index = from + offset;
                  return (
                    <li key={preset.id}>
                      <span class="preset-name">{preset.name}</span>
                      {preset.id === settings.defaultPresetId && <span class="hint"> {t('presetIsDefault')}</span>}
                      {isOrgPreset(preset) ? (
                        <span class="hint"> {t('policySetByOrg')}</span>
                      ) : (
                        <span class="preset-actions">
                          <button type="button" aria-label={t('presetEditLabel', preset.name)} onClick={() => setEditing(preset)}>
                            {t('presetEdit')}
                          </button>
                          <button
                            type="button"
                            id={`preset-up-${preset.id}`}
                            aria-label={t('presetMoveUpLabel', preset.name)}
                            disabled={index === first}
                            onClick={() => move(preset, -1, index)}
                          >
                            {t('presetMoveUp')}
                          </button>
                          <button
                            type="button"
                            id={`preset-down-${preset.id}`}
                            aria-label={t('presetMoveDownLabel', preset.name)}
                            disabled={index === presets.length - 1}
                            onClick={() => move(preset, 1, index)}
                          >
                            {t('presetMoveDown')}
                          </button>
                          <button type="button" aria-label={t('presetDeleteLabel', preset.name)} onClick={() => setDeleting(preset)}>
                            {t('presetDelete')}
                          </button>
                        </span>
                      )}
                    </li>
                  );
                })}
              </ol>
            </Fragment>
          ))}
        </>
      )}
      {presets.length > 0 && (
        <div class="field">
          <label for="default-preset">{t('presetDefault')}</label>
          <select
            id="default-preset"
            value={settings.defaultPresetId ?? ''}
            disabled={defaultLocked}
            aria-describedby={defaultLocked ? 'default-preset-managed' : undefined}
            onChange={(e) => run(chooseDefaultPreset(profileId, e.currentTarget.value || null))}
          >
            <option value="">{t('presetNoDefault')}</option>
            <PresetOptions presets={presets} />
          </select>
          {defaultLocked && <SetByOrganization id="default-preset-managed" />}
        </div>
      )}
      {editing ? (
        <PresetEditor
          key={editing.id}
          preset={editing}
          presets={presets}
          lists={lists}
          onSave={async (preset) => {
            await savePreset(profileId, preset);
            // The editor stays where it is, on the preset as saved ("Saved." beside its button): closing
            // it under the pointer threw the page to its bottom and the focus to nowhere (issue 41).
            setEditing(preset);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" onClick={() => setEditing(emptyPreset())}>
          {t('presetAdd')}
        </button>
      )}
      {failed && <p role="alert">{t('optionsSaveFailed', failed)}</p>}
      {deleting && (
        <ConfirmDialog
          title={t('presetDeleteTitle', deleting.name)}
          confirmLabel={t('presetDelete')}
          busy={false}
          error={null}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            run(removePreset(profileId, deleting.id));
            setDeleting(null);
          }}
        >
          <p>{t('presetDeleteText')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
