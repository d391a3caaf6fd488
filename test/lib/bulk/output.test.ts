import { describe, expect, it } from 'vitest';
import { csvCell, formatRows, toCsv, toLines, toMarkdown, type ResultRow } from '../../../lib/bulk/output';

const header = ['Original', 'Short link', 'Status'] as const;
const rows: ResultRow[] = [
  { original: 'https://a.org/1', shortUrl: 'https://sho.rt/a', status: 'Created' },
  { original: 'https://a.org/2', shortUrl: '', status: 'Failed: The url field is invalid.' },
  { original: 'https://a.org/?q=a,b|c', shortUrl: 'https://sho.rt/b', status: 'Existing link' },
];

describe('bulk output', () => {
  it('plain lines: the short links, one a line', () => {
    expect(toLines(rows)).toBe('https://sho.rt/a\nhttps://sho.rt/b');
  });

  it('Markdown: a table with pipes escaped', () => {
    expect(toMarkdown(rows, header).split('\n')).toEqual([
      '| Original | Short link | Status |',
      '| --- | --- | --- |',
      '| https://a.org/1 | https://sho.rt/a | Created |',
      '| https://a.org/2 |  | Failed: The url field is invalid. |',
      '| https://a.org/?q=a,b\\|c | https://sho.rt/b | Existing link |',
    ]);
    expect(toMarkdown([{ original: 'a\\b', shortUrl: '', status: 'x\ny' }], header)).toContain('| a\\\\b |  | x y |');
  });

  it('CSV: RFC 4180 records with CRLF, fields quoted when needed', () => {
    expect(toCsv(rows, header)).toBe(
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

  it('formatRows picks the format', () => {
    expect(formatRows('lines', rows, header)).toBe(toLines(rows));
    expect(formatRows('markdown', rows, header)).toBe(toMarkdown(rows, header));
    expect(formatRows('csv', rows, header)).toBe(toCsv(rows, header));
  });
});
