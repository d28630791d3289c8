import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('guards formulas but leaves phone numbers and plain text alone', () => {
    expect(csvCell('+93799123456')).toBe('+93799123456');
    expect(csvCell('+cmd|calc')).toBe("'+cmd|calc");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('semi;colon')).toBe('"semi;colon"');
    expect(csvCell(null)).toBe('');
  });

  it('leaves plain numbers, negative ones included, as numbers', () => {
    expect(csvCell('-90.95')).toBe('-90.95');
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell('-1+2')).toBe("'-1+2");
  });

  it('quotes quotes and line breaks and writes dates as ISO instants', () => {
    expect(csvCell('Smith, "Junior"')).toBe('"Smith, ""Junior"""');
    expect(csvCell('first\nsecond')).toBe('"first\nsecond"');
    expect(csvCell(new Date('2026-03-21T04:30:00Z'))).toBe('2026-03-21T04:30:00.000Z');
  });
});

describe('toCsv', () => {
  it('starts with the byte order mark, has a header row and ends every line with CRLF', () => {
    const columns = [
      { header: 'Name', value: (row: { name: string; dari: string }) => row.name },
      { header: 'Dari name', value: (row: { name: string; dari: string }) => row.dari },
    ];
    expect(toCsv(columns, [{ name: 'Zahra', dari: 'زهرا' }])).toBe(`${CSV_BOM}Name,Dari name\r\nZahra,زهرا\r\n`);
  });
});
