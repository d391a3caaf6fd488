import { useId } from 'preact/hooks';
import type { OutputFormat } from '../../lib/bulk/output';
import { t } from '../../lib/i18n';

const FORMATS: ReadonlyArray<[OutputFormat, () => string]> = [
  ['lines', () => t('bulkFormatLines')],
  ['markdown', () => t('bulkFormatMarkdown')],
  ['csv', () => t('bulkFormatCsv')],
];

/** "Copy as": plain lines, a Markdown table or CSV (lib/bulk/output.ts), for a batch's results and the Links view's selection. */
export function FormatSelect({ label, value, onValue }: { label: string; value: OutputFormat; onValue(format: OutputFormat): void }) {
  const id = `${useId()}-format`;
  return (
    <>
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onValue(e.currentTarget.value as OutputFormat)}>
        {FORMATS.map(([format, name]) => (
          <option key={format} value={format}>
            {name()}
          </option>
        ))}
      </select>
    </>
  );
}
