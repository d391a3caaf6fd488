import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { describedBy, FieldMessages } from '../link-fields/TextField';

interface ApiKeyFieldProps {
  value: string;
  onValue(value: string): void;
  error?: string;
  /** Where the instance shows the account's key (phpShort: `<instance>/account/api`), once the address is known. */
  keyPage?: string;
}

/**
 * The key's own field: masked unless the user asks to see it, never autofilled or spell-checked;
 * under it, a link to the page of the instance that shows the key.
 */
export function ApiKeyField({ value, onValue, error, keyPage }: ApiKeyFieldProps) {
  const hint = keyPage && (
    <>
      {t('optionsKeyWhere')}{' '}
      <a href={keyPage} target="_blank" rel="noopener noreferrer">
        {keyPage}
      </a>
    </>
  );
  const [shown, setShown] = useState(false);
  const common = {
    id: 'api-key',
    name: 'api-key',
    value,
    autoComplete: 'off',
    spellcheck: false,
    autoCapitalize: 'off' as const,
    ...describedBy('api-key', error, hint),
    onInput: (e: { currentTarget: HTMLInputElement }) => onValue(e.currentTarget.value),
  };
  return (
    <div class="field">
      <label for="api-key">{t('optionsApiKey')}</label>
      <div class="inline">
        {/* Two elements of one type: Preact patches the same <input> in place, keeping focus and caret. */}
        {shown ? <input type="text" {...common} /> : <input type="password" {...common} />}
        <button type="button" aria-controls="api-key" onClick={() => setShown(!shown)}>
          {shown ? t('optionsHideKey') : t('optionsShowKey')}
        </button>
      </div>
      <FieldMessages id="api-key" error={error} hint={hint} alert />
    </div>
  );
}
