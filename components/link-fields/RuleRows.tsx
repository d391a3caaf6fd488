import { PLATFORMS } from '../../lib/api/schemas';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { RuleKind, RuleRow } from '../../lib/link-form/state';
import type { FieldErrors } from '../../lib/link-form/validate';
import { describedBy, FieldMessages } from './TextField';

/** Keyboard users land in the row they just added. */
export function useFocusNewRow(count: number, lastId: string): void {
  const previous = useRef(count);
  useEffect(() => {
    if (count > previous.current) document.getElementById(lastId)?.focus();
    previous.current = count;
  }, [count, lastId]);
}

interface RuleRowsProps {
  idPrefix: string;
  kind: RuleKind;
  rows: RuleRow[];
  onRows(rows: RuleRow[]): void;
  errors: FieldErrors;
  /** id of the <datalist> of codes (country, language). */
  listId?: string;
}

const TEXT = {
  country: { legend: 'linkFormCountryRules', key: 'linkFormCountry', add: 'linkFormAddCountryRule' },
  platform: { legend: 'linkFormPlatformRules', key: 'linkFormPlatform', add: 'linkFormAddPlatformRule' },
  language: { legend: 'linkFormLanguageRules', key: 'linkFormLanguage', add: 'linkFormAddLanguageRule' },
} as const;

/** Rows of "key → URL" rules; each control is labelled with its row number for screen readers. */
export function RuleRows({ idPrefix, kind, rows, onRows, errors, listId }: RuleRowsProps) {
  const text = TEXT[kind];
  const set = (i: number, patch: Partial<RuleRow>) => onRows(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const listError = errors[kind];
  const addRef = useRef<HTMLButtonElement>(null);
  useFocusNewRow(rows.length, `${idPrefix}-${kind}-${rows.length - 1}-key`);
  return (
    <fieldset class="rules" aria-describedby={listError ? `${idPrefix}-${kind}-error` : undefined}>
      <legend>{t(text.legend)}</legend>
      {rows.map((row, i) => {
        const keyId = `${idPrefix}-${kind}-${i}-key`;
        const valueId = `${idPrefix}-${kind}-${i}-value`;
        const keyError = errors[`${kind}.${i}.key`];
        const valueError = errors[`${kind}.${i}.value`];
        const n = String(i + 1);
        return (
          <div class="rule-row" key={i}>
            <div class="rule-key">
              <label for={keyId}>
                {t(text.key)}
                <span class="visually-hidden"> {t('linkFormRuleNumber', n)}</span>
              </label>
              {kind === 'platform' ? (
                <select id={keyId} value={row.key} onChange={(e) => set(i, { key: e.currentTarget.value })} {...describedBy(keyId, keyError)}>
                  <option value="">{t('linkFormChoose')}</option>
                  {PLATFORMS.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </select>
              ) : (
                <input id={keyId} value={row.key} list={listId} autoComplete="off" spellcheck={false} onInput={(e) => set(i, { key: e.currentTarget.value })} {...describedBy(keyId, keyError)} />
              )}
              <FieldMessages id={keyId} error={keyError} />
            </div>
            <div class="rule-value">
              <label for={valueId}>
                {t('linkFormRuleUrl')}
                <span class="visually-hidden"> {t('linkFormRuleNumber', n)}</span>
              </label>
              <input id={valueId} type="url" value={row.value} spellcheck={false} onInput={(e) => set(i, { value: e.currentTarget.value })} {...describedBy(valueId, valueError)} />
              <FieldMessages id={valueId} error={valueError} />
            </div>
            <button type="button" class="remove" onClick={() => {
                onRows(rows.filter((_, j) => j !== i));
                addRef.current?.focus();
              }}>
              {t('linkFormRemove')}
              <span class="visually-hidden"> {t('linkFormRuleNumber', n)}</span>
            </button>
          </div>
        );
      })}
      <button type="button" ref={addRef} onClick={() => onRows([...rows, { key: '', value: '' }])}>
        {t(text.add)}
      </button>
      <FieldMessages id={`${idPrefix}-${kind}`} error={listError} />
    </fieldset>
  );
}
