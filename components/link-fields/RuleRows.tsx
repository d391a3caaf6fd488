import { useLayoutEffect, useRef } from 'preact/hooks';
import { ruleKeys, type TargetKind } from '../../lib/api/versions';
import { t, type MessageKey } from '../../lib/i18n';
import type { RuleRow } from '../../lib/link-form/state';
import { normalizeRuleKey } from '../../lib/link-form/validate';
import type { Update } from '../../lib/link-form/update';
import type { FieldErrors } from '../../lib/link-form/validate';
import { describedBy, FieldMessages } from './TextField';

/**
 * Keyboard users land in the row they just added, as it is drawn: unless they already went into a
 * field (a late move of the focus sent the next keys typed into the new row instead).
 */
export function useFocusNewRow(count: number, lastId: string): void {
  const previous = useRef(count);
  useLayoutEffect(() => {
    const typing = document.activeElement?.matches('input, select, textarea') ?? false;
    if (count > previous.current && !typing) document.getElementById(lastId)?.focus();
    previous.current = count;
  }, [count, lastId]);
}

interface KindText {
  /** Its name in the targeting type's list. */
  type: MessageKey;
  legend: MessageKey;
  key: MessageKey;
  add: MessageKey;
}

const COUNTRY = { legend: 'linkFormCountryRules', key: 'linkFormCountry', add: 'linkFormAddCountryRule' } as const;
const LANGUAGE = { legend: 'linkFormLanguageRules', key: 'linkFormLanguage', add: 'linkFormAddLanguageRule' } as const;
const ROTATION = { legend: 'linkFormRotationUrls', key: 'linkFormRuleUrl', add: 'linkFormAddRotationUrl' } as const;

/** The words of each kind, whichever version names it. */
export const KIND_TEXT: Record<TargetKind, KindText> = {
  country: { type: 'linkFormTargetCountry', ...COUNTRY },
  platform: { type: 'linkFormTargetPlatform', legend: 'linkFormPlatformRules', key: 'linkFormPlatform', add: 'linkFormAddPlatformRule' },
  language: { type: 'linkFormTargetLanguage', ...LANGUAGE },
  rotation: { type: 'linkFormTargetRotation', ...ROTATION },
  continents: { type: 'linkFormTargetContinents', legend: 'linkFormContinentRules', key: 'linkFormContinent', add: 'linkFormAddContinentRule' },
  countries: { type: 'linkFormTargetCountries', ...COUNTRY },
  operating_systems: { type: 'linkFormTargetSystems', legend: 'linkFormSystemRules', key: 'linkFormSystem', add: 'linkFormAddSystemRule' },
  browsers: { type: 'linkFormTargetBrowsers', legend: 'linkFormBrowserRules', key: 'linkFormBrowser', add: 'linkFormAddBrowserRule' },
  languages: { type: 'linkFormTargetLanguages', ...LANGUAGE },
  devices: { type: 'linkFormTargetDevices', legend: 'linkFormDeviceRules', key: 'linkFormDevice', add: 'linkFormAddDeviceRule' },
  rotations: { type: 'linkFormTargetRotations', ...ROTATION },
};

/** How a key of a fixed list is shown: continents and devices by name, the rest as the server spells them. */
const KEY_NAMES: Record<string, MessageKey> = {
  AF: 'continentAF',
  AN: 'continentAN',
  AS: 'continentAS',
  EU: 'continentEU',
  NA: 'continentNA',
  OC: 'continentOC',
  SA: 'continentSA',
  desktop: 'deviceDesktop',
  mobile: 'deviceMobile',
  tablet: 'deviceTablet',
  watch: 'deviceWatch',
  television: 'deviceTelevision',
};

interface RuleRowsProps {
  idPrefix: string;
  kind: TargetKind;
  rows: RuleRow[];
  /** Changes of the rows, each applied to the rows as they are then (lib/link-form/update.ts). */
  onRows: Update<RuleRow[]>;
  errors: FieldErrors;
  /** id of the <datalist> of codes (countries, languages). */
  listId?: string;
  /** Code → name of the codes in that list, to say which one a typed code is. */
  names?: ReadonlyMap<string, string>;
}

/** Rows of "key → URL" rules; each control is labelled with its row number for screen readers. */
export function RuleRows({ idPrefix, kind, rows, onRows, errors, listId, names }: RuleRowsProps) {
  const text = KIND_TEXT[kind];
  const keys = ruleKeys(kind);
  const set = (i: number, patch: Partial<RuleRow>) => onRows((current) => current.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const listError = errors[`rules.${kind}`];
  const addRef = useRef<HTMLButtonElement>(null);
  useFocusNewRow(rows.length, `${idPrefix}-${kind}-${rows.length - 1}-key`);
  return (
    <fieldset class="rules" aria-describedby={listError ? `${idPrefix}-${kind}-error` : undefined}>
      <legend>{t(text.legend)}</legend>
      {rows.map((row, i) => {
        const keyId = `${idPrefix}-${kind}-${i}-key`;
        const valueId = `${idPrefix}-${kind}-${i}-value`;
        const keyError = errors[`rules.${kind}.${i}.key`];
        const valueError = errors[`rules.${kind}.${i}.value`];
        const n = String(i + 1);
        // "FR" alone may be misread: the code's name shows under it ("France").
        const name = keyError ? undefined : names?.get(normalizeRuleKey(kind, row.key)) || undefined;
        return (
          <div class="rule-row" key={i}>
            <div class="rule-key">
              <label for={keyId}>
                {t(text.key)}
                <span class="visually-hidden"> {t('linkFormRuleNumber', n)}</span>
              </label>
              {Array.isArray(keys) ? (
                <select id={keyId} value={row.key} onChange={(e) => set(i, { key: e.currentTarget.value })} {...describedBy(keyId, keyError)}>
                  <option value="">{t('linkFormChoose')}</option>
                  {keys.map((key) => (
                    <option key={key} value={key}>
                      {KEY_NAMES[key] ? t(KEY_NAMES[key]) : key}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={keyId}
                  value={row.key}
                  list={listId}
                  autoComplete="off"
                  spellcheck={false}
                  onInput={(e) => set(i, { key: e.currentTarget.value })}
                  {...describedBy(keyId, keyError, name)}
                />
              )}
              <FieldMessages id={keyId} error={keyError} hint={name} />
            </div>
            <div class="rule-value">
              <label for={valueId}>
                {t('linkFormRuleUrl')}
                <span class="visually-hidden"> {t('linkFormRuleNumber', n)}</span>
              </label>
              <input
                id={valueId}
                type="url"
                value={row.value}
                spellcheck={false}
                onInput={(e) => set(i, { value: e.currentTarget.value })}
                {...describedBy(valueId, valueError)}
              />
              <FieldMessages id={valueId} error={valueError} />
            </div>
            <button
              type="button"
              class="remove"
              onClick={() => {
                onRows((current) => current.filter((_, j) => j !== i));
                addRef.current?.focus();
              }}
            >
              {t('linkFormRemove')}
              <span class="visually-hidden"> {t('linkFormRuleNumber', n)}</span>
            </button>
          </div>
        );
      })}
      <button type="button" ref={addRef} onClick={() => onRows((current) => [...current, { key: '', value: '' }])}>
        {t(text.add)}
      </button>
      <FieldMessages id={`${idPrefix}-${kind}`} error={listError} />
    </fieldset>
  );
}
