/**
 * Links as text to copy or save — a bulk batch's results, the Links view's selection: plain lines
 * (the short links), a Markdown table, or CSV. CSV follows RFC 4180 (fields with a comma, quote or
 * line break quoted, quotes doubled, CRLF between records), and no cell starts with what a
 * spreadsheet would run as a formula (`= + - @`, tab, carriage return): such a cell gets a
 * leading `'`, as OWASP's CSV injection advice says. A server's text is untrusted.
 *
 * Spreadsheets whose list separator is `;` (de, fr, nl…) split a line at `;` and ignore the
 * commas, and a pasted copy splits at tabs: there `https://x.org/a;=1+1` or a message
 * `bad;=cmd|…` would start a cell of its own. So a cell holding `;` or a tab is quoted, and each
 * part after a `;` or tab is guarded like the cell's start (issue 29).
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
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\r\n|[\r\n]/g, ' ');
}

export function toMarkdown({ header, rows }: TextTable): string {
  const line = (cells: readonly string[]) => `| ${cells.map(mdCell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The start of the cell, or of a part after a `;` or tab, followed by a formula's first character. */
const FORMULA_STARTS = /(^|[;\t])(?=[=+\-@\t\r])/g;

export function csvCell(text: string): string {
  const safe = text.replace(FORMULA_STARTS, "$1'");
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
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
