import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { Choice } from '../../lib/instance-extras';
import { FieldError } from './FieldError';

interface IdChoiceProps {
  id: string;
  label: string;
  value: number | null;
  choices: Choice[];
  /** The empty choice, e.g. "No space". */
  noneLabel: string;
  hint?: string;
  onValue(value: number | null): void;
}

const OTHER = 'other';

/**
 * A record chosen from a list, or typed by id: the lists may be incomplete (taken from links) or
 * missing, and that must never stop anyone from setting an id they know.
 */
export function IdChoice({ id, label, value, choices, noneLabel, hint, onValue }: IdChoiceProps) {
  const known = value !== null && choices.some((c) => c.id === value);
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState(value === null ? '' : String(value));
  const [error, setError] = useState<string>();
  const other = typing || (value !== null && !known);
  const typedId = `${id}-typed`;
  const hintId = hint ? `${id}-hint` : undefined;

  // A change saved elsewhere (another tab, the preselected domain) shows up in the typed field too.
  useEffect(() => {
    setText(value === null ? '' : String(value));
    setError(undefined);
  }, [value]);

  const commitTyped = (raw: string) => {
    const trimmed = raw.trim();
    if (trimmed === '') return onValue(null);
    if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) return setError(t('optionsIdInvalid'));
    setError(undefined);
    onValue(Number(trimmed));
  };

  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select
        id={id}
        value={other ? OTHER : known ? String(value) : ''}
        aria-describedby={hintId}
        onChange={(e) => {
          const choice = e.currentTarget.value;
          setTyping(choice === OTHER);
          setError(undefined);
          if (choice === OTHER) return;
          onValue(choice === '' ? null : Number(choice));
        }}
      >
        <option value="">{noneLabel}</option>
        {choices.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.name ?? t('optionsRecordNumber', String(c.id))}
          </option>
        ))}
        <option value={OTHER}>{t('optionsOtherId')}</option>
      </select>
      {hint && (
        <p id={hintId} class="hint">
          {hint}
        </p>
      )}
      {other && (
        <div class="field typed-id">
          <label for={typedId}>{t('optionsTypedId', label)}</label>
          <input
            id={typedId}
            inputMode="numeric"
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${typedId}-error` : undefined}
            onInput={(e) => setText(e.currentTarget.value)}
            onChange={(e) => commitTyped(e.currentTarget.value)}
          />
          <FieldError id={`${typedId}-error`} message={error} />
        </div>
      )}
    </div>
  );
}
