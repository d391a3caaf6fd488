import { useRef } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { FieldErrors } from '../../lib/link-form/validate';
import { useFocusNewRow } from './RuleRows';
import { describedBy, FieldMessages } from './TextField';

interface RotationListProps {
  idPrefix: string;
  values: string[];
  onValues(values: string[]): void;
  errors: FieldErrors;
}

/** The URLs visitors are sent to in turn. */
export function RotationList({ idPrefix, values, onValues, errors }: RotationListProps) {
  const listError = errors.rotation;
  const addRef = useRef<HTMLButtonElement>(null);
  useFocusNewRow(values.length, `${idPrefix}-rotation-${values.length - 1}-value`);
  return (
    <fieldset class="rules" aria-describedby={listError ? `${idPrefix}-rotation-error` : undefined}>
      <legend>{t('linkFormRotationUrls')}</legend>
      {values.map((value, i) => {
        const id = `${idPrefix}-rotation-${i}-value`;
        const error = errors[`rotation.${i}.value`];
        const n = String(i + 1);
        return (
          <div class="rule-row" key={i}>
            <div class="rule-value">
              <label for={id}>{t('linkFormRotationUrl', n)}</label>
              <input
                id={id}
                type="url"
                value={value}
                spellcheck={false}
                onInput={(e) => onValues(values.map((v, j) => (j === i ? e.currentTarget.value : v)))}
                {...describedBy(id, error)}
              />
              <FieldMessages id={id} error={error} />
            </div>
            <button type="button" class="remove" onClick={() => {
                onValues(values.filter((_, j) => j !== i));
                addRef.current?.focus();
              }}>
              {t('linkFormRemove')}
              <span class="visually-hidden"> {t('linkFormRotationUrl', n)}</span>
            </button>
          </div>
        );
      })}
      <button type="button" ref={addRef} onClick={() => onValues([...values, ''])}>
        {t('linkFormAddRotationUrl')}
      </button>
      <FieldMessages id={`${idPrefix}-rotation`} error={listError} />
    </fieldset>
  );
}
