import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';

interface Props {
  value: string;
  onSearch(text: string): void;
  /** Wait after the last keystroke before searching; Enter searches at once. */
  delayMs?: number;
}

/** The "Search" field: searches as the user types (debounced), keeps what was typed. */
export function SearchBox({ value, onSearch, delayMs = 400 }: Props) {
  const id = useId();
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
      class="manager-control manager-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (text !== value) onSearch(text);
      }}
    >
      <label for={id}>{t('managerSearch')}</label>
      <input id={id} type="search" value={text} onInput={(event) => setText(event.currentTarget.value)} autoComplete="off" />
    </form>
  );
}
