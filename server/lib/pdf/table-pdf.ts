/**
 * A tabular document as PDF (pdfkit, landscape A4): heading lines on the first page, the table
 * with its header repeated on every page it runs onto, labelled totals after it, and
 * "<footer> · Page n of m" at the foot of every page. Cells arrive as finished text (the caller
 * formats numbers); a cell too long for its column is cut with an ellipsis, never wrapped into
 * the next row. Shared by reports that print a table (server/routes/reports; finance's
 * registers draw the same layout in server/routes/finance/finance-report-pdf.ts).
 *
 * pdfkit draws synchronously and a long table takes seconds, so the drawing pauses after every
 * page (setImmediate) and the server keeps answering other requests meanwhile. A cell of plain
 * ASCII that surely fits skips pdfkit's line wrapper (its costliest step).
 */
import { openPdf } from './open-pdf';
import { PDF_FONT_BOLD, PDF_FONT_REGULAR } from './pdf-fonts';

const MARGIN = 36;
const FOOTER_SPACE = 24;
const ROW_HEIGHT = 15;
const CELL_PADDING = 3;
const TABLE_FONT_SIZE = 8;
const LINE_HEIGHT = 11;

export type PdfTableColumn = {
  header: string;
  /** Relative width. */
  weight: number;
  align: 'left' | 'right';
};

export type PdfHeadingLine = { text: string; size: number; bold?: boolean };

export type PdfTableDocument = {
  /** The file's title (document information). */
  title: string;
  author: string;
  heading: PdfHeadingLine[];
  columns: PdfTableColumn[];
  rows: string[][];
  /** Printed in place of the rows when there are none. */
  emptyText: string;
  /** Lines after the table: the label on the left, the value in the last column. */
  totals?: { label: string; value: string }[];
  /** The text before "Page n of m" at the foot of each page. */
  footer: string;
};

/** No ASCII glyph of DejaVu Sans is wider than 1 em, so this many characters always fit. */
const surelyFits = (text: string, width: number) => text.length * TABLE_FONT_SIZE <= width && /^[\x20-\x7e]*$/.test(text);
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function renderTablePdf(table: PdfTableDocument): Promise<Buffer> {
  const { doc, done } = await openPdf({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: table.title, Author: table.author },
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;
  const weights = table.columns.reduce((sum, column) => sum + column.weight, 0) || 1;
  const widths = table.columns.map((column) => (column.weight / weights) * width);
  const starts = widths.map((_, index) => left + widths.slice(0, index).reduce((sum, value) => sum + value, 0));

  doc.x = left;
  doc.y = MARGIN;
  for (const line of table.heading) {
    doc.font(line.bold ? PDF_FONT_BOLD : PDF_FONT_REGULAR).fontSize(line.size).text(line.text, left, doc.y, { width });
  }
  let y = doc.y + 10;

  const widthOf = new Map<string, number>();
  const cell = (text: string, index: number, bold: boolean) => {
    doc.font(bold ? PDF_FONT_BOLD : PDF_FONT_REGULAR).fontSize(TABLE_FONT_SIZE);
    const room = widths[index] - 2 * CELL_PADDING;
    const right = table.columns[index]?.align === 'right';
    if (!bold && surelyFits(text, room)) {
      let width = 0;
      if (right) {
        width = widthOf.get(text) ?? doc.widthOfString(text);
        widthOf.set(text, width);
      }
      doc.text(text, starts[index] + CELL_PADDING + (right ? room - width : 0), y + 3, { lineBreak: false });
      return;
    }
    doc.text(text, starts[index] + CELL_PADDING, y + 3, {
      width: room,
      align: right ? 'right' : 'left',
      // One line: a longer text is cut with an ellipsis instead of running into the next row.
      height: LINE_HEIGHT,
      ellipsis: true,
    });
  };
  const rule = () => {
    doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.8).strokeColor('#444444').stroke();
  };
  const drawHeader = () => {
    table.columns.forEach((column, index) => cell(column.header, index, true));
    y += ROW_HEIGHT;
    rule();
  };
  /** Starts a new page when `rows` more rows do not fit; true when it did. */
  const makeRoom = (rows: number) => {
    if (y + rows * ROW_HEIGHT <= bottom()) return false;
    doc.addPage();
    y = MARGIN;
    drawHeader();
    return true;
  };

  // The header and at least one row under it; a new page draws its own header.
  if (!makeRoom(2)) drawHeader();
  if (table.rows.length === 0) {
    doc.font(PDF_FONT_REGULAR).fontSize(TABLE_FONT_SIZE).text(table.emptyText, left + CELL_PADDING, y + 3, { width, lineBreak: false });
    y += ROW_HEIGHT;
  }
  for (const row of table.rows) {
    if (makeRoom(1)) await nextTurn();
    row.forEach((text, index) => cell(text, index, false));
    y += ROW_HEIGHT;
  }

  const totals = table.totals ?? [];
  if (totals.length > 0) {
    makeRoom(totals.length + 1);
    rule();
    y += 2;
    const last = table.columns.length - 1;
    for (const total of totals) {
      doc.font(PDF_FONT_BOLD).fontSize(TABLE_FONT_SIZE);
      doc.text(total.label, left + CELL_PADDING, y + 3, { width: starts[last] - left - 2 * CELL_PADDING, height: LINE_HEIGHT, ellipsis: true });
      doc.text(total.value, starts[last] + CELL_PADDING, y + 3, { width: widths[last] - 2 * CELL_PADDING, align: 'right', lineBreak: false });
      y += ROW_HEIGHT;
    }
  }

  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    // Writing below the bottom margin would start a new page: lift the margin for the footer.
    doc.page.margins.bottom = 0;
    doc
      .font(PDF_FONT_REGULAR)
      .fontSize(8)
      .text(`${table.footer} · Page ${index + 1} of ${pages.count}`, left, doc.page.height - MARGIN - 10, { width, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
