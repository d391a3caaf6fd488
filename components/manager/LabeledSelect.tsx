import { useId } from 'preact/hooks';

export interface Option {
  value: string;
  label: string;
}

interface Props {
  label: string;
  value: string;
  options: readonly Option[];
  onChange(value: string): void;
  name?: string;
}

export function LabeledSelect({ label, value, options, onChange, name }: Props) {
  const id = useId();
  return (
    <div class="manager-control">
      <label for={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
