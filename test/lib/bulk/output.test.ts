import { describe, expect, it } from 'vitest';
import { csvCell, formatOutput, toCsv, toLines, toMarkdown, type TextTable } from '../../../lib/bulk/output';

// One writer of links as text, for a bulk batch's results and the Links view's selection.
const table: TextTable = {
  header: ['Original', 'Short link', 'Status'],
  rows: [
    ['https://a.org/1', 'https://sho.rt/a', 'Created'],
    ['https://a.org/2', '', 'Failed: The url field is invalid.'],
    ['https://a.org/?q=a,b|c', 'https://sho.rt/b', 'Existing link'],
  ],
};
const shortLinks = ['https://sho.rt/a', '', 'https://sho.rt/b'];

describe('links as text', () => {
  it('plain lines: the short links, one a line, none left empty', () => {
    expect(toLines(shortLinks)).toBe('https://sho.rt/a\nhttps://sho.rt/b');
  });

  it('Markdown: a table with pipes escaped, as many columns as the header', () => {
    expect(toMarkdown(table).split('\n')).toEqual([
      '| Original | Short link | Status |',
      '| --- | --- | --- |',
      '| https://a.org/1 | https://sho.rt/a | Created |',
      '| https://a.org/2 |  | Failed: The url field is invalid. |',
      '| https://a.org/?q=a,b\\|c | https://sho.rt/b | Existing link |',
    ]);
    expect(toMarkdown({ header: ['A', 'B', 'C'], rows: [['a\\b', '', 'x\ny']] })).toContain('| a\\\\b |  | x y |');
    expect(toMarkdown({ header: ['A', 'B'], rows: [['1', '2']] })).toBe('| A | B |\n| --- | --- |\n| 1 | 2 |');
  });

  it('CSV: RFC 4180 records with CRLF, fields quoted when needed', () => {
    expect(toCsv(table)).toBe(
      'Original,Short link,Status\r\nhttps://a.org/1,https://sho.rt/a,Created\r\nhttps://a.org/2,,Failed: The url field is invalid.\r\n"https://a.org/?q=a,b|c",https://sho.rt/b,Existing link\r\n',
    );
  });

  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    // Read by a spreadsheet whose list separator is `;`, or pasted (split at tabs).
    ['a;b', '"a;b"'],
    ['a\tb', '"a\tb"'],
    ['https://example.com/a;=1+1', `"https://example.com/a;'=1+1"`],
    ["bad;=cmd|' /C calc'!A0", `"bad;'=cmd|' /C calc'!A0"`],
    ['x;+1;-2;@A1', `"x;'+1;'-2;'@A1"`],
    ['x\t=1', `"x\t'=1"`],
    ['=1;=2', `"'=1;'=2"`],
    ['a;;b', '"a;;b"'],
  ])('csvCell(%j) = %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('formatOutput picks the format', () => {
    expect(formatOutput('lines', table, shortLinks)).toBe(toLines(shortLinks));
    expect(formatOutput('markdown', table, shortLinks)).toBe(toMarkdown(table));
    expect(formatOutput('csv', table, shortLinks)).toBe(toCsv(table));
  });
});
