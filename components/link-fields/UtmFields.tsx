import type { MessageKey } from '../../lib/i18n';
import { t } from '../../lib/i18n';
import type { Utm } from '../../lib/settings/schema';
import { UTM_FIELDS, type UtmField } from '../../lib/url/utm';
import { TextField } from './TextField';
import { useLatest } from '../use-latest';

const LABELS: Record<UtmField, MessageKey> = {
  source: 'utmSource',
  medium: 'utmMedium',
  campaign: 'utmCampaign',
  term: 'utmTerm',
  content: 'utmContent',
};

export type UtmKeyProblem = 'empty' | 'bad' | 'duplicate';

const KEY_ERRORS: Record<UtmKeyProblem, MessageKey> = { empty: 'utmKeyEmpty', bad: 'utmKeyBad', duplicate: 'utmKeyDuplicate' };

interface UtmFieldsProps {
  /** Prefix of the fields' ids (two builders on one page must not share ids). */
  id: string;
  utm: Utm;
  onUtm(utm: Utm): void;
  /** Problems of the free keys, by row. */
  keyProblems?: Record<number, UtmKeyProblem>;
}

/** The five UTM fields and free key/value rows (added and removed), as a group. */
export function UtmFields({ id, utm, onUtm, keyProblems = {} }: UtmFieldsProps) {
  const extra = utm.extra ?? [];
  // Each change starts from the parameters as they are now (../use-latest.ts).
  const latest = useLatest(utm, onUtm);
  const change = (patch: (now: Utm) => Partial<Utm>) => latest.set({ ...latest.current(), ...patch(latest.current()) });
  const setRow = (row: number, pair: Partial<{ key: string; value: string }>) =>
    change((now) => ({ extra: (now.extra ?? []).map((p, i) => (i === row ? { ...p, ...pair } : p)) }));
  return (
    <fieldset class="utm-fields">
      <legend>{t('utmLegend')}</legend>
      {UTM_FIELDS.map((field) => (
        <TextField
          key={field}
          id={`${id}-${field}`}
          label={t(LABELS[field])}
          value={utm[field] ?? ''}
          onValue={(value) => change(() => ({ [field]: value }))}
        />
      ))}
      {extra.map((pair, row) => (
        <div class="utm-pair" key={row}>
          <TextField
            id={`${id}-key-${row}`}
            label={t('utmKey', String(row + 1))}
            value={pair.key}
            onValue={(key) => setRow(row, { key })}
            error={keyProblems[row] ? t(KEY_ERRORS[keyProblems[row]!]) : undefined}
          />
          <TextField id={`${id}-value-${row}`} label={t('utmValue', String(row + 1))} value={pair.value} onValue={(value) => setRow(row, { value })} />
          <button
            type="button"
            aria-label={t('utmRemovePairLabel', String(row + 1))}
            onClick={() => change((now) => ({ extra: (now.extra ?? []).filter((_, i) => i !== row) }))}
          >
            {t('utmRemovePair')}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => change((now) => ({ extra: [...(now.extra ?? []), { key: '', value: '' }] }))}>
        {t('utmAddPair')}
      </button>
    </fieldset>
  );
}
