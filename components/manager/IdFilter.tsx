import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { Choice } from '../../lib/manager/choices';

interface Props {
  /** The select's label, e.g. "Space". */
  label: string;
  /** First option, e.g. "All spaces". */
  allLabel: string;
  /** The typed-id field's label, e.g. "Space id". */
  idLabel: string;
  choices: readonly Choice[];
  value: number | null;
  onChange(id: number | null): void;
}

const OTHER = 'other';

/**
 * A filter by id: the names the server lists or the loaded links show, and "Other id…" for an id
 * typed by hand (installations without the domains or spaces lists need it).
 */
export function IdFilter({ label, allLabel, idLabel, choices, value, onChange }: Props) {
  const selectId = useId();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const known = value !== null && choices.some((choice) => choice.id === value);

  useEffect(() => {
    if (typing) input.current?.focus();
  }, [typing]);

  const apply = () => {
    const trimmed = text.trim();
    if (!/^\d{1,15}$/.test(trimmed) || Number(trimmed) < 1) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setTyping(false);
    onChange(Number(trimmed));
  };

  return (
    <div class="manager-control">
      <label for={selectId}>{label}</label>
      <select
        id={selectId}
        value={typing ? OTHER : value === null ? '' : String(value)}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (next === OTHER) {
            setText(value !== null && !known ? String(value) : '');
            setInvalid(false);
            setTyping(true);
            return;
          }
          setTyping(false);
          onChange(next === '' ? null : Number(next));
        }}
      >
        <option value="">{allLabel}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {choice.name}
          </option>
        ))}
        {value !== null && !known && <option value={String(value)}>{t('managerIdOption', String(value))}</option>}
        <option value={OTHER}>{t('managerOtherId')}</option>
      </select>
      {typing && (
        <form
          class="manager-id-entry"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <label for={inputId}>{idLabel}</label>
          <input
            id={inputId}
            ref={input}
            inputMode="numeric"
            value={text}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onInput={(event) => setText(event.currentTarget.value)}
          />
          <button type="submit">{t('managerApply')}</button>
          {invalid && (
            <p id={errorId} role="alert" class="field-error">
              {t('managerIdInvalid')}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
