import { t, tCount } from '../../../lib/i18n';
import type { ImportedSettings } from '../../../lib/settings/file';
import type { ImportChanges, ImportMode } from '../../../lib/settings/import';
import { profileLabel } from '../../../lib/settings/profiles';
import type { Profile } from '../../../lib/settings/schema';

interface ImportPreviewProps {
  imported: ImportedSettings;
  changes: ImportChanges;
  busy: boolean;
  onImport(mode: ImportMode): void;
  onCancel(): void;
}

const names = (profiles: Profile[]) => profiles.map((p) => profileLabel(p, t('importProfileUnnamed'))).join(', ');

/** What an import changes, before it is confirmed by "Merge" or "Replace". */
export function ImportPreview({ imported, changes, busy, onImport, onCancel }: ImportPreviewProps) {
  const keys = Object.keys(imported.keys).length;
  const dropped = imported.settings.profiles.filter((p) => imported.droppedKeys.includes(p.id));
  return (
    <div class="import-preview" role="region" aria-labelledby="import-preview-heading">
      <h3 id="import-preview-heading">{t('importPreviewHeading')}</h3>
      <ul>
        {changes.added.length > 0 && <li>{t('importAdded', names(changes.added))}</li>}
        {changes.updated.length > 0 && <li>{t('importUpdated', names(changes.updated))}</li>}
        {changes.removed.length > 0 && <li>{t('importRemoved', names(changes.removed))}</li>}
        <li>{tCount(changes.presets, { one: 'importPresetsOne', other: 'importPresetsOther' })}</li>
        {changes.browserSettings && <li>{t('importBrowserSettings')}</li>}
        <li>{keys ? tCount(keys, { one: 'importKeysOne', other: 'importKeysOther' }) : t('importNoKeys')}</li>
        {dropped.length > 0 && <li>{t('importKeysDropped', names(dropped))}</li>}
      </ul>
      <p class="hint">{t('importModesHint')}</p>
      <div class="actions">
        <button type="button" disabled={busy} onClick={() => onImport('merge')}>
          {t('importMerge')}
        </button>
        <button type="button" class="danger" disabled={busy} onClick={() => onImport('replace')}>
          {t('importReplace')}
        </button>
        <button type="button" disabled={busy} onClick={onCancel}>
          {t('managerCancel')}
        </button>
      </div>
    </div>
  );
}
