/**
 * How each column of a report is printed: its relative width in the PDF and its kind (numbers are
 * right-aligned; money has two decimals, thousands grouped in the PDF). A stored report keeps only
 * its headers, so the exports look the columns up here by header; a header this file does not
 * know prints as plain text of width 1, so an old report still exports after a column is renamed.
 */
export type ReportColumnKind = 'text' | 'count' | 'percent' | 'money';
type ColumnSpec = { weight: number; kind: ReportColumnKind };

const text = (weight: number): ColumnSpec => ({ weight, kind: 'text' });
const count: ColumnSpec = { weight: 0.8, kind: 'count' };

const COLUMN_SPECS = {
  // People and classes
  Class: text(1.2),
  'Roll No': text(0.7),
  Student: text(2),
  'Admission No': text(1.1),
  'Dari Name': text(1.6),
  Gender: text(0.8),
  'Date of Birth': text(1.1),
  'Admission Date': text(1.25),
  Phone: text(1.3),
  Status: text(1),
  // Attendance
  Present: count,
  Absent: count,
  Late: count,
  Excused: count,
  Marks: count,
  'Rate %': { weight: 0.8, kind: 'percent' },
  // Fees
  'Receipt No': text(1.2),
  Date: text(1),
  Type: text(1.2),
  Method: text(1.1),
  Amount: { weight: 1.2, kind: 'money' },
  // Academic results
  Rank: { weight: 0.6, kind: 'count' },
  Subjects: count,
  'Average %': { weight: 0.9, kind: 'percent' },
  Grade: text(0.6),
  // Staff
  'Employee ID': text(1),
  Name: text(2),
  Kind: text(0.8),
  Designation: text(1.8),
  Department: text(1.4),
  'Hire Date': text(1),
} as const satisfies Record<string, ColumnSpec>;

export type ReportColumnHeader = keyof typeof COLUMN_SPECS;

const PLAIN: ColumnSpec = text(1);

export function columnSpec(header: string): ColumnSpec {
  return (COLUMN_SPECS as Record<string, ColumnSpec>)[header] ?? PLAIN;
}

/** Summary figures that are amounts of money (printed with two decimals). */
export const MONEY_SUMMARY_KEYS: ReadonlySet<string> = new Set(['totalAmount', 'paidAmount', 'outstandingAmount']);
