import type { MessageKey } from '../lib/i18n';
import { t } from '../lib/i18n';
import type { Utm } from '../lib/settings/schema';
import { UTM_FIELDS, type UtmField } from '../lib/utm';
import { TextField } from './link-fields/TextField';

const LABELS: Record<UtmField, MessageKey> = {
  source: 'utmSource',
  medium: 'utmMedium',
  campaign: 'utmCampaign',
  term: 'utmTerm',
  content: 'utmContent',
};

export type KeyProblem = 'empty' | 'bad' | 'duplicate';

const KEY_ERRORS: Record<KeyProblem, MessageKey> = { empty: 'utmKeyEmpty', bad: 'utmKeyBad', duplicate: 'utmKeyDuplicate' };

interface UtmFieldsProps {
  /** Prefix of the fields' ids (two builders on one page must not share ids). */
  id: string;
  utm: Utm;
  onUtm(utm: Utm): void;
  /** Problems of the free keys, by row. */
  keyProblems?: Record<number, KeyProblem>;
}

/** The five UTM fields and free key/value rows (added and removed), as a group. */
export function UtmFields({ id, utm, onUtm, keyProblems = {} }: UtmFieldsProps) {
  const extra = utm.extra ?? [];
  const setRow = (row: number, pair: { key: string; value: string }) => onUtm({ ...utm, extra: extra.map((p, i) => (i === row ? pair : p)) });
  return (
    <fieldset class="utm-fields">
      <legend>{t('utmLegend')}</legend>
      {UTM_FIELDS.map((field) => (
        <TextField key={field} id={`${id}-${field}`} label={t(LABELS[field])} value={utm[field] ?? ''} onValue={(value) => onUtm({ ...utm, [field]: value })} />
      ))}
      {extra.map((pair, row) => (
        <div class="utm-pair" key={row}>
          <TextField
            id={`${id}-key-${row}`}
            label={t('utmKey', String(row + 1))}
            value={pair.key}
            onValue={(key) => setRow(row, { ...pair, key })}
            error={keyProblems[row] ? t(KEY_ERRORS[keyProblems[row]!]) : undefined}
          />
          <TextField id={`${id}-value-${row}`} label={t('utmValue', String(row + 1))} value={pair.value} onValue={(value) => setRow(row, { ...pair, value })} />
          <button type="button" aria-label={t('utmRemovePairLabel', String(row + 1))} onClick={() => onUtm({ ...utm, extra: extra.filter((_, i) => i !== row) })}>
            {t('utmRemovePair')}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onUtm({ ...utm, extra: [...extra, { key: '', value: '' }] })}>
        {t('utmAddPair')}
      </button>
    </fieldset>
  );
}
