import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { Option } from './LabeledSelect';

interface Props {
  value: string;
  onSearch(text: string): void;
  /** What the text is searched in, chosen in front of the field (the Links view's "Search by"). */
  by?: { value: string; options: readonly Option[]; onChange(value: string): void };
  /** Wait after the last keystroke before searching; Enter searches at once. */
  delayMs?: number;
}

/** The "Search" field: searches as the user types (debounced), keeps what was typed. */
export function SearchBox({ value, onSearch, by, delayMs = 400 }: Props) {
  const id = useId();
  const byId = useId();
  const [text, setText] = useState(value);
  const searchRef = useRef(onSearch);
  searchRef.current = onSearch;

  // The URL changed from outside (Back, a bookmark): show its search.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => searchRef.current(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);

  return (
    <form
      class="manager-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (text !== value) onSearch(text);
      }}
    >
      {/* Each field's label over it, "by" first: the search reads as one control with its prefix. */}
      {by && (
        <label for={byId} class="manager-search-by-label">
          {t('managerSearchBy')}
        </label>
      )}
      <label for={id} class="manager-search-label">
        {t('managerSearch')}
      </label>
      <div class="manager-search-field">
        {by && (
          <select id={byId} class="manager-search-by" value={by.value} onChange={(event) => by.onChange(event.currentTarget.value)}>
            {by.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
        <input id={id} type="search" value={text} onInput={(event) => setText(event.currentTarget.value)} autoComplete="off" />
      </div>
    </form>
  );
}
