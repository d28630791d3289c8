/**
 * A finance report as PDF (pdfkit): the school's name, the report's title, period and the school's currency,
 * then the table (its header repeated on every page), the totals and "Page n of m" at the foot.
 * Landscape A4, so a payroll register's twelve columns fit. Text is set in DejaVu Sans (shipped in
 * server/assets/fonts), so names in Dari are drawn with their own letters.
 */
import type { Currency } from '@/contract/currency';
import type { AnalyticsRange } from '@/contract/finance-analytics';
import { amountsIn, groupedMoney } from '../../../lib/money-text';
import { openPdf } from '../../../lib/pdf/open-pdf';
import { PDF_FONT_BOLD as BOLD, PDF_FONT_REGULAR as REGULAR } from '../../../lib/pdf/pdf-fonts';
import type { ReportTable } from './finance-report-table';

const MARGIN = 36;
const FOOTER_SPACE = 24;
const ROW_HEIGHT = 15;
const CELL_PADDING = 3;
const TABLE_FONT_SIZE = 8;
const LINE_HEIGHT = 11;

/** The school's currency names every amount of the file (server/lib/money-text.ts). */
export type ReportHeading = { schoolName: string; range: AnalyticsRange; generatedOn: string; currency: Currency };

export async function reportPdf(table: ReportTable, heading: ReportHeading): Promise<Buffer> {
  const { doc, done } = await openPdf({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${table.title} ${heading.range.startDate} to ${heading.range.endDate}`, Author: heading.schoolName },
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;
  const weights = table.columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = table.columns.map((column) => (column.weight / weights) * width);
  const starts = widths.map((_, index) => left + widths.slice(0, index).reduce((sum, value) => sum + value, 0));

  doc.font(BOLD).fontSize(16).text(heading.schoolName, left, MARGIN, { width });
  doc.font(BOLD).fontSize(13).text(table.title, { width });
  doc
    .font(REGULAR)
    .fontSize(9)
    .text(`Period: ${heading.range.startDate} to ${heading.range.endDate}    ${amountsIn(heading.currency)}    Generated on ${heading.generatedOn}`, { width });
  let y = doc.y + 10;

  const drawRow = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? BOLD : REGULAR).fontSize(TABLE_FONT_SIZE);
    cells.forEach((text, index) => {
      const money = table.columns[index]?.money === true;
      doc.text(money && !bold ? groupedMoney(text) : text, starts[index] + CELL_PADDING, y + 3, {
        width: widths[index] - 2 * CELL_PADDING,
        align: money ? 'right' : 'left',
        // One line: a longer text is cut with an ellipsis instead of running into the next cell.
        height: LINE_HEIGHT,
        ellipsis: true,
      });
    });
    y += ROW_HEIGHT;
  };
  const rule = (weight: number) => {
    doc.moveTo(left, y).lineTo(left + width, y).lineWidth(weight).strokeColor('#444444').stroke();
  };
  const drawHeader = () => {
    drawRow(
      table.columns.map((column) => column.header),
      true,
    );
    rule(0.8);
  };
  const makeRoom = (rows: number) => {
    if (y + rows * ROW_HEIGHT <= bottom()) return;
    doc.addPage();
    y = MARGIN;
    drawHeader();
  };

  drawHeader();
  if (table.rows.length === 0) {
    doc.font(REGULAR).fontSize(TABLE_FONT_SIZE).text('No records in this period.', left + CELL_PADDING, y + 3, { width });
    y += ROW_HEIGHT;
  }
  for (const row of table.rows) {
    makeRoom(1);
    drawRow(row, false);
  }
  makeRoom(table.totals.length + 1);
  rule(0.8);
  y += 2;
  const last = table.columns.length - 1;
  for (const total of table.totals) {
    doc.font(BOLD).fontSize(TABLE_FONT_SIZE);
    doc.text(total.label, left + CELL_PADDING, y + 3, { width: starts[last] - left - 2 * CELL_PADDING, height: LINE_HEIGHT, ellipsis: true });
    doc.text(groupedMoney(total.amount), starts[last] + CELL_PADDING, y + 3, { width: widths[last] - 2 * CELL_PADDING, align: 'right', lineBreak: false });
    y += ROW_HEIGHT;
  }

  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    // Writing below the bottom margin would start a new page: lift the margin for the footer.
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(8)
      .text(`${table.title} · ${heading.schoolName} · Page ${index + 1} of ${pages.count}`, left, doc.page.height - MARGIN - 10, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
