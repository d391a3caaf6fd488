/**
 * Links as text to copy or save — a bulk batch's results, the Links view's selection: plain lines
 * (the short links), a Markdown table, or CSV. CSV follows RFC 4180 (fields with a comma, quote or
 * line break quoted, quotes doubled, CRLF between records), and no cell starts with what a
 * spreadsheet would run as a formula (`= + - @`, tab, carriage return): such a cell gets a
 * leading `'`, as OWASP's CSV injection advice says. A server's text is untrusted.
 */

export type OutputFormat = 'lines' | 'markdown' | 'csv';

/** A table as text: the column headings, and rows of as many cells. */
export interface TextTable {
  header: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
}

/** Each value on its own line; empty ones (a URL without a short link yet) are left out. */
export function toLines(values: readonly string[]): string {
  return values.filter(Boolean).join('\n');
}

/** Markdown table cell: pipes and backslashes escaped, line breaks as spaces. */
function mdCell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r\n|[\r\n]/g, ' ');
}

export function toMarkdown({ header, rows }: TextTable): string {
  const line = (cells: readonly string[]) => `| ${cells.map(mdCell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv({ header, rows }: TextTable): string {
  const record = (cells: readonly string[]) => cells.map(csvCell).join(',');
  return [record(header), ...rows.map(record)].join('\r\n') + '\r\n';
}

/** `lines`: the short links, one a line; otherwise `table` in that format. */
export function formatOutput(format: OutputFormat, table: TextTable, lines: readonly string[]): string {
  if (format === 'lines') return toLines(lines);
  return format === 'markdown' ? toMarkdown(table) : toCsv(table);
}
