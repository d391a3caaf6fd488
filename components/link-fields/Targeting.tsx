import { useMemo } from 'preact/hooks';
import { COUNTRY_CODES, LANGUAGE_CODES } from '../../lib/api/iso-codes';
import { t } from '../../lib/i18n';
import { RULES_OF_TYPE, TARGET_TYPE_OPTIONS, type LinkFormState, type TargetTypeValue } from '../../lib/link-form/state';
import type { FieldErrors } from '../../lib/link-form/validate';
import { RotationList } from './RotationList';
import { RuleRows } from './RuleRows';
import { describedBy, FieldMessages } from './TextField';

const TYPE_LABEL = {
  '0': 'linkFormTargetNone',
  '1': 'linkFormTargetGeographic',
  '2': 'linkFormTargetPlatform',
  '4': 'linkFormTargetRotation',
} as const;

/** Code → name in the browser's language, for the suggestions (the code is what is sent). */
function namedCodes(codes: ReadonlySet<string>, type: 'region' | 'language'): Array<[string, string]> {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([navigator.language, 'en'], { type });
  } catch {
    names = undefined;
  }
  return [...codes].map((code) => {
    let name = '';
    try {
      name = names?.of(code) ?? '';
    } catch {
      name = '';
    }
    return [code, name && name !== code ? name : ''];
  });
}

function CodeList({ id, codes }: { id: string; codes: Array<[string, string]> }) {
  return (
    <datalist id={id}>
      {codes.map(([code, name]) => (
        <option key={code} value={code} label={name || undefined} />
      ))}
    </datalist>
  );
}

interface TargetingProps {
  idPrefix: string;
  value: LinkFormState;
  onChange(next: LinkFormState): void;
  errors: FieldErrors;
}

/** The targeting type and its rules; language rules apply with any type. */
export function Targeting({ idPrefix, value, onChange, errors }: TargetingProps) {
  const countries = useMemo(() => namedCodes(COUNTRY_CODES, 'region'), []);
  const languages = useMemo(() => namedCodes(LANGUAGE_CODES, 'language'), []);
  const typeId = `${idPrefix}-target-type`;
  const selected = RULES_OF_TYPE[value.targetType];
  return (
    <fieldset class="targeting">
      <legend>{t('linkFormTargeting')}</legend>
      <div class="field">
        <label for={typeId}>{t('linkFormTargetType')}</label>
        <select
          id={typeId}
          value={value.targetType}
          onChange={(e) => onChange({ ...value, targetType: e.currentTarget.value as TargetTypeValue })}
          {...describedBy(typeId, errors.target_type)}
        >
          {TARGET_TYPE_OPTIONS.map((type) => (
            <option key={type} value={type}>
              {t(TYPE_LABEL[type])}
            </option>
          ))}
        </select>
        <FieldMessages id={typeId} error={errors.target_type} />
      </div>
      {selected === 'country' && (
        <>
          <CodeList id={`${idPrefix}-countries`} codes={countries} />
          <RuleRows idPrefix={idPrefix} kind="country" rows={value.country} onRows={(country) => onChange({ ...value, country })} errors={errors} listId={`${idPrefix}-countries`} />
        </>
      )}
      {selected === 'platform' && (
        <RuleRows idPrefix={idPrefix} kind="platform" rows={value.platform} onRows={(platform) => onChange({ ...value, platform })} errors={errors} />
      )}
      {selected === 'rotation' && (
        <RotationList idPrefix={idPrefix} values={value.rotation} onValues={(rotation) => onChange({ ...value, rotation })} errors={errors} />
      )}
      <CodeList id={`${idPrefix}-languages`} codes={languages} />
      <RuleRows idPrefix={idPrefix} kind="language" rows={value.language} onRows={(language) => onChange({ ...value, language })} errors={errors} listId={`${idPrefix}-languages`} />
    </fieldset>
  );
}
