import { useState } from 'preact/hooks';
import { t, tCount } from '../../../lib/i18n';
import type { ImportedSettings } from '../../../lib/settings/file';
import { needsConfirmation, type ImportChanges, type ImportMode } from '../../../lib/settings/import';
import { profileLabel } from '../../../lib/settings/profiles';
import type { Profile } from '../../../lib/settings/schema';

interface ImportPreviewProps {
  imported: ImportedSettings;
  changes: ImportChanges;
  busy: boolean;
  onImport(mode: ImportMode): void;
  onCancel(): void;
}

const nameOf = (p: Profile) => profileLabel(p, t('importProfileUnnamed'));
const names = (profiles: Profile[]) => profiles.map(nameOf).join(', ');
/** "Team (https://team.example)": an added profile is known by where it sends links. */
const withAddress = (profiles: Profile[]) => profiles.map((p) => (p.instanceUrl ? `${nameOf(p)} (${p.instanceUrl})` : nameOf(p))).join(', ');

/**
 * What an import changes, before it is confirmed by "Merge" or "Replace": each profile that
 * would get another address (old → new) and each that receives a key, by name. A file that
 * changes the address or key of a profile of this browser is imported only once the user ticked
 * the confirmation of its own (issue 29).
 */
export function ImportPreview({ imported, changes, busy, onImport, onCancel }: ImportPreviewProps) {
  const [confirmed, setConfirmed] = useState(false);
  const dropped = imported.settings.profiles.filter((p) => imported.droppedKeys.includes(p.id));
  const asks = needsConfirmation(changes, 'merge') || needsConfirmation(changes, 'replace');
  const blocked = (mode: ImportMode) => busy || (needsConfirmation(changes, mode) && !confirmed);
  // Who the confirmation is about: profiles sent elsewhere, added with a key, made active by Replace.
  const confirming = [
    ...new Set([...changes.redirected, ...changes.keyedAdded, ...changes.unencrypted, ...(changes.activeAfterReplace ? [changes.activeAfterReplace] : [])]),
  ];
  return (
    <div class="import-preview" role="region" aria-labelledby="import-preview-heading">
      <h3 id="import-preview-heading">{t('importPreviewHeading')}</h3>
      <ul>
        {changes.added.length > 0 && <li>{t('importAdded', withAddress(changes.added))}</li>}
        {changes.updated.length > 0 && <li>{t('importUpdated', names(changes.updated))}</li>}
        {changes.moved.map(({ profile, from, to }) => (
          <li key={profile.id}>{t('importMoved', [nameOf(profile), from || t('importNoAddress'), to || t('importNoAddress')])}</li>
        ))}
        {changes.removed.length > 0 && <li>{t('importRemoved', names(changes.removed))}</li>}
        <li>{tCount(changes.presets, { one: 'importPresetsOne', other: 'importPresetsOther' })}</li>
        {changes.browserSettings && <li>{t('importBrowserSettings')}</li>}
        <li>{changes.keyed.length ? t('importKeysFor', names(changes.keyed)) : t('importNoKeys')}</li>
        {dropped.length > 0 && <li>{t('importKeysDropped', names(dropped))}</li>}
        {changes.awaitingConsent.length > 0 && <li>{t('importAwaitingConsent', names(changes.awaitingConsent))}</li>}
        {changes.unencrypted.length > 0 && <li>{t('importUnencrypted', names(changes.unencrypted))}</li>}
        {changes.activeAfterReplace && <li>{t('importActiveAfterReplace', withAddress([changes.activeAfterReplace]))}</li>}
      </ul>
      {asks && (
        <div class="field">
          <label class="check">
            <input type="checkbox" checked={confirmed} aria-describedby="import-confirm-hint" onChange={(e) => setConfirmed(e.currentTarget.checked)} />
            {t('importConfirmChanges', names(confirming))}
          </label>
          <p id="import-confirm-hint" class="hint">
            {t('importConfirmHint')}
          </p>
        </div>
      )}
      <p class="hint">{t('importModesHint')}</p>
      <div class="actions">
        <button type="button" disabled={blocked('merge')} onClick={() => onImport('merge')}>
          {t('importMerge')}
        </button>
        <button type="button" class="danger" disabled={blocked('replace')} onClick={() => onImport('replace')}>
          {t('importReplace')}
        </button>
        <button type="button" disabled={busy} onClick={onCancel}>
          {t('managerCancel')}
        </button>
      </div>
    </div>
  );
}
