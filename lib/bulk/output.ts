/**
 * A batch's results as text to copy or save: plain lines (the short links), a Markdown table, or
 * CSV. CSV follows RFC 4180 (fields with a comma, quote or line break quoted, quotes doubled, CRLF
 * between records), and no cell starts with what a spreadsheet would run as a formula
 * (`= + - @`, tab, carriage return): such a cell gets a leading `'`, as OWASP's CSV injection
 * advice says. A server's error message is untrusted text.
 *
 * Spreadsheets whose list separator is `;` (de, fr, nl…) split a line at `;` and ignore the
 * commas, and a pasted copy splits at tabs: there `https://x.org/a;=1+1` or a message
 * `bad;=cmd|…` would start a cell of its own. So a cell holding `;` or a tab is quoted, and each
 * part after a `;` or tab is guarded like the cell's start (issue 29).
 */

export interface ResultRow {
  original: string;
  /** '' when there is none (yet). */
  shortUrl: string;
  /** The status in the user's words. */
  status: string;
}

export type OutputFormat = 'lines' | 'markdown' | 'csv';

/** Each short link on its own line; URLs without one are left out. */
export function toLines(rows: readonly ResultRow[]): string {
  return rows
    .filter((row) => row.shortUrl)
    .map((row) => row.shortUrl)
    .join('\n');
}

/** Markdown table cell: pipes and backslashes escaped, line breaks as spaces. */
function mdCell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r\n|[\r\n]/g, ' ');
}

export function toMarkdown(rows: readonly ResultRow[], header: readonly [string, string, string]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(mdCell).join(' | ')} |`;
  return [line(header), '| --- | --- | --- |', ...rows.map((row) => line([row.original, row.shortUrl, row.status]))].join('\n');
}

/** The start of the cell, or of a part after a `;` or tab, followed by a formula's first character. */
const FORMULA_STARTS = /(^|[;\t])(?=[=+\-@\t\r])/g;

export function csvCell(text: string): string {
  const safe = text.replace(FORMULA_STARTS, "$1'");
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly ResultRow[], header: readonly [string, string, string]): string {
  const record = (cells: readonly string[]) => cells.map(csvCell).join(',');
  return [record(header), ...rows.map((row) => record([row.original, row.shortUrl, row.status]))].join('\r\n') + '\r\n';
}

export function formatRows(format: OutputFormat, rows: readonly ResultRow[], header: readonly [string, string, string]): string {
  if (format === 'lines') return toLines(rows);
  return format === 'markdown' ? toMarkdown(rows, header) : toCsv(rows, header);
}
