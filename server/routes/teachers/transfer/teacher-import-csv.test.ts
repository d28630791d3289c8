import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../lib/csv';
import { CsvFormatError, parseCsv, withoutFormulaGuard } from './teacher-import-csv';

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, CRLF or LF, and drops the BOM', () => {
    const text = '\uFEFFName,Note\r\n"Rahimi, Ahmad","He said ""salaam""\nand left"\nZahra,\r\n';
    expect(parseCsv(text)).toEqual([
      ['Name', 'Note'],
      ['Rahimi, Ahmad', 'He said "salaam"\nand left'],
      ['Zahra', ''],
    ]);
  });

  it('takes the semicolon as the separator when the header has more of them, and skips blank lines', () => {
    expect(parseCsv('a;b;c\n\n1;2,5;3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2,5', '3'],
    ]);
  });

  it('reads back what the export writes', () => {
    const rows = [{ name: '=SUM(A1)', note: 'x, "y"' }];
    const text = toCsv([{ header: 'Name', value: (row: (typeof rows)[number]) => row.name }, { header: 'Note', value: (row: (typeof rows)[number]) => row.note }], rows);
    const [, [name, note]] = parseCsv(text);
    expect([withoutFormulaGuard(name), note]).toEqual(['=SUM(A1)', 'x, "y"']);
    expect(withoutFormulaGuard("'plain")).toBe("'plain");
  });

  it('refuses a quote that is never closed, naming its line', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(new CsvFormatError('A quoted cell that starts on line 2 is never closed'));
  });
});
