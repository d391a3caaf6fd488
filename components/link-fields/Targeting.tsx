import { useMemo } from 'preact/hooks';
import { COUNTRY_CODES, LANGUAGE_CODES } from '../../lib/api/iso-codes';
import { isRotation, ruleKeys, targetKinds, type ApiVersion, type TargetKind } from '../../lib/api/versions';
import { t, uiLocale } from '../../lib/i18n';
import type { LinkFormState, RuleRow } from '../../lib/link-form/state';
import type { Update } from '../../lib/link-form/update';
import type { FieldErrors } from '../../lib/link-form/validate';
import { RotationList } from './RotationList';
import { KIND_TEXT, RuleRows } from './RuleRows';
import { describedBy, FieldMessages } from './TextField';

/** Code → name in the browser's language, for the suggestions (the code is what is sent). */
function namedCodes(codes: ReadonlySet<string>, type: 'region' | 'language'): Array<[string, string]> {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([uiLocale() ?? 'en', 'en'], { type });
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
  version: ApiVersion;
  value: LinkFormState;
  onChange: Update<LinkFormState>;
  errors: FieldErrors;
  /** The plan has no targeting: only rotations (which v49 does not gate) are offered. */
  rotationsOnly?: boolean;
}

/** Where visitors are sent by who they are: one kind of rules at a time, as the version offers them. */
export function Targeting({ idPrefix, version, value, onChange, errors, rotationsOnly }: TargetingProps) {
  const kind = value.targetType;
  const keys = kind ? ruleKeys(kind) : null;
  const codes = useMemo(
    () => (keys === 'countries' ? namedCodes(COUNTRY_CODES, 'region') : keys === 'languages' ? namedCodes(LANGUAGE_CODES, 'language') : []),
    [keys],
  );
  const names = useMemo(() => new Map(codes), [codes]);
  const typeId = `${idPrefix}-target-type`;
  const listId = `${idPrefix}-codes`;
  const kinds = targetKinds(version).filter((k) => !rotationsOnly || isRotation(k));
  const rows = kind ? (value.rules[kind] ?? []) : [];
  // The rows of the kind shown, changed as they are when the change lands.
  const setRows: Update<RuleRow[]> = (change) =>
    onChange((current) => ({ ...current, rules: { ...current.rules, [kind]: change(current.rules[kind as TargetKind] ?? []) } }));
  return (
    <fieldset class="targeting">
      <legend>{t('linkFormTargeting')}</legend>
      <div class="field">
        <label for={typeId}>{t('linkFormTargetType')}</label>
        <select
          id={typeId}
          value={kind}
          onChange={(e) => {
            const targetType = e.currentTarget.value as TargetKind | '';
            onChange((current) => ({ ...current, targetType }));
          }}
          {...describedBy(typeId, errors.targetType)}
        >
          <option value="">{t('linkFormTargetNone')}</option>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(KIND_TEXT[k].type)}
            </option>
          ))}
        </select>
        <FieldMessages id={typeId} error={errors.targetType} />
      </div>
      {kind && isRotation(kind) && <RotationList idPrefix={idPrefix} kind={kind} rows={rows} onRows={setRows} errors={errors} />}
      {kind && !isRotation(kind) && (
        <>
          {codes.length > 0 && <CodeList id={listId} codes={codes} />}
          <RuleRows idPrefix={idPrefix} kind={kind} rows={rows} onRows={setRows} errors={errors} listId={codes.length > 0 ? listId : undefined} names={names} />
        </>
      )}
    </fieldset>
  );
}
