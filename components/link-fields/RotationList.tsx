import { useRef } from 'preact/hooks';
import type { TargetKind } from '../../lib/api/versions';
import { t } from '../../lib/i18n';
import type { RuleRow } from '../../lib/link-form/state';
import type { FieldErrors } from '../../lib/link-form/validate';
import { useFocusNewRow } from './RuleRows';
import { describedBy, FieldMessages } from './TextField';

interface RotationListProps {
  idPrefix: string;
  /** `rotation` (v44) or `rotations` (v49). */
  kind: TargetKind;
  /** Rows without keys: only the URLs count. */
  rows: RuleRow[];
  onRows(rows: RuleRow[]): void;
  errors: FieldErrors;
}

/** The URLs visitors are sent to in turn. */
export function RotationList({ idPrefix, kind, rows: typed, onRows, errors }: RotationListProps) {
  // One field from the start: a rotation is its URLs, and the first goes there.
  const rows = typed.length > 0 ? typed : [{ key: '', value: '' }];
  const listError = errors[`rules.${kind}`];
  const addRef = useRef<HTMLButtonElement>(null);
  useFocusNewRow(rows.length, `${idPrefix}-${kind}-${rows.length - 1}-value`);
  return (
    <fieldset class="rules" aria-describedby={listError ? `${idPrefix}-${kind}-error` : undefined}>
      <legend>{t('linkFormRotationUrls')}</legend>
      {rows.map((row, i) => {
        const id = `${idPrefix}-${kind}-${i}-value`;
        const error = errors[`rules.${kind}.${i}.value`];
        const n = String(i + 1);
        return (
          <div class="rule-row" key={i}>
            <div class="rule-value">
              <label for={id}>{t('linkFormRotationUrl', n)}</label>
              <input
                id={id}
                type="url"
                value={row.value}
                spellcheck={false}
                onInput={(e) => onRows(rows.map((r, j) => (j === i ? { key: '', value: e.currentTarget.value } : r)))}
                {...describedBy(id, error)}
              />
              <FieldMessages id={id} error={error} />
            </div>
            {typed.length > 0 && (
              <button
                type="button"
                class="remove"
                onClick={() => {
                  onRows(rows.filter((_, j) => j !== i));
                  addRef.current?.focus();
                }}
              >
                {t('linkFormRemove')}
                <span class="visually-hidden"> {t('linkFormRotationUrl', n)}</span>
              </button>
            )}
          </div>
        );
      })}
      <button type="button" ref={addRef} onClick={() => onRows([...rows, { key: '', value: '' }])}>
        {t('linkFormAddRotationUrl')}
      </button>
      <FieldMessages id={`${idPrefix}-${kind}`} error={listError} />
    </fieldset>
  );
}
