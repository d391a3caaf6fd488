import { useRef } from 'preact/hooks';
import type { TargetKind } from '../../lib/api/versions';
import { t } from '../../lib/i18n';
import type { RuleRow } from '../../lib/link-form/state';
import type { Update } from '../../lib/link-form/update';
import type { FieldErrors } from '../../lib/link-form/validate';
import { useFocusNewRow } from './RuleRows';
import { describedBy, FieldMessages } from './TextField';

interface RotationListProps {
  idPrefix: string;
  /** `rotation` (v44) or `rotations` (v49). */
  kind: TargetKind;
  /** Rows without keys: only the URLs count. */
  rows: RuleRow[];
  /** Changes of the rows, each applied to the rows as they are then (lib/link-form/update.ts). */
  onRows: Update<RuleRow[]>;
  errors: FieldErrors;
}

const EMPTY: RuleRow = { key: '', value: '' };
/** The rows as shown: one field from the start, since a rotation is its URLs and the first goes there. */
const shownRows = (rows: RuleRow[]) => (rows.length > 0 ? rows : [EMPTY]);

/** The URLs visitors are sent to in turn. */
export function RotationList({ idPrefix, kind, rows: typed, onRows, errors }: RotationListProps) {
  const rows = shownRows(typed);
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
                onInput={(e) => {
                  const value = e.currentTarget.value;
                  onRows((current) => shownRows(current).map((r, j) => (j === i ? { key: '', value } : r)));
                }}
                {...describedBy(id, error)}
              />
              <FieldMessages id={id} error={error} />
            </div>
            {typed.length > 0 && (
              <button
                type="button"
                class="remove"
                onClick={() => {
                  onRows((current) => current.filter((_, j) => j !== i));
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
      <button type="button" ref={addRef} onClick={() => onRows((current) => [...shownRows(current), EMPTY])}>
        {t('linkFormAddRotationUrl')}
      </button>
      <FieldMessages id={`${idPrefix}-${kind}`} error={listError} />
    </fieldset>
  );
}
