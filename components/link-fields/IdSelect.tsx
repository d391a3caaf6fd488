import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { describedBy, FieldMessages } from './TextField';

export interface IdOption {
  id: number;
  name?: string | null;
}

interface IdSelectProps {
  id: string;
  label: string;
  /** The id as text ('' = none). */
  value: string;
  onValue(value: string): void;
  options: IdOption[];
  /** Label of the empty choice (e.g. "None"); without it the empty choice asks to choose. */
  noneLabel?: string;
  error?: string;
  hint?: string;
}

const OTHER = 'other';

/**
 * A choice among known records (domains, spaces) that still lets the user type an id: servers
 * without the list endpoints, or a record not seen yet, must not block anyone.
 */
export function IdSelect({ id, label, value, onValue, options, noneLabel, error, hint }: IdSelectProps) {
  const [typing, setTyping] = useState(false);
  const known = options.some((o) => String(o.id) === value.trim());
  if (options.length === 0) {
    return (
      <div class="field">
        <label for={id}>{label}</label>
        <input id={id} value={value} inputMode="numeric" onInput={(e) => onValue(e.currentTarget.value)} {...describedBy(id, error, hint ?? t('linkFormIdHint'))} />
        <FieldMessages id={id} error={error} hint={hint ?? t('linkFormIdHint')} />
      </div>
    );
  }
  const other = typing || (!known && value.trim() !== '');
  const selected = other ? OTHER : known ? value.trim() : '';
  const otherId = `${id}-other`;
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select
        id={id}
        value={selected}
        onChange={(e) => {
          const choice = e.currentTarget.value;
          setTyping(choice === OTHER);
          onValue(choice === OTHER ? '' : choice);
        }}
        {...describedBy(id, other ? undefined : error, hint)}
      >
        <option value="">{noneLabel ?? t('linkFormChoose')}</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name || t('linkFormRecordNumber', String(o.id))}
          </option>
        ))}
        <option value={OTHER}>{t('linkFormOtherId')}</option>
      </select>
      {!other && <FieldMessages id={id} error={error} hint={hint} />}
      {other && (
        <>
          <label for={otherId}>{t('linkFormIdOf', label)}</label>
          <input id={otherId} value={value} inputMode="numeric" onInput={(e) => onValue(e.currentTarget.value)} {...describedBy(otherId, error)} />
          <FieldMessages id={otherId} error={error} />
        </>
      )}
    </div>
  );
}
