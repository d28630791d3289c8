/**
 * A stored report as PDF (server/lib/pdf/table-pdf.ts): the school's profile (name; complex,
 * address, phone, email), the report's title, when and by whom it was generated, its summary
 * figures, then the table, its header repeated on every page, "Page n of m" at the foot. Money
 * figures and columns name the school's currency (server/lib/money-text.ts).
 */
import type { Currency } from '@/contract/currency';
import { REPORT_SUMMARY_LABELS, type Report, type ReportCell } from '@/contract/reports';
import { withCurrency } from '../../lib/money-text';
import { renderTablePdf, type PdfHeadingLine } from '../../lib/pdf/table-pdf';
import { pdfText } from './report-cells';
import { columnSpec, MONEY_SUMMARY_KEYS } from './report-columns';

export type ReportSchoolProfile = { name: string; complexName: string | null; address: string | null; phone: string | null; email: string | null; currency: Currency };

const kabulMinute = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kabul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-05-01 14:30" in Kabul time. */
export function kabulDateTime(instant: Date): string {
  const parts = kabulMinute.formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** "Students: 120 · Total amount (AFN): 4,321.00 · …" in the labels' order; keys without a label come last. */
export function summaryLine(summary: Report['summary'], currency: Currency): string {
  const known = Object.keys(REPORT_SUMMARY_LABELS).filter((key) => key in summary);
  const other = Object.keys(summary).filter((key) => !(key in REPORT_SUMMARY_LABELS));
  return [...known, ...other]
    .map((key) => {
      const value = summary[key];
      const money = MONEY_SUMMARY_KEYS.has(key);
      const text = value === null ? '–' : pdfText(value, money ? 'money' : 'count');
      const label = REPORT_SUMMARY_LABELS[key] ?? key;
      return `${money ? withCurrency(label, currency) : label}: ${text}`;
    })
    .join('   ·   ');
}

export function reportPdf(report: Report, rows: ReportCell[][], school: ReportSchoolProfile): Promise<Buffer> {
  const specs = report.columns.map((header) => columnSpec(header));
  const details = [school.complexName, school.address, school.phone, school.email].filter((text): text is string => Boolean(text?.trim()));
  const generated = `Generated on ${kabulDateTime(new Date(report.createdAt))} (Kabul time)${report.createdBy ? ` by ${report.createdBy.name}` : ''}`;
  const heading: PdfHeadingLine[] = [
    { text: school.name, size: 16, bold: true },
    ...(details.length > 0 ? [{ text: details.join('   ·   '), size: 9 }] : []),
    { text: report.title, size: 13, bold: true },
    { text: `${generated}   ·   ${report.rowCount} ${report.rowCount === 1 ? 'row' : 'rows'}`, size: 9 },
    ...(Object.keys(report.summary).length > 0 ? [{ text: summaryLine(report.summary, school.currency), size: 9 }] : []),
  ];
  return renderTablePdf({
    title: report.title,
    author: school.name,
    heading,
    columns: report.columns.map((header, index) => ({ header: specs[index].kind === 'money' ? withCurrency(header, school.currency) : header, weight: specs[index].weight, align: specs[index].kind === 'text' ? 'left' : 'right' })),
    rows: rows.map((row) => report.columns.map((_, index) => pdfText(row[index] ?? null, specs[index].kind))),
    emptyText: 'No records match this report.',
    footer: `${report.title} · ${school.name}`,
  });
}
