/**
 * How the server writes money into files (PDFs, CSVs): the ONE place for it. A school has one
 * currency (its general setting, src/contract/currency.ts; areas read it through
 * settings/public.ts `readSchoolCurrency`), and every file names it: a PDF once in its heading
 * ("Amounts in AFN") or beside a figure's label, a CSV in each money column's header
 * ("Amount (AFN)"), since a spreadsheet keeps only the table. Amounts themselves stay plain
 * decimals (a CSV keeps "1234.50" for spreadsheets; a PDF groups thousands for reading).
 */
import type { Currency } from '@/contract/currency';

/** "Amount" → "Amount (AFN)": a label or column header naming the school's currency. */
export function withCurrency(label: string, currency: Currency): string {
  return `${label} (${currency})`;
}

/** The heading line of a PDF whose amounts are all in the school's currency. */
export function amountsIn(currency: Currency): string {
  return `Amounts in ${currency}`;
}

/** "1234567.50" → "1,234,567.50", by its digits (no floating point); other text as it is. */
export function groupedMoney(decimal: string): string {
  const [, sign, whole, fraction] = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal) ?? [];
  if (whole === undefined) return decimal;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(fraction ?? '').padEnd(2, '0')}`;
}
