import { useState } from 'preact/hooks';
import { t, type MessageKey } from '../../../lib/i18n';
import { MAX_SETTINGS_FILE_BYTES, readSettingsFile, type FileProblem, type ImportedSettings } from '../../../lib/settings/file';
import { applyImport, exportSettings, importChanges, storedKeys, type ImportChanges, type ImportMode } from '../../../lib/settings/import';
import { readAllSettings, type AllSettings } from '../../../lib/settings';
import { ImportPreview } from './ImportPreview';

const PROBLEMS: Record<FileProblem, MessageKey> = {
  'too-big': 'importTooBig',
  'not-json': 'importNotJson',
  'wrong-format': 'importWrongFormat',
  'newer-version': 'importNewerVersion',
  invalid: 'importInvalid',
};

type State =
  | { kind: 'idle' }
  | { kind: 'failed'; message: string }
  | { kind: 'preview'; imported: ImportedSettings; changes: ImportChanges; busy: boolean }
  | { kind: 'done'; mode: ImportMode };

/** Hands `text` to the browser as a download named `name` (no permission needed for a page's own blob). */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** "Export settings" (keys only when ticked) and "Import settings" (checked, previewed, confirmed). */
export function BackupSection({ id, onImported }: { id?: string; onImported(all: AllSettings): void }) {
  const [withKeys, setWithKeys] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [exportFailed, setExportFailed] = useState('');

  const exportNow = () => {
    setExportFailed('');
    exportSettings(withKeys).then(
      ({ name, text }) => download(name, text),
      (error: unknown) => setExportFailed(String(error)),
    );
  };

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // The same file chosen again (after fixing it) must fire a change again.
    input.value = '';
    if (!file) return;
    const result = file.size > MAX_SETTINGS_FILE_BYTES ? readSettingsFile('', file.size) : readSettingsFile(await file.text(), file.size);
    if (!result.ok) {
      const text = t(PROBLEMS[result.problem], result.detail ?? '');
      setState({ kind: 'failed', message: text });
      return;
    }
    const current = await readAllSettings();
    setState({ kind: 'preview', imported: result.value, changes: importChanges(current, result.value, await storedKeys(current)), busy: false });
  };

  const confirm = (mode: ImportMode) => {
    if (state.kind !== 'preview') return;
    setState({ ...state, busy: true });
    applyImport(state.imported, mode).then(
      (all) => {
        setState({ kind: 'done', mode });
        onImported(all);
      },
      (error: unknown) => setState({ kind: 'failed', message: t('optionsSaveFailed', String(error)) }),
    );
  };

  return (
    <section id={id} class="group" aria-labelledby="backup-heading">
      <h2 id="backup-heading">{t('backupHeading')}</h2>
      <p class="group-description">{t('backupDescription')}</p>
      <label class="check">
        <input type="checkbox" checked={withKeys} onChange={(e) => setWithKeys(e.currentTarget.checked)} aria-describedby="backup-keys-warning" />
        {t('backupIncludeKeys')}
      </label>
      <p id="backup-keys-warning" class={withKeys ? 'field-error' : 'hint'}>
        {t('backupKeysWarning')}
      </p>
      <div class="actions">
        <button type="button" onClick={exportNow}>
          {t('backupExport')}
        </button>
      </div>
      {exportFailed && <p role="alert">{t('backupExportFailed', exportFailed)}</p>}
      <div class="field">
        <label for="import-file">{t('backupImport')}</label>
        <input id="import-file" type="file" accept=".json,application/json" onChange={(e) => void choose(e.currentTarget)} />
      </div>
      {state.kind === 'failed' && (
        <p role="alert" class="field-error">
          {state.message}
        </p>
      )}
      {state.kind === 'preview' && (
        <ImportPreview imported={state.imported} changes={state.changes} busy={state.busy} onImport={confirm} onCancel={() => setState({ kind: 'idle' })} />
      )}
      <div class="save-note" aria-live="polite">
        {state.kind === 'done' && <p class="ok">{t(state.mode === 'merge' ? 'importMerged' : 'importReplaced')}</p>}
      </div>
    </section>
  );
}
