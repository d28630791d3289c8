import { describe, expect, it } from 'vitest';
import { formatCsv } from '@/features/students/import/format-csv';
import { detectDelimiter, isBlankRecord, parseCsv } from '@/features/students/import/parse-csv';

describe('parseCsv', () => {
  it('reads plain records with CRLF, LF or CR line ends and no extra record after the last one', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([['a', 'b'], ['1', '2']]);
    expect(parseCsv('a,b\n1,2')).toEqual([['a', 'b'], ['1', '2']]);
    expect(parseCsv('a,b\r1,2\r')).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('drops a leading byte order mark', () => {
    expect(parseCsv('\uFEFFFirst Name,Admission No\r\nAhmad,A-1\r\n')).toEqual([
      ['First Name', 'Admission No'],
      ['Ahmad', 'A-1'],
    ]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    const text = 'name,address,note\r\n"Comma, Inc","Line 1\r\nLine 2","He said ""hi"""\r\n"",x,""\r\n';
    expect(parseCsv(text)).toEqual([
      ['name', 'address', 'note'],
      ['Comma, Inc', 'Line 1\r\nLine 2', 'He said "hi"'],
      ['', 'x', ''],
    ]);
  });

  it('keeps Dari text as it is', () => {
    expect(parseCsv('Dari Name\nاحمد رحیمی\n"زهرا، نوری"\n')).toEqual([['Dari Name'], ['احمد رحیمی'], ['زهرا، نوری']]);
  });

  it('keeps blank lines as blank records, so record places match spreadsheet rows', () => {
    const records = parseCsv('a,b\r\n\r\n1,2\r\n,\r\n');
    expect(records).toEqual([['a', 'b'], [''], ['1', '2'], ['', '']]);
    expect(records.map(isBlankRecord)).toEqual([false, true, false, true]);
  });

  it('reads an empty text as no records', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
  });

  it('keeps what an unclosed quote holds up to the end of the file', () => {
    expect(parseCsv('a,b\n1,"open\nstill')).toEqual([['a', 'b'], ['1', 'open\nstill']]);
  });

  it('reads semicolon files (a spreadsheet in a decimal-comma locale) and keeps commas inside them', () => {
    expect(detectDelimiter('First Name;Admission No\r\n')).toBe(';');
    expect(detectDelimiter('"a;b",c\n')).toBe(',');
    expect(parseCsv('First Name;Address\r\nAhmad;"Street 4, Kabul"\r\n')).toEqual([
      ['First Name', 'Address'],
      ['Ahmad', 'Street 4, Kabul'],
    ]);
  });
});

describe('formatCsv', () => {
  it('writes what parseCsv reads back unchanged', () => {
    const records = [
      ['Admission No', 'First Name', 'Current Address', 'Dari Name'],
      ['A-1', 'Quote "Q"', 'Line 1\nLine 2', 'نام دری'],
      ['A-2', 'Comma, Inc', '', 'a;b'],
    ];
    const text = formatCsv(records);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual(records);
  });
});
