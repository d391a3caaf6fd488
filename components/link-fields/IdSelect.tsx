import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { describedBy, FieldMessages } from './TextField';

export interface IdOption {
  id: number;
  name?: string | null;
}

/**
 * When a typed id reaches `onValue`:
 * - `input` (the default): as typed, at each keystroke; the form checks it when sent (link forms).
 *   Without options there is only the id field (servers without the list endpoints).
 * - `change`: when the field is left, once it is an id, or '' for none (a setting saved at once).
 * - `apply`: with a button, once it is an id (a filter: each value is a request). The entry closes
 *   once applied, so an id the options lack is shown as an option of its own.
 */
type Commit = { commit?: 'input' | 'change' } | { commit: 'apply'; applyLabel: string };

type IdSelectProps = Commit & {
  /** The select's id; a generated one without it. */
  id?: string;
  label: string;
  /** The id as text ('' = none). */
  value: string;
  onValue(value: string): void;
  options: readonly IdOption[];
  /** Label of the empty choice (e.g. "None", "All spaces"); without it the empty choice asks to choose. */
  noneLabel?: string;
  /** A choice before the empty one, with a value that is not an id (a preset's "The default space"). */
  first?: { value: string; label: string };
  error?: string;
  hint?: string;
  /** The wrapper's class: `field` without it. */
  class?: string;
};

const OTHER = 'other';

/** The id as `IdSelect` holds it, and back: '' is none. */
export const idText = (id: number | null): string => (id === null ? '' : String(id));
export const idOf = (text: string): number | null => (text === '' ? null : Number(text));

/**
 * A choice among known records (domains, spaces, pixels) that still lets the user type an id:
 * servers without the list endpoints, or a record not seen yet, must not block anyone.
 */
export function IdSelect(props: IdSelectProps) {
  const { label, value, onValue, options, error, hint } = props;
  const commit = props.commit ?? 'input';
  const generated = useId();
  const id = props.id ?? generated;
  const typedId = `${id}-other`;
  const [typing, setTyping] = useState(false);
  /** `change` and `apply`: what is typed, until it is committed. */
  const [text, setText] = useState(value);
  const [invalid, setInvalid] = useState(false);
  const typedRef = useRef<HTMLInputElement>(null);
  const current = value.trim();
  const known = options.some((o) => String(o.id) === current) || current === props.first?.value;

  // A value set elsewhere (another tab, the URL, the preselected domain) shows in the typed field too.
  useEffect(() => {
    setText(value);
    setInvalid(false);
  }, [value]);
  // A filter's entry is opened to be typed in at once.
  useEffect(() => {
    if (typing && commit === 'apply') typedRef.current?.focus();
  }, [typing]);

  if (commit === 'input' && options.length === 0) {
    const shown = hint ?? t('linkFormIdHint');
    return (
      <div class={props.class ?? 'field'}>
        <label for={id}>{label}</label>
        <input id={id} value={value} inputMode="numeric" onInput={(e) => onValue(e.currentTarget.value)} {...describedBy(id, error, shown)} />
        <FieldMessages id={id} error={error} hint={shown} />
      </div>
    );
  }

  const listed = commit === 'apply' && current !== '' && !known;
  const other = typing || (commit !== 'apply' && current !== '' && !known);
  // One wording wherever an id is typed: "Other ID…", "<label> ID", linkFormErrorId.
  const problem = invalid ? t('linkFormErrorId') : undefined;
  const typedError = problem ?? error;

  const commitTyped = (raw: string) => {
    const typed = raw.trim();
    if (commit === 'change' && typed === '') {
      setInvalid(false);
      return onValue('');
    }
    // The rule of the views' URL parameters (lib/manager/params.ts readPositiveInt).
    if (!/^\d{1,15}$/.test(typed) || Number(typed) < 1) return setInvalid(true);
    setInvalid(false);
    if (commit === 'apply') setTyping(false);
    onValue(String(Number(typed)));
  };

  const typed = (
    <>
      <label for={typedId}>{t('linkFormIdOf', label)}</label>
      <input
        id={typedId}
        ref={typedRef}
        value={commit === 'input' ? value : text}
        inputMode="numeric"
        onInput={(e) => (commit === 'input' ? onValue : setText)(e.currentTarget.value)}
        onChange={commit === 'change' ? (e) => commitTyped(e.currentTarget.value) : undefined}
        {...describedBy(typedId, typedError)}
      />
      {props.commit === 'apply' && <button type="submit">{props.applyLabel}</button>}
      <FieldMessages id={typedId} error={typedError} alert={problem !== undefined} />
    </>
  );

  return (
    <div class={props.class ?? 'field'}>
      <label for={id}>{label}</label>
      <select
        id={id}
        value={other ? OTHER : current}
        onChange={(e) => {
          const choice = e.currentTarget.value;
          setInvalid(false);
          setTyping(choice === OTHER);
          if (choice !== OTHER) onValue(choice);
          // A form's field starts empty; a filter's entry with the id it lists; a setting's with its id.
          else if (commit === 'input') onValue('');
          else if (commit === 'apply') setText(listed ? current : '');
        }}
        {...describedBy(id, other ? undefined : error, hint)}
      >
        {props.first && <option value={props.first.value}>{props.first.label}</option>}
        <option value="">{props.noneLabel ?? t('linkFormChoose')}</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name || t('linkFormRecordNumber', String(o.id))}
          </option>
        ))}
        {listed && <option value={current}>{t('linkFormRecordNumber', current)}</option>}
        <option value={OTHER}>{t('linkFormOtherId')}</option>
      </select>
      <FieldMessages id={id} error={other ? undefined : error} hint={hint} />
      {other && commit === 'input' && typed}
      {other && commit === 'change' && <div class="field typed-id">{typed}</div>}
      {other && commit === 'apply' && (
        <form
          class="id-entry"
          onSubmit={(e) => {
            e.preventDefault();
            commitTyped(text);
          }}
        >
          {typed}
        </form>
      )}
    </div>
  );
}
