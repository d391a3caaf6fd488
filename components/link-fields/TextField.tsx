import type { ComponentChildren } from 'preact';

/** `id` of the message under a field, for `aria-describedby`. */
export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** The ARIA wiring of a control with an optional hint and error below it. */
export function describedBy(id: string, error?: string, hint?: ComponentChildren): Record<string, string | boolean | undefined> {
  const ids = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

/** `alert`: the error comes as the user acts (not on a submit that moves the focus), so it is announced. */
export function FieldMessages({ id, error, hint, alert }: { id: string; error?: string; hint?: ComponentChildren; alert?: boolean }) {
  return (
    <>
      {hint && (
        <p class="hint" id={hintId(id)}>
          {hint}
        </p>
      )}
      {error && (
        <p class="field-error" id={errorId(id)} role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onValue(value: string): void;
  type?: 'text' | 'url' | 'password' | 'date' | 'time' | 'datetime-local' | 'number';
  error?: string;
  hint?: ComponentChildren;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'url' | 'text';
  list?: string;
  min?: number;
}

/** A labelled input whose hint and error are announced with it. */
export function TextField({ id, label, value, onValue, type = 'text', error, hint, ...rest }: TextFieldProps) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        id={id}
        name={id}
        // Preact 11 types each `type` separately; this one input serves several.
        type={type as 'text'}
        value={value}
        onInput={(e) => onValue(e.currentTarget.value)}
        spellcheck={false}
        autoCapitalize="off"
        {...rest}
        {...describedBy(id, error, hint)}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

interface CheckProps {
  id: string;
  label: string;
  checked: boolean;
  onChecked(checked: boolean): void;
  error?: string;
  hint?: ComponentChildren;
}

/** A labelled checkbox whose hint and error are announced with it. */
export function Check({ id, label, checked, onChecked, error, hint }: CheckProps) {
  return (
    <div class="field">
      <label class="check" for={id}>
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChecked(e.currentTarget.checked)} {...describedBy(id, error, hint)} />
        {label}
      </label>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
